import MoupModel

/// An hourly rate in won, exact: the agreed hourly wage, or the hourly equivalent of a daily
/// wage (wage ÷ the day's scheduled hours, at most 8) or of a monthly wage (통상시급 = amount ÷ 209).
struct HourlyRate: Hashable, Sendable, Comparable {
    enum Origin: Hashable, Sendable {
        case hourly(Int)
        /// Daily wage and the day's scheduled minutes (capped at 480).
        case daily(wage: Int, minutes: Int)
        case monthly(Int)
    }

    let origin: Origin

    /// Won per hour as `numerator / denominator`.
    var numerator: Int {
        switch origin {
        case .hourly(let wage): return wage
        case .daily(let wage, _): return wage * 60
        case .monthly(let amount): return amount
        }
    }

    var denominator: Int {
        switch origin {
        case .hourly: return 1
        case .daily(_, let minutes): return minutes
        case .monthly: return WageRates.monthlyHours
        }
    }

    /// The rate in whole won when it is one.
    var wholeWon: Int? { numerator % denominator == 0 ? numerator / denominator : nil }

    /// The rate floored to the won (for display and the shift breakdown).
    var flooredWon: Int { numerator / denominator }

    /// How the rate is written in a basis: `10,320원`, `(2,500,000원 ÷ 209)`, `(80,000원 ÷ 450분 × 60)`.
    var text: Phrase.Value {
        switch origin {
        case .hourly(let wage): return .won(wage)
        case .daily(let wage, let minutes):
            if minutes % 60 == 0 {
                return .phrase(Phrase(.rateDailyHours, ["wage": .won(wage), "hours": .number(minutes / 60)]))
            }
            return .phrase(Phrase(.rateDailyMinutes, ["wage": .won(wage), "minutes": .minutes(minutes)]))
        case .monthly(let amount):
            return .phrase(Phrase(.rateMonthly, ["wage": .won(amount), "hours": .number(WageRates.monthlyHours)]))
        }
    }

    /// `minutes × rate × percent ÷ 100 ÷ 60`, exact.
    func pay(minutes: Int, percent: Int) -> ExactWon {
        ExactWon(minutes * numerator * percent, denominator * 60 * 100)
    }

    static func < (lhs: HourlyRate, rhs: HourlyRate) -> Bool {
        lhs.numerator * rhs.denominator < rhs.numerator * lhs.denominator
    }
}

/// Wage look-ups: the amount in force on a date, and the hourly (equivalent) rate used for premiums.
enum WageRates {
    /// Hours in a full month of a 40-hour week with 주휴 ((40 + 8) × 365 ÷ 7 ÷ 12, rounded): 통상시급 divisor.
    static let monthlyHours = 209
    /// The most hours a day's wage is spread over for a daily worker's hourly equivalent.
    static let dailyCapMinutes = 480

    /// The hourly (or hourly-equivalent) rate for a minute worked on `date` in a shift that started
    /// on `shiftDate`. `dayMinutes` is the day's scheduled minutes (daily wages only): the repeat's
    /// minutes after break where a repeat covers the day, else the shift's worked minutes.
    static func hourlyRate(for worker: Worker, on date: CivilDate, shiftDate: CivilDate, dayMinutes: Int) -> HourlyRate
    {
        switch worker.wage.kind {
        case .hourly:
            return HourlyRate(origin: .hourly(worker.wage.amount(on: date)))
        case .daily:
            let minutes = min(max(dayMinutes, 1), dailyCapMinutes)
            return HourlyRate(origin: .daily(wage: worker.wage.amount(on: shiftDate), minutes: minutes))
        case .monthly:
            return HourlyRate(origin: .monthly(worker.wage.amount(on: date)))
        }
    }

    /// The scheduled minutes of `date` for a daily worker's hourly equivalent, or nil without a repeat.
    static func scheduledMinutes(on date: CivilDate, worker: Worker, repeats: [Repeat]) -> Int? {
        var minutes: Int?
        for item in repeats where item.workerID == worker.id && item.covers(date) {
            minutes = (minutes ?? 0) + ScheduleExpansion.minutesAfterBreak(item, worker: worker)
        }
        return minutes
    }
}
