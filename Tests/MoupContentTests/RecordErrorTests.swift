import Testing

@testable import MoupContent

@Suite struct RecordErrorTests {
    private let shiftsPath = "content/workplaces/cafe/shifts/2026-11.json"

    private func shiftErrors(_ json: String, extra: [String: String] = [:]) throws -> [String] {
        var overrides = extra
        overrides["workplaces/cafe/shifts/2026-11.json"] = json
        return try Fixture(Sample.files(overrides)).errors()
    }

    @Test func trailingCommaInShiftsIsASyntaxError() throws {
        let json = """
            { "shifts": [
              { "worker": "kim", "date": "2026-11-02", "start": "09:00", "end": "15:30" },
            ] }
            """
        let actual = try shiftErrors(json)
        #expect(actual == ["\(shiftsPath):3:1: error: invalid JSON: trailing comma before ']' is not allowed"])
    }

    @Test func shiftOutsideItsMonth() throws {
        let json = """
            { "shifts": [
              { "worker": "kim", "date": "2026-11-02", "start": "09:00", "end": "15:30" },
              { "worker": "kim", "date": "2026-12-01", "start": "09:00", "end": "15:30" }
            ] }
            """
        let actual = try shiftErrors(json)
        #expect(actual == ["\(shiftsPath):3:30: error: shift on 2026-12-01 is outside this file's month 2026-11"])
    }

