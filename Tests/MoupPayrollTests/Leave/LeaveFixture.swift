import MoupModel

@testable import MoupPayroll

/// Helpers for the 연차 tests.
enum LeaveFixture {
    static func annualLeave(_ day: String, hours minutes: Int? = nil, worker: String = "kim") -> Shift {
        Shift(
            workerID: worker, date: Fixture.date(day), status: .annualLeave, span: nil, leaveMinutes: minutes,
            location: Fixture.here)
    }

    /// Every date from `first` through `last` on one of `days`, as `absent` records, the first `count` of them.
    static func absences(on days: [Weekday], from first: String, count: Int) -> [Shift] {
        var result: [Shift] = []
        var date = Fixture.date(first)
        while result.count < count {
            if days.contains(date.weekday) { result.append(Fixture.absent(date.description)) }
            date = date.adding(days: 1)
        }
        return result
    }

    /// The worker's whole ledger through `last`.
    static func ledger(_ content: Content, through last: String) -> AnnualLeaveLedger {
        let place = content.workplaces[0]
        let worker = place.workers[0]
        return AnnualLeaveLedger(
            worker: worker, workplace: place, records: place.shifts, rules: TestRules.book,
            start: worker.start!, through: Fixture.date(last))
    }
}
