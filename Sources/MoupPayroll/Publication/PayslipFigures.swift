import MoupModel

/// Which payslip of which worker: the same key in every build for the same pay period, so a later
/// build can tell what it publishes differently from what an earlier one published.
public struct PayslipKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var workplaceID: String
    public var workerID: String
    public var kind: PayslipKind
    /// The period's first day (a period that ends earlier, e.g. for a leaver, keeps its key).
    public var periodStart: CivilDate

    public init(workplaceID: String, workerID: String, kind: PayslipKind, periodStart: CivilDate) {
        self.workplaceID = workplaceID
        self.workerID = workerID
        self.kind = kind
        self.periodStart = periodStart
    }

    public init(_ payslip: Payslip) {
        self.init(workplaceID: payslip.workplaceID, workerID: payslip.workerID, kind: payslip.kind,
                  periodStart: payslip.period.start)
    }

    public static func < (lhs: PayslipKey, rhs: PayslipKey) -> Bool {
        (lhs.workplaceID, lhs.workerID, lhs.periodStart.description, lhs.kind.rawValue)
            < (rhs.workplaceID, rhs.workerID, rhs.periodStart.description, rhs.kind.rawValue)
    }

    /// `cafe-moup/kim-minji/2026-10-01` (`…/severance` for a 퇴직금 statement).
    public var description: String {
        "\(workplaceID)/\(workerID)/\(periodStart)" + (kind == .wages ? "" : "/\(kind.rawValue)")
    }
}

/// The figures a worker reads on a payslip, by name: `gross`, `tax_free`, `total_deductions`, `net`,
/// and one `earnings.<code>` / `deductions.<code>` per line (codes as in the payroll JSON). A line
/// that is absent counts as 0, so a premium that appears or disappears is a changed figure.
public struct PayslipFigures: Hashable, Sendable {
    public var values: [String: Int]

    public init(_ values: [String: Int]) {
        self.values = values
    }

    public init(_ payslip: Payslip) {
        var values = ["gross": payslip.gross, "tax_free": payslip.taxFree,
                      "total_deductions": payslip.totalDeductions, "net": payslip.net]
        for line in payslip.earnings { values["earnings." + line.code.rawValue, default: 0] += line.amount }
        for line in payslip.deductions { values["deductions." + line.code.rawValue, default: 0] += line.amount }
        self.values = values
    }

    public subscript(name: String) -> Int { values[name] ?? 0 }

    public var gross: Int { self["gross"] }
    public var net: Int { self["net"] }

    /// The names of the figures that differ between `self` and `other`, totals first
    /// (`gross`, `tax_free`, `total_deductions`, `net`), then the lines by name.
    public func changedFields(comparedWith other: PayslipFigures) -> [String] {
        let totals = ["gross", "tax_free", "total_deductions", "net"]
        let lines = Set(values.keys).union(other.values.keys).subtracting(totals).sorted()
        return (totals + lines).filter { self[$0] != other[$0] }
    }
}
