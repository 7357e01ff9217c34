import MoupModel
import MoupRules

/// 고용보험법 제10조② (payroll-rules.md v3): 실업급여 (제4장) does not cover a person whose employment
/// began at 65 or older (the rule table's `unemploymentHireAge`; age on `start`, from `birthDate`), so
/// neither the worker nor the employer owes the 실업급여 premium; the employer still pays
/// 고용안정·직업능력개발. Employment begun before 65 and continuing past it stays covered.
enum UnemploymentHireAge {
    /// Marks `enrolment` where the rule applies, with a note; where `birthDate` shows the worker is
    /// of that age but `start` is missing, the premium stays and a note says why.
    static func apply(
        to enrolment: inout InsuranceEnrolment, worker: Worker, period: PayPeriod,
        thresholds: EnrolmentThresholds
    ) {
        guard enrolment.employment.enrolled, let born = worker.birthDate else { return }
        let limit = thresholds.unemploymentHireAge
        guard let start = worker.start else {
            let age = InsuranceEnrolment.age(born: born, on: period.start)
            if age >= limit {
                enrolment.moreNotes.append(
                    Phrase(.employmentHireAgeUnknown, ["age": .number(age), "limit": .number(limit)]))
            }
            return
        }
        let age = InsuranceEnrolment.age(born: born, on: start)
        guard age >= limit else { return }
        enrolment.unemploymentPremium = false
        enrolment.moreNotes.append(
            Phrase(
                .employmentHiredFromAge,
                [
                    "start": .date(start), "age": .number(age), "limit": .number(limit),
                ]))
    }
}
