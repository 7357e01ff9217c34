import MoupModel
import MoupRules

/// What `deductions.mode: daily` needs besides the payslip's totals: each date's pay, and the
/// worker's activity in the calendar month of the period (for insurance).
struct DailyWorkerInput {
    /// Each date's earnings without the meal allowance, exact.
    var pay: [CivilDate: ExactWon]
    /// Each date's meal allowance, exact.
    var meal: [CivilDate: ExactWon]
    /// Worked days and minutes in the calendar month of the period's last day.
    var monthWorkedDays: Int
    var monthWorkedMinutes: Int

    /// - Parameter records: the worker's shift records at the workplace, any status and date.
    init(pay dated: DatedEarnings, records: [Shift], worker: Worker, period: PayPeriod) {
        pay = dated.perDate(excluding: [.mealAllowance])
        meal = dated.amounts[.mealAllowance] ?? [:]
        let month = period.end.yearMonth
        var days = Set<CivilDate>()
        var minutes = 0
        for record in records where record.status == .worked && month.contains(record.date) {
            guard let span = record.span else { continue }
            days.insert(record.date)
            minutes += WorkedTime(span: span, rule: record.breakRule ?? worker.breakRule) { _ in false }.worked
        }
        monthWorkedDays = days.count
        monthWorkedMinutes = minutes
    }
}

/// 일용근로소득 withholding (소득세법 제47조②, 제59조③, 제129조①4, 제134조③; payroll-rules.md v2): each
/// date's pay P_d (its earnings, the tax-free meal allowance excluded) is taxed
/// max(0, P_d − 150,000) × 6 % × (1 − 55 %), exactly; the payment's `income_tax` is the sum of its days
/// floored to 10 won, and 0 when under 1,000 won — the test is on the payment, not the day
/// (국세청: 소액부징수는 지급금액 기준); `local_income_tax` = 10 % of it floored to 10 won. The figures
/// are the rule table's `dailyWorker` and `withholding`, in force on the pay date.
enum DailyWorkerWithholding {
    struct Day: Hashable, Sendable {
        let date: CivilDate
        let pay: ExactWon
        let tax: ExactWon
    }

    /// The day's taxable pay: its earnings plus the part of its meal allowance that is not tax-free
    /// (`taxFree` of the month's `meal`), exactly.
    static func taxablePay(_ input: DailyWorkerInput, taxFree: Int, meal: Int) -> [CivilDate: ExactWon] {
        var pay = input.pay
        guard meal > taxFree else { return pay }
        for (date, amount) in input.meal {
            pay[date, default: .zero] += amount.scaled(by: meal - taxFree, over: meal)
        }
        return pay
    }

    /// The tax of each date with pay above the day's deduction, in date order.
    static func days(_ pay: [CivilDate: ExactWon], figures: DailyWorkerRules, on payDate: CivilDate) -> [Day] {
        let deduction = figures.dayDeduction.value(on: payDate)
        let rate = figures.taxRate.value(on: payDate)
        let credit = figures.taxCredit.value(on: payDate)
        // (P − deduction) × rate × (1 − credit) = (P − deduction) × rn × (cd − cn) ÷ (rd × cd).
        let numerator = rate.numerator * (credit.denominator - credit.numerator)
        let denominator = rate.denominator * credit.denominator
        return pay.keys.sorted().compactMap { date in
            guard let excess = pay[date]!.minus(won: deduction) else { return nil }
            return Day(date: date, pay: pay[date]!, tax: excess.scaled(by: numerator, over: denominator))
        }
    }

    static func compute(
        _ input: DailyWorkerInput, taxFree: Int, meal: Int, payDate: CivilDate,
        rules: RuleBook
    ) -> (lines: [PayLine], notes: [Phrase]) {
        let figures = rules.dailyWorker
        let withholding = rules.withholding.value(on: payDate)
        let deduction = figures.dayDeduction.value(on: payDate)
        let rateText =
            "\(figures.taxRate.value(on: payDate).percentText) × (1 − \(figures.taxCredit.value(on: payDate).percentText))"
        let days = days(taxablePay(input, taxFree: taxFree, meal: meal), figures: figures, on: payDate)
        guard !days.isEmpty else {
            return ([], [Phrase(.dailyTaxNone, ["deduction": .won(deduction)])])
        }
        let exact = days.reduce(ExactWon.zero) { $0 + $1.tax }
        let tax = TenWon.floor(exact.floored)
        // Days of the same whole-won pay are written once with their count.
        var terms: [Phrase] = []
        var counts: [Phrase: Int] = [:]
        for day in days {
            let pay = day.pay.floored
            let term = Phrase(
                .dailyTaxTerm,
                [
                    "pay": .won(pay), "more": .text(day.pay == ExactWon(won: pay) ? "" : "…"),
                    "deduction": .won(deduction), "rate": .text(rateText),
                ])
            if counts[term] == nil { terms.append(term) }
            counts[term, default: 0] += 1
        }
        let sum = terms.map {
            counts[$0]! > 1 ? Phrase(.daysTimes, ["days": .number(counts[$0]!), "term": .phrase($0)]) : $0
        }
        let basis = Phrase(
            .dailyTax, ["terms": .phrases(sum, separator: " + "), "exact": .won(exact.floored), "tax": .won(tax)])
        guard tax >= withholding.minimumWithholding else {
            return (
                [],
                [Phrase(.dailyTaxSmall, ["basis": .phrase(basis), "minimum": .won(withholding.minimumWithholding)])]
            )
        }
        let local = RatedAmount(base: tax, rate: withholding.localIncomeTax)
        return ([PayLine(code: .incomeTax, amount: tax, basis: basis), local.line(.localIncomeTax)], [])
    }
}

extension ExactWon {
    /// The amount × `numerator` ÷ `denominator`, exactly (both positive; `numerator` may be 0).
    func scaled(by numerator: Int, over denominator: Int) -> ExactWon {
        var result = ExactWon(whole * numerator, denominator)
        for (d, n) in fractions { result += ExactWon(n * numerator, d * denominator) }
        return result
    }

    /// The amount less `won`, or nil when that is not above 0.
    func minus(won: Int) -> ExactWon? {
        guard whole >= won else { return nil }
        var result = ExactWon(won: whole - won)
        for (d, n) in fractions { result += ExactWon(n, d) }
        return result == ExactWon.zero ? nil : result
    }
}
