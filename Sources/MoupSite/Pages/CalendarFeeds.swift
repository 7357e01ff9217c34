import Crypto
import MoupModel
import MoupPayroll

/// ICS feeds (RFC 5545) to subscribe to in a calendar app: `workplaces/<wp>/calendar.ics` (shared,
/// every worker's shifts) and `people/<person>/calendar.ics` (private, one person at every workplace).
/// Every covered month is in the feed; the same shift has the same UID in both feeds and every build,
/// and keeps it when its times change (see `uid`). An event whose content changed since the previous
/// build (`SiteInput.previousEvents`) gets the next SEQUENCE, so calendar apps update it in place, and
/// the build date as its DTSTAMP; an unchanged one keeps both (`EventRevision`), so a feed changes only
/// when its events do. A feed is published, not sent: it has no METHOD (RFC 5545 §3.7.2 is for iTIP
/// scheduling messages), so DTSTAMP is when the event was last revised (§3.8.7.2).
/// The workplace feed says who works when (and where: LOCATION is the workplace) and nothing else
/// about a person: names as `publicNames` gives them, only the public memo, no absence or leave; the
/// person's feed has everything.
enum CalendarFeeds {
    /// `-//MOUP reports//moup//KO`: the last part is the feed's language (RFC 5545 §3.7.3).
    static func productID(_ language: Site.Language) -> String {
        "-//MOUP reports//moup//" + language.rawValue.uppercased()
    }

    /// Whether the feeds of `site` may differ from the last build's, so that a build of `site.scope` must
    /// make them (and their events' revisions) again. With only the date changed, an event changes only
    /// when a planned day of its workplace passed (it becomes unconfirmed or a paid holiday) or the payroll
    /// behind its month moved (its worked hours, whether it is unconfirmed): otherwise every event, and so
    /// every feed, is as the last build wrote it, and the part keeps them.
    static func mayChange(_ site: SiteIndex) -> Bool {
        site.content.workplaces.contains { wp in
            let months = site.workplaceCalendarMonths[wp.id] ?? []
            let paidWeekly = wp.workers.contains(where: SiteIndex.paysWeekly)
            return site.renders(
                payrollOf: months.flatMap { SiteIndex.calendarPayroll($0, paidWeekly: paidWeekly) },
                readingDate: SiteIndex.pastDays(
                    of: months.reduce(into: Set<CivilDate>()) { days, month in
                        days.formUnion(SiteIndex.plannedDays(site.entries(wp, month)))
                    }))
        }
    }

    /// The feeds, and the revision (content digest and SEQUENCE) of every event in them by UID.
    static func build(_ site: SiteIndex) -> (pages: [SitePage], events: [String: EventRevision]) {
        var pages: [SitePage] = []
        var revisions: [String: EventRevision] = [:]
        // Each workplace's entries are numbered and sorted once, and each made an event once: a
        // person's feed takes their own from here (by workplace and worker), with its own SUMMARY.
        var byWorker: [String: [Shared]] = [:]
        for wp in site.content.workplaces {
            let entries = (site.workplaceCalendarMonths[wp.id] ?? []).flatMap { month in
                sortedEntries(site.entries(wp, month))
            }
            var events: [ICalendar.Component] = []
            for numbered in entries {
                let id = uid(numbered)
                let entry = numbered.entry
                // The private copy (full name, memo, absence and leave) goes to the person's feed; the
                // workplace feed has the public copy, and nothing of an absence or leave.
                var mine = event(entry, uid: id, summary: entry.worker.name, publicNames: nil, site)
                var shared =
                    entry.isPublic
                    ? event(
                        entry, uid: id, summary: site.publicName(entry.worker.name),
                        publicNames: site.content.site.publicNames, site)
                    : nil
                // Each line is made once: digested, then folded (only SEQUENCE and DTSTAMP are made again,
                // once set).
                let lines = mine.properties.map(\.lineBytes)
                let sharedLines = shared?.properties.map(\.lineBytes)
                var digested = [(mine, lines)]
                if let shared, let sharedLines, sharedLines != lines { digested.append((shared, sharedLines)) }
                let revision = EventRevision.next(
                    after: site.input.previousEvents[id], digest: digest(digested), today: site.today)
                revisions[id] = revision
                mine.setRevision(revision, today: site.today)
                byWorker[workerKey(wp.id, entry.worker.id), default: []].append(
                    Shared(numbered: numbered, event: WrittenEvent(mine, lines: lines)))
                if shared != nil, let sharedLines {
                    shared!.setRevision(revision, today: site.today)
                    events.append(ICalendar.Component(written: WrittenEvent(shared!, lines: sharedLines).bytes))
                }
            }
            pages.append(
                SitePage(
                    path: Paths.workplaceFeed(wp.id), visibility: .shared,
                    bytes: feed(name: site.words("feed.workplace", ["workplace": wp.name]), events: events, site).bytes)
            )
        }
        for person in site.people {
            let months = Set(site.personCalendarMonths[person.id] ?? [])
            var mine: [Shared] = []
            for (wp, worker) in person.workers {
                mine += (byWorker[workerKey(wp.id, worker.id)] ?? []).filter {
                    months.contains($0.numbered.entry.date.yearMonth)
                }
            }
            let keys = mine.map { order($0.numbered) }
            let events = mine.indices.sorted { keys[$0] < keys[$1] }.map { index -> ICalendar.Component in
                let entry = mine[index].numbered.entry
                let summary = ICalendar.Property.text("SUMMARY", summary(entry, prefix: entry.workplace.name, site))
                return ICalendar.Component(written: mine[index].event.bytes(summary: summary))
            }
            pages.append(
                SitePage(
                    path: site.personFeed(person.id), visibility: .unlisted,
                    bytes: feed(name: site.words("feed.person", ["name": person.name]), events: events, site).bytes,
                    readers: [.worker(person.id)]))
        }
        return (pages, revisions)
    }

