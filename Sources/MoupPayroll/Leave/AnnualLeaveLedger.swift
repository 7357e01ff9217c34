import MoupModel
import MoupRules

/// A worker's 연차 from `start` through a horizon date (payroll-rules.md v2): the grants, every use
/// (`annual-leave` records, and `history.annualLeaveTakenHours` on `history.until`), oldest grant
/// first, and the payouts of unused minutes — at expiry (제60조⑦; 사용촉진 is not modelled, so expiry
/// is always paid) and on leaving (every minute still usable on `end`). A negative balance is never
/// deducted. Built in time linear in the days since `start` plus the worker's records.
struct AnnualLeaveLedger: Sendable {
    /// One `annual-leave` record and what it took.
    struct Use: Hashable, Sendable {
        let date: CivilDate
        /// The record's minutes (its `hours`, else the repeats' minutes that day): all of them are paid.
        let minutes: Int
        /// The part taken from the balance; the rest is beyond it (`annual_leave_over_balance`).
        let fromBalance: Int
        /// The hourly 통상임금 of the date.
        let rate: HourlyRate
        /// True when 연차 does not apply that day (no balance and under 15 hours): unpaid leave.
        let notOwed: Bool

        var overBalance: Int { notOwed ? 0 : minutes - fromBalance }
    }

    /// Unused minutes paid out.
    struct Payout: Hashable, Sendable {
        enum Reason: Hashable, Sendable {
            /// The grant could no longer be used from `date` (its expiry).
            case expiry(grant: AnnualLeaveGrant)
            /// The worker left; `date` is `end`.
            case leaving
        }

        /// The day it is owed: the first day the grant can no longer be used, or `end`.
        let date: CivilDate
        let minutes: Int
        let reason: Reason
        /// The hourly 통상임금 of the last day the leave could be used (on `end` when leaving).
        let rate: HourlyRate
        /// Owed on a day up to `history.until`: paid before the content begins (outside `history.wages`,
        /// content-format.md v2), so no payslip carries it, but an expiry still adds its 3/12 to a later
        /// 평균임금 (payroll-rules.md v2, 퇴직금).
        var inHistory = false

        var exact: ExactWon { rate.pay(minutes: minutes, percent: 100) }
    }

    let grants: [AnnualLeaveGrant]
    let uses: [Use]
    /// The contract's weekly 소정 minutes from `start` through the horizon.
    let contract: ContractHours
    let payouts: [Payout]
    /// The balance after each date on which it changed, in date order.
    private let balances: [(date: CivilDate, minutes: Int)]

    /// Whether the contract averages at least the 15-hour line (900 minutes) over the 4 weeks ending on
    /// `date` (근로기준법 제18조③: 4주 동안을 평균하여).
    static func reachesFifteenHours(_ hours: ContractHours, on date: CivilDate, rules: RuleBook) -> Bool {
        hours.averageWeeklyMinutes(from: date.adding(days: -27), through: date)
            .isAtLeast(rules.contractHours.value(on: date).shortHoursThreshold)
    }

    /// The most grants any one date of the ledger looked at: only grants that have arisen, have not
    /// expired and have minutes left (at most a first year's 11 days and the first later year, or two
    /// later years), however long ago `start` was. It keeps the ledger linear in the days since `start`;
    /// tests pin it.
    let mostGrantsLooked: Int

