import MoupModel
import MoupPayroll

/// Numbers, dates and times that every language writes the same way (the others are `Words`'):
/// formatted once in Swift (templates only place strings).
enum Format {
    /// `1234567` → `1,234,567`, as the payroll's `basis` strings write it.
    static func grouped(_ value: Int) -> String { WonText.grouped(value) }

    /// What a table cell shows where it has no figure (a zero, a month without sales).
    static let noFigure = "–"

    /// `+1시간 30분`, `-12,340원`, `0원`: the sign written out, the figure formatted as given.
    static func signed(_ value: Int, _ format: (Int) -> String) -> String {
        value > 0 ? "+" + format(value) : value < 0 ? "-" + format(-value) : format(0)
    }

    /// Minutes as decimal hours with one digit, without floating point: `390` → `6.5`.
    static func hoursDecimal(_ minutes: Int) -> String {
        let tenths = (minutes * 10 + 30) / 60
        return "\(grouped(tenths / 10)).\(tenths % 10)"
    }

    /// `11/2`.
    static func shortDate(_ date: CivilDate) -> String { "\(date.month)/\(date.day)" }

    /// `09:00–15:30`; an end at or before the start is the next day (`22:00–06:00`).
    static func span(_ span: TimeSpan) -> String { span.description }

    /// `part / whole` as a percentage with one decimal, rounded half up: `234, 1000` → `23.4%`.
    static func percent(_ part: Int, of whole: Int) -> String? {
        guard whole > 0 else { return nil }
        let tenths = (part * 1000 + whole / 2) / whole
        return "\(grouped(tenths / 10)).\(tenths % 10)%"
    }

    /// A `#RRGGBB` colour, or a neutral grey for anything else (colours reach a `style` attribute).
    static func color(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.count == 7, bytes[0] == UInt8(ascii: "#"),
            bytes.dropFirst().allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 70) || ($0 >= 97 && $0 <= 102) }
            )
        else { return "#888888" }
        return text.lowercased()
    }

    /// Text on a coloured chip: white where white has a WCAG contrast of at least 4.5:1 on `color`
    /// (dark colours), else near-black `#111111` where that reaches 4.5:1, else black, which always
    /// does then (when white is below 4.5:1, black is above 4.6:1). So a name is never below AA.
    static func ink(on color: String) -> String {
        let background = Contrast.luminance(color)
        if Contrast.meets(background, Contrast.white, atLeast: 9, 2) { return "#ffffff" }
        if Contrast.meets(background, Contrast.luminance(nearBlack), atLeast: 9, 2) { return nearBlack }
        return "#000000"
    }

    /// The dark ink of chips and tags.
    static let nearBlack = "#111111"
}
