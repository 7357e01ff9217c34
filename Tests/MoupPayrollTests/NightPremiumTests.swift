import MoupModel
import Testing

@testable import MoupPayroll

@Suite struct NightPremiumTests {
    static let nightShift = Fixture.shift("2026-11-04", "22:00", "06:00", .minutes(60))

    @Test func overnightShiftAtFivePlus() throws {
        // 22:00–06:00, 60-minute break given in minutes, 5+ workplace, 10,320원:
        // worked 420, night 420 → night premium 420 × 10,320 × 0.5 ÷ 60 = 36,120; base 72,240.
        let slip = try #require(Fixture.payslip(Fixture.content(shifts: [Self.nightShift]), month: "2026-11"))
        #expect(slip.amount(.base) == 72_240)
        #expect(slip.amount(.night) == 36_120)
        #expect(slip.line(.night)?.basis == "420분 × 10,320원 × 50% ÷ 60 = 36,120원")
        #expect(slip.gross == 108_360)
    }

    @Test func underFiveOwesNoNightPremium() throws {
        // Under 5 employees 제56조 does not apply: base only, 72,240.
        let slip = try #require(
            Fixture.payslip(Fixture.content(employees: 4, shifts: [Self.nightShift]), month: "2026-11"))
        #expect(slip.amount(.night) == nil)
        #expect(slip.gross == 72_240)
        #expect(slip.alerts(.premiumNotPaid).isEmpty)
    }

    @Test func underFiveWithNightTrueIsPaid() throws {
        // allowances.night: true pays it anyway: 36,120.
        let worker = Fixture.worker(allowances: Allowances(night: .on))
        let slip = try #require(
            Fixture.payslip(
                Fixture.content(employees: 4, workers: [worker], shifts: [Self.nightShift]),
                month: "2026-11"))
        #expect(slip.amount(.night) == 36_120)
    }

    @Test func fivePlusWithNightFalseIsAlertedWithTheAmountOwed() throws {
        // false at 5+: not paid, premium_not_paid alert naming 36,120.
        let worker = Fixture.worker(allowances: Allowances(night: .off))
        let slip = try #require(
            Fixture.payslip(Fixture.content(workers: [worker], shifts: [Self.nightShift]), month: "2026-11"))
        #expect(slip.amount(.night) == nil)
        #expect(slip.gross == 72_240)
        #expect(slip.alerts(.premiumNotPaid).map(\.amount) == [36_120])
    }

    @Test func freelanceAutoOwesNoPremium() throws {
        // A freelancer (3.3%) on `auto` is not owed the night premium, and nothing is alerted.
        let worker = Fixture.worker(mode: .freelance)
        let slip = try #require(
            Fixture.payslip(Fixture.content(workers: [worker], shifts: [Self.nightShift]), month: "2026-11"))
        #expect(slip.amount(.night) == nil)
        #expect(slip.alerts(.premiumNotPaid).isEmpty)
        #expect(slip.gross == 72_240)
    }
}
