import MoupModel
import MoupSystem
import MoupWords

/// The build date (`--today`): scheduled days after it are planned, days before it are missing.
/// This is the only place the program reads the clock.
package enum BuildDate {
    /// Asia/Seoul is UTC+9 all year (no daylight saving time since 1988).
    static let seoulOffsetSeconds = 9 * 3600

    package enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        case invalid(source: String, value: String)

        package var description: String { text(in: .en) }

        /// The problem in `language`'s words.
        package func text(in language: Site.Language) -> String {
            switch self {
            case .invalid(let source, let value):
                return TerminalWords.text("usage.badToday", ["source": "\(source)", "value": "\(value)"], in: language)
            }
        }
    }

    /// `--today` when given, else the `MOUP_TODAY` environment variable, else today's date in Seoul.
    package static func resolve(
        option: String?, environment: [String: String],
        unixTime: () -> Int = SystemClock.unixTime
    ) throws(Problem) -> CivilDate {
        if let option {
            guard let date = CivilDate(iso: option) else { throw .invalid(source: "--today", value: option) }
            return date
        }
        if let value = environment["MOUP_TODAY"], !value.isEmpty {
            guard let date = CivilDate(iso: value) else { throw .invalid(source: "MOUP_TODAY", value: value) }
            return date
        }
        return seoulDate(unixTime: unixTime())
    }

    /// The civil date in Asia/Seoul at a Unix time (seconds since 1970-01-01T00:00:00Z).
    package static func seoulDate(unixTime: Int) -> CivilDate {
        let local = unixTime + seoulOffsetSeconds
        let day = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        return CivilDate(dayNumber: day)
    }
}
