import MoupModel
import Testing

@testable import MoupSite

/// The ICS feeds: RFC 5545 lines (CRLF, folding at 75 octets, TEXT escaping), the Asia/Seoul zone,
/// events of the fixture's shifts, and stable bytes.
@Suite struct CalendarFeedTests {
    static func feeds(_ input: SiteInput = Fixture.input) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: CalendarFeeds.build(SiteIndex(input, words: Theme.builtInWords(.ko))).pages.map {
                ($0.path, $0.text)
            })
    }

    /// The feed as content lines, folding undone (RFC 5545 §3.1: CRLF followed by one space).
    static func unfolded(_ text: String) -> [String] {
        var lines: [String] = []
        for physical in text.components(separatedBy: "\r\n").dropLast() {
            if physical.hasPrefix(" ") {
                lines[lines.count - 1] += physical.dropFirst()
            } else {
                lines.append(physical)
            }
        }
        return lines
    }

    /// The VEVENT whose UID is `uid`, as unfolded lines.
    static func event(_ uid: String, in text: String) throws -> [String] {
        let lines = unfolded(text)
        let at = try #require(lines.firstIndex(of: "UID:" + uid))
        let begin = try #require(lines[..<at].lastIndex(of: "BEGIN:VEVENT"))
        let end = try #require(lines[at...].firstIndex(of: "END:VEVENT"))
        return Array(lines[begin...end])
    }

    @Test func foldsAt75OctetsWithoutSplittingKorean() {
        // "SUMMARY:" is 8 octets, each 가 is 3: 8 + 22 × 3 = 74 fits, a 23rd would make 77 > 75.
        // The continuation starts with one space, then the other 8 × 가 (1 + 24 = 25 octets).
        let line = "SUMMARY:" + String(repeating: "가", count: 30)
        let folded = ICalendar.fold(line)
        #expect(folded == "SUMMARY:" + String(repeating: "가", count: 22) + "\r\n " + String(repeating: "가", count: 8))
        // ASCII folds at exactly 75 octets: 200 = 75 + 74 + 51, each continuation led by a space.
        let ascii = String(repeating: "a", count: 200)
        #expect(ICalendar.fold(ascii).components(separatedBy: "\r\n").map(\.utf8.count) == [75, 75, 52])
        #expect(ICalendar.fold("short") == "short")
        // Mixed: every physical line of a real feed is at most 75 octets and unfolds back.
        for (_, text) in Self.feeds() {
            for physical in text.components(separatedBy: "\r\n") { #expect(physical.utf8.count <= 75, "\(physical)") }
        }
    }

    @Test func escapesText() {
        #expect(ICalendar.escape(#"a\b;c,d"#) == #"a\\b\;c\,d"#)
        #expect(ICalendar.escape("one\ntwo\r\nthree\rfour") == #"one\ntwo\nthree\nfour"#)
        #expect(ICalendar.escape("tab\there\u{07}bell") == "tab\there" + "bell")
        #expect(ICalendar.escape("카페 모음: 09:00") == "카페 모음: 09:00")  // a colon needs no escape in TEXT
        // Korean text around the escaped characters keeps every byte of its characters.
        #expect(ICalendar.escape("김민지, 박서연; 메모\r\n둘째 줄\u{7F}끝") == #"김민지\, 박서연\; 메모\n둘째 줄끝"#)
        #expect(ICalendar.escape("") == "")
    }

    @Test func everyLineEndsWithCRLF() throws {
        let text = try #require(Self.feeds()["workplaces/cafe-moup/calendar.ics"])
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//MOUP reports//moup//KO\r\n"))
        // A feed to subscribe to, not an iTIP message: no METHOD (RFC 5545 §3.7.2).
        #expect(!Self.unfolded(text).contains { $0.hasPrefix("METHOD") })
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        let bytes = Array(text.utf8)
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            #expect(i > 0 && bytes[i - 1] == UInt8(ascii: "\r"), "a bare LF at byte \(i)")
        }
    }

    @Test func seoulTimeZoneIsDefinedOnce() throws {
        let text = try #require(Self.feeds()["workplaces/cafe-moup/calendar.ics"])
        let zone =
            "BEGIN:VTIMEZONE\r\nTZID:Asia/Seoul\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\n"
            + "TZOFFSETFROM:+0900\r\nTZOFFSETTO:+0900\r\nTZNAME:KST\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n"
        #expect(text.components(separatedBy: zone).count == 2)
        #expect(text.components(separatedBy: "BEGIN:VTIMEZONE").count == 2)
    }

    @Test func dayShiftInTheWorkplaceFeed() throws {
        let text = try #require(Self.feeds()["workplaces/cafe-moup/calendar.ics"])
        #expect(Self.unfolded(text).contains("X-WR-CALNAME:카페 모음 근무표"))
        // Kim's worked shift: 09:00–15:30, 30 min break; the payslip's breakdown says 360 min worked.
        // A first build publishes every event: its DTSTAMP is the build's today (2026-11-20) at
        // midnight UTC, never the clock, and its SEQUENCE is 0.
        #expect(
            try Self.event("20261102-1-kim-minji@cafe-moup.moup", in: text) == [
                "BEGIN:VEVENT",
                "UID:20261102-1-kim-minji@cafe-moup.moup",
                "DTSTAMP:20261120T000000Z",
                "SEQUENCE:0",
                "DTSTART;TZID=Asia/Seoul:20261102T090000",
                "DTEND;TZID=Asia/Seoul:20261102T153000",
                "SUMMARY:김민지 09:00–15:30",
                "LOCATION:카페 모음",
                #"DESCRIPTION:카페 모음 · 김민지 · 근무\n휴게 30분\n실근로 6시간\n체크리스트: 오픈 준비 (08:50)"#,
                "STATUS:CONFIRMED",
                "END:VEVENT",
            ])
        // The memo is private: it is in Kim's own feed, the same event otherwise.
        let kim = try #require(Self.feeds()["people/kim-minji/calendar.ics"])
        #expect(
            try Self.event("20261102-1-kim-minji@cafe-moup.moup", in: kim).contains(
                #"DESCRIPTION:카페 모음 · 김민지 · 근무\n휴게 30분\n실근로 6시간\n메모: 오픈 <b>조</b>\n체크리스트: 오픈 준비 (08:50)"#))
    }

    @Test func overMidnightShiftEndsOnTheNextDay() throws {
        let text = try #require(Self.feeds()["workplaces/cafe-moup/calendar.ics"])
        let event = try Self.event("20261102-1-lee-junho@cafe-moup.moup", in: text)
        #expect(event.contains("DTSTART;TZID=Asia/Seoul:20261102T220000"))
        #expect(event.contains("DTEND;TZID=Asia/Seoul:20261103T060000"))
        #expect(event.contains("SUMMARY:이준호 22:00–06:00"))
    }

    @Test func statusesOfPlannedAbsentAndPaidHolidayDays() throws {
        let text = try #require(Self.feeds()["workplaces/cafe-moup/calendar.ics"])
        // 11-13: Kim's absence is not in the workplace feed (nobody works that day there)…
        #expect(!text.contains("20261113-1-kim-minji"))
        #expect(!text.contains("결근"))
        // …and in her own feed, recorded without times: an all-day cancelled event.
        let kim = try #require(Self.feeds()["people/kim-minji/calendar.ics"])
        let absent = try Self.event("20261113-1-kim-minji@cafe-moup.moup", in: kim)
        #expect(absent.contains("DTSTART;VALUE=DATE:20261113"))
        #expect(absent.contains("DTEND;VALUE=DATE:20261114"))
        #expect(absent.contains("SUMMARY:카페 모음 (결근)"))
        #expect(absent.contains("STATUS:CANCELLED"))
        // 11-20 (today) and later: the repeat's Mon/Wed/Fri 09:00–15:00 are planned, tentative.
        let planned = try Self.event("20261120-1-kim-minji@cafe-moup.moup", in: text)
        #expect(planned.contains("SUMMARY:김민지 09:00–15:00 (예정)"))
        #expect(planned.contains("STATUS:TENTATIVE"))
    }

    @Test func personFeedNamesTheWorkplaceAndHoldsOnlyThatPerson() throws {
        let feeds = Self.feeds()
        let kim = try #require(feeds["people/kim-minji/calendar.ics"])
        let lines = Self.unfolded(kim)
        #expect(lines.contains("X-WR-CALNAME:김민지 근무"))
        #expect(lines.contains("SUMMARY:카페 모음 09:00–15:30"))
        #expect(!lines.contains { $0.contains("lee-junho") })
        #expect(!kim.contains("이준호"))
        // Same shift, same UID in both feeds.
        #expect(lines.contains("UID:20261102-1-kim-minji@cafe-moup.moup"))
        let lee = try #require(feeds["people/lee-junho/calendar.ics"])
        #expect(Self.unfolded(lee).filter { $0 == "BEGIN:VEVENT" }.count == 1)
    }

    @Test func movingAShiftByTenMinutesKeepsItsUID() throws {
        let before = try #require(Self.feeds()["workplaces/cafe-moup/calendar.ics"])
        var input = Fixture.input
        input.content.workplaces[0].shifts[0].span = Fixture.span("09:10", "15:40")
        let after = try #require(Self.feeds(input)["workplaces/cafe-moup/calendar.ics"])
        let uid = "20261102-1-kim-minji@cafe-moup.moup"
        #expect(try Self.event(uid, in: before).contains("DTSTART;TZID=Asia/Seoul:20261102T090000"))
        let moved = try Self.event(uid, in: after)
        #expect(moved.contains("DTSTART;TZID=Asia/Seoul:20261102T091000"))
        #expect(moved.contains("DTEND;TZID=Asia/Seoul:20261102T154000"))
        #expect(moved.contains("SUMMARY:김민지 09:10–15:40"))
        // Every other event is the same; the person feed uses the same UID.
        let uids = { (text: String) in Self.unfolded(text).filter { $0.hasPrefix("UID:") } }
        #expect(uids(after) == uids(before))
        let kim = try #require(Self.feeds(input)["people/kim-minji/calendar.ics"])
        #expect(Self.unfolded(kim).contains("UID:" + uid))
    }

    @Test func secondShiftOfTheDayIsNumberTwo() throws {
        var input = Fixture.input
        // A split shift: Kim also works 18:00–21:00 on 11-02, recorded before the morning one.
        input.content.workplaces[0].shifts.insert(
            Shift(
                workerID: "kim-minji", date: Fixture.date("2026-11-02"), span: Fixture.span("18:00", "21:00"),
                location: Fixture.here), at: 0)
        let text = try #require(Self.feeds(input)["workplaces/cafe-moup/calendar.ics"])
        #expect(try Self.event("20261102-1-kim-minji@cafe-moup.moup", in: text).contains("SUMMARY:김민지 09:00–15:30"))
        #expect(try Self.event("20261102-2-kim-minji@cafe-moup.moup", in: text).contains("SUMMARY:김민지 18:00–21:00"))
        // Lee's shift that day is his first, whatever Kim does.
        #expect(try Self.event("20261102-1-lee-junho@cafe-moup.moup", in: text).contains("SUMMARY:이준호 22:00–06:00"))
        let uids = Self.unfolded(text).filter { $0.hasPrefix("UID:") }
        #expect(Set(uids).count == uids.count, "UIDs are unique")
    }

    @Test func feedsAreDeterministic() {
        let first = Self.feeds()
        #expect(Self.feeds() == first)
        // Records in another order give the same bytes.
        var input = Fixture.input
        input.content.workplaces[0].shifts.reverse()
        input.content.workplaces[0].workers.reverse()
        #expect(Self.feeds(input) == first)
        // Events are in date, then start order.
        let starts = Self.unfolded(first["workplaces/cafe-moup/calendar.ics"]!).filter { $0.hasPrefix("DTSTART;") }
        let keys = starts.map { String($0.split(separator: ":").last!.prefix(8)) }
        #expect(keys == keys.sorted())
    }

    /// The SEQUENCE of every event of a feed, by UID.
    static func sequences(_ text: String) -> [String: String] {
        var found: [String: String] = [:]
        var uid = ""
        for line in unfolded(text) {
            if line.hasPrefix("UID:") { uid = String(line.dropFirst(4)) }
            if line.hasPrefix("SEQUENCE:") { found[uid] = String(line.dropFirst(9)) }
        }
        return found
    }

    @Test func firstBuildHasSequenceZeroEverywhere() throws {
        let built = CalendarFeeds.build(SiteIndex(Fixture.input, words: Theme.builtInWords(.ko)))
        for page in built.pages {
            let sequences = Self.sequences(page.text)
            #expect(!sequences.isEmpty)
            #expect(Set(sequences.values) == ["0"], "\(page.path)")
            // SEQUENCE follows DTSTAMP in each event, once.
            #expect(Self.unfolded(page.text).filter { $0.hasPrefix("SEQUENCE:") }.count == sequences.count)
        }
        // One revision per event: the workplace feed's, and Kim's absence, which only her feed has.
        let workplace = try #require(built.pages.first { $0.path == "workplaces/cafe-moup/calendar.ics" })
        #expect(built.events.count == Self.unfolded(workplace.text).filter { $0 == "BEGIN:VEVENT" }.count + 1)
        #expect(built.events.values.allSatisfy { $0.sequence == 0 && $0.digest.count == 24 })
    }

    @Test func rebuildingIdenticalContentAfterABuildGivesIdenticalBytes() {
        let first = CalendarFeeds.build(SiteIndex(Fixture.input, words: Theme.builtInWords(.ko)))
        var input = Fixture.input
        input.previousEvents = first.events
        let second = CalendarFeeds.build(SiteIndex(input, words: Theme.builtInWords(.ko)))
        #expect(second.pages.map(\.text) == first.pages.map(\.text))
        #expect(second.events == first.events)
    }

    /// The nightly rebuild: the same content a day later. Every event keeps its SEQUENCE and its
    /// DTSTAMP (the day it was last revised, 11-20), so the feeds are the same bytes; a build with no
    /// previous revisions stamps every event with its own date.
    @Test func rebuildingIdenticalContentTheNextDayGivesIdenticalBytes() throws {
        var input = Fixture.input
        input.content.workplaces[0].repeats = []  // a planned day of the repeat would become unconfirmed
        let first = CalendarFeeds.build(SiteIndex(input, words: Theme.builtInWords(.ko)))
        input.previousEvents = first.events
        input.today = try #require(CivilDate(iso: "2026-11-21"))
        let second = CalendarFeeds.build(SiteIndex(input, words: Theme.builtInWords(.ko)))
        #expect(second.pages.map(\.text) == first.pages.map(\.text))
        #expect(second.events == first.events)
        #expect(Set(second.events.values.map(\.revised)) == [CivilDate(iso: "2026-11-20")])
        input.previousEvents = [:]
        let cold = CalendarFeeds.build(SiteIndex(input, words: Theme.builtInWords(.ko)))
        let text = try #require(cold.pages.first { $0.path == "workplaces/cafe-moup/calendar.ics" }?.text)
        #expect(try Self.event("20261102-1-kim-minji@cafe-moup.moup", in: text).contains("DTSTAMP:20261121T000000Z"))
    }

    /// An event revised on a later build takes that build's date as its DTSTAMP (RFC 5545 §3.8.7.2: in
    /// a calendar without METHOD, when the event was last revised), in both feeds; the others keep theirs.
    @Test func aRevisedEventIsStampedWithTheDayOfItsRevision() throws {
        let first = CalendarFeeds.build(SiteIndex(Fixture.input, words: Theme.builtInWords(.ko)))
        var input = Fixture.input
        input.previousEvents = first.events
        input.today = try #require(CivilDate(iso: "2026-11-21"))
        input.content.workplaces[0].shifts[0].span = Fixture.span("09:10", "15:40")
        let second = CalendarFeeds.build(SiteIndex(input, words: Theme.builtInWords(.ko)))
        let uid = "20261102-1-kim-minji@cafe-moup.moup"
        let other = "20261102-1-lee-junho@cafe-moup.moup"
        let byPath = Dictionary(uniqueKeysWithValues: second.pages.map { ($0.path, $0.text) })
        let workplace = try #require(byPath["workplaces/cafe-moup/calendar.ics"])
        #expect(try Self.event(uid, in: workplace).contains("DTSTAMP:20261121T000000Z"))
        #expect(
            try Self.event(uid, in: #require(byPath["people/kim-minji/calendar.ics"])).contains(
                "DTSTAMP:20261121T000000Z"))
        #expect(try Self.event(other, in: workplace).contains("DTSTAMP:20261120T000000Z"))
        #expect(second.events[uid]?.revised == CivilDate(iso: "2026-11-21"))
        #expect(second.events[other] == first.events[other])
    }

    @Test func movingAShiftByTenMinutesRaisesItsSequenceOnly() throws {
        let first = CalendarFeeds.build(SiteIndex(Fixture.input, words: Theme.builtInWords(.ko)))
        var input = Fixture.input
        input.previousEvents = first.events
        input.content.workplaces[0].shifts[0].span = Fixture.span("09:10", "15:40")
        let second = CalendarFeeds.build(SiteIndex(input, words: Theme.builtInWords(.ko)))
        let uid = "20261102-1-kim-minji@cafe-moup.moup"
        let byPath = Dictionary(uniqueKeysWithValues: second.pages.map { ($0.path, $0.text) })
        let workplace = Self.sequences(try #require(byPath["workplaces/cafe-moup/calendar.ics"]))
        #expect(workplace[uid] == "1")
        #expect(workplace.filter { $0.key != uid }.values.allSatisfy { $0 == "0" })
        // The person's feed carries the same SEQUENCE for the same UID.
        #expect(Self.sequences(try #require(byPath["people/kim-minji/calendar.ics"]))[uid] == "1")
        #expect(second.events[uid]?.sequence == 1)
        #expect(second.events[uid]?.digest != first.events[uid]?.digest)
        // Moved again: 2. Moved back to the first times: 3 (a change is a change), never back to 0.
        input.previousEvents = second.events
        input.content.workplaces[0].shifts[0].span = Fixture.span("09:20", "15:50")
        let third = CalendarFeeds.build(SiteIndex(input, words: Theme.builtInWords(.ko)))
        #expect(third.events[uid]?.sequence == 2)
        input.previousEvents = third.events
        input.content.workplaces[0].shifts[0].span = Fixture.span("09:00", "15:30")
        let fourth = CalendarFeeds.build(SiteIndex(input, words: Theme.builtInWords(.ko)))
        #expect(fourth.events[uid]?.sequence == 3)
        #expect(fourth.events[uid]?.digest == first.events[uid]?.digest)
        // Every other event kept SEQUENCE 0 through all of it.
        #expect(fourth.events.filter { $0.key != uid }.values.allSatisfy { $0.sequence == 0 })
    }

    @Test func aMemoOrStatusChangeIsAChangeToo() {
        let first = CalendarFeeds.build(SiteIndex(Fixture.input, words: Theme.builtInWords(.ko)))
        var input = Fixture.input
        input.previousEvents = first.events
        input.content.workplaces[0].shifts[0].memo = "마감 조"
        input.content.workplaces[0].shifts[1].status = .absent
        let second = CalendarFeeds.build(SiteIndex(input, words: Theme.builtInWords(.ko)))
        #expect(second.events["20261102-1-kim-minji@cafe-moup.moup"]?.sequence == 1)
        #expect(second.events["20261102-1-lee-junho@cafe-moup.moup"]?.sequence == 1)
    }

    @Test func nextRevision() throws {
        let (then, now) = (try #require(CivilDate(iso: "2026-11-01")), try #require(CivilDate(iso: "2026-11-20")))
        let a = EventRevision(digest: "aa", sequence: 4, revised: then)
        #expect(
            EventRevision.next(after: nil, digest: "bb", today: now)
                == EventRevision(digest: "bb", sequence: 0, revised: now))
        #expect(EventRevision.next(after: a, digest: "aa", today: now) == a)
        #expect(
            EventRevision.next(after: a, digest: "bb", today: now)
                == EventRevision(digest: "bb", sequence: 5, revised: now))
        // A revision kept by a version that recorded no date takes this build's, once.
        let undated = EventRevision(digest: "aa", sequence: 4, revised: nil)
        #expect(
            EventRevision.next(after: undated, digest: "aa", today: now)
                == EventRevision(digest: "aa", sequence: 4, revised: now))
    }
}
