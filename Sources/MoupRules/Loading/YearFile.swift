import MoupModel
import MoupWords
import Yams

/// One figure's value from one `from` date, as written in a year file.
struct FigureEntry<Value: Sendable>: Sendable {
    var from: CivilDate
    var value: Value
    var source: String
    var location: SourceLocation
}

/// A later year's 연차 days: `base`, one more every `everyYears` years, at most `max`.
struct LaterYearLeaveDays: Hashable, Sendable {
    var base: Int
    var everyYears: Int
    var max: Int
}

/// The comparable full-time week.
struct FullTimeWeek: Hashable, Sendable {
    var minutes: Int
    var days: Int
}

/// National-pension ages, inclusive.
struct AgeRange: Hashable, Sendable {
    var min: Int
    var max: Int
}

/// The income-tax table entry of a year file, before its CSV is read.
struct IncomeTaxTableReference: Sendable {
    var file: String
    var fileLocation: SourceLocation
    var tenMillionRow: [Int]
    var highPaySteps: [IncomeTaxTable.HighPayStep]
}

/// An entry written `unconfirmed: true` (with its `note`), before the loader knows where the
/// figure's next entry starts.
struct UnconfirmedEntry: Sendable {
    /// The figure's name in the file (`longTermCare.rate`), or `holidays <date> (<name>)`.
    var figure: String
    var from: CivilDate
    /// A holiday's own date; nil for other figures (in force until the figure's next entry).
    var through: CivilDate?
    var note: String
    var source: String
    var location: SourceLocation
}

/// One `rules/<year>.yml` file, parsed (see the header of `2026.yml` for the layout).
struct YearFile: Sendable {
    var year: Int
    var yearLocation: SourceLocation
    var minimumWage: [FigureEntry<Int>] = []
    var mealAllowanceLimit: [FigureEntry<Int>] = []
    var pensionEmployee: [FigureEntry<Ratio>] = []
    var pensionEmployer: [FigureEntry<Ratio>] = []
    var pensionFloor: [FigureEntry<Int>] = []
    var pensionCeiling: [FigureEntry<Int>] = []
    var healthEmployee: [FigureEntry<Ratio>] = []
    var healthEmployer: [FigureEntry<Ratio>] = []
    var healthTotal: [FigureEntry<Ratio>] = []
    /// 건강보험료 of each share: floor and ceiling (v3).
    var healthFloor: [FigureEntry<Int>] = []
    var healthCeiling: [FigureEntry<Int>] = []
    var longTermCare: [FigureEntry<Ratio>] = []
    var employmentEmployee: [FigureEntry<Ratio>] = []
    var employmentEmployer: [FigureEntry<Ratio>] = []
    var employmentStability: [FigureEntry<[EmploymentStabilityTier]>] = []
    var monthlyHours: [FigureEntry<Int>] = []
    var pensionIncome: [FigureEntry<Int>] = []
    var pensionAge: [FigureEntry<AgeRange>] = []
    var employmentInsuranceMonths: [FigureEntry<Int>] = []
    /// 고용보험법 제10조② (v3): employment begun at this age or older owes no 실업급여 premium.
    var unemploymentHireAge: [FigureEntry<Int>] = []
    var localIncomeTax: [FigureEntry<Ratio>] = []
    var businessIncome: [FigureEntry<Ratio>] = []
    var minimumWithholding: [FigureEntry<Int>] = []
    var businessIncomeSmallAmountExempt: [FigureEntry<Bool>] = []
    var childTaxReduction: [FigureEntry<ChildTaxReduction>] = []
    var incomeTaxTable: [FigureEntry<IncomeTaxTableReference>] = []
    var holidays: [PublicHoliday] = []
    /// 연차 (v2): a later year's days (base, every n years, max), the first year's most days, the
    /// attendance rate and the longest leave day.
    var leaveDays: [FigureEntry<LaterYearLeaveDays>] = []
    var firstYearMaxDays: [FigureEntry<Int>] = []
    var attendanceRate: [FigureEntry<Ratio>] = []
    var leaveDayMinutesCap: [FigureEntry<Int>] = []
    /// 단시간근로자 (v2): the 15-hour line and the full-time week (minutes, days).
    var shortHoursThreshold: [FigureEntry<Int>] = []
    var fullTimeWeek: [FigureEntry<FullTimeWeek>] = []
    /// 기간제법 제6조③ premium rate (v2).
    var partTimeOvertimeRate: [FigureEntry<Ratio>] = []
    /// `leaving:` and `retirementIncomeTax:` (YearFile+Leaving.swift).
    var severance = SeveranceFigures()
    /// `dailyWorker:` (YearFile+Leaving.swift).
    var dailyWorker = DailyWorkerFigures()
    /// Entries written `unconfirmed: true`, in file order.
    var unconfirmed: [UnconfirmedEntry] = []
    /// Every entry's `from` date by figure name (`longTermCare.rate`), to find where an unconfirmed
    /// entry ends.
    var entryDates: [String: [CivilDate]] = [:]

