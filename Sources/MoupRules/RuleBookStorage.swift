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
    /// The holidays by day: `holidayDays.slot(of:)` is the index in `figures.holidays` of a date's
    /// holiday, looked up without a search (the engine asks for every day and shift of every payslip).
    let holidayDays: HolidayDays

    init(_ figures: RuleBookFigures) {
        self.figures = figures
        holidayDays = HolidayDays(figures.holidays)
    }
}

/// Which day numbers are holidays, as a table indexed by the day number from the first holiday's
/// through the last one's: a few thousand entries for the years the rule tables cover.
struct HolidayDays: Sendable {
    /// The day number of the table's first entry.
    private let firstDay: Int
    /// Per day: the holiday's index in the sorted list plus one, 0 on an ordinary day.
    private let slots: [Int32]

    /// - Parameter holidays: sorted by date (the first holiday of a date is the one found).
    init(_ holidays: [PublicHoliday]) {
        guard let first = holidays.first?.date.dayNumber, let last = holidays.last?.date.dayNumber else {
            firstDay = 0
            slots = []
            return
        }
        firstDay = first
        var slots = [Int32](repeating: 0, count: last - first + 1)
        for index in holidays.indices.reversed() { slots[holidays[index].date.dayNumber - first] = Int32(index + 1) }
        self.slots = slots
    }

    /// The index in the sorted holidays of the holiday on the day `dayNumber`, or nil.
    func slot(of dayNumber: Int) -> Int? {
        let offset = dayNumber - firstDay
        guard offset >= 0 && offset < slots.count, slots[offset] > 0 else { return nil }
        return Int(slots[offset]) - 1
    }
}
