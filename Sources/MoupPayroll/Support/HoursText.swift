/// Durations for alert messages that every language writes the same way: `55h 30m`.
enum HoursText {
    static func short(_ minutes: Int) -> String {
        let rest = minutes % 60
        return rest == 0 ? "\(minutes / 60)h" : "\(minutes / 60)h \(rest)m"
    }
}