    /// Parses `text`; problems go to `diagnostics`. Nil when the file cannot be read at all.
    static func parse(_ text: String, file: String, diagnostics: inout [Diagnostic]) -> YearFile? {
        let root: Node
        do {
            // Scalars are read as text (`YAMLReader`), so no tag is resolved (see `FrontMatter.read`).
            guard let node = try Yams.compose(yaml: text, .basic, .default, .utf8) else {
                diagnostics.append(.error(Wording("ruleFile.empty"), at: SourceLocation(file: file)))
                return nil
            }
            root = node
        } catch let error as YamlError {
            diagnostics.append(
                .error(
                    Wording("ruleFile.invalidYAML", ["problem": "\(error)"]),
                    at: YearFile.location(of: error, file: file)))
            return nil
        } catch {
            diagnostics.append(
                .error(Wording("ruleFile.invalidYAML", ["problem": "\(error)"]), at: SourceLocation(file: file)))
            return nil
        }
        var reader = YAMLReader(file: file)
        defer { diagnostics += reader.diagnostics }
        guard
            let top = reader.mapping(
                root, what: .wording(Wording("ruleFile.theRuleFile")),
                required: [
                    "year", "minimumWage", "mealAllowanceLimit", "nationalPension", "healthInsurance", "longTermCare",
                    "employmentInsurance", "enrolment", "withholding", "childTaxReduction", "incomeTaxTable",
                    "holidays",
                    "annualLeave", "contractHours", "partTimeOvertime",
                ] + YearFileParser.leavingKeys), let yearNode = top["year"],
            let year = reader.int(yearNode, what: "year")
        else { return nil }
        var parser = YearFileParser(reader: reader, year: year)
        defer { reader = parser.reader }
        return parser.parse(top, yearLocation: reader.location(yearNode))
    }

    private static func location(of error: YamlError, file: String) -> SourceLocation {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return SourceLocation(file: file, line: mark.line, column: mark.column)
        default:
            return SourceLocation(file: file)
        }
    }
}

/// Walks a year file's top-level mapping into a `YearFile`.
struct YearFileParser {
    var reader: YAMLReader
    let year: Int
    var unconfirmed: [UnconfirmedEntry] = []
    var entryDates: [String: [CivilDate]] = [:]

    init(reader: YAMLReader, year: Int) {
        self.reader = reader
        self.year = year
    }

