import MoupModel
import MoupWords

/// Builds a `RuleBook` from the text of the year files and the CSV tables they name, merging
/// each figure's entries across years and reporting every problem with its file and line.
enum RuleBookLoader {
    /// `yearFiles` and `tables` map a file name (`2026.yml`, `income-tax-table-2024.csv`) to its
    /// text; `folder` prefixes the names in diagnostics (e.g. `rules`).
    static func load(
        yearFiles: [String: String], tables: [String: String], folder: String
    ) throws(DiagnosticList) -> RuleBook {
        var diagnostics: [Diagnostic] = []
        func path(_ name: String) -> String { folder.isEmpty ? name : "\(folder)/\(name)" }

        var years: [YearFile] = []
        // Each year's file parsed on its own (on every core), then checked in name order.
        let names = yearFiles.keys.sorted()
        let parsed = names.map { (name: $0, text: yearFiles[$0]!, path: path($0)) }.concurrentMap { file in
            var found: [Diagnostic] = []
            return (file: YearFile.parse(file.text, file: file.path, diagnostics: &found), diagnostics: found)
        }
        for (name, result) in zip(names, parsed) {
            diagnostics += result.diagnostics
            guard let file = result.file else { continue }
            let stem = String(name.dropLast(".yml".count))
            if stem != String(file.year) {
                diagnostics.append(
                    .error(
                        Wording("ruleFile.yearMismatch", ["year": "\(file.year)", "stem": "\(stem)"]),
                        at: file.yearLocation))
            }
            if let previous = years.first(where: { $0.year == file.year }) {
                diagnostics.append(
                    .error(
                        Wording(
                            "ruleFile.yearTwice", ["year": "\(file.year)", "file": "\(previous.yearLocation.file)"]),
                        at: file.yearLocation))
                continue
            }
            years.append(file)
        }
        years.sort { $0.year < $1.year }
        guard let lastYear = years.last?.year else {
            diagnostics.append(
                .error(Wording("ruleFile.noFiles"), at: SourceLocation(file: folder.isEmpty ? "rules" : folder)))
            throw DiagnosticList(diagnostics)
        }

        // Income-tax tables: each CSV parsed once.
        var parsedTables: [String: [IncomeTaxTable.Band]] = [:]
        for reference in years.flatMap(\.incomeTaxTable) where parsedTables[reference.value.file] == nil {
            guard let text = tables[reference.value.file] else {
                diagnostics.append(
                    .error(
                        Wording("ruleFile.taxTableMissing", ["file": "\(reference.value.file)"]),
                        at: reference.value.fileLocation))
                parsedTables[reference.value.file] = []
                continue
            }
            let (bands, problems) = IncomeTaxTableCSV.parse(text, file: path(reference.value.file))
            diagnostics += problems
            parsedTables[reference.value.file] = bands
        }
        if diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticList(diagnostics) }

        func dated<T>(_ key: KeyPath<YearFile, [FigureEntry<T>]>) -> Dated<T> {
            Dated(
                years.flatMap { $0[keyPath: key] }.map {
                    Dated.Entry(from: $0.from, value: $0.value, source: $0.source)
                })
        }

