import MoupModel
import MoupPayroll

/// Korean labels for codes the pages show.
enum Labels {
    static func line(_ code: LineCode) -> String {
        switch code {
        case .base: return "기본급"
        case .night: return "야간근로수당"
        case .overtime: return "연장근로수당"
        case .holiday: return "휴일근로수당"
        case .weeklyHoliday: return "주휴수당"
        case .publicHoliday: return "유급휴일수당(공휴일)"
        case .annualLeave: return "연차휴가수당"
        case .partTimeOvertime: return "단시간근로자 초과근로수당"
        case .mealAllowance: return "식대(비과세)"
        case .annualLeavePayout: return "미사용 연차수당"
        case .severance: return "퇴직금"
        case .nationalPension: return "국민연금"
        case .healthInsurance: return "건강보험"
        case .longTermCare: return "장기요양보험"
        case .employmentInsurance: return "고용보험"
        case .incomeTax: return "소득세"
        case .localIncomeTax: return "지방소득세"
        case .retirementIncomeTax: return "퇴직소득세"
        case .retirementLocalTax: return "퇴직소득 지방소득세"
        case .industrialAccident: return "산재보험"
        }
    }

    static func alert(_ code: PayrollAlert.Code) -> String {
        switch code {
        case .belowMinimumWage: return "최저임금 미달"
        case .shortBreak: return "휴게시간 부족"
        case .premiumNotPaid: return "가산수당 미지급"
        case .weeklyHolidayNotPaid: return "주휴수당 미지급"
        case .over52Hours: return "주 52시간 초과"
        case .missingShiftRecord: return "근무 기록 없음"
        case .missingIdentification: return "인적사항 누락"
        case .missingAccidentRate: return "산재보험요율 없음"
        case .freelanceWithSchedule: return "3.3% 처리 주의"
        case .annualLeaveNotOwed: return "연차 대상 아님"
        case .annualLeaveNotPaid: return "연차수당 미지급"
        case .annualLeaveOverBalance: return "연차 잔여 초과"
        case .historyMissing: return "이전 임금 기록 없음"
        case .missingStart: return "입사일 없음"
        case .severanceIRPTransfer: return "퇴직금 IRP 이전"
        case .settlementExtended: return "금품청산 기한 연장"
        case .dailyWorkerNowRegular: return "일용근로자 상용 전환"
        }
    }

    /// A payslip's name in lists: `임금명세서 (11/1–11/30)` or `퇴직금 산정 내역`.
    static func statement(_ slip: Payslip) -> String {
        slip.kind == .severance ? "퇴직금 산정 내역"
            : "임금명세서 (\(Format.shortDate(slip.period.start))–\(Format.shortDate(slip.period.end)))"
    }
}