    /// The digest of an event's content as the feeds write it (every property but UID, DTSTAMP and
    /// SEQUENCE): `events` are its private copy and, when it differs, its public one, each with its
    /// properties' unfolded lines (`Property.lineBytes`) in order. It covers the worker's and the
    /// workplace's names, so it changes whenever either feed's copy of the event would.
    static func digest(_ events: [(ICalendar.Component, [[UInt8]])]) -> String {
        var hasher = SHA256()
        let newline: [UInt8] = [UInt8(ascii: "\n")]
        for (event, lines) in events {
            for (property, line) in zip(event.properties, lines)
            where !["UID", "DTSTAMP", "SEQUENCE"].contains(property.name) {
                hasher.update(data: line)
                hasher.update(data: newline)
            }
        }
        let hexDigits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        for byte in hasher.finalize().prefix(12) {
            hex.append(hexDigits[Int(byte >> 4)])
            hex.append(hexDigits[Int(byte & 0x0F)])
        }
        return String(decoding: hex, as: UTF8.self)
    }

    private static func workerKey(_ workplace: String, _ worker: String) -> String { workplace + "|" + worker }

    /// An entry with its event as the workplace feed has it (SEQUENCE set), for the person's feed.
    struct Shared: Sendable {
        var numbered: Numbered
        var event: WrittenEvent
    }

    /// An event written once, folded: the lines before its SUMMARY and those after, so that the
    /// person's feed writes the workplace feed's bytes around a SUMMARY of its own.
    struct WrittenEvent: Sendable {
        private var head: [UInt8] = []
        private var summary: [UInt8] = []
        private var tail: [UInt8] = []

        /// `lines`: the properties' unfolded lines as made before SEQUENCE and DTSTAMP were set (those
        /// are made again).
        init(_ event: ICalendar.Component, lines: [[UInt8]]) {
            ICalendar.fold("BEGIN:" + event.name, into: &head)
            var afterSummary = false
            for (property, line) in zip(event.properties, lines) {
                func write(into out: inout [UInt8]) {
                    if property.name == "SEQUENCE" || property.name == "DTSTAMP" {
                        property.write(into: &out)
                    } else {
                        line.withUnsafeBufferPointer { ICalendar.fold(utf8: $0, into: &out) }
                    }
                }
                if property.name == "SUMMARY", !afterSummary {
                    write(into: &summary)
                    afterSummary = true
                } else if afterSummary {
                    write(into: &tail)
                } else {
                    write(into: &head)
                }
            }
            for component in event.components { component.write(into: &tail) }
            ICalendar.fold("END:" + event.name, into: &tail)
        }

        /// The event as written.
        var bytes: [UInt8] {
            var out: [UInt8] = []
            out.reserveCapacity(head.count + summary.count + tail.count)
            out += head
            out += summary
            out += tail
            return out
        }

