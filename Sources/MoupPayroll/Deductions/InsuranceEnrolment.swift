import MoupModel
import MoupRules

/// Whether each insurance is withheld, and why, in plain Korean for the payslip
/// (payroll-rules.md, `auto` enrolment; `true`/`false` override each).
/// - 국민연금: scheduled hours ≥ 60 or taxable pay ≥ 2,200,000, and, where `birthDate` is given,
///   aged 18–59 on the period's first day.
/// - 건강보험 and 장기요양: scheduled hours ≥ 60 (`healthInsurance: false` drops both).
/// - 고용보험: scheduled hours ≥ 60, or `start` + 3 calendar months on or before the period's
///   last day.
struct InsuranceEnrolment: Hashable, Sendable {
    struct Decision: Hashable, Sendable {
        var enrolled: Bool
        var note: String
    }

    var pension: Decision
    var health: Decision
    var employment: Decision

    var notes: [String] { [pension.note, health.note, employment.note] }

    static func decide(_ input: DeductionInput, taxable: Int, thresholds: EnrolmentThresholds) -> InsuranceEnrolment {
        let settings = input.worker.deductions
        let minutes = input.scheduledMinutes
        let hours = "월 소정근로 \(DeductionText.hours(minutes))"
        let enoughHours = minutes >= thresholds.monthlyHours * 60
        let limit = "\(thresholds.monthlyHours)시간"
        let hoursClause = enoughHours ? "\(hours)(\(limit) 이상)" : "\(hours)(\(limit) 미만)"

        // 국민연금
        var pension: Decision
        let years = input.worker.birthDate.map { Self.age(born: $0, on: input.period.start) }
        if let years, years < thresholds.pensionMinAge || years > thresholds.pensionMaxAge {
            pension = Decision(enrolled: false, note: "국민연금: 기간 첫날 만 \(years)세로 가입 나이(만 \(thresholds.pensionMinAge)~\(thresholds.pensionMaxAge)세)가 아니라 가입 대상이 아닙니다")
        } else if enoughHours {
            pension = Decision(enrolled: true, note: "국민연금: \(hoursClause)이라 가입 대상입니다")
        } else if taxable >= thresholds.pensionIncome {
            pension = Decision(enrolled: true, note: "국민연금: \(hoursClause)이지만 월 보수 \(DeductionText.won(taxable))(\(DeductionText.manwon(thresholds.pensionIncome)) 이상)이라 가입 대상입니다")
        } else {
            pension = Decision(enrolled: false, note: "국민연금: \(hoursClause)이고 월 보수 \(DeductionText.manwon(thresholds.pensionIncome)) 미만이라 가입 대상이 아닙니다")
        }
        pension = apply(settings.nationalPension, key: "nationalPension", name: "국민연금", to: pension)

        // 건강보험·장기요양보험
        var health = Decision(enrolled: enoughHours, note: enoughHours
            ? "건강보험·장기요양보험: \(hoursClause)이라 가입 대상입니다"
            : "건강보험·장기요양보험: \(hoursClause)이라 가입 대상이 아닙니다")
        health = apply(settings.healthInsurance, key: "healthInsurance", name: "건강보험·장기요양보험", to: health)

        // 고용보험
        var employment: Decision
        if enoughHours {
            employment = Decision(enrolled: true, note: "고용보험: \(hoursClause)이라 가입 대상입니다")
        } else if let start = input.worker.start {
            let covered = start.adding(months: thresholds.employmentInsuranceMonths)
            employment = covered <= input.period.end
                ? Decision(enrolled: true, note: "고용보험: \(hoursClause)이지만 \(start)부터 \(thresholds.employmentInsuranceMonths)개월 이상 일해 가입 대상입니다")
                : Decision(enrolled: false, note: "고용보험: \(hoursClause)이고 \(start)부터 일한 지 \(thresholds.employmentInsuranceMonths)개월이 되지 않아(\(covered)부터 대상) 가입 대상이 아닙니다")
        } else {
            employment = Decision(enrolled: false, note: "고용보험: \(hoursClause)이고 입사일(start)이 없어 \(thresholds.employmentInsuranceMonths)개월 이상 근무 여부를 알 수 없으므로 가입 대상이 아닙니다")
        }
        employment = apply(settings.employmentInsurance, key: "employmentInsurance", name: "고용보험", to: employment)

        return InsuranceEnrolment(pension: pension, health: health, employment: employment)
    }

    static func apply(_ setting: Switch, key: String, name: String, to decision: Decision) -> Decision {
        switch setting {
        case .auto: return decision
        case .on: return Decision(enrolled: true, note: "\(name): 설정(deductions.\(key): true)에 따라 공제합니다")
        case .off: return Decision(enrolled: false, note: "\(name): 설정(deductions.\(key): false)에 따라 공제하지 않습니다")
        }
    }

    /// Completed years (만 나이) on `date`.
    static func age(born: CivilDate, on date: CivilDate) -> Int {
        let hadBirthday = (date.month, date.day) >= (born.month, born.day)
        return date.year - born.year - (hadBirthday ? 0 : 1)
    }
}
