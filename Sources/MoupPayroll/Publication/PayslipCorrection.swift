import MoupModel

/// A payslip that differs from the statement the worker was issued on its pay date: it is published
/// as a corrected statement (정정 임금명세서) that shows what was issued and the difference.
package struct PayslipCorrection: Hashable, Sendable {
    /// When the statement it corrects was issued (the build date of its first publication on or
    /// after the pay date).
    package var issuedOn: CivilDate
    package var issued: PayslipFigures
    package var corrected: PayslipFigures

    package init(issuedOn: CivilDate, issued: PayslipFigures, corrected: PayslipFigures) {
        self.issuedOn = issuedOn
        self.issued = issued
        self.corrected = corrected
    }

    /// The figures that differ from the issued statement.
    package var fields: [String] { corrected.changedFields(comparedWith: issued) }
    /// Corrected net minus issued net: positive when the worker is owed more.
    package var netDifference: Int { corrected.net - issued.net }
    package var grossDifference: Int { corrected.gross - issued.gross }
}

/// A payslip whose figures differ from the last publication (or that is new, or gone).
package struct PayslipChange: Hashable, Sendable {
    package var key: PayslipKey
    package var periodEnd: CivilDate
    package var payDate: CivilDate
    /// The last publication's figures; nil for a payslip published for the first time.
    package var before: PayslipFigures?
    /// This build's figures; nil for a payslip no longer published.
    package var after: PayslipFigures?

    package init(
        key: PayslipKey, periodEnd: CivilDate, payDate: CivilDate, before: PayslipFigures?, after: PayslipFigures?
    ) {
        self.key = key
        self.periodEnd = periodEnd
        self.payDate = payDate
        self.before = before
        self.after = after
    }

    /// The names of the changed figures (see `PayslipFigures`), or `["new"]` / `["removed"]`.
    package var fields: [String] {
        switch (before, after) {
        case (let before?, let after?): return after.changedFields(comparedWith: before)
        case (nil, _): return ["new"]
        case (_, nil): return ["removed"]
        }
    }
}