    mutating func parse(_ top: [String: Node], yearLocation: SourceLocation) -> YearFile {
        var result = YearFile(year: year, yearLocation: yearLocation)
        if let node = top["minimumWage"] { result.minimumWage = entries(node, "minimumWage", won) }
        if let node = top["mealAllowanceLimit"] { result.mealAllowanceLimit = entries(node, "mealAllowanceLimit", won) }
        if let node = top["nationalPension"],
            let group = reader.mapping(
                node, what: "nationalPension",
                required: ["employeeRate", "employerRate", "baseFloor", "baseCeiling"])
        {
            if let n = group["employeeRate"] {
                result.pensionEmployee = entries(n, "nationalPension.employeeRate", rate)
            }
            if let n = group["employerRate"] {
                result.pensionEmployer = entries(n, "nationalPension.employerRate", rate)
            }
            if let n = group["baseFloor"] { result.pensionFloor = entries(n, "nationalPension.baseFloor", won) }
            if let n = group["baseCeiling"] { result.pensionCeiling = entries(n, "nationalPension.baseCeiling", won) }
        }
        if let node = top["healthInsurance"],
            let group = reader.mapping(
                node, what: "healthInsurance",
                required: ["employeeRate", "employerRate", "totalRate", "premiumFloor", "premiumCeiling"])
        {
            if let n = group["employeeRate"] {
                result.healthEmployee = entries(n, "healthInsurance.employeeRate", rate)
            }
            if let n = group["employerRate"] {
                result.healthEmployer = entries(n, "healthInsurance.employerRate", rate)
            }
            if let n = group["totalRate"] { result.healthTotal = entries(n, "healthInsurance.totalRate", rate) }
            if let n = group["premiumFloor"] { result.healthFloor = entries(n, "healthInsurance.premiumFloor", won) }
            if let n = group["premiumCeiling"] {
                result.healthCeiling = entries(n, "healthInsurance.premiumCeiling", won)
            }
        }
        if let node = top["longTermCare"], let group = reader.mapping(node, what: "longTermCare", required: ["rate"]),
            let n = group["rate"]
        {
            result.longTermCare = entries(n, "longTermCare.rate", rate)
        }
        if let node = top["employmentInsurance"],
            let group = reader.mapping(
                node, what: "employmentInsurance",
                required: ["employeeRate", "employerRate", "stability"])
        {
            if let n = group["employeeRate"] {
                result.employmentEmployee = entries(n, "employmentInsurance.employeeRate", rate)
            }
            if let n = group["employerRate"] {
                result.employmentEmployer = entries(n, "employmentInsurance.employerRate", rate)
            }
            if let n = group["stability"] {
                result.employmentStability = entries(n, "employmentInsurance.stability", stabilityTiers)
            }
        }
        if let node = top["enrolment"],
            let group = reader.mapping(
                node, what: "enrolment",
                required: [
                    "monthlyHours", "pensionIncome", "pensionAge", "employmentInsuranceMonths", "unemploymentHireAge",
                ])
        {
            if let n = group["monthlyHours"] {
                result.monthlyHours = entries(n, "enrolment.monthlyHours", count("hours"))
            }
            if let n = group["pensionIncome"] { result.pensionIncome = entries(n, "enrolment.pensionIncome", won) }
            if let n = group["pensionAge"] { result.pensionAge = entries(n, "enrolment.pensionAge", ageRange) }
            if let n = group["employmentInsuranceMonths"] {
                result.employmentInsuranceMonths = entries(n, "enrolment.employmentInsuranceMonths", count("months"))
            }
            if let n = group["unemploymentHireAge"] {
                result.unemploymentHireAge = entries(n, "enrolment.unemploymentHireAge", count("years"))
            }
        }
        if let node = top["withholding"],
            let group = reader.mapping(
                node, what: "withholding",
                required: [
                    "localIncomeTaxRate", "businessIncomeRate", "minimumWithholding", "businessIncomeSmallAmountExempt",
                ])
        {
            if let n = group["localIncomeTaxRate"] {
                result.localIncomeTax = entries(n, "withholding.localIncomeTaxRate", rate)
            }
            if let n = group["businessIncomeRate"] {
                result.businessIncome = entries(n, "withholding.businessIncomeRate", rate)
            }
            if let n = group["minimumWithholding"] {
                result.minimumWithholding = entries(n, "withholding.minimumWithholding", won)
            }
            if let n = group["businessIncomeSmallAmountExempt"] {
                result.businessIncomeSmallAmountExempt = entries(
                    n, "withholding.businessIncomeSmallAmountExempt", flag("exempt"))
            }
        }
        if let node = top["childTaxReduction"] {
            result.childTaxReduction = entries(node, "childTaxReduction", childReduction)
        }
        if let node = top["incomeTaxTable"] { result.incomeTaxTable = entries(node, "incomeTaxTable", taxTable) }
        if let node = top["holidays"] { result.holidays = holidays(node) }
        if let node = top["annualLeave"],
            let group = reader.mapping(
                node, what: "annualLeave",
                required: ["days", "firstYearMaxDays", "attendanceRate", "dayMinutesCap"])
        {
            if let n = group["days"] { result.leaveDays = entries(n, "annualLeave.days", laterYearDays) }
            if let n = group["firstYearMaxDays"] {
                result.firstYearMaxDays = entries(n, "annualLeave.firstYearMaxDays", count("days"))
            }
            if let n = group["attendanceRate"] {
                result.attendanceRate = entries(n, "annualLeave.attendanceRate", rate)
            }
            if let n = group["dayMinutesCap"] {
                result.leaveDayMinutesCap = entries(n, "annualLeave.dayMinutesCap", count("minutes"))
            }
        }
        if let node = top["contractHours"],
            let group = reader.mapping(
                node, what: "contractHours",
                required: ["shortHoursThreshold", "fullTimeWeek"])
        {
            if let n = group["shortHoursThreshold"] {
                result.shortHoursThreshold = entries(n, "contractHours.shortHoursThreshold", count("minutes"))
            }
            if let n = group["fullTimeWeek"] {
                result.fullTimeWeek = entries(n, "contractHours.fullTimeWeek", fullTimeWeek)
            }
        }
        if let node = top["partTimeOvertime"],
            let group = reader.mapping(node, what: "partTimeOvertime", required: ["rate"]),
            let n = group["rate"]
        {
            result.partTimeOvertimeRate = entries(n, "partTimeOvertime.rate", wholePercentRate)
        }
        parseLeaving(top, into: &result)
        result.unconfirmed = unconfirmed
        result.entryDates = entryDates
        return result
    }

