import MoupModel
import MoupPayroll

/// A payslip's text as the payslip page shows it, without the page: who and when, the hours, every
/// earning and deduction with its calculation (`basis`), the totals, the net pay, the notes and the
/// alerts about pay. The page (`PayslipPages`) and `moup explain` (the terminal) both show this.
package struct PayslipStatement: Sendable, Hashable {
    /// A label and its value (`성명`: `김민지`), in the site's language.
    package struct Fact: Sendable, Hashable {
        package var label: String
        package var value: String
    }

    /// One earning or deduction: its name, hours where they matter, amount and calculation.
    package struct Line: Sendable, Hashable {
        package var label: String
        package var code: String
        package var hours: String?
        package var amount: String
        package var basis: String
    }

    /// The headings and total labels of a payslip (`payslip.*` in the string tables), for a text
    /// without the page's template (`moup explain`).
    package struct Headings: Sendable, Hashable {
        package var hours, earnings, gross, taxFree, deductions, totalDeductions, net, notes, alerts, none,
            leave: String

        init(_ words: Words) {
            hours = words("payslip.hoursHeading")
            earnings = words("explain.earnings")
            gross = words("payslip.gross")
            taxFree = words("payslip.taxFree")
            deductions = words("explain.deductions")
            totalDeductions = words("payslip.totalDeductions")
            net = words("payslip.net")
            notes = words("payslip.notesHeading")
            alerts = words("payslip.alertsHeading")
            none = words("payslip.none")
            leave = words("leave.heading")
        }
    }

    package var headings: Headings
    /// `임금명세서 · 김민지 · 2026년 11월`.
    package var title: String
    package var worker: String
    /// Employee number and/or birth date.
    package var identity: [Fact]
    package var payDate: String
    /// `2026년 11월 1일 (일) ~ 2026년 11월 30일 (월)`.
    package var period: String
    /// Name, workplace, identification, pay date, period (in that order).
    package var meta: [Fact]
    /// Worked, overtime, night and holiday hours.
    package var time: [Fact]
    package var earnings: [Line]
    package var gross: String
    /// The tax-free part of the gross, when there is one.
    package var taxFree: String?
    package var deductions: [Line]
    package var totalDeductions: String
    package var net: String
    package var notes: [String]
    /// Alerts that concern this pay: a title and a message.
    package var alerts: [Fact]
    /// On a leaver's final payslip: `퇴직 후 마지막 임금명세서 · 퇴직일 … · 지급일 …`.
    package var finalNotice: String?
    /// The period's 연차 movements and the balance at its end, in hours (empty where 연차 does not apply).
    package var leave: [Fact]
    /// The grants that arose in the period: `2026년 11월 4일 발생 8시간 · 2027년 11월 3일까지 사용`.
    package var leaveGrants: [String]
    /// A 퇴직금 statement's steps (its page's text), for `moup explain`; nil on wage payslips and on pages.
    package var severance: SeveranceStatementText?

    /// The statement for `moup explain`: as the page shows it, with a 퇴직금 statement's steps where `slip`
    /// is one (its page, `SeverancePages`, builds them itself).
    package static func explained(
        _ slip: Payslip, workplace wp: Workplace, worker: Worker, month: YearMonth,
        words: Words
    ) -> PayslipStatement {
        var statement = PayslipStatement(slip, workplace: wp, worker: worker, month: month, words: words)
        if let s = slip.severance {
            statement.severance = SeveranceStatementText(slip, s, workplace: wp, worker: worker, words: words)
        }
        return statement
    }

    package init(_ slip: Payslip, workplace wp: Workplace, worker: Worker, month: YearMonth, words: Words) {
        headings = Headings(words)
        var identity: [Fact] = []
        if let no = worker.employeeNo { identity.append(Fact(label: words("payslip.employeeNo"), value: no)) }
        if let birth = worker.birthDate {
            identity.append(Fact(label: words("payslip.birthDate"), value: words.date(birth)))
        }
        if identity.isEmpty {
            identity.append(Fact(label: words("payslip.birthDateOrEmployeeNo"), value: words("payslip.notGiven")))
        }
        self.identity = identity
        payDate = words.date(slip.period.payDate)
        period = words(
            "payslip.periodRange", ["start": words.date(slip.period.start), "end": words.date(slip.period.end)])
        title = words("payslip.pageTitle", ["worker": worker.name, "month": words.month(month)])
        self.worker = worker.name
        meta =
            [
                Fact(label: words("payslip.name"), value: worker.name),
                Fact(
                    label: words("payslip.workplace"),
                    value: words("payslip.workplaceOwner", ["workplace": wp.name, "owner": wp.owner])),
            ]
            + identity
            + [
                Fact(label: words("payslip.payDate"), value: payDate),
                Fact(label: words("payslip.period"), value: period),
            ]
        time = [
            Fact(label: words("payslip.workedHours"), value: words.duration(slip.minutes.worked)),
            Fact(label: words("payslip.overtimeHours"), value: words.duration(slip.minutes.overtime)),
            Fact(label: words("payslip.nightHours"), value: words.duration(slip.minutes.night)),
            Fact(label: words("payslip.holidayHours"), value: words.duration(slip.minutes.holiday)),
        ]
        earnings = slip.earnings.map { Self.line($0, words) }
        gross = words.won(slip.gross)
        taxFree = slip.taxFree > 0 ? words.won(slip.taxFree) : nil
        deductions = slip.deductions.map { Self.line($0, words) }
        totalDeductions = words.won(slip.totalDeductions)
        net = words.won(slip.net)
        notes = slip.notes.map(words.text)
        alerts = slip.alerts.filter(\.concernsPay).map {
            Fact(label: words.alertTitle($0.code), value: words.text($0.message))
        }
        finalNotice =
            slip.period.final
            ? words("leave.finalNotice", ["end": words.date(slip.period.end), "payDate": payDate])
            : nil
        if let summary = slip.annualLeave {
            leave = [
                Fact(label: words("leave.granted"), value: words.duration(summary.grantedMinutes)),
                Fact(label: words("leave.taken"), value: words.duration(summary.takenMinutes)),
                Fact(label: words("leave.paidOut"), value: words.duration(summary.paidOutMinutes)),
                Fact(label: words("leave.balance"), value: words.duration(summary.balanceMinutes)),
            ]
            leaveGrants = summary.grants.map {
                words(
                    "leave.grant",
                    [
                        "date": words.date($0.date), "hours": words.duration($0.minutes),
                        "expires": words.date($0.expires),
                    ])
            }
        } else {
            leave = []
            leaveGrants = []
        }
    }

    static func line(_ line: PayLine, _ words: Words) -> Line {
        var hours: String?
        if let minutes = line.minutes, minutes > 0 {
            let duration = words.duration(minutes)
            switch line.code {
            case .overtime: hours = words("payslip.overtimeShort", ["hours": duration])
            case .night: hours = words("payslip.nightShort", ["hours": duration])
            case .holiday: hours = words("payslip.holidayShort", ["hours": duration])
            default: hours = duration
            }
        }
        return Line(
            label: words.line(line.code), code: line.code.rawValue, hours: hours,
            amount: words.won(line.amount), basis: words.text(line.basis))
    }
}