        /// The event with `summary` in place of its SUMMARY.
        func bytes(summary: ICalendar.Property) -> [UInt8] {
            var out: [UInt8] = []
            out.reserveCapacity(head.count + self.summary.count + tail.count + 16)
            out += head
            summary.write(into: &out)
            out += tail
            return out
        }
    }

    /// An entry and its place among its worker's entries that day at that workplace (1, 2, …).
    struct Numbered: Sendable {
        var entry: CalendarEntry
        var place: Int
    }

    /// Date, start (all-day entries last), workplace, worker, place: a total order, so the feed is stable.
    private static func order(_ n: Numbered) -> (Int, Int, String, String, Int) {
        (
            n.entry.date.dayNumber, n.entry.span?.start.minuteOfDay ?? 1440, n.entry.workplace.id, n.entry.worker.id,
            n.place
        )
    }

    private static func sortedEntries(_ byDay: [CivilDate: [CalendarEntry]]) -> [Numbered] {
        sortedByOrder(byDay.values.flatMap(numbered))
    }

    /// `entries` in `order`: the keys are made once and the sort moves small indices, not entries
    /// (each holds its workplace and worker, which are costly to copy).
    private static func sortedByOrder(_ entries: [Numbered]) -> [Numbered] {
        let keys = entries.map(order)
        return entries.indices.sorted { keys[$0] < keys[$1] }.map { entries[$0] }
    }

    /// One day's entries (one workplace), each numbered among the same worker's entries of the day
    /// in order of start, then end (entries without times last), then status.
    static func numbered(_ day: [CalendarEntry]) -> [Numbered] {
        func key(_ e: CalendarEntry) -> (Int, Int, String) {
            guard let span = e.span else { return (1440, 1440, e.status.rawValue) }
            return (span.start.minuteOfDay, span.start.minuteOfDay + span.minutes, e.status.rawValue)
        }
        let byWorker = Dictionary(grouping: day) { $0.worker.id }
        return byWorker.keys.sorted().flatMap { id in
            byWorker[id]!.sorted { key($0) < key($1) }.enumerated().map { Numbered(entry: $1, place: $0 + 1) }
        }
    }

    /// The calendar around the events: PRODID, name, time zone, then the events in order. No METHOD:
    /// a feed to subscribe to is not an iTIP message (RFC 5545 §3.7.2).
    static func feed(name: String, events: [ICalendar.Component], _ site: SiteIndex) -> ICalendar {
        ICalendar(
            calendar: ICalendar.Component(
                name: "VCALENDAR",
                properties: [
                    .raw("VERSION", "2.0"),
                    .text("PRODID", productID(site.words.language)),
                    .raw("CALSCALE", "GREGORIAN"),
                    .text("X-WR-CALNAME", name),
                    .text("X-WR-TIMEZONE", ICalendar.seoulTimeZoneID),
                    .raw("REFRESH-INTERVAL", "PT6H", [("VALUE", "DURATION")]),
                    .raw("X-PUBLISHED-TTL", "PT6H"),
                ],
                components: [ICalendar.seoulTimeZone] + events))
    }

    /// STATUS for each calendar status: worked is confirmed, planned tentative, an absence, leave or
    /// paid holiday cancelled; an unconfirmed day (past, planned, never recorded) has none: it is
    /// neither still to come nor known to have happened (its SUMMARY says 미확정).
    static func status(_ status: CalendarEntry.Status) -> String? {
        switch status {
        case .worked: return "CONFIRMED"
        case .planned: return "TENTATIVE"
        case .unconfirmed: return nil
        case .absent, .leave, .paidHoliday: return "CANCELLED"
        }
    }

    /// `20261102-1-kim-minji@cafe-moup.moup`: date, place in the worker's day at the workplace
    /// (`1` for the first shift that day, `2` for a second), worker, workplace. It holds no time,
    /// so a shift moved to another hour, or an absence given times, keeps its UID and calendar apps
    /// update the event in place instead of deleting it (with its reminders and notes).
    static func uid(_ numbered: Numbered) -> String {
        let entry = numbered.entry
        return "\(ICalendar.basicDate(entry.date))-\(numbered.place)-\(entry.worker.id)"
            + uidSuffix(ofWorkplace: entry.workplace.id)
    }

    /// How the UID of every event of a workplace ends: `@cafe-moup.moup`.
    static func uidSuffix(ofWorkplace id: String) -> String {
        "@\(id).moup"
    }