    @Test func overlappingShiftsOfOneWorker() throws {
        let json = """
            { "shifts": [
              { "worker": "kim", "date": "2026-11-02", "start": "09:00", "end": "15:30" },
              { "worker": "kim", "date": "2026-11-02", "start": "15:00", "end": "18:00" },
              { "worker": "lee", "date": "2026-11-02", "start": "15:00", "end": "18:00" },
              { "worker": "kim", "date": "2026-11-02", "start": "18:00", "end": "20:00" }
            ] }
            """
        let actual = try shiftErrors(json)
        #expect(
            actual == [
                "\(shiftsPath):3:3: error: kim has overlapping shifts: 2026-11-02 15:00–18:00 overlaps 2026-11-02 09:00–15:30 at \(shiftsPath):2:3"
            ])
    }

    @Test func overMidnightShiftOverlapsTheNextMonthsFirstShift() throws {
        // lee works 2026-11-30 22:00 → 12-01 06:00; a 12-01 05:00 start overlaps by an hour.
        let november = #"{ "shifts": [ { "worker": "lee", "date": "2026-11-30", "start": "22:00", "end": "06:00" } ] }"#
        let december = #"{ "shifts": [ { "worker": "lee", "date": "2026-12-01", "start": "05:00", "end": "09:00" } ] }"#
        let errors = try shiftErrors(november, extra: ["workplaces/cafe/shifts/2026-12.json": december])
        #expect(
            errors == [
                "content/workplaces/cafe/shifts/2026-12.json:1:15: error: lee has overlapping shifts: 2026-12-01 05:00–09:00 overlaps 2026-11-30 22:00–06:00 at \(shiftsPath):1:15"
            ])
        // Back to back (ending 06:00, starting 06:00) is fine.
        let after = #"{ "shifts": [ { "worker": "lee", "date": "2026-12-01", "start": "06:00", "end": "09:00" } ] }"#
        #expect(try shiftErrors(november, extra: ["workplaces/cafe/shifts/2026-12.json": after]) == [])
    }

    @Test func shiftOutsideEmployment() throws {
        // lee starts on 2026-11-01; kim has no dates. A planned day before the start is not an error.
        let json = """
            { "shifts": [
              { "worker": "lee", "date": "2026-10-31", "start": "09:00", "end": "12:00" }
            ] }
            """
        let october = try shiftErrors("{\"shifts\": []}", extra: ["workplaces/cafe/shifts/2026-10.json": json])
        #expect(
            october == [
                "content/workplaces/cafe/shifts/2026-10.json:2:30: error: lee worked on 2026-10-31, before their employment starts on 2026-11-01"
            ])
        let planned = json.replacingOccurrences(
            of: "\"end\": \"12:00\"", with: "\"end\": \"12:00\", \"status\": \"planned\"")
        #expect(try shiftErrors("{\"shifts\": []}", extra: ["workplaces/cafe/shifts/2026-10.json": planned]) == [])
    }

    @Test func breakRules() throws {
        let json = """
            { "shifts": [
              { "worker": "kim", "date": "2026-11-02", "start": "09:00", "end": "15:00", "break": 30, "breaks": [] },
              { "worker": "kim", "date": "2026-11-03", "start": "09:00", "end": "15:00", "break": 360 },
              { "worker": "lee", "date": "2026-11-03", "start": "22:00", "end": "06:00",
                "breaks": [{ "start": "02:00", "end": "03:00" }, { "start": "02:30", "end": "04:00" }, { "start": "05:30", "end": "06:30" }] },
              { "worker": "lee", "date": "2026-11-05", "start": "09:00", "end": "10:00",
                "breaks": [{ "start": "09:00", "end": "10:00" }] }
            ] }
            """
        let actual = try shiftErrors(json)
        #expect(
            actual == [
                "\(shiftsPath):2:91: error: give either 'break' (minutes) or 'breaks' (time ranges), not both",
                "\(shiftsPath):3:87: error: the break of 360 minutes must be shorter than the shift 09:00–15:00 (360 minutes)",
                "\(shiftsPath):5:54: error: the breaks 02:00–03:00 and 02:30–04:00 overlap",
                "\(shiftsPath):5:92: error: the break 05:30–06:30 is not inside the shift 22:00–06:00",
                "\(shiftsPath):7:15: error: the breaks (60 minutes) must be shorter than the shift 09:00–10:00 (60 minutes)",
            ])
    }

    @Test func aShiftIsShorterThan24Hours() throws {
        let json = #"{ "shifts": [ { "worker": "kim", "date": "2026-11-02", "start": "09:00", "end": "09:00" } ] }"#
        let actual = try shiftErrors(json)
        #expect(
            actual == ["\(shiftsPath):1:81: error: 'end' equals 'start' (09:00); a shift must be shorter than 24 hours"]
        )
    }

    @Test func workersDefaultBreakMustBeShorterThanTheShift() throws {
        // kim's breakMinutes is 30; a 30-minute shift would be all break.
        let json = #"{ "shifts": [ { "worker": "kim", "date": "2026-11-02", "start": "09:00", "end": "09:30" } ] }"#
        let actual = try shiftErrors(json)
        #expect(
            actual == [
                "\(shiftsPath):1:15: error: the worker's default break of 30 minutes ('breakMinutes') is not shorter than this shift 09:00–09:30 (30 minutes); give this shift its own 'break'"
            ])
    }

    @Test func statusRules() throws {
        let json = """
            { "shifts": [
              { "worker": "kim", "date": "2026-11-02", "status": "worked" },
              { "worker": "kim", "date": "2026-11-03", "status": "sick" },
              { "worker": "kim", "date": "2026-11-04", "status": "leave", "start": "09:00" },
              { "worker": "kim", "date": "2026-11-05", "status": "absent", "break": 30 },
              { "worker": "kim", "date": "2026-11-06", "status": "leave" }
            ] }
            """
        let actual = try shiftErrors(json)
        #expect(
            actual == [
                "\(shiftsPath):2:3: error: missing required key 'end' in a shift",
                "\(shiftsPath):2:3: error: missing required key 'start' in a shift",
                "\(shiftsPath):3:3: error: missing required key 'end' in a shift",
                "\(shiftsPath):3:3: error: missing required key 'start' in a shift",
                "\(shiftsPath):3:54: error: 'status' must be one of worked, planned, absent, leave, annual-leave, not 'sick'",
                "\(shiftsPath):4:3: error: missing required key 'end' in a shift",
                "\(shiftsPath):5:64: error: a break needs the shift's 'start' and 'end'",
            ])
    }

    @Test func unknownWorkersRoutinesAndKeys() throws {
        let json = """
            { "shifts": [
              { "worker": "kin", "date": "2026-11-02", "start": "09:00", "end": "15:00" },
              { "worker": "kim", "date": "2026-11-03", "start": "09:00", "end": "15:00", "routines": ["opne", "Close"] },
              { "worker": "kim", "date": "2026-11-04", "start": "09:00", "end": "15:00", "brake": 30 }
            ] }
            """
        let actual = try shiftErrors(json)
        #expect(
            actual == [
                "\(shiftsPath):2:15: error: unknown worker 'kin': there is no workers/kin.md at this workplace (did you mean 'kim'?)",
                "\(shiftsPath):3:91: error: unknown routine 'opne': there is no routines/opne.md at this workplace (did you mean 'open'?)",
                "\(shiftsPath):3:99: error: each routine in 'routines' must be an id of lowercase letters a-z, digits and '-', like kim-minji, not 'Close'",
                "\(shiftsPath):4:78: error: unknown key 'brake' in a shift (did you mean 'break'?)",
            ])
    }

    @Test func fileNamesMustMatchTheirPattern() throws {
        let fixture = try Fixture(
            Sample.files([
                "workplaces/cafe/shifts/2026-12.jsn": "{}",
                "workplaces/cafe/shifts/2026-13.json": "{}",
                "workplaces/cafe/workers/Park.md": "---\nname: 박\n---\n",
                "workplaces/cafe/notices/2026-11-31-sale.md": "---\nname: x\n---\n",
                "workplaces/cafe/routines/sub/open.md": "---\nname: x\n---\n",
                "workplaces/cafe/shedule.json": "{}",
            ]))
        #expect(
            fixture.messages() == [
                "content/workplaces/cafe/notices/2026-11-31-sale.md:1:1: error: file name '2026-11-31-sale.md' does not match notices/<YYYY-MM-DD>-<slug>.md (ids use lowercase letters a-z, digits and '-'); the file is not read",
                "content/workplaces/cafe/routines/sub:1:1: error: unexpected folder in routines/; only files named routines/<id>.md belong here",
                "content/workplaces/cafe/shedule.json:1:1: warning: 'shedule.json' is not part of a workplace folder and is ignored (did you mean 'schedule.json'?)",
                "content/workplaces/cafe/shifts/2026-12.jsn:1:1: error: file name '2026-12.jsn' does not match shifts/<YYYY-MM>.json (ids use lowercase letters a-z, digits and '-'); the file is not read",
                "content/workplaces/cafe/shifts/2026-13.json:1:1: error: file name '2026-13.json' does not match shifts/<YYYY-MM>.json (ids use lowercase letters a-z, digits and '-'); the file is not read",
                "content/workplaces/cafe/workers/Park.md:1:1: error: file name 'Park.md' does not match workers/<id>.md (ids use lowercase letters a-z, digits and '-'); the file is not read",
            ])
    }

    @Test func scheduleRules() throws {
        let schedule = """
            { "repeats": [
              { "worker": "kim", "days": ["mon", "mon", "funday"], "start": "09:00", "end": "15:00", "from": "2026-11-01", "until": "2026-10-01" },
              { "worker": "kim", "days": [], "start": "09:00", "end": "15:00", "from": "2026-11-01" },
              { "worker": "kim", "days": ["tue"], "start": "09:00", "end": "15:00" }
            ] }
            """
        let errors = try Fixture(Sample.files(["workplaces/cafe/schedule.json": schedule])).errors()
        let path = "content/workplaces/cafe/schedule.json"
        #expect(
            errors == [
                "\(path):2:38: error: 'mon' appears twice in 'days'",
                "\(path):2:45: error: each day in 'days' must be one of mon, tue, wed, thu, fri, sat, sun, not 'funday'",
                "\(path):2:121: error: 'until' 2026-10-01 is before 'from' 2026-11-01",
                "\(path):3:30: error: 'days' must name at least one day, like [\"mon\", \"wed\"]",
                "\(path):4:3: error: missing required key 'from' in a repeat",
            ])
    }

    @Test func salesRules() throws {
        let sales = #"{ "days": { "2026-11-02": 0, "2026-12-01": 5000, "11/3": 100, "2026-11-04": "1000" } }"#
        let errors = try Fixture(Sample.files(["workplaces/cafe/sales/2026-11.json": sales])).errors()
        let path = "content/workplaces/cafe/sales/2026-11.json"
        #expect(
            errors == [
                "\(path):1:27: error: sales on 2026-11-02 must be a positive whole number of won, not 0",
                "\(path):1:30: error: sales on 2026-12-01 are outside this file's month 2026-11",
                "\(path):1:50: error: '11/3' is not a date like 2026-11-02",
                "\(path):1:77: error: sales on 2026-11-04 must be a positive whole number of won written without quotes, not '1000'",
            ])
    }

    @Test func everyErrorOfARunIsReportedTogether() throws {
        let fixture = try Fixture(
            Sample.files([
                "site.md": "---\ntitle: T\ntimezone: UTC\n---\n",
                "workplaces/cafe/workers/kim.md":
                    "---\nname: 김민지\nemployeeNo: A\nwage: { type: hourly, amount: -1 }\n---\n",
                "workplaces/cafe/shifts/2026-11.json": #"{ "shifts": [ { "worker": "kim", "date": "2026-11-31" } ] }"#,
            ]))
        let loaded = fixture.load()
        #expect(loaded.content == nil)
        #expect(
            fixture.errors() == [
                "content/site.md:3:11: error: timezone 'UTC' is not supported yet; only Asia/Seoul is",
                "\(shiftsPath):1:15: error: missing required key 'end' in a shift",
                "\(shiftsPath):1:15: error: missing required key 'start' in a shift",
                "\(shiftsPath):1:42: error: 'date' must be a date like 2026-11-02, not '2026-11-31'",
                "content/workplaces/cafe/workers/kim.md:4:31: error: 'wage.amount' must be a positive whole number of won, not '-1'",
            ])
    }

    @Test func fileLargerThanOneMebibyteIsRefused() throws {
        let fixture = try Fixture(Sample.files())
        try fixture.write(
            "workplaces/cafe/routines/big.md", bytes: Array(repeating: UInt8(ascii: "a"), count: (1 << 20) + 1))
        #expect(
            fixture.errors() == [
                "content/workplaces/cafe/routines/big.md:1:1: error: file is larger than 1 MiB; content files must be smaller"
            ])
    }

    @Test func invalidUTF8IsRefused() throws {
        let fixture = try Fixture(Sample.files())
        try fixture.write("workplaces/cafe/routines/bad.md", bytes: [0x2D, 0x2D, 0x2D, 0x0A, 0xFF, 0x0A])
        #expect(
            fixture.errors() == [
                "content/workplaces/cafe/routines/bad.md:1:1: error: file is not UTF-8 text; save it as UTF-8"
            ])
    }
}
