import MoupModel
import MoupRules

/// A leaver's last pay period and its pay date (근로기준법 제36조, 퇴직급여법 제9조①; payroll-rules.md v2,
/// "Leavers"): the period containing `end` ends on `end`; it is paid on the earlier of the regular pay
/// date and `end` + 14 days (the rule table's `leaving.settlementDays`, counted from the last day of
/// employment, conservatively), unless `finalPayDate` is given: then on that date, with the alert
/// `settlement_extended` when it is later than `end` + 14 (lawful only by written agreement).
enum FinalPayPeriod {
    /// `period` as the leaver's final period when it contains `end`; otherwise unchanged.
    static func apply(to period: PayPeriod, worker: Worker, rules: RuleBook) -> PayPeriod {
        guard let end = worker.end, period.contains(end) else { return period }
        let payDate = worker.finalPayDate ?? min(period.payDate, deadline(end: end, rules: rules))
        return PayPeriod(start: period.start, end: end, payDate: payDate, final: true)
    }

    /// The last lawful pay date without an agreement: `end` + the settlement days in force on `end`.
    static func deadline(end: CivilDate, rules: RuleBook) -> CivilDate {
        end.adding(days: rules.severance.settlementDays.value(on: end))
    }

    /// `settlement_extended` on a final period paid later than the deadline (only a `finalPayDate`
    /// can make it so).
    static func alerts(period: PayPeriod, worker: Worker, rules: RuleBook) -> [PayrollAlert] {
        guard period.final, let end = worker.end else { return [] }
        let deadline = deadline(end: end, rules: rules)
        guard period.payDate > deadline else { return [] }
        let days = rules.severance.settlementDays.value(on: end)
        return [
            PayrollAlert(
                code: .settlementExtended,
                message: Phrase(
                    .alertSettlementExtended,
                    [
                        "payDate": .date(period.payDate),
                        "deadline": .date(deadline), "days": .number(days),
                        "end": .date(end),
                    ]),
                date: period.payDate)
        ]
    }
}
