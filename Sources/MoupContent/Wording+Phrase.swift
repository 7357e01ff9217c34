import MoupModel

extension Wording.Value {
    /// A phrase of the terminal's table as a placeholder's value (`.phrase("unit.won")`).
    static func phrase(_ key: String, _ values: [String: Wording.Value] = [:]) -> Wording.Value {
        .wording(Wording(key, values))
    }
}

extension SourceValue {
    /// The value for a message: the value itself when it is a scalar (in a log, what kind of value it
    /// is: `shown` and `kindShown` in the owner's language).
    var said: Wording.Value {
        switch kind {
        case .text, .number, .bool: return .quoted(shown, logged: Wording(kindKey))
        case .null: return .phrase("value.nothing")
        case .list: return .phrase("value.list")
        case .map: return .phrase("value.map")
        }
    }

    private var kindKey: String {
        switch kindShown {
        case "a number": return "value.number"
        case "true or false": return "value.bool"
        default: return "value.text"
        }
    }
}
