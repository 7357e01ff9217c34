import MoupModel
import MoupRules

/// 국민연금법 제8조② (payroll-rules.md v3): a worker under 18 (the rule table's `pensionAge.min`) at a
/// workplace that would enrol them is a 사업장가입자 unless they decline; `nationalPension: false`
/// records the decline. Before v3 an under-18 worker was never enrolled.
enum PensionUnder18 {
    /// The `nationalPension` setting applied to the `auto` decision, with the under-18 reading:
    /// `auto` keeps an enrolment and says why it holds under 18; `false` is the worker's decline.
    /// - Parameter age: completed years on the period's first day, nil without `birthDate`.
    static func apply(
        _ setting: Switch, age: Int?, thresholds: EnrolmentThresholds,
        to decision: InsuranceEnrolment.Decision
    ) -> InsuranceEnrolment.Decision {
        guard let age, age < thresholds.pensionMinAge, setting != .on else {
            return InsuranceEnrolment.apply(
                setting, key: "nationalPension", name: Phrase(.insurancePension), to: decision)
        }
        if setting == .off {
            return .init(
                enrolled: false,
                note: Phrase(
                    .pensionUnder18Declined,
                    [
                        "age": .number(age), "min": .number(thresholds.pensionMinAge),
                    ]))
        }
        guard decision.enrolled else { return decision }
        return .init(
            enrolled: true,
            note: Phrase(
                .pensionUnder18,
                [
                    "clause": .phrase(decision.note), "age": .number(age), "min": .number(thresholds.pensionMinAge),
                ]))
    }
}
