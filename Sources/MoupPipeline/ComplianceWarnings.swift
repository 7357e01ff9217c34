import MoupModel
import MoupPayroll

extension Pipeline {
    /// What the payslips' alerts say to the terminal: the unconfirmed days (`unconfirmedShiftWarnings`) and
    /// the legal alerts (`complianceWarnings`), as every build path and `moup payroll` print them.
    static func payrollAlertWarnings(_ reports: [PayrollReport], content: Content) -> [Diagnostic] {
        unconfirmedShiftWarnings(reports, content: content) + complianceWarnings(reports, content: content)
    }

    /// The legal alerts of the payslips as build warnings (issue 35: a wage below the minimum must not be
    /// silent where cron looks): one per worker, alert and month, located at the worker's file, saying what
    /// is wrong and what the law requires. Never an amount of pay or a wage: logs are mailed and kept;
    /// `moup explain` gives the figures to whoever runs it. Sorted by file, then month, then alert.
    public static func complianceWarnings(_ reports: [PayrollReport], content: Content) -> [Diagnostic] {
        struct Finding: Hashable, Comparable {
            var file: String
            var month: YearMonth
            var code: PayrollAlert.Code
            var workplaceID: String
            var workerID: String
            static func < (a: Finding, b: Finding) -> Bool {
                (a.file, a.month, a.workplaceID, a.code.rawValue) < (b.file, b.month, b.workplaceID, b.code.rawValue)
            }
        }
        var findings: Set<Finding> = []
        var locations: [Finding: SourceLocation] = [:]
        for report in reports {
            for slip in report.payslips {
                guard let worker = content.workplace(slip.workplaceID)?.worker(slip.workerID) else { continue }
                for alert in slip.alerts where ComplianceRule(alert.code) != nil {
                    let finding = Finding(file: worker.location.file, month: slip.period.end.yearMonth, code: alert.code,
                                          workplaceID: slip.workplaceID, workerID: slip.workerID)
                    findings.insert(finding)
                    locations[finding] = worker.location
                }
            }
        }
        return findings.sorted().map { finding in
            let rule = ComplianceRule(finding.code)!
            return .warning("\(finding.workerID) at \(finding.workplaceID), \(finding.month): \(rule.what) (\(rule.law)); "
                            + "see `moup explain --worker \(finding.workerID) --month \(finding.month)`",
                            at: locations[finding]!, code: "payroll.\(rule.code)")
        }
    }
}

/// What a legal alert means for the build's warnings: what is wrong and the law that requires otherwise.
/// Alerts that are not a breach of labour law (missing identification, unconfirmed shifts, …) have none.
struct ComplianceRule {
    /// The warning's code, after `payroll.`.
    let code: String
    let what: String
    let law: String

    /// The warnings' codes (`payroll.below-minimum-wage`, …), for `--strict`.
    static let codes = Set(PayrollAlert.Code.allCases.compactMap { ComplianceRule($0).map { "payroll." + $0.code } })

    init?(_ alert: PayrollAlert.Code) {
        switch alert {
        case .belowMinimumWage:
            (code, what, law) = ("below-minimum-wage", "paid below the minimum wage; pay at least the minimum for every hour",
                                 "최저임금법 제6조")
        case .shortBreak:
            (code, what, law) = ("short-break", "a break shorter than the law's: 30 minutes for 4 hours of work, 1 hour for 8",
                                 "근로기준법 제54조")
        case .premiumNotPaid:
            (code, what, law) = ("premium-not-paid", "pay the law requires (a premium or a paid holiday) is switched off (allowances …: false)",
                                 "근로기준법 제55조②·제56조, 기간제법 제6조③")
        case .weeklyHolidayNotPaid:
            (code, what, law) = ("weekly-holiday-not-paid", "주휴수당 is owed but switched off (allowances.weekly: false)",
                                 "근로기준법 제55조①")
        case .over52Hours:
            (code, what, law) = ("over-52-hours", "over 52 hours in a week", "근로기준법 제53조")
        case .annualLeaveNotPaid:
            (code, what, law) = ("annual-leave-not-paid", "연차 is owed but switched off (allowances.annualLeave: false)",
                                 "근로기준법 제60조")
        default:
            return nil
        }
    }
}
