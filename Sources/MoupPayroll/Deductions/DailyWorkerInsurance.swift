import MoupModel
import MoupRules

/// Insurance of a daily worker (`deductions.mode: daily`, `auto`; payroll-rules.md v2):
/// - 고용보험 always while the employment is shorter than 1 month (`end` < start + 1 month, or no `end`
///   yet and the period ends before start + 1 month): 일용근로자 are not excluded by hours (고용보험법
///   제2조6호, 시행령 제3조); from one month on, the `insurance` rule.
/// - 국민연금 and 건강보험 (+장기요양) only once the employment has lasted 1 month (start + 1 month on or
///   before the period's last day), in a pay period whose calendar month has ≥ 8 worked days or
///   ≥ 60 worked hours; 국민연금 also from taxable pay ≥ 2,200,000, not over 59, and under 18 unless the
///   worker declines (국민연금법 제8조②) [C: the agencies' "1개월 이상, 월 8일 이상" read per calendar month].
/// Without `start` the employment's length is unknown: it counts as 1 month or more. `true`/`false`
/// override each, as in `insurance` mode.
enum DailyWorkerInsurance {
    static func decide(
        _ input: DeductionInput, daily: DailyWorkerInput, taxable: Int, rules: RuleBook
    ) -> InsuranceEnrolment {
        // The enrolment figures of the premium month (v3), as in `insurance` mode.
        let month = PremiumMonth.date(of: input.period)
        let thresholds = rules.enrolment.value(on: month)
        let months = rules.dailyWorker.insuranceMonths.value(on: month)
        let minDays = rules.dailyWorker.insuranceDays.value(on: month)
        // The `insurance` rule, with the month's worked hours as its hours (a daily worker's contract).
        var regular = input
        regular.scheduledMinutes = daily.monthWorkedMinutes
        regular.wholeMonthWeeklyMinutes = nil
        let standard = InsuranceEnrolment.decide(regular, taxable: taxable, thresholds: thresholds)
        let settings = input.worker.deductions
        let worker = input.worker

        let oneMonth = worker.start.map { Anniversary.date($0, months: months) }
        let shortEmployment = oneMonth.map { (worker.end ?? input.period.end) < $0 } ?? false
        let lasted = oneMonth.map { input.period.end >= $0 } ?? true

        let activity = Phrase(
            .dailyActivity,
            [
                "month": .number(input.period.end.month), "days": .number(daily.monthWorkedDays),
                "hours": .hours(daily.monthWorkedMinutes),
            ])
        let enoughDays = daily.monthWorkedDays >= minDays
        let enoughHours = daily.monthWorkedMinutes >= thresholds.monthlyHours * 60
        let active = enoughDays || enoughHours
        let activityClause = Phrase(
            active ? .dailyActive : .dailyInactive,
            [
                "activity": .phrase(activity), "minDays": .number(minDays), "limit": .number(thresholds.monthlyHours),
            ])
        let notLasted = Phrase(
            .dailyNotLasted, ["months": .number(months), "date": oneMonth.map { .date($0) } ?? .text("")])

        // 고용보험
        var employment: InsuranceEnrolment.Decision
        if shortEmployment {
            employment = .init(enrolled: true, note: Phrase(.dailyEmploymentShort))
        } else {
            employment = standard.employment
        }
        employment = InsuranceEnrolment.apply(
            settings.employmentInsurance, key: "employmentInsurance", name: Phrase(.insuranceEmployment), to: employment
        )

        // 건강보험·장기요양보험
        var health: InsuranceEnrolment.Decision
        if !lasted {
            health = .init(enrolled: false, note: Phrase(.healthNotLasted, ["reason": .phrase(notLasted)]))
        } else {
            health = .init(
                enrolled: active,
                note: Phrase(
                    active ? .healthEnrolled : .healthNotEnrolled,
                    ["clause": .phrase(activityClause)]))
        }
        health = InsuranceEnrolment.apply(
            settings.healthInsurance, key: "healthInsurance", name: Phrase(.insuranceHealth), to: health)

        // 국민연금
        var pension: InsuranceEnrolment.Decision
        let years = worker.birthDate.map { InsuranceEnrolment.age(born: $0, on: input.period.start) }
        if let years, years > thresholds.pensionMaxAge {
            pension = standard.pension
        } else if !lasted {
            pension = .init(enrolled: false, note: Phrase(.pensionNotLasted, ["reason": .phrase(notLasted)]))
        } else if active {
            pension = .init(enrolled: true, note: Phrase(.pensionEnrolled, ["clause": .phrase(activityClause)]))
        } else if taxable >= thresholds.pensionIncome {
            pension = .init(
                enrolled: true,
                note: Phrase(
                    .pensionByIncome,
                    [
                        "clause": .phrase(activityClause), "pay": .won(taxable),
                        "threshold": .manwon(thresholds.pensionIncome),
                    ]))
        } else {
            pension = .init(
                enrolled: false,
                note: Phrase(
                    .pensionNotEnrolled,
                    [
                        "clause": .phrase(activityClause),
                        "threshold": .manwon(thresholds.pensionIncome),
                    ]))
        }
        pension = PensionUnder18.apply(settings.nationalPension, age: years, thresholds: thresholds, to: pension)
        return InsuranceEnrolment(pension: pension, health: health, employment: employment)
    }

    /// True from the pay period containing start + 3 months − 1 day (the day the employment reaches
    /// 3 months): the worker is a regular employee for tax (소득세법 시행령 제20조, 집행기준 14-20-3).
    static func isNowRegular(_ worker: Worker, period: PayPeriod, rules: RuleBook) -> Bool {
        guard let start = worker.start else { return false }
        let months = rules.dailyWorker.regularAfterMonths.value(on: period.payDate)
        return period.end >= Anniversary.date(start, months: months).adding(days: -1)
    }

    static func nowRegularAlert(_ worker: Worker, rules: RuleBook, payDate: CivilDate) -> PayrollAlert {
        let months = rules.dailyWorker.regularAfterMonths.value(on: payDate)
        let start = worker.start.map { Phrase(.sinceDate, ["date": .date($0)]) } ?? Phrase(.nothing)
        return PayrollAlert(
            code: .dailyWorkerNowRegular,
            message: Phrase(
                worker.pay == .monthly ? .alertDailyNowRegularMonthly : .alertDailyNowRegularWeekly,
                ["since": .phrase(start), "months": .number(months)]))
    }
}
