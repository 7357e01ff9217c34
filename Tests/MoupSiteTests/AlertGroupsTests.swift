import Testing

@testable import MoupSite

/// The dashboard's alerts grouped by kind (`AlertGroups`): one line per kind naming who, each
/// worker's alert inside it led by their name, one shared hint, and a kind with one alert as before.
@Suite struct AlertGroupsTests {
    static let ko = Theme.builtInWords(.ko)
    static let en = Theme.builtInWords(.en)

    static func alert(_ title: String, _ worker: String, date: String? = nil, hint: String? = nil) -> AlertView {
        AlertView(
            worker: worker, title: title, message: "\(worker)의 \(title)", date: date, amount: nil, href: nil, hint: hint
        )
    }

    @Test func alertsOfOneKindAreOneLineInTheOrderTheyCame() {
        let alerts = [
            Self.alert("미확정 근무", "배지훈", hint: "기록하세요"), Self.alert("인적사항 누락", "배지훈", date: "11월 3일"),
            Self.alert("미확정 근무", "최유나", hint: "기록하세요"), Self.alert("미확정 근무", "한지우", hint: "기록하세요"),
            Self.alert("미확정 근무", "김민지", hint: "기록하세요"), Self.alert("미확정 근무", "배지훈", hint: "기록하세요"),
        ]
        let groups = AlertGroups.grouping(alerts, Self.ko)
        #expect(groups.map(\.title) == ["미확정 근무", "인적사항 누락"])
        // Four workers (배지훈 twice counts once): three names and "외 1명".
        #expect(groups[0].who == "배지훈, 최유나, 한지우 외 1명")
        #expect(groups[0].alerts.map(\.lead) == ["배지훈", "최유나", "한지우", "김민지", "배지훈"])
        // The same hint for all: said once, after the alerts.
        #expect(groups[0].hint == "기록하세요" && groups[0].alerts.allSatisfy { $0.hint == nil })
        // One alert of its kind: its worker and date on the line, no lead inside.
        #expect(groups[1].who == "배지훈 · 11월 3일" && groups[1].alerts[0].lead == nil)
    }

    @Test func differentHintsStayWithTheirAlertsAndEnglishSaysMore() {
        let alerts = ["Bae", "Choi", "Han", "Kim", "Lee"].enumerated().map {
            Self.alert("Unconfirmed", $1, hint: "hint \($0 % 2)")
        }
        let group = AlertGroups.grouping(alerts, Self.en)[0]
        #expect(group.who == "Bae, Choi, Han and 2 more")
        #expect(group.hint == nil && group.alerts.map(\.hint) == ["hint 0", "hint 1", "hint 0", "hint 1", "hint 0"])
    }

    /// On an English page the workers' Korean names are marked `lang="ko"` (issue 32): the group's line, each
    /// alert's lead and a one-alert line, the English words around them left unmarked; a Korean page marks none.
    @Test func koreanNamesOnAnEnglishPageAreMarkedKorean() {
        let alerts =
            ["배지훈", "최유나", "한지우", "김민지"].map { Self.alert("Unconfirmed", $0) } + [
                Self.alert("Identification missing", "오태양", date: "3 Nov 2026")
            ]
        let groups = AlertGroups.grouping(alerts, Self.en, namesLang: "ko")
        #expect(groups[0].who == "배지훈, 최유나, 한지우 and 1 more")
        #expect(groups[0].whoHTML == "<span lang=\"ko\">배지훈, 최유나, 한지우</span> and 1 more")
        #expect(
            groups[0].alerts.map(\.leadHTML) == ["배지훈", "최유나", "한지우", "김민지"].map { "<span lang=\"ko\">\($0)</span>" })
        #expect(groups[1].whoHTML == "<span lang=\"ko\">오태양</span> · 3 Nov 2026")

        let korean = AlertGroups.grouping(
            alerts.map {
                var a = $0
                a.worker = a.worker.map { $0 + " <&>" }
                return a
            }, Self.ko)
        #expect(korean[0].whoHTML == "배지훈 &lt;&amp;&gt;, 최유나 &lt;&amp;&gt;, 한지우 &lt;&amp;&gt; 외 1명")
        #expect(korean[0].alerts[0].leadHTML == "배지훈 &lt;&amp;&gt;")
        #expect(korean[1].whoHTML == "오태양 &lt;&amp;&gt; · 3 Nov 2026")
    }
}