    /// One VEVENT, its DTSTAMP and SEQUENCE those of a new event (`setRevision` sets the event's own).
    /// SUMMARY is `<prefix> 09:00–15:30`, with the status in brackets unless worked;
    /// an entry without times (absence or leave recorded without them) is an all-day event.
    /// `publicNames`: the workplace feed's naming, for its public copy (no private memo); nil for
    /// the private copy.
    static func event(
        _ entry: CalendarEntry, uid: String, summary prefix: String, publicNames: Site.PublicNames?,
        _ site: SiteIndex
    ) -> ICalendar.Component {
        var properties: [ICalendar.Property] = [
            .text("UID", uid),
            .raw("DTSTAMP", ICalendar.stamp(site.today)),
            .raw("SEQUENCE", "0"),
        ]
        let zone = [("TZID", ICalendar.seoulTimeZoneID)]
        if let span = entry.span {
            let endDate = span.crossesMidnight ? entry.date.adding(days: 1) : entry.date
            properties.append(.raw("DTSTART", ICalendar.localDateTime(entry.date, span.start), zone))
            properties.append(.raw("DTEND", ICalendar.localDateTime(endDate, span.end), zone))
        } else {
            properties.append(.raw("DTSTART", ICalendar.basicDate(entry.date), [("VALUE", "DATE")]))
            properties.append(.raw("DTEND", ICalendar.basicDate(entry.date.adding(days: 1)), [("VALUE", "DATE")]))
            properties.append(.raw("TRANSP", "TRANSPARENT"))
        }
        properties.append(.text("SUMMARY", summary(entry, prefix: prefix, site)))
        properties.append(.text("LOCATION", location(of: entry.workplace)))
        let description = self.description(entry, publicNames: publicNames, site)
        if !description.isEmpty { properties.append(.text("DESCRIPTION", description)) }
        if let status = status(entry.status) { properties.append(.raw("STATUS", status)) }
        return ICalendar.Component(name: "VEVENT", properties: properties)
    }

    /// LOCATION: the workplace's name, and its `address` when it has one (`카페 모옵, 서울특별시 …`),
    /// so a calendar app shows where the shift is and can open a map. A place, not a person: the
    /// workplace feed has it too.
    static func location(of workplace: Workplace) -> String {
        guard let address = workplace.address, !address.allSatisfy(\.isWhitespace) else { return workplace.name }
        return workplace.name + ", " + address
    }

    /// `<prefix> 09:00–15:30`, with the status in brackets unless worked.
    static func summary(_ entry: CalendarEntry, prefix: String, _ site: SiteIndex) -> String {
        var summary = prefix
        if let span = entry.span { summary += " " + Format.span(span) }
        if entry.status != .worked { summary += " (\(entry.status.label(site.words)))" }
        return summary
    }

    /// Plain text lines: workplace and worker, status, break and worked time, memos, routines. With
    /// `publicNames` (the workplace feed) the worker is named so and only the public memo is there.
    static func description(_ entry: CalendarEntry, publicNames: Site.PublicNames?, _ site: SiteIndex) -> String {
        let words = site.words
        let name = publicNames?.shown(entry.worker.name) ?? entry.worker.name
        var lines = ["\(entry.workplace.name) · \(name) · \(entry.status.label(words))"]
        if entry.span != nil, let breakText = CalendarBuilder.breakText(entry.breakRule, words) {
            lines.append(breakText)
        }
        if entry.status == .worked, let span = entry.span,
            let breakdown = site.breakdowns[
                SiteIndex.breakdownKey(entry.workplace.id, entry.worker.id, entry.date, span.start)]
        {
            lines.append(words("calendar.worked", ["hours": words.duration(breakdown.worked)]))
        }
        if let memo = entry.shift?.publicMemo, !memo.isEmpty { lines.append(words("feed.memo", ["memo": memo])) }
        if publicNames == nil, let memo = entry.shift?.memo, !memo.isEmpty {
            lines.append(words("feed.memo", ["memo": memo]))
        }
        for id in entry.shift?.routines ?? [] {
            guard let routine = entry.workplace.routines.first(where: { $0.id == id }) else { continue }
            lines.append(words("feed.routine", ["routine": routine.name + (routine.time.map { " (\($0))" } ?? "")]))
        }
        return lines.joined(separator: "\n")
    }
}
