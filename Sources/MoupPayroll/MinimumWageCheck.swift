import MoupModel
import MoupRules

/// 최저임금 (최저임금법 제6조): any hourly or hourly-equivalent rate below the rule table's minimum for
/// the date worked is an alert naming the shortfall in won. Pay stays at the agreed wage.
enum MinimumWageCheck {
    static func alerts(worker: Worker, shifts: [WorkedShift], employedDays: [CivilDate], rules: RuleBook) -> [PayrollAlert] {
        worker.wage.kind == .monthly
            ? monthly(worker: worker, employedDays: employedDays, rules: rules)
            : timed(shifts: shifts, rules: rules)
    }

    private struct Group {
        let rate: HourlyRate
        let minimum: Int
        var minutes: Int
        let firstDate: CivilDate
    }

    private static func timed(shifts: [WorkedShift], rules: RuleBook) -> [PayrollAlert] {
        var groups: [Group] = []
        // A run on the same date at the same rate as the one before gets the same answer:
        // the index of its group, or nil when the rate is not below the minimum.
        var previous: (date: CivilDate, rate: HourlyRate, group: Int?)?
        // The table read out of the book once, not once per run.
        let minimumWage = rules.minimumWage
        // By index: no shift's list of runs retained for an iterator (`PartTally.parts(of:percent:)`).
        for index in shifts.indices {
            for position in shifts[index].runs.indices {
                let run = shifts[index].runs[position]
                if let previous, previous.date == run.date, previous.rate == run.rate {
                    if let group = previous.group { groups[group].minutes += run.count }
                    continue
                }
                let minimum = minimumWage.value(on: run.date)
                guard run.rate < HourlyRate(origin: .hourly(minimum)) else {
                    previous = (run.date, run.rate, nil)
                    continue
                }
                if let index = groups.firstIndex(where: { $0.rate == run.rate && $0.minimum == minimum }) {
                    groups[index].minutes += run.count
                    previous = (run.date, run.rate, index)
                } else {
                    groups.append(Group(rate: run.rate, minimum: minimum, minutes: run.count, firstDate: run.date))
                    previous = (run.date, run.rate, groups.count - 1)
                }
            }
        }
        return groups.map { group in
            let rate = group.rate
            // minutes × (minimum − rate) ÷ 60, exact, floored once.
            let short = ExactWon(group.minutes * (group.minimum * rate.denominator - rate.numerator),
                                 rate.denominator * 60).floored
            let perHour = ExactWon(group.minimum * rate.denominator - rate.numerator, rate.denominator).floored
            return PayrollAlert(
                code: .belowMinimumWage,
                message: Phrase(.alertBelowMinimumHourly, ["rate": rate.text, "minimum": .won(group.minimum),
                                                           "perHour": .won(perHour), "short": .won(short),
                                                           "minutes": .minutes(group.minutes)]),
                date: group.firstDate, amount: short)
        }
    }

    private static func monthly(worker: Worker, employedDays: [CivilDate], rules: RuleBook) -> [PayrollAlert] {
        var groups: [(amount: Int, minimum: Int, shortfall: ExactWon, first: CivilDate)] = []
        for day in employedDays {
            let amount = worker.wage.amount(on: day)
            let minimum = rules.minimumWage.value(on: day) * WageRates.monthlyHours
            guard amount < minimum else { continue }
            let share = ExactWon(minimum - amount, day.yearMonth.dayCount)
            if let index = groups.firstIndex(where: { $0.amount == amount && $0.minimum == minimum }) {
                groups[index].shortfall += share
            } else {
                groups.append((amount, minimum, share, day))
            }
        }
        return groups.map { group in
            let short = group.shortfall.floored
            return PayrollAlert(
                code: .belowMinimumWage,
                message: Phrase(.alertBelowMinimumMonthly, ["wage": .won(group.amount), "minimum": .won(group.minimum),
                                                            "short": .won(short)]),
                date: group.first, amount: short)
        }
    }
}