        let insurance = compose(
            [
                \.pensionEmployee, \.pensionEmployer, \.healthEmployee, \.healthEmployer, \.healthTotal, \.longTermCare,
                \.employmentEmployee, \.employmentEmployer,
            ], ints: [\.pensionFloor, \.pensionCeiling, \.healthFloor, \.healthCeiling], years: years
        ) { date, rate, won, extra in
            let tiers = extra.stability(on: date)
            return InsuranceRates(
                nationalPensionEmployee: rate(\.pensionEmployee), nationalPensionEmployer: rate(\.pensionEmployer),
                pensionBaseFloor: won(\.pensionFloor), pensionBaseCeiling: won(\.pensionCeiling),
                healthEmployee: rate(\.healthEmployee), healthEmployer: rate(\.healthEmployer),
                longTermCare: rate(\.longTermCare), healthTotal: rate(\.healthTotal),
                employmentEmployee: rate(\.employmentEmployee), employmentEmployer: rate(\.employmentEmployer),
                employmentStabilityUnder150: tiers.first?.rate ?? .zero, employmentStabilityTiers: tiers,
                healthPremiumFloor: won(\.healthFloor), healthPremiumCeiling: won(\.healthCeiling))
        }
        let enrolment = compose(
            [], ints: [\.monthlyHours, \.pensionIncome, \.employmentInsuranceMonths, \.unemploymentHireAge],
            years: years
        ) { date, _, won, extra in
            let ages = extra.pensionAge(on: date)
            return EnrolmentThresholds(
                monthlyHours: won(\.monthlyHours), pensionIncome: won(\.pensionIncome),
                pensionMinAge: ages.min, pensionMaxAge: ages.max,
                employmentInsuranceMonths: won(\.employmentInsuranceMonths),
                unemploymentHireAge: won(\.unemploymentHireAge))
        }
        let withholding = compose(
            [\.localIncomeTax, \.businessIncome], ints: [\.minimumWithholding],
            years: years
        ) { date, rate, won, extra in
            WithholdingRates(
                localIncomeTax: rate(\.localIncomeTax), businessIncome: rate(\.businessIncome),
                minimumWithholding: won(\.minimumWithholding),
                businessIncomeSmallAmountExempt: extra.businessIncomeSmallAmountExempt(on: date))
        }
        let taxTables = Dated(
            years.flatMap(\.incomeTaxTable).map { entry in
                Dated.Entry(
                    from: entry.from,
                    value: IncomeTaxTable(
                        bands: parsedTables[entry.value.file] ?? [], source: entry.source,
                        tenMillionRow: entry.value.tenMillionRow, highPaySteps: entry.value.highPaySteps),
                    source: entry.source)
            })