    // MARK: value readers: the keys an entry holds besides `from` and `source`, and how to read them.

    typealias ValueReader<T> = (keys: [String], read: (inout YAMLReader, [String: Node], String) -> T?)

    var won: ValueReader<Int> { count("won") }

    func count(_ key: String) -> ValueReader<Int> {
        ([key], { reader, map, what in map[key].flatMap { reader.int($0, what: "\(what).\(key)") } })
    }

    func flag(_ key: String) -> ValueReader<Bool> {
        ([key], { reader, map, what in map[key].flatMap { reader.bool($0, what: "\(what).\(key)") } })
    }

    var rate: ValueReader<Ratio> {
        (
            ["rate"],
            { reader, map, what in
                guard let node = map["rate"], let value = reader.ratio(node, what: "\(what).rate") else { return nil }
                guard value.numerator <= value.denominator else {
                    reader.error(Wording("ruleFile.rate", ["what": "\(what)"]), at: node)
                    return nil
                }
                return value
            }
        )
    }

    var laterYearDays: ValueReader<LaterYearLeaveDays> {
        (
            ["base", "everyYears", "max"],
            { reader, map, what in
                guard let base = map["base"].flatMap({ reader.int($0, what: "\(what).base") }),
                    let everyNode = map["everyYears"], let every = reader.int(everyNode, what: "\(what).everyYears"),
                    let maxNode = map["max"], let max = reader.int(maxNode, what: "\(what).max")
                else { return nil }
                guard every >= 1 else {
                    reader.error(Wording("ruleFile.everyYears", ["what": "\(what)"]), at: everyNode)
                    return nil
                }
                guard max >= base else {
                    reader.error(Wording("ruleFile.maxBelowBase", ["what": "\(what)"]), at: maxNode)
                    return nil
                }
                return LaterYearLeaveDays(base: base, everyYears: every, max: max)
            }
        )
    }

    var fullTimeWeek: ValueReader<FullTimeWeek> {
        (
            ["minutes", "days"],
            { reader, map, what in
                guard let minutes = map["minutes"].flatMap({ reader.int($0, what: "\(what).minutes") }),
                    let daysNode = map["days"], let days = reader.int(daysNode, what: "\(what).days")
                else { return nil }
                guard (1...7).contains(days) else {
                    reader.error(Wording("ruleFile.days", ["what": "\(what)"]), at: daysNode)
                    return nil
                }
                return FullTimeWeek(minutes: minutes, days: days)
            }
        )
    }

    /// A premium rate the payslip writes as a whole percentage (0.5 = 50%).
    var wholePercentRate: ValueReader<Ratio> {
        (
            ["rate"],
            { reader, map, what in
                guard let node = map["rate"], let value = rate.read(&reader, map, what) else { return nil }
                guard (value.numerator * 100) % value.denominator == 0 else {
                    reader.error(Wording("ruleFile.wholePercentage", ["what": "\(what)"]), at: node)
                    return nil
                }
                return value
            }
        )
    }

    var ageRange: ValueReader<AgeRange> {
        (
            ["min", "max"],
            { reader, map, what in
                guard let minNode = map["min"], let maxNode = map["max"],
                    let min = reader.int(minNode, what: "\(what).min"),
                    let max = reader.int(maxNode, what: "\(what).max")
                else { return nil }
                guard min <= max else {
                    reader.error(Wording("ruleFile.minAboveMax", ["what": "\(what)"]), at: minNode)
                    return nil
                }
                return AgeRange(min: min, max: max)
            }
        )
    }

