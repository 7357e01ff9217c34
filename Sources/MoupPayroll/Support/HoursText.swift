/// Durations for `basis` strings and alerts: `18시간`, `18시간 30분`, `45분`.
enum HoursText {
    static func korean(_ minutes: Int) -> String {
        let hours = minutes / 60, rest = minutes % 60
        if hours == 0 { return "\(rest)분" }
        return rest == 0 ? "\(WonText.grouped(hours))시간" : "\(WonText.grouped(hours))시간 \(rest)분"
    }

    /// `55h 30m`, for alert messages.
    static func short(_ minutes: Int) -> String {
        let rest = minutes % 60
        return rest == 0 ? "\(minutes / 60)h" : "\(minutes / 60)h \(rest)m"
    }
}
