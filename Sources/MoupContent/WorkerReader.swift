import MoupModel

/// Reads `workers/<id>.md` into a `Worker`, resolving every default.
enum WorkerReader {
    static let keys = [
        "name", "person", "employeeNo", "birthDate", "color", "role", "start", "end", "wage", "pay",
        "weeklyHoliday", "breakMinutes", "allowances", "deductions", "mealAllowance", "history", "finalPayDate",
        "duties", "payMethod", "contractIssued",
    ]

    static func read(_ file: SourceFile, id: String, workplace: WorkplaceHeader, report: Report) -> Worker? {
        guard let frontMatter = FrontMatter.read(file, into: report) else { return nil }
        guard let root = frontMatter.root else {
            report.error(
                Wording("content.workerFrontMatterMissing"),
                at: file.start, code: "content.front-matter-missing")
            return nil
        }
        guard
            let fields = FieldReader(root, allowed: keys, what: .phrase("what.frontMatter"), file: file, report: report)
        else {
            return nil
        }
        let name = fields.text("name", required: true)
        warnIfNameIsID(name, id: id, fields)
        let person = fields.id("person") ?? id
        let employeeNo = fields.text("employeeNo")
        let birthDate = fields.date("birthDate")
        if !fields.has("employeeNo") && !fields.has("birthDate") {
            report.warning(
                Wording("content.identificationMissing"), at: file.start,
                code: "content.identification-missing")
        }
        let color = readColor(fields) ?? WorkerColor.derived(from: id)
        let role = fields.text("role")
        let start = fields.date("start")
        let end = fields.date("end")
        if let start, let end, end < start, let endValue = fields.value("end") {
            report.error(
                Wording("content.endBeforeStart", ["end": "\(end)", "start": "\(start)"]), in: file,
                at: endValue.position,
                code: "content.date-order")
        }
        let wage = readWage(fields)
        let pay = readPay(fields)
        let weeklyHoliday = fields.weekday("weeklyHoliday") ?? workplace.weekStart.previous
        let breakRule = readBreakMinutes(fields)
        let allowances = readAllowances(fields)
        let deductions = readDeductions(fields, pay: pay)
        let mealAllowance = fields.integer("mealAllowance", in: 0...Int.max, unit: .phrase("unit.won")) ?? 0
        let history = WorkHistoryReader.read(fields, start: start)
        let finalPayDate = readFinalPayDate(fields, end: end)
        let duties = fields.text("duties")
        let payMethod = fields.choice("payMethod", among: PayMethod.allCases)
        let contractIssued = readContractIssued(fields)

        guard let name, let (wage, wageLocations) = wage else { return nil }
        var worker = Worker(
            id: id, workplaceID: workplace.id, name: name, person: person, employeeNo: employeeNo,
            birthDate: birthDate, color: color, role: role, start: start, end: end, wage: wage,
            pay: pay ?? .monthly, weeklyHoliday: weeklyHoliday, breakRule: breakRule ?? .minutes(0),
            allowances: allowances, deductions: deductions, mealAllowance: mealAllowance,
            history: history, finalPayDate: finalPayDate, duties: duties, payMethod: payMethod,
            contractIssued: contractIssued, notes: frontMatter.body, location: file.start)
        worker.wageLocations = wageLocations
        return worker
    }

    /// A warning when `name` is still the worker id, as `moup new worker` writes it: pages and payslips
    /// show the name, so the worker would appear as `park-seoyeon` instead of 박서연.
    private static func warnIfNameIsID(_ name: String?, id: String, _ fields: FieldReader) {
        guard name == id, let value = fields.value("name") else { return }
        fields.report.warning(
            Wording("content.nameIsID", ["id": "\(id)"]),
            in: fields.file, at: value.position, code: "content.name-is-id")
    }