        let leave = LeaveFigureComposition(years: years)
        return RuleBook(
            minimumWage: dated(\.minimumWage),
            holidays: years.flatMap(\.holidays),
            insurance: insurance,
            mealAllowanceLimit: dated(\.mealAllowanceLimit),
            childTaxReduction: dated(\.childTaxReduction),
            incomeTaxTable: taxTables,
            coveredThrough: CivilDate(year: lastYear, month: 12, day: 31)!,
            enrolment: enrolment,
            withholding: withholding,
            annualLeave: leave.annualLeave,
            contractHours: leave.contractHours,
            partTimeOvertime: dated(\.partTimeOvertimeRate),
            unconfirmed: unconfirmedFigures(years),
            severance: severanceRules(years),
            dailyWorker: dailyWorkerRules(years))
    }

    /// Figures taken on the date worked rather than the pay date (payroll-rules.md: earnings vs
    /// deductions); holidays are always taken on their date.
    private static let workedDateFigures: Set<String> = ["minimumWage"]

    /// Figures taken for the premium month (v3: the insurances' rates, limits and enrolment thresholds
    /// of the month the pay period ends in), by the group or figure name they start with.
    private static let premiumMonthPrefixes = [
        "nationalPension.", "healthInsurance.", "longTermCare.", "employmentInsurance.",
        "enrolment.", "dailyWorker.insuranceDays", "dailyWorker.insuranceMonths",
    ]

    private static func use(of figure: String, isHoliday: Bool) -> UnconfirmedFigure.Use {
        if isHoliday || workedDateFigures.contains(figure) { return .workedDate }
        if premiumMonthPrefixes.contains(where: { figure.hasPrefix($0) }) { return .premiumMonth }
        return .payDate
    }

    /// The `unconfirmed: true` entries of every year, each in force until the day before its figure's
    /// next entry (in the same file or a later one).
    private static func unconfirmedFigures(_ years: [YearFile]) -> [UnconfirmedFigure] {
        var dates: [String: [CivilDate]] = [:]
        for year in years {
            for (figure, froms) in year.entryDates { dates[figure, default: []] += froms }
        }
        return years.flatMap(\.unconfirmed).map { entry in
            let next = dates[entry.figure]?.filter { $0 > entry.from }.min()
            let isHoliday = entry.through != nil
            return UnconfirmedFigure(
                figure: entry.figure, from: entry.from, through: entry.through ?? next.map { $0.adding(days: -1) },
                use: use(of: entry.figure, isHoliday: isHoliday),
                note: entry.note, source: entry.source, location: entry.location)
        }
    }

    /// Figures read together (all insurance rates, all enrolment thresholds) become one dated
    /// value per date on which any of them changes; its source lists the sources in force.
    private static func compose<T>(
        _ ratios: [KeyPath<YearFile, [FigureEntry<Ratio>]>], ints: [KeyPath<YearFile, [FigureEntry<Int>]>],
        years: [YearFile],
        build: (
            CivilDate, (KeyPath<YearFile, [FigureEntry<Ratio>]>) -> Ratio,
            (KeyPath<YearFile, [FigureEntry<Int>]>) -> Int, ExtraFigures
        ) -> T
    ) -> Dated<T> {
        let extra = ExtraFigures(years: years)
        func inForce<V>(_ entries: [FigureEntry<V>], on date: CivilDate) -> FigureEntry<V> {
            entries.last { $0.from <= date } ?? entries[0]
        }
        var ratioSeries: [KeyPath<YearFile, [FigureEntry<Ratio>]>: [FigureEntry<Ratio>]] = [:]
        for key in ratios { ratioSeries[key] = years.flatMap { $0[keyPath: key] } }
        var intSeries: [KeyPath<YearFile, [FigureEntry<Int>]>: [FigureEntry<Int>]] = [:]
        for key in ints { intSeries[key] = years.flatMap { $0[keyPath: key] } }
        var dates = Set<CivilDate>()
        for series in ratioSeries.values { dates.formUnion(series.map { $0.from }) }
        for series in intSeries.values { dates.formUnion(series.map { $0.from }) }
        dates.formUnion(extra.dates)
        var entries: [Dated<T>.Entry] = []
        for date in dates.sorted() {
            var sources: [String] = []
            func note(_ source: String) { if !sources.contains(source) { sources.append(source) } }
            for key in ratios { note(inForce(ratioSeries[key]!, on: date).source) }
            for key in ints { note(inForce(intSeries[key]!, on: date).source) }
            let value = build(
                date, { inForce(ratioSeries[$0]!, on: date).value }, { inForce(intSeries[$0]!, on: date).value }, extra)
            entries.append(Dated.Entry(from: date, value: value, source: sources.joined(separator: " | ")))
        }
        return Dated(entries)
    }

    /// Figures with their own value types, looked up by date while composing.
    private struct ExtraFigures {
        let stabilityEntries: [FigureEntry<[EmploymentStabilityTier]>]
        let ageEntries: [FigureEntry<AgeRange>]
        let smallAmountEntries: [FigureEntry<Bool>]

        init(years: [YearFile]) {
            stabilityEntries = years.flatMap(\.employmentStability)
            ageEntries = years.flatMap(\.pensionAge)
            smallAmountEntries = years.flatMap(\.businessIncomeSmallAmountExempt)
        }

        var dates: [CivilDate] {
            stabilityEntries.map(\.from) + ageEntries.map(\.from) + smallAmountEntries.map(\.from)
        }

        func stability(on date: CivilDate) -> [EmploymentStabilityTier] {
            (stabilityEntries.last { $0.from <= date } ?? stabilityEntries[0]).value
        }

        func pensionAge(on date: CivilDate) -> AgeRange {
            (ageEntries.last { $0.from <= date } ?? ageEntries[0]).value
        }

        func businessIncomeSmallAmountExempt(on date: CivilDate) -> Bool {
            (smallAmountEntries.last { $0.from <= date } ?? smallAmountEntries[0]).value
        }
    }
}
