import MoupModel
import MoupRules

/// 최저임금 (최저임금법 제6조): any hourly or hourly-equivalent rate below the rule table's minimum for
/// the date worked is an alert naming the shortfall in won. Pay stays at the agreed wage.
/// v3: a monthly meal allowance counts toward the minimum wage in full (최저임금법 제6조④ and the 2018
/// 부칙: 현금성 복리후생비 100 % from 2024): the period's meal allowance is spread over the hours it pays
/// for (`MealShare`), and the alert is raised only when the wage plus that share stays below the minimum.
enum MinimumWageCheck {
    /// - Parameter meal: the period's meal allowance per paid hour (nil: none).
    static func alerts(
        worker: Worker, shifts: [WorkedShift], employedDays: [CivilDate], rules: RuleBook,
        meal: MealShare? = nil
    ) -> [PayrollAlert] {
        worker.wage.kind == .monthly
            ? monthly(worker: worker, employedDays: employedDays, rules: rules)
            : timed(shifts: shifts, rules: rules, meal: meal ?? .none)
    }

    /// The meal allowance's share of each paid hour, in won per hour, exact: the period's meal allowance
    /// ÷ the hours it pays for. For an hourly or daily wage those are the period's paid hours: worked
    /// minutes within 소정 (less overtime and holiday minutes), plus the 주휴 and paid-holiday hours.
    /// (A monthly wage's share is the monthly allowance ÷ 209 hours: `monthly(worker:employedDays:rules:)`.)
    struct MealShare: Hashable, Sendable {
        /// Won per hour, exact.
        let perHour: Ratio

        static let none = MealShare(perHour: .zero)

        /// - Parameters:
        ///   - allowance: the period's `meal_allowance` line, in won.
        ///   - paidMinutes: the minutes it pays for, exact (주휴 hours are fifths of a week's minutes).
        init(allowance: Int, paidMinutes: Ratio) {
            guard allowance > 0, paidMinutes.numerator > 0 else {
                self.perHour = .zero
                return
            }
            perHour = Ratio(allowance * 60 * paidMinutes.denominator, paidMinutes.numerator)
        }

        private init(perHour: Ratio) { self.perHour = perHour }
    }

    private struct Group {
        let rate: HourlyRate
        let minimum: Int
        var minutes: Int
        let firstDate: CivilDate
    }

    private static func timed(shifts: [WorkedShift], rules: RuleBook, meal: MealShare) -> [PayrollAlert] {
        var groups: [Group] = []
        let share = meal.perHour
        for shift in shifts {
            for run in shift.runs {
                let minimum = rules.minimumWage.value(on: run.date)
                // rate + share < minimum, exact: (n ÷ d) + (sn ÷ sd) < minimum.
                let rate = run.rate
                guard
                    rate.numerator * share.denominator + share.numerator * rate.denominator
                        < minimum * rate.denominator * share.denominator
                else { continue }
                if let index = groups.firstIndex(where: { $0.rate == run.rate && $0.minimum == minimum }) {
                    groups[index].minutes += run.count
                } else {
                    groups.append(Group(rate: run.rate, minimum: minimum, minutes: run.count, firstDate: run.date))
                }
            }
        }
        return groups.map { group in
            let rate = group.rate
            // Per hour: minimum − rate − share, exact; the shortfall is minutes × that ÷ 60, floored once.
            let denominator = rate.denominator * share.denominator
            let gap =
                group.minimum * denominator - rate.numerator * share.denominator - share.numerator * rate.denominator
            let short = ExactWon(group.minutes * gap, denominator * 60).floored
            let perHour = ExactWon(gap, denominator).floored
            if share.numerator > 0 {
                return PayrollAlert(
                    code: .belowMinimumWage,
                    message: Phrase(
                        .alertBelowMinimumHourlyWithMeal,
                        [
                            "rate": rate.text, "meal": .won(ExactWon(share.numerator, share.denominator).floored),
                            "minimum": .won(group.minimum), "perHour": .won(perHour), "short": .won(short),
                            "minutes": .minutes(group.minutes),
                        ]),
                    date: group.firstDate, amount: short)
            }
            return PayrollAlert(
                code: .belowMinimumWage,
                message: Phrase(
                    .alertBelowMinimumHourly,
                    [
                        "rate": rate.text, "minimum": .won(group.minimum),
                        "perHour": .won(perHour), "short": .won(short),
                        "minutes": .minutes(group.minutes),
                    ]),
                date: group.firstDate, amount: short)
        }
    }

    /// A monthly wage plus the monthly meal allowance against the minimum × 209 hours, day by day.
    private static func monthly(worker: Worker, employedDays: [CivilDate], rules: RuleBook) -> [PayrollAlert] {
        let meal = worker.mealAllowance
        var groups: [(amount: Int, minimum: Int, shortfall: ExactWon, first: CivilDate)] = []
        for day in employedDays {
            let amount = worker.wage.amount(on: day)
            let minimum = rules.minimumWage.value(on: day) * WageRates.monthlyHours
            guard amount + meal < minimum else { continue }
            let share = ExactWon(minimum - amount - meal, day.yearMonth.dayCount)
            if let index = groups.firstIndex(where: { $0.amount == amount && $0.minimum == minimum }) {
                groups[index].shortfall += share
            } else {
                groups.append((amount, minimum, share, day))
            }
        }
        return groups.map { group in
            let short = group.shortfall.floored
            let message =
                meal > 0
                ? Phrase(
                    .alertBelowMinimumMonthlyWithMeal,
                    [
                        "wage": .won(group.amount), "meal": .won(meal),
                        "minimum": .won(group.minimum), "short": .won(short),
                    ])
                : Phrase(
                    .alertBelowMinimumMonthly,
                    [
                        "wage": .won(group.amount), "minimum": .won(group.minimum),
                        "short": .won(short),
                    ])
            return PayrollAlert(code: .belowMinimumWage, message: message, date: group.first, amount: short)
        }
    }
}
