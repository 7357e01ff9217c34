import Foundation
import MoupModel

/// Writes a valid content folder of a chosen size, shaped like a real franchise or payroll office:
/// `workers` different people in workplaces of 3–30 workers, each working five days a week (about 22
/// shifts a month), 15 % of them on night shifts, with schedules, routines, notices and sales, in the
/// documented format. Deterministic for a seed.
struct SyntheticContent {
    /// Workers in all, each a different person.
    var workers: Int
    var months: [YearMonth]
    var seed: UInt64
    /// `privacy` in site.md: `none`, or `encrypted` to measure sealing.
    var privacy: Site.Privacy = .none

    struct Counts {
        var files = 0
        var shifts = 0
        var workplaces = 0
    }

    static let smallestWorkplace = 3
    static let largestWorkplace = 30
    /// Percent of workers on the night pattern (22:00–06:00).
    static let nightPercent = 15

    private static let familyNames = ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임", "한", "오", "서", "신", "권"]
    private static let givenNames = ["민지", "서준", "지우", "하은", "도윤", "서연", "예준", "지호", "수아", "유나", "태양", "준호"]
    private static let categories = ["cafe", "restaurant", "convenience-store", "bakery"]
    private static let weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

    /// Day patterns: start, end and break minutes. Each keeps the legal break even on a day it runs
    /// half an hour over (근로기준법 제54조: 30 minutes from 4 hours of work, an hour from 8), so the
    /// content is a site whose owner heeds the warnings, as a benchmark of builds (not of warnings) should be.
    private static let dayPatterns: [(start: String, end: String, breakMinutes: Int)] = [
        ("09:00", "15:30", 30), ("08:30", "17:30", 60), ("14:00", "22:00", 60),
        ("18:00", "21:00", 0), ("11:00", "16:00", 30), ("07:00", "10:00", 0),
    ]
    private static let nightPattern = (start: "22:00", end: "06:00", breakMinutes: 60)

    /// Workplace sizes, drawn from 3…30 until they add up to `workers` (the last one takes what is
    /// left; a remainder below 3 is given to the one before).
    static func workplaceSizes(workers: Int, generator: inout SeededGenerator) -> [Int] {
        var sizes: [Int] = []
        var left = workers
        while left > 0 {
            var size = min(left, generator.int(in: smallestWorkplace...largestWorkplace))
            if left - size < smallestWorkplace { size = left }
            sizes.append(size)
            left -= size
        }
        return sizes
    }

    func write(into folder: String) throws -> Counts {
        var generator = SeededGenerator(seed: seed)
        var counts = Counts()
        let first = months.first!
        try file(
            folder + "/site.md",
            """
            ---
            title: MOUP 벤치마크
            language: ko
            timezone: Asia/Seoul
            privacy: \(privacy.rawValue)
            ---
            합성 데이터로 만든 벤치마크 사이트입니다.

            """, &counts)
        var workerNumber = 0
        let sizes = Self.workplaceSizes(workers: workers, generator: &generator)
        counts.workplaces = sizes.count
        for (w, size) in sizes.enumerated() {
            let id = "shop-\(pad(w + 1, 5))"
            let base = folder + "/workplaces/" + id
            try file(
                base + "/index.md",
                """
                ---
                name: 모옵 \(w + 1)호점
                category: \(Self.categories[w % Self.categories.count])
                owner: \(generator.pick(Self.familyNames))\(generator.pick(Self.givenNames))
                employees: \(size)
                address: 서울특별시 마포구 벤치마크로 \(w + 1)
                phone: 02-000-\(pad(w + 1, 4))
                weekStart: mon
                industrialAccidentRate: 0.0086
                payDay: 10
                ---
                \(w + 1)호점의 근무 안내입니다. 휴게시간은 **꼭** 지켜 주세요.

                """, &counts)
            try file(
                base + "/routines/open.md",
                """
                ---
                name: 오픈 체크리스트
                time: "08:50"
                ---
                - [ ] 조명 켜기
                - [ ] 포스기 시재 확인

                """, &counts)
            try file(
                base + "/notices/\(first.firstDay)-welcome.md",
                """
                ---
                name: 공지
                ---
                이번 달 근무표가 올라왔습니다.

                """, &counts)

            var repeats: [String] = []
            var shiftsByMonth: [YearMonth: [String]] = [:]
            for k in 0..<size {
                workerNumber += 1
                let worker = "w\(pad(workerNumber, 5))"
                let pattern =
                    generator.int(in: 0...99) < Self.nightPercent
                    ? Self.nightPattern : Self.dayPatterns[(k + w) % Self.dayPatterns.count]
                let mode = ["none", "freelance", "insurance"][k % 3]
                let wage = 10_320 + 10 * generator.int(in: 0...150)
                try file(
                    base + "/workers/\(worker).md",
                    """
                    ---
                    name: \(generator.pick(Self.familyNames))\(generator.pick(Self.givenNames))
                    employeeNo: E\(pad(workerNumber, 5))
                    start: \(first.firstDay.adding(days: -30))
                    wage:
                      type: hourly
                      amount: \(wage)
                    breakMinutes: \(pattern.breakMinutes)
                    duties: 매장 관리, 계산
                    payMethod: bank
                    deductions:
                      mode: \(mode)
                    ---
                    벤치마크 근로자 \(workerNumber).

                    """, &counts)
                // Five days a week, starting on a day that depends on the worker.
                let days = (0..<5).map { Self.weekdays[($0 + k) % 7] }
                repeats.append(
                    """
                    {"worker": "\(worker)", "days": [\(days.map { "\"\($0)\"" }.joined(separator: ", "))], \
                    "start": "\(pattern.start)", "end": "\(pattern.end)", "from": "\(first.firstDay)"}
                    """)
                for month in months {
                    for date in month.days where days.contains(Self.weekdays[date.weekday.index]) {
                        var record = "{\"worker\": \"\(worker)\", \"date\": \"\(date)\", "
                        let roll = generator.int(in: 0...99)
                        if roll < 2 {
                            record += "\"status\": \"leave\"}"
                        } else {
                            // One shift in five runs half an hour over (overtime on long days).
                            let end = roll < 20 ? Self.later(pattern.end, byMinutes: 30) : pattern.end
                            record += "\"start\": \"\(pattern.start)\", \"end\": \"\(end)\""
                            if roll < 10 { record += ", \"memo\": \"교대 메모 \(roll)\"" }
                            if k == 0 { record += ", \"routines\": [\"open\"]" }
                            record += "}"
                        }
                        shiftsByMonth[month, default: []].append(record)
                        counts.shifts += 1
                    }
                }
            }
            try file(
                base + "/schedule.json", "{ \"repeats\": [\n  " + repeats.joined(separator: ",\n  ") + "\n] }\n",
                &counts)
            for month in months {
                try file(
                    base + "/shifts/\(month).json",
                    "{ \"shifts\": [\n  " + (shiftsByMonth[month] ?? []).joined(separator: ",\n  ") + "\n] }\n", &counts
                )
                let sales = month.days.map { "  \"\($0)\": \(800_000 + 100 * generator.int(in: 0...6000))" }
                try file(
                    base + "/sales/\(month).json", "{ \"days\": {\n" + sales.joined(separator: ",\n") + "\n} }\n",
                    &counts)
            }
        }
        return counts
    }

