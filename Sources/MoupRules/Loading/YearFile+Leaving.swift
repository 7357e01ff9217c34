import MoupModel
import MoupWords
import Yams

/// The entries of `leaving:` and `retirementIncomeTax:` in one year file.
struct SeveranceFigures: Sendable {
    var settlementDays: [FigureEntry<Int>] = []
    var irpThreshold: [FigureEntry<Int>] = []
    var irpExemptAge: [FigureEntry<Int>] = []
    var minimumServiceMonths: [FigureEntry<Int>] = []
    var blockDays: [FigureEntry<Int>] = []
    var averageWageMonths: [FigureEntry<Int>] = []
    var daysPerYear: [FigureEntry<Int>] = []
    var expiredLeaveShare: [FigureEntry<Ratio>] = []
    var serviceDeduction: [FigureEntry<[ServiceYearsStep]>] = []
    var convertedPayDeduction: [FigureEntry<[BracketStep]>] = []
    var basicRates: [FigureEntry<[BracketStep]>] = []
}

/// The entries of `dailyWorker:` in one year file.
struct DailyWorkerFigures: Sendable {
    var dayDeduction: [FigureEntry<Int>] = []
    var taxRate: [FigureEntry<Ratio>] = []
    var taxCredit: [FigureEntry<Ratio>] = []
    var insuranceDays: [FigureEntry<Int>] = []
    var insuranceMonths: [FigureEntry<Int>] = []
    var regularAfterMonths: [FigureEntry<Int>] = []
}

extension YearFileParser {
    /// The top-level keys of leaving, severance and daily workers (payroll-rules.md v2).
    static let leavingKeys = ["leaving", "retirementIncomeTax", "dailyWorker"]

    mutating func parseLeaving(_ top: [String: Node], into result: inout YearFile) {
        if let node = top["leaving"],
            let group = reader.mapping(
                node, what: "leaving",
                required: [
                    "settlementDays", "irpThreshold", "irpExemptAge", "minimumServiceMonths", "blockDays",
                    "averageWageMonths", "daysPerYear", "expiredLeaveShare",
                ])
        {
            if let n = group["settlementDays"] {
                result.severance.settlementDays = entries(n, "leaving.settlementDays", count("days"))
            }
            if let n = group["irpThreshold"] { result.severance.irpThreshold = entries(n, "leaving.irpThreshold", won) }
            if let n = group["irpExemptAge"] {
                result.severance.irpExemptAge = entries(n, "leaving.irpExemptAge", count("years"))
            }
            if let n = group["minimumServiceMonths"] {
                result.severance.minimumServiceMonths = entries(n, "leaving.minimumServiceMonths", count("months"))
            }
            if let n = group["blockDays"] {
                result.severance.blockDays = entries(n, "leaving.blockDays", count("days"))
            }
            if let n = group["averageWageMonths"] {
                result.severance.averageWageMonths = entries(n, "leaving.averageWageMonths", count("months"))
            }
            if let n = group["daysPerYear"] {
                result.severance.daysPerYear = entries(n, "leaving.daysPerYear", count("days"))
            }
            if let n = group["expiredLeaveShare"] {
                result.severance.expiredLeaveShare = entries(n, "leaving.expiredLeaveShare", rate)
            }
        }
        if let node = top["retirementIncomeTax"],
            let group = reader.mapping(
                node, what: "retirementIncomeTax",
                required: ["serviceDeduction", "convertedPayDeduction", "basicRates"])
        {
            if let n = group["serviceDeduction"] {
                result.severance.serviceDeduction = entries(n, "retirementIncomeTax.serviceDeduction", serviceSteps)
            }
            if let n = group["convertedPayDeduction"] {
                result.severance.convertedPayDeduction = entries(
                    n, "retirementIncomeTax.convertedPayDeduction", brackets)
            }
            if let n = group["basicRates"] {
                result.severance.basicRates = entries(n, "retirementIncomeTax.basicRates", brackets)
            }
        }
        if let node = top["dailyWorker"],
            let group = reader.mapping(
                node, what: "dailyWorker",
                required: [
                    "dayDeduction", "taxRate", "taxCredit", "insuranceDays", "insuranceMonths", "regularAfterMonths",
                ])
        {
            if let n = group["dayDeduction"] {
                result.dailyWorker.dayDeduction = entries(n, "dailyWorker.dayDeduction", won)
            }
            if let n = group["taxRate"] { result.dailyWorker.taxRate = entries(n, "dailyWorker.taxRate", rate) }
            if let n = group["taxCredit"] { result.dailyWorker.taxCredit = entries(n, "dailyWorker.taxCredit", rate) }
            if let n = group["insuranceDays"] {
                result.dailyWorker.insuranceDays = entries(n, "dailyWorker.insuranceDays", count("days"))
            }
            if let n = group["insuranceMonths"] {
                result.dailyWorker.insuranceMonths = entries(n, "dailyWorker.insuranceMonths", count("months"))
            }
            if let n = group["regularAfterMonths"] {
                result.dailyWorker.regularAfterMonths = entries(n, "dailyWorker.regularAfterMonths", count("months"))
            }
        }
    }

