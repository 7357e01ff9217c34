import MoupModel
import MoupPayroll

/// Payslips added up: worked minutes, the totals, and each earning, deduction and employer line by
/// code, of the wage payslips; 인건비 and 퇴직금 in `labour` (`LabourCost`, the one place they are
/// worked out). A severance statement adds only its 퇴직금 (to `labour`), its count and its pay date, so
/// every row's lines add up to its totals. Only sums of the engine's own figures: nothing is priced again.
struct PaySums: Hashable, Sendable {
    var minutes = 0
    var gross = 0
    var taxFree = 0
    var deductions = 0
    var net = 0
    /// 인건비 (gross plus the employer's insurance shares) and, beside it, 퇴직금.
    var labour = LabourCost()
    var earningLines: [LineCode: Int] = [:]
    var deductionLines: [LineCode: Int] = [:]
    var employerLines: [LineCode: Int] = [:]
    /// How many payslips were added (severance statements included).
    var count = 0
    /// The pay dates of the payslips added, ascending, each once.
    var payDates: [CivilDate] = []

    mutating func add(_ slip: Payslip) {
        labour.add(slip)
        count += 1
        insert([slip.period.payDate])
        guard slip.kind == .wages else { return }
        minutes += slip.minutes.worked
        gross += slip.gross
        taxFree += slip.taxFree
        deductions += slip.totalDeductions
        net += slip.net
        for line in slip.earnings { earningLines[line.code, default: 0] += line.amount }
        for line in slip.deductions { deductionLines[line.code, default: 0] += line.amount }
        for line in slip.employer { employerLines[line.code, default: 0] += line.amount }
    }

    mutating func add(_ other: PaySums) {
        minutes += other.minutes
        gross += other.gross
        taxFree += other.taxFree
        deductions += other.deductions
        net += other.net
        labour.add(other.labour)
        earningLines.merge(other.earningLines, uniquingKeysWith: +)
        deductionLines.merge(other.deductionLines, uniquingKeysWith: +)
        employerLines.merge(other.employerLines, uniquingKeysWith: +)
        count += other.count
        insert(other.payDates)
    }

    private mutating func insert(_ dates: [CivilDate]) {
        for date in dates where !payDates.contains(date) { payDates.append(date) }
        payDates.sort()
    }

    static func of<S: Sequence>(_ slips: S) -> PaySums where S.Element == Payslip {
        var sums = PaySums()
        for slip in slips { sums.add(slip) }
        return sums
    }
}

/// The payslips of every report added up by workplace and month and by worker and month, in one
/// pass, for the trend, owner and year pages (which read these sums instead of the payslips).
struct PayrollTotals: Sendable {
    /// By `SiteIndex.key(workplace, month)`.
    private var byWorkplaceMonth: [String: PaySums] = [:]
    /// By `workerKey(workplace, worker, month)`.
    private var byWorkerMonth: [String: PaySums] = [:]
    /// Report months with payslips, per workplace, ascending.
    private(set) var months: [String: [YearMonth]] = [:]
    /// Workers with payslips in each year, by `yearKey(workplace, year)`, sorted by id.
    private(set) var workersByYear: [String: [String]] = [:]
    /// `workerKey`s with the year in place of the month, for `has(_:_:year:)`.
    private var workerYears: Set<String> = []

    init(_ reports: [PayrollReport]) {
        var months: [String: Set<YearMonth>] = [:]
        var workers: [String: Set<String>] = [:]
        for report in reports {
            for slip in report.payslips {
                byWorkplaceMonth[SiteIndex.key(slip.workplaceID, report.month), default: PaySums()].add(slip)
                byWorkerMonth[Self.workerKey(slip.workplaceID, slip.workerID, report.month), default: PaySums()].add(
                    slip)
                months[slip.workplaceID, default: []].insert(report.month)
                workers[Self.yearKey(slip.workplaceID, report.month.year), default: []].insert(slip.workerID)
                workerYears.insert("\(slip.workplaceID)|\(slip.workerID)|\(report.month.year)")
            }
        }
        self.months = months.mapValues { $0.sorted() }
        workersByYear = workers.mapValues { $0.sorted() }
    }

    /// The workplace's payslips of `month` added up (empty sums when there are none).
    func workplace(_ workplace: String, _ month: YearMonth) -> PaySums {
        byWorkplaceMonth[SiteIndex.key(workplace, month)] ?? PaySums()
    }

    /// One worker's payslips of `month` at the workplace added up.
    func worker(_ workplace: String, _ worker: String, _ month: YearMonth) -> PaySums {
        byWorkerMonth[Self.workerKey(workplace, worker, month)] ?? PaySums()
    }

    /// The calendar years (of report months) in which the workplace has payslips, ascending.
    func years(_ workplace: String) -> [Int] {
        var years: [Int] = []
        for month in months[workplace] ?? [] where years.last != month.year { years.append(month.year) }
        return years
    }

    /// The workplace's report months with payslips in `year`, ascending.
    func months(_ workplace: String, year: Int) -> [YearMonth] {
        (months[workplace] ?? []).filter { $0.year == year }
    }

    /// Workers with payslips at the workplace in `year`, sorted by id.
    func workers(_ workplace: String, year: Int) -> [String] {
        workersByYear[Self.yearKey(workplace, year)] ?? []
    }

    /// True when the worker has payslips at the workplace in `year` (so a year page).
    func has(_ workplace: String, _ worker: String, year: Int) -> Bool {
        workerYears.contains("\(workplace)|\(worker)|\(year)")
    }

    static func workerKey(_ workplace: String, _ worker: String, _ month: YearMonth) -> String {
        "\(workplace)|\(worker)|\(month)"
    }

    static func yearKey(_ workplace: String, _ year: Int) -> String { "\(workplace)|\(year)" }
}