    /// The edit of the one-edit rebuild: the first shift of the first workplace's last month starts
    /// ten minutes later (`09:00` → `09:10`). Returns the file it changed.
    static func moveOneShift(in folder: String, month: YearMonth) throws -> String {
        let path = folder + "/workplaces/shop-00001/shifts/\(month).json"
        var text = try String(contentsOfFile: path, encoding: .utf8)
        guard let range = text.range(of: #""start": ""#) else { throw BenchError("no shift to move in \(path)") }
        let timeStart = range.upperBound
        let timeEnd = text.index(timeStart, offsetBy: 5)
        let moved = later(String(text[timeStart..<timeEnd]), byMinutes: 10)
        text.replaceSubrange(timeStart..<timeEnd, with: moved)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The edit of the recorded night: every workplace records `day` as it went, the shifts of the
    /// same weekday a week before copied to `day` (the repeats are weekly, so they are the day's planned
    /// shifts, with the same leave and overtime), in the file of `day`'s month, which the content does
    /// not have yet. Returns how many shifts it recorded.
    static func recordDay(_ day: CivilDate, in folder: String) throws -> Int {
        let weekBefore = day.adding(days: -7)
        var recorded = 0
        let workplaces = try FileManager.default.contentsOfDirectory(atPath: folder + "/workplaces").sorted()
        for workplace in workplaces {
            let shifts = folder + "/workplaces/\(workplace)/shifts/"
            let target = shifts + "\(day.yearMonth).json"
            guard !FileManager.default.fileExists(atPath: target) else { throw BenchError("\(target) exists already") }
            let earlier = try String(contentsOfFile: shifts + "\(weekBefore.yearMonth).json", encoding: .utf8)
            // One shift a line (`write(into:)`), each ended by a comma but the last.
            let records = earlier.split(separator: "\n")
                .filter { $0.contains("\"date\": \"\(weekBefore)\"") }
                .map { line in
                    var record = line.trimmingCharacters(in: .whitespaces)
                    if record.hasSuffix(",") { record.removeLast() }
                    return record.replacingOccurrences(of: "\"\(weekBefore)\"", with: "\"\(day)\"")
                }
            let text = "{ \"shifts\": [\n  " + records.joined(separator: ",\n  ") + "\n] }\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: target))
            recorded += records.count
        }
        return recorded
    }

    private func file(_ path: String, _ text: String, _ counts: inout Counts) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        counts.files += 1
    }

    private static func later(_ hhmm: String, byMinutes minutes: Int) -> String {
        let time = ClockTime(hhmm: hhmm)!
        return ClockTime(minuteOfDay: (time.minuteOfDay + minutes) % 1440)!.description
    }

    private func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}

/// A benchmark that cannot go on, with the reason.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
