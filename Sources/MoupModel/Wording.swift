/// A message as words to look up rather than as finished text: a key of the terminal's strings
/// table (`content.unknownKey`) and the values of its `{placeholders}`. The command line prints it
/// in the owner's language (see `MoupWords`); codes, paths and locations around it do not change.
package struct Wording: Hashable, Sendable, Codable {
    /// The value of one placeholder.
    package indirect enum Value: Hashable, Sendable, Codable, ExpressibleByStringInterpolation {
        /// Printed as it is: an id, a path, a date, a number.
        case text(String)
        /// A phrase of its own, printed in the same language (an expectation, a context).
        case wording(Wording)
        /// A value copied from the content (it could be an amount of pay or part of a note): printed
        /// as it is, but in a log replaced by `logged`, what kind of value it is.
        case quoted(String, logged: Wording)
        /// Values one after the other, separated by ", ".
        case list([Value])

        package init(stringLiteral value: String) { self = .text(value) }
        package init(stringInterpolation: DefaultStringInterpolation) {
            self = .text(String(stringInterpolation: stringInterpolation))
        }
    }

    package let key: String
    package let values: [String: Value]

    package init(_ key: String, _ values: [String: Value] = [:]) {
        self.key = key
        self.values = values
    }
}
