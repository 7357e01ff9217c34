import MoupModel

/// Which payslip of which worker: the same key in every build for the same pay period, so a later
/// build can tell what it publishes differently from what an earlier one published.
package struct PayslipKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var workplaceID: String
    package var workerID: String
    package var kind: PayslipKind
    /// The period's first day (a period that ends earlier, e.g. for a leaver, keeps its key).
    package var periodStart: CivilDate

    package init(workplaceID: String, workerID: String, kind: PayslipKind, periodStart: CivilDate) {
        self.workplaceID = workplaceID
        self.workerID = workerID
        self.kind = kind
        self.periodStart = periodStart
    }

    package init(_ payslip: Payslip) {
        self.init(
            workplaceID: payslip.workplaceID, workerID: payslip.workerID, kind: payslip.kind,
            periodStart: payslip.period.start)
    }

    package static func < (lhs: PayslipKey, rhs: PayslipKey) -> Bool {
        (lhs.workplaceID, lhs.workerID, lhs.periodStart.description, lhs.kind.rawValue)
            < (rhs.workplaceID, rhs.workerID, rhs.periodStart.description, rhs.kind.rawValue)
    }

    /// `cafe-moup/kim-minji/2026-10-01` (`…/severance` for a 퇴직금 statement).
    package var description: String {
        "\(workplaceID)/\(workerID)/\(periodStart)" + (kind == .wages ? "" : "/\(kind.rawValue)")
    }
}

/// The figures a worker reads on a payslip, by name: `gross`, `tax_free`, `total_deductions`, `net`,
/// and one `earnings.<code>` / `deductions.<code>` per line (codes as in the payroll JSON). A line
/// that is absent counts as 0, so a premium that appears or disappears is a changed figure.
package struct PayslipFigures: Hashable, Sendable {
    package var values: [String: Int]

    package init(_ values: [String: Int]) {
        self.values = values
    }

    package init(_ payslip: Payslip) {
        var values = [
            "gross": payslip.gross, "tax_free": payslip.taxFree,
            "total_deductions": payslip.totalDeductions, "net": payslip.net,
        ]
        for line in payslip.earnings { values["earnings." + line.code.rawValue, default: 0] += line.amount }
        for line in payslip.deductions { values["deductions." + line.code.rawValue, default: 0] += line.amount }
        self.values = values
    }

    package subscript(name: String) -> Int { values[name] ?? 0 }

    package var gross: Int { self["gross"] }
    package var net: Int { self["net"] }

    /// The names of the figures that differ between `self` and `other`, totals first
    /// (`gross`, `tax_free`, `total_deductions`, `net`), then the lines by name.
    package func changedFields(comparedWith other: PayslipFigures) -> [String] {
        let totals = ["gross", "tax_free", "total_deductions", "net"]
        let lines = Set(values.keys).union(other.values.keys).subtracting(totals).sorted()
        return (totals + lines).filter { self[$0] != other[$0] }
    }
}
