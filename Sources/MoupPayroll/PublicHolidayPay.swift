import MoupModel
import MoupRules

/// 유급 공휴일 (근로기준법 제55조②): in workplaces with 5 or more employees the public holidays of
/// the rule table are paid days; May 1 (근로자의 날) is one in every workplace. An hourly or daily
/// worker whose repeat schedules a shift that day is paid its scheduled minutes (after break) at
/// the hourly wage, worked or not, when the week's scheduled hours averaged over 4 weeks are 15 or
/// more (제18조③, `FifteenHourTest`). Without a
/// repeat covering the date there is no scheduled day and nothing is owed. Monthly pay already
/// includes it.
enum PublicHolidayPay {
    struct Day: Hashable, Sendable {
        let date: CivilDate
        let holiday: PublicHoliday
        let minutes: Int
        let rate: HourlyRate
        let entitlement: Entitlement

        var exact: ExactWon { rate.pay(minutes: minutes, percent: 100) }

        /// `10/9 한글날 360분 × 10,320원 ÷ 60`.
        var term: Phrase {
            Phrase(
                .publicHolidayTerm,
                [
                    "month": .number(date.month), "day": .number(date.day), "name": .text(holiday.name),
                    "minutes": .minutes(minutes), "rate": rate.text,
                ])
        }
    }

    /// Whether the law makes `holiday` a paid day for this worker and workplace.
    static func requiredByLaw(_ holiday: PublicHoliday, worker: Worker, workplace: Workplace) -> Bool {
        guard LawScope.isEmployee(worker) else { return false }
        switch holiday.kind {
        case .laborDay: return true
        case .publicHoliday: return workplace.hasFiveOrMoreEmployees
        }
    }

    /// True when an unworked `date` is a paid holiday for the worker, so not a missing record.
    static func isPaidDay(_ date: CivilDate, worker: Worker, workplace: Workplace, rules: RuleBook) -> Bool {
        guard let holiday = rules.holiday(on: date) else { return false }
        return Entitlement(
            worker.allowances.publicHoliday,
            requiredByLaw: requiredByLaw(holiday, worker: worker, workplace: workplace)) != .notOwed
    }

    /// The paid (or owed but switched-off) public holidays among `days`.
    /// - Parameter firstWeek: the employment's first week (`FifteenHourTest.firstWeek`).
    static func days(
        _ days: [CivilDate], worker: Worker, workplace: Workplace, rules: RuleBook,
        timeline: WorkerTimeline, firstWeek: CivilDate?
    ) -> [Day] {
        guard worker.wage.kind != .monthly else { return [] }
        var result: [Day] = []
        for date in days {
            guard let holiday = rules.holiday(on: date) else { continue }
            let entitlement = Entitlement(
                worker.allowances.publicHoliday,
                requiredByLaw: requiredByLaw(holiday, worker: worker, workplace: workplace))
            guard entitlement != .notOwed else { continue }
            // The day's 소정 minutes (at most 8 hours).
            let minutes = timeline.schedule.total(from: date, through: date).minutes
            guard minutes > 0 else { continue }
            guard
                FifteenHourTest.passes(
                    weekStart: workplace.weekStart(of: date), firstWeek: firstWeek, worker: worker,
                    workplace: workplace, timeline: timeline)
            else { continue }
            let rate = WageRates.hourlyRate(for: worker, on: date, shiftDate: date, dayMinutes: minutes)
            result.append(Day(date: date, holiday: holiday, minutes: minutes, rate: rate, entitlement: entitlement))
        }
        return result
    }

    /// The `public_holiday` line over `days`.
    static func line(_ days: [Day]) -> PayLine? {
        guard !days.isEmpty else { return nil }
        let amount = days.reduce(ExactWon.zero) { $0 + $1.exact }.floored
        guard amount > 0 else { return nil }
        return PayLine(
            code: .publicHoliday, amount: amount, minutes: days.map(\.minutes).reduce(0, +),
            rate: EarningLine.singleRate(days.map(\.rate)),
            basis: .sum(days.map(\.term), total: amount))
    }
}
