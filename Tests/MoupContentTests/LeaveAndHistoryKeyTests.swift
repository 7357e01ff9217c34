import MoupModel
import Testing

@testable import MoupContent

/// The v2 content keys (content-format.md "Leave, leavers, history and daily workers"): read into the
/// model, and every bad input reported at its file, line and column in words an owner understands.
@Suite struct LeaveAndHistoryKeyTests {
    private let kimPath = "content/workplaces/cafe/workers/kim.md"
    private let leePath = "content/workplaces/cafe/workers/lee.md"
    private let shiftsPath = "content/workplaces/cafe/shifts/2026-11.json"

    /// 이준호 (`start: 2026-11-01` in the sample) with `lines` added to the front matter after `start`.
    private func lee(_ lines: String) -> String {
        Sample.lee.replacingOccurrences(of: "start: 2026-11-01\n", with: "start: 2026-11-01\n" + lines + "\n")
    }

    /// 김민지, hired 2025-06-02, with history up to 2026-10-31 (the sample's shifts start in November).
    private let kimWithHistory = """
        ---
        name: 김민지
        employeeNo: "A-001"
        start: 2025-06-02
        end: 2026-11-20
        finalPayDate: 2026-12-04
        wage:
          type: hourly
          amount: 10030
        breakMinutes: 30
        allowances:
          annualLeave: false
          partTimeOvertime: true
        deductions:
          mode: daily
        history:
          until: 2026-10-31
          wages:
            - { month: 2026-08, amount: 1290000 }
            - { month: 2026-10, amount: 1350000 }
            - { month: 2026-09, amount: 1300000 }
          annualLeaveTakenHours: 7.5
        ---
        """

    private let schedule = """
        { "repeats": [ { "worker": "kim", "days": ["mon", "wed"], "start": "09:00", "end": "15:00", "break": 30,
                         "from": "2025-06-02" } ] }
        """