    /// The usable minutes at the end of `date` (a binary search over the dates the balance changed).
    func balance(atEndOf date: CivilDate) -> Int {
        var lower = 0
        var upper = balances.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if balances[middle].date <= date { lower = middle + 1 } else { upper = middle }
        }
        return lower == 0 ? 0 : balances[lower - 1].minutes
    }

    /// - Parameters:
    ///   - records: the worker's shift records at the workplace, any status and date.
    ///   - last: the horizon: grants, uses and payouts on days up to it.
    ///   - schedule: the worker's repeats at the workplace, if already read.
    init(
        worker: Worker, workplace: Workplace,
        records: [Shift], rules: RuleBook, start: CivilDate, through last: CivilDate,
        schedule: WorkerSchedule? = nil
    ) {
        let horizon = min(last, worker.end ?? last)
        let hours = ContractHours(
            worker: worker, workplace: workplace, records: records, rules: rules, from: start,
            through: max(start, horizon), schedule: schedule)
        let attendance = LeaveAttendance(
            worker: worker, workplace: workplace, records: records, from: start,
            through: max(start, horizon), schedule: schedule)
        contract = hours
        let grants =
            (FirstYearLeave.grants(
                worker: worker, start: start, through: horizon, rules: rules, hours: hours,
                attendance: attendance)
            + LaterYearLeave.grants(
                worker: worker, start: start, through: horizon, rules: rules, hours: hours,
                attendance: attendance)).sorted { $0.arises < $1.arises }
        self.grants = grants

        // Events by date; on one date: expiries, then new grants, then uses, then leaving.
        let historyUntil = worker.history?.until
        let leaveRecords = records.filter { $0.status == .annualLeave && $0.date >= start && $0.date <= horizon }
            .sorted { $0.date < $1.date }
        var dates = Set(grants.flatMap { [$0.arises, $0.expires] }).union(leaveRecords.map(\.date))
        if let historyUntil, worker.history?.annualLeaveTakenMinutes ?? 0 > 0 { dates.insert(historyUntil) }
        if let end = worker.end, end <= last { dates.insert(end) }
        var remaining = grants.map(\.minutes)
        var uses: [Use] = []
        var payouts: [Payout] = []
        var balances: [(CivilDate, Int)] = []
        var recordIndex = 0
        // The grants that have arisen and still hold minutes, oldest first (grants are sorted by the day
        // they arise); the next grant to arise. Each date looks only at these, never at every grant.
        var live: [Int] = []
        var nextGrant = 0
        var mostLooked = 0
        func arise(through date: CivilDate) {
            while nextGrant < grants.count, grants[nextGrant].arises <= date {
                if remaining[nextGrant] > 0 { live.append(nextGrant) }
                nextGrant += 1
            }
            mostLooked = max(mostLooked, live.count)
        }
        func usable(on date: CivilDate) -> [Int] { live.filter { grants[$0].isUsable(on: date) && remaining[$0] > 0 } }
        func take(_ minutes: Int, on date: CivilDate) -> Int {
            var left = minutes
            for index in usable(on: date) where left > 0 {
                let taken = min(left, remaining[index])
                remaining[index] -= taken
                left -= taken
            }
            return minutes - left
        }
        // A daily wage's day where no repeat schedules one: the contract's average day (nil: 8 hours).
        func dayMinutes(_ date: CivilDate) -> Int? {
            let minutes = hours.weeklyMinutes(on: date) / max(1, rules.contractHours.value(on: date).fullTimeWeekDays)
            return minutes > 0 ? minutes : nil
        }

        for date in dates.sorted() where date <= horizon {
            arise(through: date)
            // Expiries: minutes still unused on the first day a grant can no longer be used.
            for index in live where grants[index].expires == date && remaining[index] > 0 {
                let grant = grants[index]
                // An expiry up to history.until was paid before the content: recorded (its 3/12 counts
                // for 퇴직금) but on no payslip. history.annualLeaveTakenHours is taken on history.until,
                // so nothing of an earlier-expiring grant was taken (content-format.md v2).
                let lastDay = grant.lastUsable
                payouts.append(
                    Payout(
                        date: date, minutes: remaining[index], reason: .expiry(grant: grant),
                        rate: OrdinaryHourlyWage.rate(
                            on: lastDay, worker: worker, workplace: workplace,
                            dayMinutes: dayMinutes(lastDay)),
                        inHistory: historyUntil.map { date <= $0 } ?? false))
                remaining[index] = 0
            }
            if date == historyUntil, let taken = worker.history?.annualLeaveTakenMinutes, taken > 0 {
                _ = take(taken, on: date)
            }
            while recordIndex < leaveRecords.count, leaveRecords[recordIndex].date == date {
                let record = leaveRecords[recordIndex]
                recordIndex += 1
                let minutes =
                    record.leaveMinutes
                    ?? WageRates.scheduledMinutes(on: date, worker: worker, repeats: workplace.repeats) ?? 0
                guard minutes > 0 else { continue }
                let available = usable(on: date).map { remaining[$0] }.reduce(0, +)
                let notOwed =
                    available == 0 && AnnualLeaveScope.testsHours(worker)
                    && !Self.reachesFifteenHours(hours, on: date, rules: rules)
                let fromBalance = notOwed ? 0 : take(minutes, on: date)
                uses.append(
                    Use(
                        date: date, minutes: minutes, fromBalance: fromBalance,
                        rate: OrdinaryHourlyWage.rate(
                            on: date, worker: worker, workplace: workplace,
                            dayMinutes: minutes),
                        notOwed: notOwed))
            }
            if let end = worker.end, date == end {
                let left = usable(on: end).map { remaining[$0] }.reduce(0, +)
                if left > 0 {
                    payouts.append(
                        Payout(
                            date: end, minutes: left, reason: .leaving,
                            rate: OrdinaryHourlyWage.rate(
                                on: end, worker: worker, workplace: workplace,
                                dayMinutes: dayMinutes(end))))
                    for index in usable(on: end) { remaining[index] = 0 }
                }
            }
            live.removeAll { remaining[$0] == 0 || grants[$0].expires <= date }
            balances.append((date, usable(on: date).map { remaining[$0] }.reduce(0, +)))
        }
        mostGrantsLooked = mostLooked
        self.uses = uses
        self.payouts = payouts
        self.balances = balances
    }
}
