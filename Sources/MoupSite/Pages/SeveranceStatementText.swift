import MoupModel
import MoupPayroll

/// A 퇴직금 statement's text as its page (퇴직금 산정 내역) shows it: every step from 재직일수 to the net,
/// in the words of a payroll office. All the Korean of the page is here, in one place.
struct SeveranceStatementText: Sendable, Hashable {
    /// A label, its value, and how the value was found.
    struct Step: Sendable, Hashable {
        var label: String
        var value: String
        var basis: String = ""
        var emphasis: Bool = false
    }

    var title: String
    var heading = "퇴직금 산정 내역"
    var meta: [PayslipStatement.Fact]
    /// 재직일수 and 근속연수.
    var service: [Step]
    /// `2026년 8월 14일 ~ 2026년 11월 13일 (92일)`.
    var window: String
    /// One row per month of the window, then the 3/12 연차수당 row where there is one.
    var months: [Step]
    var wagesTotal: String
    /// 1일 평균임금, 1일 통상임금, and which one the 퇴직금 takes.
    var dailyWage: [Step]
    /// `퇴직금 = 1일 평균임금 … × 30일 × 재직일수 …일 ÷ 365 = …원`.
    var formula: String
    var severance: String
    /// The 3/12 rule for 연차수당, in a sentence with this statement's figure.
    var leavePayRule: String
    /// Each 퇴직소득세 step (empty when the IRP transfer defers the tax).
    var taxSteps: [Step]
    /// The withheld lines (퇴직소득세, 지방소득세), with their calculation.
    var withheld: [Step]
    /// Why nothing is withheld, where nothing is: the IRP case or a tax of 0.
    var taxNote: String?
    var irpTransfer: Bool
    var totalDeductions: String
    var net: String
    var payDate: String

    init(_ slip: Payslip, _ s: SeveranceStatement, workplace wp: Workplace, worker: Worker) {
        let payslip = PayslipStatement(slip, workplace: wp, worker: worker, month: slip.period.end.yearMonth)
        title = "퇴직금 산정 내역 · \(worker.name) · \(Format.date(s.retirementDate)) 퇴직"
        payDate = payslip.payDate
        meta = [PayslipStatement.Fact(label: "성명", value: worker.name), payslip.meta[1]]
            + payslip.identity
            + [PayslipStatement.Fact(label: "입사일", value: Format.date(s.start)),
               PayslipStatement.Fact(label: "마지막 근무일", value: Format.date(s.end)),
               PayslipStatement.Fact(label: "퇴직일", value: Format.date(s.retirementDate)),
               PayslipStatement.Fact(label: "지급일", value: payDate)]

        let excluded = s.excludedDays > 0
            ? " − 주 15시간 미만 기간 \(Format.grouped(s.excludedDays))일" : ""
        service = [
            Step(label: "재직일수", value: "\(Format.grouped(s.serviceDays))일",
                 basis: "입사일 \(Format.date(s.start))부터 퇴직일 \(Format.date(s.retirementDate)) 전날까지\(excluded)"),
            Step(label: "근속연수", value: "\(s.serviceYears)년", basis: "퇴직소득세용: 1년 미만의 끝수는 1년으로 봅니다"),
        ]

        window = "\(Format.date(s.windowStart)) ~ \(Format.date(s.windowEnd)) (\(s.windowDays)일)"
        months = s.months.map { month in
            Step(label: Format.month(month.month),
                 value: Format.won(month.amount),
                 basis: (month.source == .history ? "" : "근무 기록 ") + month.basis)
        }
        if s.leavePayoutShare.numerator > 0 {
            months.append(Step(label: "연차수당 3/12", value: s.leavePayoutShare.wonText,
                               basis: "퇴직 전 1년 안에 소멸해 지급한 미사용 연차수당의 3/12"))
        }
        wagesTotal = s.wages.wonText

        let usesAverage = !(s.averageDailyWage < s.ordinaryDailyWage)
        let chosen = usesAverage ? s.averageDailyWage : s.ordinaryDailyWage
        dailyWage = [
            Step(label: "1일 평균임금", value: s.averageDailyWage.wonText,
                 basis: "\(s.wages.wonText) ÷ \(s.windowDays)일", emphasis: usesAverage),
            Step(label: "1일 통상임금", value: s.ordinaryDailyWage.wonText, basis: s.ordinaryBasis, emphasis: !usesAverage),
        ]
        let chosenName = usesAverage ? "1일 평균임금" : "1일 통상임금 (평균임금보다 많아 통상임금을 씁니다)"
        formula = "퇴직금 = \(chosenName) \(chosen.wonText) × \(s.daysPerYearOfService)일 × 재직일수 "
            + "\(Format.grouped(s.serviceDays))일 ÷ 365 = \(Format.won(s.severance)) (원 미만 버림)"
        severance = Format.won(s.severance)
        leavePayRule = "연차수당: 퇴직 전 1년 안에 쓰지 못해 소멸하면서 지급한 연차수당은 그 3/12을 임금에 더하고"
            + (s.leavePayoutShare.numerator > 0 ? " (\(s.leavePayoutShare.wonText))" : " (이번에는 해당 없음)")
            + ", 퇴직하면서 받는 미사용 연차수당은 평균임금에 넣지 않습니다."

        irpTransfer = s.irpTransfer
        taxSteps = s.taxSteps.map(Self.step)
        withheld = slip.deductions.map { line in
            Step(label: Labels.line(line.code), value: Format.won(line.amount),
                 basis: line.code == .retirementIncomeTax ? "산출세액에서 10원 미만 버림" : line.basis)
        }
        if s.irpTransfer {
            taxNote = "퇴직금이 IRP 이전 기준 금액을 넘고 나이 예외도 확인되지 않아, 근로자의 IRP(개인형 퇴직연금) "
                + "계좌로 이전합니다. 퇴직소득세는 과세이연되어 지금 떼지 않습니다 (근로자퇴직급여 보장법 제9조②, 소득세법 제146조②)."
        } else if slip.deductions.isEmpty {
            taxNote = slip.notes.first { $0.hasPrefix("퇴직소득세") }.map { "퇴직소득세: " + Self.lastPart($0) }
        } else {
            taxNote = nil
        }
        totalDeductions = Format.won(slip.totalDeductions)
        net = Format.won(slip.net)
    }

    /// `근속연수공제 2,000,000원` → label `근속연수공제`, value the rest.
    static func step(_ text: String) -> Step {
        guard let space = text.firstIndex(of: " ") else { return Step(label: text, value: "") }
        return Step(label: String(text[..<space]), value: String(text[text.index(after: space)...]))
    }

    /// The part after the last `→ ` (a withheld line's amount rule), or the whole text.
    static func lastPart(_ text: String) -> String {
        guard let arrow = text.lastIndex(of: "→") else { return text }
        return String(text[text.index(after: arrow)...]).trimmingPrefix(" ").description
    }
}