    var childReduction: ValueReader<ChildTaxReduction> {
        (
            ["one", "two", "eachFurther"],
            { reader, map, what in
                guard let one = map["one"].flatMap({ reader.int($0, what: "\(what).one") }),
                    let two = map["two"].flatMap({ reader.int($0, what: "\(what).two") }),
                    let further = map["eachFurther"].flatMap({ reader.int($0, what: "\(what).eachFurther") })
                else { return nil }
                return ChildTaxReduction(one: one, two: two, eachFurther: further)
            }
        )
    }

    var stabilityTiers: ValueReader<[EmploymentStabilityTier]> {
        (
            ["tiers"],
            { reader, map, what in
                guard let node = map["tiers"], let items = reader.sequence(node, what: "\(what).tiers") else {
                    return nil
                }
                var tiers: [EmploymentStabilityTier] = []
                for item in items {
                    guard
                        let tier = reader.mapping(
                            item, what: .wording(Wording("ruleFile.stabilityTier")), required: ["employees", "rate"]),
                        let employees = tier["employees"].flatMap({ reader.int($0, what: "\(what).tiers.employees") }),
                        let rate = tier["rate"].flatMap({ reader.ratio($0, what: "\(what).tiers.rate") })
                    else { continue }
                    if let last = tiers.last, last.employees >= employees {
                        reader.error(Wording("ruleFile.tiersOrder"), at: item)
                    }
                    tiers.append(EmploymentStabilityTier(employees: employees, rate: rate))
                }
                if tiers.first?.employees != 0 {
                    reader.error(Wording("ruleFile.firstTier"), at: node)
                    return nil
                }
                return tiers
            }
        )
    }

    var taxTable: ValueReader<IncomeTaxTableReference> {
        (
            ["file", "tenMillion", "above"],
            { reader, map, what in
                guard let fileNode = map["file"], let file = reader.text(fileNode, what: "\(what).file"),
                    let rowNode = map["tenMillion"], let row = reader.sequence(rowNode, what: "\(what).tenMillion"),
                    let aboveNode = map["above"], let above = reader.sequence(aboveNode, what: "\(what).above")
                else { return nil }
                let taxes = row.compactMap { reader.int($0, what: "\(what).tenMillion") }
                guard taxes.count == row.count else { return nil }
                guard taxes.count == IncomeTaxTableCSV.dependentColumns else {
                    reader.error(
                        Wording(
                            "ruleFile.tenMillion",
                            [
                                "what": "\(what)", "count": "\(IncomeTaxTableCSV.dependentColumns)",
                                "found": "\(taxes.count)",
                            ]), at: rowNode)
                    return nil
                }
                var steps: [IncomeTaxTable.HighPayStep] = []
                for item in above {
                    guard
                        let step = reader.mapping(
                            item, what: .wording(Wording("ruleFile.stepOf", ["what": "\(what).above"])),
                            required: ["over", "add", "rate"]),
                        let over = step["over"].flatMap({ reader.int($0, what: "\(what).above.over") }),
                        let add = step["add"].flatMap({ reader.int($0, what: "\(what).above.add") }),
                        let rate = step["rate"].flatMap({ reader.ratio($0, what: "\(what).above.rate") })
                    else { continue }
                    if let last = steps.last, last.over >= over {
                        reader.error(Wording("ruleFile.aboveOrder", ["what": "\(what)"]), at: item)
                    }
                    steps.append(IncomeTaxTable.HighPayStep(over: over, add: add, rate: rate))
                }
                return IncomeTaxTableReference(
                    file: file, fileLocation: reader.location(fileNode), tenMillionRow: taxes,
                    highPaySteps: steps)
            }
        )
    }

    // MARK: lists