    @Test func validKeysAreReadIntoTheModel() throws {
        let shifts = """
            { "shifts": [
              { "worker": "kim", "date": "2026-11-02", "start": "09:00", "end": "15:30", "break": 30 },
              { "worker": "kim", "date": "2026-11-04", "status": "annual-leave" },
              { "worker": "kim", "date": "2026-11-06", "status": "annual-leave", "hours": 4.5 },
              { "worker": "lee", "date": "2026-11-02", "start": "22:00", "end": "06:00" }
            ] }
            """
        let fixture = try Fixture(
            Sample.files([
                "workplaces/cafe/workers/kim.md": kimWithHistory,
                "workplaces/cafe/shifts/2026-11.json": shifts,
                "workplaces/cafe/schedule.json": schedule,
            ]))
        let loaded = fixture.load()
        #expect(loaded.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
        let cafe = try #require(loaded.content?.workplace("cafe"))
        let kim = try #require(cafe.worker("kim"))
        let history = try #require(kim.history)
        #expect(history.until == CivilDate(iso: "2026-10-31"))
        #expect(
            history.wages.map { "\($0.month) \($0.amount)" } == [
                "2026-08 1290000", "2026-09 1300000", "2026-10 1350000",
            ])
        #expect(history.annualLeaveTakenMinutes == 450)  // 7.5 h × 60
        #expect(history.location.line == 17)
        #expect(kim.finalPayDate == CivilDate(iso: "2026-12-04"))
        #expect(kim.deductions.mode == .daily)
        #expect(kim.allowances.annualLeave == .off)
        #expect(kim.allowances.partTimeOvertime == .on)
        let leave = cafe.shifts.filter { $0.status == .annualLeave }
        #expect(leave.map(\.leaveMinutes) == [nil, 270])  // the repeat's day; 4.5 h × 60
        #expect(leave.allSatisfy { $0.span == nil })
        let lee = try #require(cafe.worker("lee"))
        #expect(lee.history == nil && lee.finalPayDate == nil)
        #expect(lee.allowances.annualLeave == .auto)
    }

    @Test func dailyModeAllowsWeeklyPay() throws {
        let errors = try Fixture(
            Sample.files([
                "workplaces/cafe/workers/lee.md":
                    lee("pay:\n  cycle: weekly\ndeductions:\n  mode: daily")
            ])
        ).errors()
        #expect(errors == [])
        let bad = try Fixture(Sample.files(["workplaces/cafe/workers/lee.md": lee("deductions:\n  mode: day")]))
            .errors()
        #expect(
            bad == [
                "\(leePath):6:9: error: 'deductions.mode' must be one of none, freelance, insurance, daily, not 'day'"
            ])
    }

    @Test func newAllowancesAreAutoTrueOrFalse() throws {
        let errors = try Fixture(
            Sample.files([
                "workplaces/cafe/workers/lee.md":
                    lee("allowances:\n  annualLeave: sometimes\n  partTimeOvertime: 1")
            ])
        ).errors()
        #expect(
            errors == [
                "\(leePath):6:16: error: 'allowances.annualLeave' must be auto, true or false, not 'sometimes'",
                "\(leePath):7:21: error: 'allowances.partTimeOvertime' must be auto, true or false, not '1'",
            ])
    }

    @Test func historyUntilIsRequiredAndNotBeforeStart() throws {
        let missing = try Fixture(
            Sample.files([
                "workplaces/cafe/workers/lee.md":
                    lee("history:\n  annualLeaveTakenHours: 8\n  util: 2026-10-31")
            ])
        ).errors()
        #expect(
            missing == [
                "\(leePath):6:3: error: missing required key 'history.until'",
                "\(leePath):7:3: error: unknown key 'history.util' (did you mean 'history.until'?)",
            ])
        let early = try Fixture(
            Sample.files([
                "workplaces/cafe/workers/lee.md":
                    lee("history:\n  until: 2026-10-31")
            ])
        ).errors()
        #expect(
            early == [
                "\(leePath):6:10: error: 'history.until' 2026-10-31 is before 'start' 2026-11-01: the history is "
                    + "the part of the employment before the content, so it cannot end before the worker was hired"
            ])
    }

    @Test func historyUntilMustComeBeforeTheFirstShiftRecord() throws {
        // The sample has kim's first record on 2026-11-02: history up to that day would never be paid.
        let kim = kimWithHistory.replacingOccurrences(of: "until: 2026-10-31", with: "until: 2026-11-02")
            .replacingOccurrences(of: "    - { month: 2026-10, amount: 1350000 }\n", with: "")
        let errors = try Fixture(
            Sample.files([
                "workplaces/cafe/workers/kim.md": kim,
                "workplaces/cafe/schedule.json": schedule,
            ])
        ).errors()
        #expect(
            errors == [
                "\(kimPath):17:10: error: 'history.until' 2026-11-02 is not before kim's first record in "
                    + "shifts/ on 2026-11-02 (\(shiftsPath):2:3): days up to 'history.until' are history and are "
                    + "not paid from shifts/; set it to 2026-11-01 or earlier"
            ])
    }

    @Test func historyWagesMonthsAmountsAndDuplicates() throws {
        let history = """
            history:
              until: 2026-09-30
              wages:
                - { month: 2026-08, amount: 1290000 }
                - { month: 2026-10, amount: 1350000 }
                - { month: 2026-08, amount: 1300000 }
                - { month: 2026/07, amount: 1300000 }
                - { month: 2026-06, amount: 0 }
                - { amount: 5 }
                - { month: 2026-05, amount: 10, note: x }
              annualLeaveTakenHours: 7.1234
            """
        let kim = Sample.kim.replacingOccurrences(of: "breakMinutes: 30\n", with: "breakMinutes: 30\n" + history + "\n")
        let errors = try Fixture(Sample.files(["workplaces/cafe/workers/kim.md": kim])).errors()
        #expect(
            errors == [
                "\(kimPath):12:16: error: 'history.wages' gives 2026-10, after the month of 'history.until' (2026-09-30); "
                    + "months after the history are paid from shifts/",
                "\(kimPath):13:16: error: 2026-08 is given twice in 'history.wages' (first at line 11); give each month once, "
                    + "with its whole gross wages",
                "\(kimPath):14:16: error: 'history.wages.month' must be a month like 2026-09, not '2026/07'",
                "\(kimPath):15:33: error: 'history.wages.amount' must be a positive whole number of won, not '0'",
                "\(kimPath):16:7: error: missing required key 'history.wages.month'",
                "\(kimPath):17:37: error: unknown key 'history.wages.note' (expected one of: history.wages.month, "
                    + "history.wages.amount)",
                "\(kimPath):18:26: error: 'history.annualLeaveTakenHours' must be a number of hours, 0 or more that makes "
                    + "whole minutes (like 4, 7.5 or 0.25), not '7.1234'",
            ])
    }

    @Test func finalPayDateNeedsEndAndIsNotBeforeIt() throws {
        let noEnd = try Fixture(Sample.files(["workplaces/cafe/workers/lee.md": lee("finalPayDate: 2026-12-04")]))
            .errors()
        #expect(
            noEnd == [
                "\(leePath):5:15: error: 'finalPayDate' is the agreed pay date of a leaver's last wages: give "
                    + "'end' (the last day of employment) too, or remove 'finalPayDate'"
            ])
        let early = try Fixture(
            Sample.files([
                "workplaces/cafe/workers/lee.md":
                    lee("end: 2026-11-20\nfinalPayDate: 2026-11-19")
            ])
        ).errors()
        #expect(
            early == [
                "\(leePath):6:15: error: 'finalPayDate' 2026-11-19 is before 'end' 2026-11-20: the last wages "
                    + "cannot be due before the last day of work"
            ])
        let sameDay = try Fixture(
            Sample.files([
                "workplaces/cafe/workers/lee.md":
                    lee("end: 2026-11-20\nfinalPayDate: 2026-11-20")
            ])
        ).errors()
        #expect(sameDay == [])
    }

    @Test func annualLeaveRecordRules() throws {
        let json = """
            { "shifts": [
              { "worker": "kim", "date": "2026-11-02", "start": "09:00", "end": "15:30", "hours": 4 },
              { "worker": "kim", "date": "2026-11-03", "status": "annual-leave", "start": "09:00", "end": "13:00" },
              { "worker": "kim", "date": "2026-11-04", "status": "annual-leave", "hours": 0 },
              { "worker": "kim", "date": "2026-11-05", "status": "annual-leave", "hours": 24 },
              { "worker": "kim", "date": "2026-11-06", "status": "annual-leave", "hours": 2.01 },
              { "worker": "kim", "date": "2026-11-09", "status": "annual-leave", "hours": "4" },
              { "worker": "kim", "date": "2026-11-10", "status": "annual-leave" },
              { "worker": "kim", "date": "2026-11-11", "status": "annual-leave", "hours": 0.25 }
            ] }
            """
        var overrides = ["workplaces/cafe/shifts/2026-11.json": json]
        overrides["workplaces/cafe/workers/kim.md"] = Sample.kim.replacingOccurrences(
            of: "breakMinutes: 30\n",
            with: "breakMinutes: 30\nend: 2026-11-10\n")
        let errors = try Fixture(Sample.files(overrides)).errors()
        let hoursRule = "must be a number of hours above 0 and below 24 that makes whole minutes (like 4, 7.5 or 0.25)"
        #expect(
            errors == [
                "\(shiftsPath):2:78: error: 'hours' is only for \"status\": \"annual-leave\" (a paid annual-leave day, 연차); this record is 'worked'",
                "\(shiftsPath):3:70: error: an 'annual-leave' record has no 'start': its length is the worker's scheduled hours "
                    + "that day (schedule.json), or give \"hours\"",
                "\(shiftsPath):3:88: error: an 'annual-leave' record has no 'end': its length is the worker's scheduled hours "
                    + "that day (schedule.json), or give \"hours\"",
                "\(shiftsPath):4:79: error: 'hours' \(hoursRule), not 0",
                "\(shiftsPath):5:79: error: 'hours' \(hoursRule), not 24",
                "\(shiftsPath):6:79: error: 'hours' \(hoursRule), not 2.01",
                "\(shiftsPath):7:79: error: 'hours' \(hoursRule), not '4'",
                "\(shiftsPath):8:3: error: 'annual-leave' on 2026-11-10 has no \"hours\", and no repeat in schedule.json "
                    + "schedules kim that day, so its length is unknown; add \"hours\" (e.g. \"hours\": 4)",
                "\(shiftsPath):9:30: error: kim has 'annual-leave' on 2026-11-11, outside their employment (… to 2026-11-10): "
                    + "paid annual leave (연차) is taken while employed",
            ])
    }
}
