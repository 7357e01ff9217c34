/// The dashboard's alerts of one kind in one place: seven workers with unconfirmed days are one
/// line, "미확정 근무 · 배지훈, 최유나, 한지우 외 4명", that opens on each worker's alert, instead of
/// seven lines that push the month's figures off the screen. A kind with one alert reads as before
/// (its worker, date and amount on the line).
///
/// Each line is also made as HTML (`whoHTML`, `leadHTML`) for the built-in theme, with the workers'
/// names marked with their language on a page of another (`SiteIndex.namesLang`): on an English page,
/// `<span lang="ko">배지훈, 최유나, 한지우</span> and 4 more`, so that a screen reader reads them in Korean.
enum AlertGroups {
    /// How many names a group's line shows before "외 N명".
    static let namesShown = 3

    /// `alerts` grouped by title, the groups in the order their first alert comes. `namesLang`: the
    /// `lang` of the workers' names in the HTML, where it is not the page's (`SiteIndex.namesLang`).
    static func grouping(_ alerts: [AlertView], _ words: Words, namesLang: String? = nil) -> [AlertGroupView] {
        var titles: [String] = []
        var byTitle: [String: [AlertView]] = [:]
        for alert in alerts {
            if byTitle[alert.title] == nil { titles.append(alert.title) }
            byTitle[alert.title, default: []].append(alert)
        }
        return titles.map { title in
            let members = byTitle[title]!
            guard members.count > 1 else {
                return AlertGroupView(
                    title: title, who: about(members[0]), whoHTML: aboutHTML(members[0], namesLang), alerts: members)
            }
            // One hint for the group when every alert gives the same (what to do is the same for all).
            let hints = Set(members.map(\.hint))
            let shared = hints.count == 1 ? members[0].hint : nil
            let workers = members.compactMap(\.worker)
            return AlertGroupView(
                title: title, who: names(workers, words), whoHTML: namesHTML(workers, words, namesLang),
                alerts: members.map { alert in
                    var alert = leading(alert, namesLang)
                    if shared != nil { alert.hint = nil }
                    return alert
                }, hint: shared)
        }
    }

    /// "배지훈, 최유나, 한지우 외 4명": each worker once, in the order of their alerts.
    static func names(_ workers: [String], _ words: Words) -> String {
        let (shown, more) = shownNames(workers)
        guard more > 0 else { return shown }
        return words("dashboard.alertNamesMore", ["names": shown, "more": String(more)])
    }

    /// The same as HTML, the names marked with `namesLang`.
    static func namesHTML(_ workers: [String], _ words: Words, _ namesLang: String?) -> String {
        let (shown, more) = shownNames(workers)
        guard more > 0 else { return nameHTML(shown, namesLang) }
        return words.html(
            "dashboard.alertNamesMore", ["names": nameHTML(shown, namesLang), "more": HTMLEscape.string(String(more))])
    }

    /// The first `namesShown` distinct workers, joined, and how many more there are.
    private static func shownNames(_ workers: [String]) -> (shown: String, more: Int) {
        var seen: Set<String> = []
        let distinct = workers.filter { seen.insert($0).inserted }
        return (distinct.prefix(namesShown).joined(separator: ", "), max(0, distinct.count - namesShown))
    }

    /// An alert inside a group: its worker, date and amount lead its text, since the group's line names several.
    static func leading(_ alert: AlertView, _ namesLang: String? = nil) -> AlertView {
        var alert = alert
        let lead = about(alert)
        alert.lead = lead.isEmpty ? nil : lead
        alert.leadHTML = lead.isEmpty ? nil : aboutHTML(alert, namesLang)
        return alert
    }

    /// Whom and what an alert is about: "배지훈 · 11월 3일 · 10,000원" (what it has of the three).
    static func about(_ alert: AlertView) -> String {
        [alert.worker, alert.date, alert.amount].compactMap { $0 }.joined(separator: " · ")
    }

    /// The same as HTML, the worker's name marked with `namesLang`.
    static func aboutHTML(_ alert: AlertView, _ namesLang: String?) -> String {
        ([alert.worker.map { nameHTML($0, namesLang) }] + [alert.date, alert.amount].map { $0.map(HTMLEscape.string) })
            .compactMap { $0 }.joined(separator: " · ")
    }

    /// `names` escaped, inside `<span lang="…">` where they are not in the page's language.
    static func nameHTML(_ names: String, _ namesLang: String?) -> String {
        let escaped = HTMLEscape.string(names)
        return namesLang.map { "<span lang=\"\(HTMLEscape.string($0))\">\(escaped)</span>" } ?? escaped
    }
}
