import MoupModel
import MoupPayroll

/// A payslip's text as the payslip page shows it, without the page: who and when, the hours, every
/// earning and deduction with its calculation (`basis`), the totals, the net pay, the notes and the
/// alerts about pay. The page (`PayslipPages`) and `moup explain` (the terminal) both show this.
public struct PayslipStatement: Sendable, Hashable {
    /// A label and its value (`성명`: `김민지`).
    public struct Fact: Sendable, Hashable {
        public var label: String
        public var value: String
    }

    /// One earning or deduction: its name, hours where they matter, amount and calculation.
    public struct Line: Sendable, Hashable {
        public var label: String
        public var code: String
        public var hours: String?
        public var amount: String
        public var basis: String
    }

    /// `임금명세서 · 김민지 · 2026년 11월`.
    public var title: String
    public var worker: String
    /// Employee number and/or birth date.
    public var identity: [Fact]
    public var payDate: String
    /// `2026년 11월 1일 (일) ~ 2026년 11월 30일 (월)`.
    public var period: String
    /// Name, workplace, identification, pay date, period (in that order).
    public var meta: [Fact]
    /// Worked, overtime, night and holiday hours.
    public var time: [Fact]
    public var earnings: [Line]
    public var gross: String
    /// The tax-free part of the gross, when there is one.
    public var taxFree: String?
    public var deductions: [Line]
    public var totalDeductions: String
    public var net: String
    public var notes: [String]
    /// Alerts that concern this pay: a title and a message.
    public var alerts: [Fact]
    /// On a leaver's final payslip: `퇴직 후 마지막 임금명세서 · 퇴직일 … · 지급일 …`.
    public var finalNotice: String?
    /// The period's 연차 movements and the balance at its end, in hours (empty where 연차 does not apply).
    public var leave: [Fact]
    /// The grants that arose in the period: `2026년 11월 4일 발생 8시간 · 2027년 11월 3일까지 사용`.
    public var leaveGrants: [String]

    public init(_ slip: Payslip, workplace wp: Workplace, worker: Worker, month: YearMonth) {
        var identity: [Fact] = []
        if let no = worker.employeeNo { identity.append(Fact(label: "사원번호", value: no)) }
        if let birth = worker.birthDate { identity.append(Fact(label: "생년월일", value: Format.date(birth))) }
        if identity.isEmpty { identity.append(Fact(label: "생년월일·사원번호", value: "기재 없음")) }
        self.identity = identity
        payDate = Format.date(slip.period.payDate)
        period = "\(Format.date(slip.period.start)) ~ \(Format.date(slip.period.end))"
        title = "임금명세서 · \(worker.name) · \(Format.month(month))"
        self.worker = worker.name
        meta = [Fact(label: "성명", value: worker.name), Fact(label: "사업장", value: "\(wp.name) (사업주 \(wp.owner))")]
            + identity
            + [Fact(label: "지급일", value: payDate), Fact(label: "임금 계산 기간", value: period)]
        time = [
            Fact(label: "총 근로시간", value: Format.duration(slip.minutes.worked)),
            Fact(label: "연장근로시간", value: Format.duration(slip.minutes.overtime)),
            Fact(label: "야간근로시간", value: Format.duration(slip.minutes.night)),
            Fact(label: "휴일근로시간", value: Format.duration(slip.minutes.holiday)),
        ]
        earnings = slip.earnings.map(Self.line)
        gross = Format.won(slip.gross)
        taxFree = slip.taxFree > 0 ? Format.won(slip.taxFree) : nil
        deductions = slip.deductions.map(Self.line)
        totalDeductions = Format.won(slip.totalDeductions)
        net = Format.won(slip.net)
        notes = slip.notes
        alerts = slip.alerts.filter(\.concernsPay).map { Fact(label: Labels.alert($0.code), value: $0.message) }
        finalNotice = slip.period.final
            ? "퇴직 후 마지막 임금명세서 · 마지막 근무일 \(Format.date(slip.period.end)) · 지급일 \(payDate)"
            : nil
        if let summary = slip.annualLeave {
            leave = [
                Fact(label: "이번 기간 발생", value: Format.duration(summary.grantedMinutes)),
                Fact(label: "사용", value: Format.duration(summary.takenMinutes)),
                Fact(label: "수당으로 지급(소멸·퇴직)", value: Format.duration(summary.paidOutMinutes)),
                Fact(label: "남은 연차", value: Format.duration(summary.balanceMinutes)),
            ]
            leaveGrants = summary.grants.map {
                "\(Format.date($0.date)) 발생 \(Format.duration($0.minutes)) · \(Format.date($0.expires))까지 사용"
            }
        } else {
            leave = []
            leaveGrants = []
        }
    }

    static func line(_ line: PayLine) -> Line {
        var hours: String?
        if let minutes = line.minutes, minutes > 0 {
            switch line.code {
            case .overtime: hours = "연장 " + Format.duration(minutes)
            case .night: hours = "야간 " + Format.duration(minutes)
            case .holiday: hours = "휴일 " + Format.duration(minutes)
            default: hours = Format.duration(minutes)
            }
        }
        return Line(label: Labels.line(line.code), code: line.code.rawValue, hours: hours,
                    amount: Format.won(line.amount), basis: line.basis)
    }
}
