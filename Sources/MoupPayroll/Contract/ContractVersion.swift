import MoupModel

/// One version of a worker's 근로계약: the terms in force from `from` through `through`, and what changed
/// from the version before.
package struct ContractVersion: Hashable, Sendable {
    /// 1 for the first version.
    package var number: Int
    package var from: CivilDate
    /// The day before the next version, or `end`; nil: open.
    package var through: CivilDate?
    package var terms: ContractTerms
    /// The terms that differ from the version before (empty for the first).
    package var changes: [ContractChange]
    /// The first `contractIssued` date that hands this version over, if any.
    package var issued: CivilDate?

    package init(
        number: Int, from: CivilDate, through: CivilDate?, terms: ContractTerms,
        changes: [ContractChange] = [], issued: CivilDate? = nil
    ) {
        self.number = number
        self.from = from
        self.through = through
        self.terms = terms
        self.changes = changes
        self.issued = issued
    }

    /// True when the version is in force on `date`.
    package func covers(_ date: CivilDate) -> Bool { from <= date && (through.map { date <= $0 } ?? true) }
}

/// A term that changed from one version to the next, with the old and new values where they are figures.
package enum ContractChange: Hashable, Sendable {
    /// 임금: the kind or the amount.
    case wage(old: Int, new: Int)
    /// 근로일·근로시간: the days, times or breaks; the weekly minutes before and after.
    case schedule(oldMinutes: Int, newMinutes: Int)
    case weeklyHoliday
    /// 기타급여 (제수당) or 초과근로 가산: the allowances granted.
    case allowances
    case pay
    case annualLeave
    case insurance
    /// 근로계약기간: `end`.
    case end
}