    /// `finalPayDate`: only for a leaver (`end`), and not before `end`.
    private static func readFinalPayDate(_ fields: FieldReader, end: CivilDate?) -> CivilDate? {
        guard let date = fields.date("finalPayDate"), let value = fields.value("finalPayDate") else { return nil }
        guard let end else {
            fields.report.error(
                Wording("content.finalPayDateNeedsEnd"), in: fields.file, at: value.position,
                code: "content.final-pay-date-needs-end")
            return nil
        }
        guard date >= end else {
            fields.report.error(
                Wording("content.finalPayDateBeforeEnd", ["date": "\(date)", "end": "\(end)"]), in: fields.file,
                at: value.position,
                code: "content.date-order")
            return nil
        }
        return date
    }

    /// `contractIssued: [2026-10-01, …]`: the dates each 근로계약서 version was handed over (a single date
    /// is read as a list of one); a date written twice is an error.
    private static func readContractIssued(_ fields: FieldReader) -> [CivilDate] {
        guard let value = fields.value("contractIssued") else { return [] }
        let items: [SourceValue]
        if case .list(let list) = value.kind { items = list } else { items = [value] }
        var dates: [CivilDate] = []
        for item in items {
            guard let date = fields.date(item, "'contractIssued'") else { continue }
            if dates.contains(date) {
                fields.report.error(
                    Wording("content.listedTwice", ["key": "contractIssued", "value": "\(date)"]), in: fields.file,
                    at: item.position,
                    code: "content.duplicate-value")
                continue
            }
            dates.append(date)
        }
        return dates.sorted()
    }

    private static func readColor(_ fields: FieldReader) -> String? {
        if let entry = fields.entry("color"), case .null = entry.value.kind {
            fields.report.error(
                Wording("content.colorEmpty"),
                in: fields.file, at: entry.value.position, code: "content.invalid-value")
            return nil
        }
        guard let value = fields.value("color") else { return nil }
        guard case .text(let text, _) = value.kind, WorkerColor.isValid(text) else {
            fields.fail(value, "'color'", .phrase("expect.colour"))
            return nil
        }
        return text.lowercased()
    }

    /// The wage, with where each of its steps' amounts is written (`wage.amount`, or each raise's).
    private static func readWage(_ fields: FieldReader) -> (Wage, [SourceLocation])? {
        guard let wage = fields.map("wage", allowed: ["type", "amount"], required: true) else { return nil }
        let kind = wage.choice("type", among: [Wage.Kind.hourly, .daily, .monthly], required: true)
        guard let amountValue = wage.value("amount") else {
            wage.missing("amount")
            return nil
        }
        let steps: [(Wage.Step, SourceLocation)]?
        if case .list(let items) = amountValue.kind {
            steps = readRaises(items, wage: wage, at: amountValue)
        } else {
            steps = wage.integer(amountValue, "'wage.amount'", in: 1...Int.max, unit: .phrase("unit.won")).map {
                [(Wage.Step(from: nil, amount: $0), fields.file.location(amountValue.position))]
            }
        }
        guard let kind, let steps else { return nil }
        return (Wage(kind: kind, steps: steps.map(\.0)), steps.map(\.1))
    }

    /// `amount: [{from: 2026-01-01, amount: 10030}, …]`: `from` may be left out on the first
    /// step only, and the dates strictly increase.
    private static func readRaises(
        _ items: [SourceValue], wage: FieldReader, at list: SourceValue
    ) -> [(Wage.Step, SourceLocation)]? {
        guard !items.isEmpty else {
            wage.fail(list, "'wage.amount'", .phrase("expect.wageAmount"))
            return nil
        }
        var steps: [(Wage.Step, SourceLocation)] = []
        var valid = true
        var previous: CivilDate?
        for (index, item) in items.enumerated() {
            guard
                let step = FieldReader(
                    item, allowed: ["from", "amount"], what: .phrase("what.raise"),
                    namePrefix: "wage.amount.", file: wage.file, report: wage.report)
            else {
                valid = false
                continue
            }
            let from = step.date("from", required: index > 0)
            let amount = step.integer("amount", in: 1...Int.max, unit: .phrase("unit.won"), required: true)
            if let from, let previous, from <= previous, let fromValue = step.value("from") {
                wage.report.error(
                    Wording("content.raiseOrder", ["from": "\(from)", "previous": "\(previous)"]), in: wage.file,
                    at: fromValue.position, code: "content.date-order")
                valid = false
            }
            if let from { previous = from }
            guard let amount, let amountValue = step.value("amount"), from != nil || index == 0 else {
                valid = false
                continue
            }
            steps.append((Wage.Step(from: from, amount: amount), wage.file.location(amountValue.position)))
        }
        return valid ? steps : nil
    }

