import MoupModel
import MoupRules
import Testing

@testable import MoupPayroll

@Suite struct MinimumWageCheckTests {
    @Test func hourlyBelowMinimumNamesTheShortfall() throws {
        // 10,000/h in 2026 (minimum 10,320): 320 short per hour; 300 minutes → 300 × 320 ÷ 60 = 1,600.
        // Pay stays at the agreed wage: 300 × 10,000 ÷ 60 = 50,000.
        let content = Fixture.content(
            workers: [Fixture.worker(wage: Wage(.hourly, 10_000))],
            shifts: [Fixture.shift("2026-11-02", "10:00", "15:30", .minutes(30))])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.amount(.base) == 50_000)
        let alert = try #require(slip.alerts(.belowMinimumWage).first)
        #expect(alert.amount == 1_600)
        #expect(alert.message.contains("시간당 320원"))
    }

    @Test func minimumOfTheDateEachMinuteWasWorked() throws {
        // 10,030/h (the 2025 minimum) on 2025-12-31 22:00 – 2026-01-01 02:00, break 0: 120 minutes in
        // 2025 are fine; 120 minutes in 2026 are 290 short: 120 × 290 ÷ 60 = 580.
        let content = Fixture.content(
            employees: 2, workers: [Fixture.worker(wage: Wage(.hourly, 10_030))],
            shifts: [Fixture.shift("2025-12-31", "22:00", "02:00")])
        let slip = try #require(Fixture.payslip(content, month: "2025-12"))
        #expect(slip.alerts(.belowMinimumWage).map(\.amount) == [580])
    }

    @Test func atTheMinimumThereIsNoAlert() throws {
        let content = Fixture.content(shifts: [Fixture.shift("2026-11-02", "10:00", "15:30", .minutes(30))])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.alerts(.belowMinimumWage).isEmpty)
    }

    @Test func bundled2027TableGivesTenThousandSevenHundred() throws {
        // The bundled tables (2027.yml, 고용노동부 고시 제2026-60호: 10,700). A worker still on the 2026
        // minimum of 10,320/h works 2026-12-31 22:00 – 2027-01-01 02:00, no break: the 120 minutes of 2026
        // are fine; the 120 minutes of 2027 are 10,700 − 10,320 = 380 short per hour: 120 × 380 ÷ 60 = 760.
        // Pay stays at the agreed wage: 240 × 10,320 ÷ 60 = 41,280.
        let rules = try RuleBook.bundled()
        let content = Fixture.content(
            employees: 2, workers: [Fixture.worker(wage: Wage(.hourly, 10_320))],
            shifts: [Fixture.shift("2026-12-31", "22:00", "02:00")])
        let report = PayrollEngine(rules: rules).report(
            for: content, month: YearMonth(iso: "2026-12")!,
            today: Fixture.date("2027-01-05"))
        let slip = try #require(report.payslips.first)
        #expect(slip.amount(.base) == 41_280)
        let alert = try #require(slip.alerts(.belowMinimumWage).first)
        #expect(alert.amount == 760)
        #expect(alert.message.contains("최저임금 10,700원보다 낮습니다"))
        #expect(alert.message.contains("시간당 380원"))
    }

    // v3: the meal allowance counts toward the minimum wage in full (최저임금법 제6조④; 2018 부칙:
    // 현금성 복리후생비 100 % from 2024).

    @Test func monthlyWageWithMealAllowanceNearTheMinimum() throws {
        // 2026: minimum × 209 = 10,320 × 209 = 2,156,880 a month.
        // 2,000,000 + 식대 200,000 = 2,200,000 ≥ 2,156,880: no alert (v2 alerted 156,880 short).
        let enough = Fixture.content(workers: [Fixture.worker(wage: Wage(.monthly, 2_000_000), mealAllowance: 200_000)])
        let slip = try #require(Fixture.payslip(enough, month: "2026-11"))
        #expect(slip.alerts(.belowMinimumWage).isEmpty)
        // 1,900,000 + 200,000 = 2,100,000: 56,880 short over the full month (30 days × 56,880 ÷ 30).
        let short = Fixture.content(workers: [Fixture.worker(wage: Wage(.monthly, 1_900_000), mealAllowance: 200_000)])
        let alert = try #require(Fixture.payslip(short, month: "2026-11")?.alerts(.belowMinimumWage).first)
        #expect(alert.amount == 56_880)
        #expect(
            alert.message
                == "월급 1,900,000원에 식대 200,000원을 더해도 최저임금 월 환산액 2,156,880원(최저임금 × 209시간)보다 낮습니다(최저임금법 제6조④): 이번 기간 56,880원 모자랍니다"
        )
    }

    @Test func hourlyWageWithMealAllowanceSpreadOverPaidHours() throws {
        // 10,000/h, worked Wed and Thu 2026-11-04/05 10:00–15:00 (600 minutes, a 10-hour week: no 주휴,
        // no overtime or holiday minutes): the period's paid hours are 10.
        // 식대 50,000 ÷ 10 h = 5,000/h: 10,000 + 5,000 ≥ 10,320, no alert (v2: 600 × 320 ÷ 60 = 3,200 short).
        let shifts = [
            Fixture.shift("2026-11-04", "10:00", "15:00", .minutes(0)),
            Fixture.shift("2026-11-05", "10:00", "15:00", .minutes(0)),
        ]
        let generous = Fixture.content(
            workers: [Fixture.worker(wage: Wage(.hourly, 10_000), mealAllowance: 50_000)],
            shifts: shifts)
        #expect(try #require(Fixture.payslip(generous, month: "2026-11")).alerts(.belowMinimumWage).isEmpty)
        // 식대 1,000 ÷ 10 h = 100/h: 10,100 < 10,320, 220 short per hour: 600 × 220 ÷ 60 = 2,200.
        let small = Fixture.content(
            workers: [Fixture.worker(wage: Wage(.hourly, 10_000), mealAllowance: 1_000)],
            shifts: shifts)
        let alert = try #require(Fixture.payslip(small, month: "2026-11")?.alerts(.belowMinimumWage).first)
        #expect(alert.amount == 2_200)
        #expect(alert.message.contains("식대 시간당 100원을 더해도"))
        #expect(alert.message.contains("시간당 220원"))
    }

    @Test func mealShareCountsWeeklyHolidayHours() throws {
        // 10,000/h, Mon–Fri 2026-11-02 … 11-06 09:00–13:00 (4 h a day, 20 h), a repeat for that week: 주휴 is
        // paid (20 h ≥ 15): 1,200 ÷ 5 = 240 minutes (4 h). Paid hours = 20 + 4 = 24.
        // 식대 4,800 ÷ 24 h = 200/h: 10,200 < 10,320, 120 short per hour over the 1,200 worked minutes:
        // 1,200 × 120 ÷ 60 = 2,400. (Over the worked hours alone the share would be 240/h and 1,600 short.)
        let days = ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"]
        let content = Fixture.content(
            workers: [Fixture.worker(wage: Wage(.hourly, 10_000), mealAllowance: 4_800)],
            shifts: days.map { Fixture.shift($0, "09:00", "13:00", .minutes(0)) },
            repeats: [
                Fixture.repeating(
                    [.mon, .tue, .wed, .thu, .fri], "09:00", "13:00", .minutes(0),
                    from: "2026-11-02", until: "2026-11-08")
            ])
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.amount(.weeklyHoliday) == 40_000)
        #expect(slip.alerts(.belowMinimumWage).map(\.amount) == [2_400])
    }
}
