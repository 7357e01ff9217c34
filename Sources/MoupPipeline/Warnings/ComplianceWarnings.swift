import MoupModel
import MoupPayroll
import MoupWords

extension Pipeline {
    /// What the payslips' alerts say to the terminal: the unconfirmed days (`unconfirmedShiftWarnings`) and
    /// the legal alerts (`complianceWarnings`), as every build path and `moup payroll` print them. A build
    /// gives `today`: the unconfirmed days of the months only its calendars show are warned about too.
    static func payrollAlertWarnings(
        _ reports: [PayrollReport], content: Content, today: CivilDate? = nil
    ) -> [Diagnostic] {
        unconfirmedShiftWarnings(reports, content: content, today: today)
            + complianceWarnings(reports, content: content)
    }

    /// The legal alerts of the payslips as build warnings (issue 35: a wage below the minimum must not be
    /// silent where cron looks): one per worker, alert and month, located at the worker's file (a wage below the minimum at the
    /// lowest amount in force), saying what
    /// is wrong and what the law requires. Never an amount of pay or a wage: logs are mailed and kept;
    /// `moup explain` gives the figures to whoever runs it. Sorted by file, then month, then alert.
    package static func complianceWarnings(_ reports: [PayrollReport], content: Content) -> [Diagnostic] {
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
                    let finding = Finding(
                        file: worker.location.file, month: slip.period.end.yearMonth, code: alert.code,
                        workplaceID: slip.workplaceID, workerID: slip.workerID)
                    findings.insert(finding)
                    // A wage below the minimum points at the lowest amount in force; other alerts at the worker.
                    locations[finding] =
                        alert.code == .belowMinimumWage
                        ? worker.lowestWageLocation(from: slip.period.start, through: slip.period.end)
                        : worker.location
                }
            }
        }
        return findings.sorted().map { finding in
            let rule = ComplianceRule(finding.code)!
            return .warning(
                Wording(
                    "payroll.complianceWarning",
                    [
                        "worker": "\(finding.workerID)", "workplace": "\(finding.workplaceID)",
                        "month": "\(finding.month)",
                        "what": .wording(rule.what), "law": .wording(rule.law),
                    ]), at: locations[finding]!, code: "payroll.\(rule.code)")
        }
    }
}

/// What a legal alert means for the build's warnings: what is wrong and the law that requires otherwise.
/// Alerts that are not a breach of labour law (missing identification, unconfirmed shifts, …) have none.
struct ComplianceRule {
    /// The warning's code, after `payroll.`.
    let code: String
    /// What is wrong and what the law requires, in the terminal's words (`payroll.<code>`).
    var what: Wording { Wording("payroll." + code) }
    /// The law that requires otherwise, named in the terminal's words (`law.<code>`).
    var law: Wording { Wording("law." + code) }

    /// The warnings' codes (`payroll.below-minimum-wage`, …), for `--strict`.
    static let codes = Set(PayrollAlert.Code.allCases.compactMap { ComplianceRule($0).map { "payroll." + $0.code } })

    init?(_ alert: PayrollAlert.Code) {
        switch alert {
        case .belowMinimumWage:
            code = "below-minimum-wage"
        case .shortBreak:
            code = "short-break"
        case .premiumNotPaid:
            code = "premium-not-paid"
        case .weeklyHolidayNotPaid:
            code = "weekly-holiday-not-paid"
        case .over52Hours:
            code = "over-52-hours"
        case .annualLeaveNotPaid:
            code = "annual-leave-not-paid"
        default:
            return nil
        }
    }
}
