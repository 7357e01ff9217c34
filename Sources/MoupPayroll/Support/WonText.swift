/// Number formatting for `basis` strings and every page: thousands separators, no locale, no
/// Foundation. Public so that the pages print amounts exactly as the payroll's `basis` does.
package enum WonText {
    /// `892680` → `892,680`.
    package static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = value < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
