/// Number formatting for `basis` strings and every page: thousands separators, no locale, no
/// Foundation. Public so that the pages print amounts exactly as the payroll's `basis` does.
public enum WonText {
    /// `892680` → `892,680`.
    public static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return value < 0 ? "-" + result : result
    }
}
