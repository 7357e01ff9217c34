/// Number formatting for `basis` strings: thousands separators, no locale, no Foundation.
enum WonText {
    /// `892680` → `892,680`.
    static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return value < 0 ? "-" + result : result
    }

    /// `892680` → `892,680원`.
    static func won(_ value: Int) -> String { grouped(value) + "원" }

    /// `5190` → `5,190분`.
    static func minutes(_ value: Int) -> String { grouped(value) + "분" }
}
