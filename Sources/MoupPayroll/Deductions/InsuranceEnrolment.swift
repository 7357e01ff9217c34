import MoupModel
import MoupRules

/// Whether each insurance is withheld, and why, in plain Korean for the payslip
/// (payroll-rules.md, `auto` enrolment; `true`/`false` override each).
/// - 국민연금: scheduled hours ≥ 60 or taxable pay ≥ 2,200,000, and, where `birthDate` is given, not
///   over 59 on the period's first day; under 18 enrolled unless the worker declines (국민연금법 제8조②,
///   `PensionUnder18`).
/// - 건강보험 and 장기요양: scheduled hours ≥ 60 (`healthInsurance: false` drops both).
/// - 고용보험: scheduled hours ≥ 60, or `start` + 3 calendar months on or before the period's
///   last day.
/// Where `start` or `end` cuts the month, the hours are the contract's for a whole month
/// (`WholeMonthHours`). The month of acquisition and of loss (`AcquisitionAndLoss`) and employment
/// begun at 65 (`UnemploymentHireAge`) are applied to the result afterwards.
struct InsuranceEnrolment: Hashable, Sendable {
    struct Decision: Hashable, Sendable {
        var enrolled: Bool
        var note: Phrase
    }

    var pension: Decision
    var health: Decision
    var employment: Decision
    /// False when no 실업급여 premium is owed (employment begun at 65 or older, 고용보험법 제10조②): the
    /// employer still pays 고용안정·직업능력개발 where `employment` is enrolled.
    var unemploymentPremium = true
    /// Why a premium starts, ends or is left out this month (acquisition and loss, the 65 rule).
    var moreNotes: [Phrase] = []

    var notes: [Phrase] { [pension.note, health.note, employment.note] + moreNotes }

    static func decide(_ input: DeductionInput, taxable: Int, thresholds: EnrolmentThresholds) -> InsuranceEnrolment {
        let settings = input.worker.deductions
        let minutes = input.scheduledMinutes
        let enoughHours = minutes >= thresholds.monthlyHours * 60
        let hoursClause =
            input.wholeMonthWeeklyMinutes.map { weekly in
                Phrase(
                    enoughHours ? .enrolWholeMonthEnough : .enrolWholeMonthShort,
                    ["hours": .hours(minutes), "weekly": .hours(weekly), "limit": .number(thresholds.monthlyHours)])
            }
            ?? Phrase(
                enoughHours ? .enrolHoursEnough : .enrolHoursShort,
                ["hours": .hours(minutes), "limit": .number(thresholds.monthlyHours)])

        // 국민연금
        var pension: Decision
        let years = input.worker.birthDate.map { Self.age(born: $0, on: input.period.start) }
        if let years, years > thresholds.pensionMaxAge {
            pension = Decision(
                enrolled: false,
                note: Phrase(
                    .pensionAge,
                    [
                        "age": .number(years), "min": .number(thresholds.pensionMinAge),
                        "max": .number(thresholds.pensionMaxAge),
                    ]))
        } else if enoughHours {
            pension = Decision(enrolled: true, note: Phrase(.pensionEnrolled, ["clause": .phrase(hoursClause)]))
        } else if taxable >= thresholds.pensionIncome {
            pension = Decision(
                enrolled: true,
                note: Phrase(
                    .pensionByIncome,
                    [
                        "clause": .phrase(hoursClause), "pay": .won(taxable),
                        "threshold": .manwon(thresholds.pensionIncome),
                    ]))
        } else {
            pension = Decision(
                enrolled: false,
                note: Phrase(
                    .pensionNotEnrolled,
                    [
                        "clause": .phrase(hoursClause),
                        "threshold": .manwon(thresholds.pensionIncome),
                    ]))
        }
        pension = PensionUnder18.apply(settings.nationalPension, age: years, thresholds: thresholds, to: pension)

        // 건강보험·장기요양보험
        var health = Decision(
            enrolled: enoughHours,
            note: Phrase(enoughHours ? .healthEnrolled : .healthNotEnrolled, ["clause": .phrase(hoursClause)]))
        health = apply(settings.healthInsurance, key: "healthInsurance", name: Phrase(.insuranceHealth), to: health)

        // 고용보험
        var employment: Decision
        if enoughHours {
            employment = Decision(enrolled: true, note: Phrase(.employmentEnrolled, ["clause": .phrase(hoursClause)]))
        } else if let start = input.worker.start {
            let covered = start.adding(months: thresholds.employmentInsuranceMonths)
            employment =
                covered <= input.period.end
                ? Decision(
                    enrolled: true,
                    note: Phrase(
                        .employmentByMonths,
                        [
                            "clause": .phrase(hoursClause), "start": .date(start),
                            "months": .number(thresholds.employmentInsuranceMonths),
                        ]))
                : Decision(
                    enrolled: false,
                    note: Phrase(
                        .employmentNotYet,
                        [
                            "clause": .phrase(hoursClause), "start": .date(start),
                            "months": .number(thresholds.employmentInsuranceMonths), "covered": .date(covered),
                        ]))
        } else {
            employment = Decision(
                enrolled: false,
                note: Phrase(
                    .employmentNoStart,
                    [
                        "clause": .phrase(hoursClause), "months": .number(thresholds.employmentInsuranceMonths),
                    ]))
        }
        employment = apply(
            settings.employmentInsurance, key: "employmentInsurance", name: Phrase(.insuranceEmployment), to: employment
        )

        return InsuranceEnrolment(pension: pension, health: health, employment: employment)
    }

    static func apply(_ setting: Switch, key: String, name: Phrase, to decision: Decision) -> Decision {
        switch setting {
        case .auto: return decision
        case .on:
            return Decision(
                enrolled: true, note: Phrase(.insuranceSettingOn, ["name": .phrase(name), "key": .text(key)]))
        case .off:
            return Decision(
                enrolled: false, note: Phrase(.insuranceSettingOff, ["name": .phrase(name), "key": .text(key)]))
        }
    }

    /// Completed years (만 나이) on `date`.
    static func age(born: CivilDate, on date: CivilDate) -> Int {
        let hadBirthday = (date.month, date.day) >= (born.month, born.day)
        return date.year - born.year - (hadBirthday ? 0 : 1)
    }
}
