import MoupModel

/// A `RuleBook`'s figures as stored, field for field (see `RuleBook` for what each one is).
struct RuleBookFigures: Sendable {
    var minimumWage: Dated<Int>
    var holidays: [PublicHoliday]
    var insurance: Dated<InsuranceRates>
    var mealAllowanceLimit: Dated<Int>
    var childTaxReduction: Dated<ChildTaxReduction>
    var incomeTaxTable: Dated<IncomeTaxTable>
    var coveredThrough: CivilDate
    var enrolment: Dated<EnrolmentThresholds>
    var withholding: Dated<WithholdingRates>
    var annualLeave: Dated<AnnualLeaveFigures>
    var contractHours: Dated<ContractHourFigures>
    var partTimeOvertime: Dated<Ratio>
    var unconfirmed: [UnconfirmedFigure]
    var severance: SeveranceRules
    var dailyWorker: DailyWorkerRules
}

/// The one immutable copy of a book's figures that the book's copies share: the engine hands the
/// book to every worker's payslip and its parts, and a copy then retains this one object instead of
/// each of the book's tables.
final class RuleBookStorage: Sendable {
    let figures: RuleBookFigures

    init(_ figures: RuleBookFigures) {
        self.figures = figures
    }
}
