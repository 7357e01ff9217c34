import MoupModel

extension IncomeTaxTable {
    /// Where a monthly pay falls in the 간이세액표, with the tax of that cell (before any child
    /// reduction): the payslip prints it as the basis of the income tax line.
    package enum Cell: Hashable, Sendable {
        /// Pay below the first band (770천원): no tax.
        case belowTable(firstLower: Int)
        /// A band of the table, the column for `dependents`.
        case band(Band, dependents: Int, tax: Int)
        /// Exactly 10,000,000 won: the table's 10,000천원 row.
        case tenMillion(pay: Int, dependents: Int, tax: Int)
        /// Above 10,000,000 won: the 10,000천원 row (`base`) + `step.add` + (pay − `step.over`) ×
        /// `step.rate`, floored to 10 won. `upTo` is where the next step starts (nil for the last).
        case formula(pay: Int, step: HighPayStep, upTo: Int?, base: Int, dependents: Int, tax: Int)

        package var tax: Int {
            switch self {
            case .belowTable: return 0
            case .band(_, _, let tax), .tenMillion(_, _, let tax), .formula(_, _, _, _, _, let tax): return tax
            }
        }
    }

    /// The cell for a monthly taxable pay in won and 1 … 11 dependents (clamped into that range).
    package func cell(pay: Int, dependents: Int) -> Cell {
        let column = min(max(dependents, 1), 11)
        guard let first = bands.first, pay >= first.lower else {
            return .belowTable(firstLower: bands.first?.lower ?? 0)
        }
        let last = bands[bands.count - 1]
        if pay < last.upper {
            // Binary search for the band with lower ≤ pay < upper (bands are contiguous).
            var low = 0
            var high = bands.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if bands[mid].lower <= pay { low = mid } else { high = mid - 1 }
            }
            let band = bands[low]
            return .band(band, dependents: column, tax: band.taxes[column - 1])
        }
        guard tenMillionRow.count >= column else {
            // A table without its 10,000천원 row (built by hand): the last band applies.
            return .band(last, dependents: column, tax: last.taxes[column - 1])
        }
        let base = tenMillionRow[column - 1]
        guard let index = highPaySteps.lastIndex(where: { pay > $0.over }) else {
            return .tenMillion(pay: pay, dependents: column, tax: base)
        }
        let step = highPaySteps[index]
        let upTo = index + 1 < highPaySteps.count ? highPaySteps[index + 1].over : nil
        let exact = base + step.add + step.rate.floor(of: pay - step.over)
        return .formula(pay: pay, step: step, upTo: upTo, base: base, dependents: column, tax: exact / 10 * 10)
    }
}