    /// `steps: [{ overYears, add, perYear }, …]`, by increasing `overYears`, the first at 0.
    var serviceSteps: ValueReader<[ServiceYearsStep]> {
        (
            ["steps"],
            { reader, map, what in
                guard let node = map["steps"], let items = reader.sequence(node, what: "\(what).steps") else {
                    return nil
                }
                var steps: [ServiceYearsStep] = []
                for item in items {
                    guard
                        let step = reader.mapping(
                            item, what: .wording(Wording("ruleFile.stepOf", ["what": "\(what)"])),
                            required: ["overYears", "add", "perYear"]),
                        let over = step["overYears"].flatMap({ reader.int($0, what: "\(what).steps.overYears") }),
                        let add = step["add"].flatMap({ reader.int($0, what: "\(what).steps.add") }),
                        let perYear = step["perYear"].flatMap({ reader.int($0, what: "\(what).steps.perYear") })
                    else { return nil }
                    if let last = steps.last, last.overYears >= over {
                        reader.error(Wording("ruleFile.stepsOverYearsOrder", ["what": "\(what)"]), at: item)
                        return nil
                    }
                    steps.append(ServiceYearsStep(overYears: over, add: add, perYear: perYear))
                }
                guard steps.first?.overYears == 0 else {
                    reader.error(Wording("ruleFile.firstStepOverYears", ["what": "\(what)"]), at: node)
                    return nil
                }
                return steps
            }
        )
    }

    /// `steps: [{ over, add, rate }, …]`, by increasing `over`, the first at 0.
    var brackets: ValueReader<[BracketStep]> {
        (
            ["steps"],
            { reader, map, what in
                guard let node = map["steps"], let items = reader.sequence(node, what: "\(what).steps") else {
                    return nil
                }
                var steps: [BracketStep] = []
                for item in items {
                    guard
                        let step = reader.mapping(
                            item, what: .wording(Wording("ruleFile.stepOf", ["what": "\(what)"])),
                            required: ["over", "add", "rate"]),
                        let over = step["over"].flatMap({ reader.int($0, what: "\(what).steps.over") }),
                        let add = step["add"].flatMap({ reader.int($0, what: "\(what).steps.add") }),
                        let rateNode = step["rate"], let rate = reader.ratio(rateNode, what: "\(what).steps.rate")
                    else { return nil }
                    guard rate.numerator <= rate.denominator else {
                        reader.error(Wording("ruleFile.stepRate", ["what": "\(what)"]), at: rateNode)
                        return nil
                    }
                    if let last = steps.last, last.over >= over {
                        reader.error(Wording("ruleFile.stepsOverOrder", ["what": "\(what)"]), at: item)
                        return nil
                    }
                    steps.append(BracketStep(over: over, add: add, rate: rate))
                }
                guard steps.first?.over == 0 else {
                    reader.error(Wording("ruleFile.firstStepOver", ["what": "\(what)"]), at: node)
                    return nil
                }
                return steps
            }
        )
    }
}

