import Foundation
import MoupModel
import MoupPayroll

@testable import MoupSite

/// A small site built in code: one workplace, two workers, a day shift, an overnight shift,
/// an absence, a repeat, a routine, a notice, sales and one payslip with lines.
enum Fixture {
    /// The repository's real `templates/` folder.
    static let templatesDirectory: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("templates").path

    static func date(_ text: String) -> CivilDate { CivilDate(iso: text)! }
    static func span(_ a: String, _ b: String) -> TimeSpan {
        TimeSpan(start: ClockTime(hhmm: a)!, end: ClockTime(hhmm: b)!)
    }
    static let here = SourceLocation(file: "content/test")
    static let november = YearMonth(year: 2026, month: 11)!

    static var content: Content {
        let kim = Worker(
            id: "kim-minji", workplaceID: "cafe-moup", name: "김민지", birthDate: date("2003-04-05"),
            color: "#e15759", role: "바리스타", wage: Wage(.hourly, 10_320),
            notes: "- 화요일은 수업 때문에 **오후만** 가능", location: here)
        let lee = Worker(
            id: "lee-junho", workplaceID: "cafe-moup", name: "이준호", employeeNo: "A-007",
            color: "#4e79a7", wage: Wage(.hourly, 10_320), location: here)
        let shifts = [
            Shift(
                workerID: "kim-minji", date: date("2026-11-02"), span: span("09:00", "15:30"),
                breakRule: .minutes(30), memo: "오픈 <b>조</b>", routines: ["open"], location: here),
            Shift(
                workerID: "lee-junho", date: date("2026-11-02"), span: span("22:00", "06:00"),
                breakRule: .ranges([span("02:00", "03:00")]), location: here),
            Shift(workerID: "kim-minji", date: date("2026-11-13"), status: .absent, span: nil, location: here),
        ]
        let repeats = [
            Repeat(
                workerID: "kim-minji", days: [.mon, .wed, .fri], span: span("09:00", "15:00"),
                from: date("2026-11-01"), until: date("2027-02-28"), location: here)
        ]
        let workplace = Workplace(
            id: "cafe-moup", name: "카페 모음", category: "cafe", owner: "박사장", employees: 2,
            industrialAccidentRate: Ratio(decimal: "0.0086"), body: "동네 카페입니다.",
            workers: [kim, lee], shifts: shifts, repeats: repeats,
            routines: [
                Routine(
                    id: "open", name: "오픈 준비", time: ClockTime(hhmm: "08:50"),
                    body: "- [ ] 포스기 켜기\n- [x] 커피머신 예열\n", location: here)
            ],
            notices: [
                Notice(
                    date: date("2026-11-05"), slug: "hygiene", name: "위생 점검",
                    body: "11월 5일 **위생 점검**이 있습니다.", location: here)
            ],
            sales: [
                DailySales(date: date("2026-11-02"), amount: 1_250_000, location: here),
                DailySales(date: date("2026-11-03"), amount: 980_000, location: here),
            ],
            location: here)
        return Content(
            site: Site(title: "모음 근무표", body: "# 안녕하세요\n근무표와 임금명세서입니다.", location: here),
            workplaces: [workplace])
    }

    /// Kim's November payslip (figures worked out by hand):
    /// base 5,190분 × 10,320원 ÷ 60 = 892,680원; 주휴 120,000원 (made up for the page test);
    /// gross 1,012,680원; 3.3% withholding: 소득세 30,380원, 지방소득세 3,030원; net 979,270원.
    static var payslip: Payslip {
        Payslip(
            workplaceID: "cafe-moup", workerID: "kim-minji",
            period: PayPeriod(start: date("2026-11-01"), end: date("2026-11-30"), payDate: date("2026-12-10")),
            minutes: MinuteTotals(worked: 5190, night: 0, overtime: 90, holiday: 0),
            earnings: [
                PayLine(
                    code: .base, amount: 892_680, minutes: 5190, rate: 10_320, basis: "5,190분 × 10,320원 ÷ 60 = 892,680원"
                ),
                PayLine(code: .weeklyHoliday, amount: 120_000, basis: "주 15시간 이상 근무한 주 × 8시간분"),
            ],
            gross: 1_012_680, taxFree: 0,
            deductions: [
                PayLine(code: .incomeTax, amount: 30_380, basis: "1,012,680원 × 3% = 30,380원"),
                PayLine(code: .localIncomeTax, amount: 3_030, basis: "30,380원 × 10% = 3,030원"),
            ],
            totalDeductions: 33_410, net: 979_270,
            employer: [
                PayLine(code: .industrialAccident, amount: 8_700, basis: "1,012,680원 × 0.86% = 8,709원 → 8,700원")
            ],
            employerCost: 1_021_380,
            alerts: [
                PayrollAlert(
                    code: .weeklyHolidayNotPaid, message: "11월 셋째 주 주휴수당이 빠졌습니다", date: date("2026-11-16"),
                    amount: 61_920)
            ],
            notes: ["3.3% 사업소득 원천징수 대상입니다."],
            shifts: [
                ShiftBreakdown(
                    date: date("2026-11-02"), span: span("09:00", "15:30"), breakMinutes: 30,
                    worked: 360, night: 0, overtime: 0, holiday: 0, hourlyRate: 10_320)
            ],
            weeks: [
                WeekSummary(
                    start: date("2026-11-02"), workedMinutes: 360, scheduledMinutes: 1080, pay: 61_920,
                    weeklyHolidayPay: 0)
            ])
    }

    /// The fixture published with `privacy: none`: every page, private ones included.
    static var input: SiteInput { input(privacy: .none) }

    static func input(privacy: Site.Privacy) -> SiteInput {
        var content = content
        content.site.privacy = privacy
        return SiteInput(
            content: content, reports: [PayrollReport(month: november, payslips: [payslip])],
            today: date("2026-11-20"), holidays: [date("2026-11-11"): "테스트 휴일"])
    }
}
