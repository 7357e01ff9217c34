import MoupModel
import Testing

@testable import MoupPayroll

@Suite struct ExactWonTests {
    @Test func fractionsAddUpBeforeFlooring() {
        // 1/3 + 1/3 + 1/3 = 1 won; 1/2 + 1/3 + 1/6 = 1 won; floored once, not per term (that would be 0).
        #expect((ExactWon(1, 3) + ExactWon(1, 3) + ExactWon(1, 3)).floored == 1)
        #expect((ExactWon(1, 2) + ExactWon(1, 3) + ExactWon(1, 6)).floored == 1)
        #expect((ExactWon(7, 2) + ExactWon(won: 10)).floored == 13)
    }

    @Test func manyDistinctDenominatorsDoNotOverflow() {
        // Σ (d − 1)/d for d = 301, 308, … 477 (26 terms): 26 − Σ 1/d = 25.x → 25 (checked with Python's
        // fractions module). Their common denominator is far beyond 64 bits.
        let sum = stride(from: 301, to: 481, by: 7).reduce(ExactWon.zero) { $0 + ExactWon($1 - 1, $1) }
        #expect(sum.floored == 25)
        let bigger = stride(from: 301, to: 481, by: 7).reduce(ExactWon.zero) { $0 + ExactWon($1 * 3 + $1 % 5 + 1, $1) }
        #expect(bigger.floored == 78)
    }

    @Test func dailyWageNightPremiumOverManyShiftLengthsIsFlooredOnce() throws {
        // Daily 90,000, no repeat: each shift's hourly equivalent is 90,000 ÷ its own worked minutes L.
        // Shifts 18:00 + L (no break), night = L − 240; night premium per shift = (L − 240) × 45,000 ÷ L.
        // Σ over the 20 lengths = 325,614.25… → 325,614 (flooring per shift would give 325,604).
        let lengths = [
            301, 317, 331, 347, 359, 373, 389, 397, 409, 419, 431, 443, 457, 461, 467, 479, 307, 313, 337, 353,
        ]
        var days: [CivilDate] = []
        var day = Fixture.date("2026-11-02")
        while days.count < lengths.count {
            if day.weekday != .sun { days.append(day) }
            day = day.adding(days: 1)
        }
        let shifts = zip(lengths, days).map { length, date in
            Shift(
                workerID: "kim", date: date,
                span: TimeSpan(
                    start: Fixture.time("18:00"),
                    end: ClockTime(minuteOfDay: (18 * 60 + length) % 1440)!),
                breakRule: .minutes(0), location: Fixture.here)
        }
        let content = Fixture.content(workers: [Fixture.worker(wage: Wage(.daily, 90_000))], shifts: shifts)
        let slip = try #require(Fixture.payslip(content, month: "2026-11"))
        #expect(slip.amount(.night) == 325_614)
        #expect(slip.amount(.base) == 20 * 90_000)
    }
}