extension RuleBookLoader {
    /// Each figure of `leaving:` and `retirementIncomeTax:` merged across the years.
    static func severanceRules(_ years: [YearFile]) -> SeveranceRules {
        func dated<T>(_ key: KeyPath<SeveranceFigures, [FigureEntry<T>]>) -> Dated<T> {
            Dated(
                years.flatMap { $0.severance[keyPath: key] }.map {
                    Dated.Entry(from: $0.from, value: $0.value, source: $0.source)
                })
        }
        let service = dated(\.serviceDeduction)
        let converted = dated(\.convertedPayDeduction)
        let basic = dated(\.basicRates)
        // One table per date on which any of the three changes; its source names the three in force.
        let dates = Set(service.entries.map(\.from) + converted.entries.map(\.from) + basic.entries.map(\.from))
            .sorted()
        let tables = dates.map { date in
            let parts = (service.entry(on: date), converted.entry(on: date), basic.entry(on: date))
            var sources: [String] = []
            for source in [parts.0.source, parts.1.source, parts.2.source] where !sources.contains(source) {
                sources.append(source)
            }
            return Dated<RetirementIncomeTaxTable>.Entry(
                from: date,
                value: RetirementIncomeTaxTable(
                    serviceDeduction: parts.0.value, convertedPayDeduction: parts.1.value,
                    basicRates: parts.2.value),
                source: sources.joined(separator: " | "))
        }
        let parts = (
            dated(\.minimumServiceMonths), dated(\.blockDays), dated(\.averageWageMonths), dated(\.daysPerYear),
            dated(\.expiredLeaveShare)
        )
        let measureDates = Set(
            parts.0.entries.map(\.from) + parts.1.entries.map(\.from) + parts.2.entries.map(\.from)
                + parts.3.entries.map(\.from) + parts.4.entries.map(\.from)
        ).sorted()
        let measures = measureDates.map { date in
            let sources = [
                parts.0.entry(on: date).source, parts.1.entry(on: date).source, parts.2.entry(on: date).source,
                parts.3.entry(on: date).source, parts.4.entry(on: date).source,
            ]
            return Dated<SeveranceMeasure>.Entry(
                from: date,
                value: SeveranceMeasure(
                    minimumServiceMonths: parts.0.value(on: date), blockDays: parts.1.value(on: date),
                    averageWageMonths: parts.2.value(on: date), daysPerYear: parts.3.value(on: date),
                    expiredLeaveShare: parts.4.value(on: date)),
                source: sources.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(
                    separator: " | "))
        }
        return SeveranceRules(
            settlementDays: dated(\.settlementDays), irpThreshold: dated(\.irpThreshold),
            irpExemptAge: dated(\.irpExemptAge), retirementIncomeTax: Dated(tables),
            measure: Dated(measures))
    }

    /// Each figure of `dailyWorker:` merged across the years.
    static func dailyWorkerRules(_ years: [YearFile]) -> DailyWorkerRules {
        func dated<T>(_ key: KeyPath<DailyWorkerFigures, [FigureEntry<T>]>) -> Dated<T> {
            Dated(
                years.flatMap { $0.dailyWorker[keyPath: key] }.map {
                    Dated.Entry(from: $0.from, value: $0.value, source: $0.source)
                })
        }
        return DailyWorkerRules(
            dayDeduction: dated(\.dayDeduction), taxRate: dated(\.taxRate), taxCredit: dated(\.taxCredit),
            insuranceDays: dated(\.insuranceDays), insuranceMonths: dated(\.insuranceMonths),
            regularAfterMonths: dated(\.regularAfterMonths))
    }
}