    private static func readPay(_ fields: FieldReader) -> PayCycle? {
        guard let pay = fields.map("pay", allowed: ["cycle", "weekday"]) else { return nil }
        let cycle = pay.choice("cycle", among: [CycleName.monthly, .weekly]) ?? .monthly
        let weekday = pay.weekday("weekday")
        if cycle == .monthly, let value = pay.value("weekday") {
            pay.report.warning(
                Wording("content.payWeekdayIgnored"), in: pay.file, at: value.position,
                code: "content.ignored-key")
        }
        return cycle == .weekly ? .weekly(payday: weekday ?? .fri) : .monthly
    }

    private static func readBreakMinutes(_ fields: FieldReader) -> BreakRule? {
        guard let value = fields.value("breakMinutes") else { return nil }
        if case .text(let text, _) = value.kind, text == "auto" { return .auto }
        return fields.integer(value, "'breakMinutes'", in: 0...1439, unit: .phrase("unit.minutesOrAuto")).map {
            .minutes($0)
        }
    }

    private static func readAllowances(_ fields: FieldReader) -> Allowances {
        var allowances = Allowances()
        let keys = ["night", "overtime", "holiday", "weekly", "publicHoliday", "annualLeave", "partTimeOvertime"]
        guard let map = fields.map("allowances", allowed: keys) else { return allowances }
        allowances.night = map.onOff("night") ?? .auto
        allowances.overtime = map.onOff("overtime") ?? .auto
        allowances.holiday = map.onOff("holiday") ?? .auto
        allowances.weekly = map.onOff("weekly") ?? .auto
        allowances.publicHoliday = map.onOff("publicHoliday") ?? .auto
        allowances.annualLeave = map.onOff("annualLeave") ?? .auto
        allowances.partTimeOvertime = map.onOff("partTimeOvertime") ?? .auto
        return allowances
    }

    private static func readDeductions(_ fields: FieldReader, pay: PayCycle?) -> DeductionSettings {
        var settings = DeductionSettings()
        let keys = [
            "mode", "nationalPension", "healthInsurance", "employmentInsurance", "incomeTax", "dependents", "children",
        ]
        guard let map = fields.map("deductions", allowed: keys) else { return settings }
        settings.mode =
            map.choice("mode", among: [DeductionSettings.Mode.none, .freelance, .insurance, .daily]) ?? .none
        settings.nationalPension = map.onOff("nationalPension") ?? .auto
        settings.healthInsurance = map.onOff("healthInsurance") ?? .auto
        settings.employmentInsurance = map.onOff("employmentInsurance") ?? .auto
        settings.incomeTax = map.onOff("incomeTax") ?? .auto
        settings.dependents = map.integer("dependents", in: 1...11) ?? 1
        if let children = map.integer("children", in: 0...10) {
            if children > settings.dependents - 1, let value = map.value("children") {
                map.report.error(
                    Wording(
                        "content.childrenTooMany", ["children": "\(children)", "most": "\(settings.dependents - 1)"]),
                    in: map.file, at: value.position,
                    code: "content.invalid-value")
            } else {
                settings.children = children
            }
        }
        if settings.mode == .insurance, case .weekly = pay, let value = map.value("mode") {
            map.report.error(
                Wording("content.insuranceNeedsMonthly"),
                in: map.file, at: value.position, code: "content.incompatible-keys")
        }
        return settings
    }
}

/// The spellings of `pay.cycle`.
private enum CycleName: String {
    case monthly, weekly
}
