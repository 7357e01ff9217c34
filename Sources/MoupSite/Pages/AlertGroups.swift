/// The dashboard's alerts of one kind in one place: seven workers with unconfirmed days are one
/// line, "미확정 근무 · 배지훈, 최유나, 한지우 외 4명", that opens on each worker's alert, instead of
/// seven lines that push the month's figures off the screen. A kind with one alert reads as before
/// (its worker, date and amount on the line).
enum AlertGroups {
    /// How many names a group's line shows before "외 N명".
    static let namesShown = 3

    /// `alerts` grouped by title, the groups in the order their first alert comes.
    static func grouping(_ alerts: [AlertView], _ words: Words) -> [AlertGroupView] {
        var titles: [String] = []
        var byTitle: [String: [AlertView]] = [:]
        for alert in alerts {
            if byTitle[alert.title] == nil { titles.append(alert.title) }
            byTitle[alert.title, default: []].append(alert)
        }
        return titles.map { title in
            let members = byTitle[title]!
            guard members.count > 1 else {
                return AlertGroupView(title: title, who: about(members[0]), alerts: members)
            }
            // One hint for the group when every alert gives the same (what to do is the same for all).
            let hints = Set(members.map(\.hint))
            let shared = hints.count == 1 ? members[0].hint : nil
            return AlertGroupView(
                title: title, who: names(members.compactMap(\.worker), words),
                alerts: members.map { alert in
                    var alert = leading(alert)
                    if shared != nil { alert.hint = nil }
                    return alert
                }, hint: shared)
        }
    }

    /// "배지훈, 최유나, 한지우 외 4명": each worker once, in the order of their alerts.
    static func names(_ workers: [String], _ words: Words) -> String {
        var seen: Set<String> = []
        let distinct = workers.filter { seen.insert($0).inserted }
        let shown = distinct.prefix(namesShown).joined(separator: ", ")
        guard distinct.count > namesShown else { return shown }
        return words("dashboard.alertNamesMore", ["names": shown, "more": String(distinct.count - namesShown)])
    }

    /// An alert inside a group: its worker, date and amount lead its text, since the group's line names several.
    static func leading(_ alert: AlertView) -> AlertView {
        var alert = alert
        let lead = about(alert)
        alert.lead = lead.isEmpty ? nil : lead
        return alert
    }

    /// Whom and what an alert is about: "배지훈 · 11월 3일 · 10,000원" (what it has of the three).
    static func about(_ alert: AlertView) -> String {
        [alert.worker, alert.date, alert.amount].compactMap { $0 }.joined(separator: " · ")
    }
}