    /// A figure's entries: each a mapping of `from`, the value keys and `source`; `from` dates
    /// inside the file's year, strictly increasing, the first on 1 January.
    mutating func entries<T>(_ node: Node, _ what: String, _ value: ValueReader<T>) -> [FigureEntry<T>] {
        guard let items = reader.sequence(node, what: what) else { return [] }
        var result: [FigureEntry<T>] = []
        for item in items {
            guard
                let map = reader.mapping(
                    item, what: .wording(Wording("ruleFile.entryOf", ["what": "\(what)"])),
                    required: ["from"] + value.keys + ["source"],
                    optional: Self.confirmationKeys),
                let fromNode = map["from"], let from = reader.date(fromNode, what: "\(what).from"),
                let source = map["source"].flatMap({ reader.text($0, what: "\(what).source") }),
                let parsed = value.read(&reader, map, what),
                let confirmation = confirmation(map, entry: item, what: what)
            else { continue }
            if from.year != year {
                reader.error(
                    Wording("ruleFile.entryOutsideYear", ["what": "\(what)", "from": "\(from)", "year": "\(year)"]),
                    at: fromNode)
                continue
            }
            if let last = result.last, last.from >= from {
                reader.error(Wording("ruleFile.entriesOrder", ["what": "\(what)"]), at: fromNode)
                continue
            }
            result.append(FigureEntry(from: from, value: parsed, source: source, location: reader.location(item)))
            entryDates[what, default: []].append(from)
            if case .unconfirmed(let note) = confirmation {
                unconfirmed.append(
                    UnconfirmedEntry(
                        figure: what, from: from, through: nil, note: note, source: source,
                        location: reader.location(item)))
            }
        }
        if let first = result.first {
            if first.from != CivilDate(year: year, month: 1, day: 1) {
                reader.error(Wording("ruleFile.restate", ["what": "\(what)", "year": "\(year)"]), at: node)
            }
        } else if items.isEmpty {
            reader.error(Wording("ruleFile.needsJanuary", ["what": "\(what)", "year": "\(year)"]), at: node)
        }
        return result
    }

    mutating func holidays(_ node: Node) -> [PublicHoliday] {
        guard let items = reader.sequence(node, what: "holidays") else { return [] }
        var result: [PublicHoliday] = []
        for item in items {
            guard
                let map = reader.mapping(
                    item, what: .wording(Wording("ruleFile.holiday")), required: ["date", "name", "kind", "source"],
                    optional: Self.confirmationKeys),
                let dateNode = map["date"], let date = reader.date(dateNode, what: "holidays.date"),
                let name = map["name"].flatMap({ reader.text($0, what: "holidays.name") }),
                let kindNode = map["kind"], let kindText = reader.text(kindNode, what: "holidays.kind"),
                let source = map["source"].flatMap({ reader.text($0, what: "holidays.source") }),
                let confirmation = confirmation(map, entry: item, what: "holidays")
            else { continue }
            guard let kind = PublicHoliday.Kind(rawValue: kindText) else {
                reader.error(Wording("ruleFile.holidayKind", ["kind": "\(kindText)"]), at: kindNode)
                continue
            }
            if date.year != year {
                reader.error(
                    Wording("ruleFile.holidayOutsideYear", ["date": "\(date)", "year": "\(year)"]), at: dateNode)
                continue
            }
            if result.contains(where: { $0.date == date }) {
                reader.error(Wording("ruleFile.holidayTwice", ["date": "\(date)"]), at: dateNode)
                continue
            }
            result.append(PublicHoliday(date: date, name: name, kind: kind, source: source))
            if case .unconfirmed(let note) = confirmation {
                unconfirmed.append(
                    UnconfirmedEntry(
                        figure: "holidays \(date) (\(name))", from: date, through: date,
                        note: note, source: source, location: reader.location(item)))
            }
        }
        return result
    }

    // MARK: unconfirmed figures

    /// The keys every entry and holiday may add: `unconfirmed: true` with a `note`.
    static let confirmationKeys = ["unconfirmed", "note"]

    enum Confirmation {
        case confirmed
        /// With the note saying why and what stands in.
        case unconfirmed(String)
    }

    /// Reads `unconfirmed` and `note`: `unconfirmed: true` needs a note; a note needs `unconfirmed: true`.
    /// Nil (with an error) when they do not fit together.
    mutating func confirmation(_ map: [String: Node], entry: Node, what: String) -> Confirmation? {
        let flagged: Bool
        if let node = map["unconfirmed"] {
            guard let value = reader.bool(node, what: "\(what).unconfirmed") else { return nil }
            flagged = value
        } else {
            flagged = false
        }
        switch (flagged, map["note"]) {
        case (false, nil):
            return .confirmed
        case (false, let node?):
            reader.error(Wording("ruleFile.noteWithoutFlag", ["what": "\(what)"]), at: node)
            return nil
        case (true, nil):
            reader.error(Wording("ruleFile.flagWithoutNote", ["what": "\(what)"]), at: entry)
            return nil
        case (true, let node?):
            guard let note = reader.text(node, what: "\(what).note") else { return nil }
            return .unconfirmed(note)
        }
    }
}
