import MoupModel
import MoupPayroll

/// Small content values built in code.
enum Fixture {
    static let here = SourceLocation(file: "test")

    static func date(_ text: String) -> CivilDate { CivilDate(iso: text)! }
    static func time(_ text: String) -> ClockTime { ClockTime(hhmm: text)! }
    static func span(_ start: String, _ end: String) -> TimeSpan { TimeSpan(start: time(start), end: time(end)) }

    static func worker(
        _ id: String = "kim", wage: Wage = Wage(.hourly, 10_320), pay: PayCycle = .monthly,
        start: String? = nil, end: String? = nil, breakRule: BreakRule = .minutes(0),
        allowances: Allowances = Allowances(), mode: DeductionSettings.Mode = .none,
        mealAllowance: Int = 0, employeeNo: String? = "A-1"
    ) -> Worker {
        Worker(
            id: id, workplaceID: "cafe", name: id, employeeNo: employeeNo, start: start.map(date), end: end.map(date),
            wage: wage, pay: pay, weeklyHoliday: .sun, breakRule: breakRule, allowances: allowances,
            deductions: DeductionSettings(mode: mode), mealAllowance: mealAllowance, location: here)
    }

    static func shift(
        _ day: String, _ start: String, _ end: String, _ breakRule: BreakRule? = nil,
        worker: String = "kim", status: Shift.Status = .worked
    ) -> Shift {
        Shift(
            workerID: worker, date: date(day), status: status, span: span(start, end), breakRule: breakRule,
            location: here)
    }

    static func absent(_ day: String, worker: String = "kim") -> Shift {
        Shift(workerID: worker, date: date(day), status: .absent, span: nil, location: here)
    }

    static func repeating(
        _ days: [Weekday], _ start: String, _ end: String, _ breakRule: BreakRule? = nil,
        from: String, until: String? = nil, worker: String = "kim"
    ) -> Repeat {
        Repeat(
            workerID: worker, days: days, span: span(start, end), breakRule: breakRule, from: date(from),
            until: until.map(date), location: here)
    }

    static func content(
        employees: Int = 5, workers: [Worker] = [worker()], shifts: [Shift] = [],
        repeats: [Repeat] = [], payDay: Int = 10
    ) -> Content {
        let place = Workplace(
            id: "cafe", name: "카페", owner: "사장", employees: employees, payDay: payDay,
            workers: workers, shifts: shifts, repeats: repeats, location: here)
        return Content(site: Site(title: "t", location: here), workplaces: [place])
    }

    static func report(_ content: Content, month: String, today: String = "2027-01-01") -> PayrollReport {
        PayrollEngine(rules: TestRules.book).report(for: content, month: YearMonth(iso: month)!, today: date(today))
    }

    /// The single payslip of `month` (fails the test through a crash-free empty payslip when missing).
    static func payslip(_ content: Content, month: String, today: String = "2027-01-01") -> Payslip? {
        report(content, month: month, today: today).payslips.first
    }
}

extension Payslip {
    func amount(_ code: LineCode) -> Int? { earnings.first { $0.code == code }?.amount }
    func line(_ code: LineCode) -> PayLine? { earnings.first { $0.code == code } }
    func alerts(_ code: PayrollAlert.Code) -> [PayrollAlert] { alerts.filter { $0.code == code } }
}
