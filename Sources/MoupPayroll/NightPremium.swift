import MoupModel

/// 야간근로 가산 (근로기준법 제56조③): +50% for minutes worked between 22:00 and 06:00.
enum NightPremium {
    static let percent = 50
    static let nightStart = 22 * 60
    static let nightEnd = 6 * 60

    /// True for a minute offset (from the shift date's midnight, may exceed 1440) in 22:00–06:00.
    static func isNight(offset: Int) -> Bool {
        let minute = offset % 1440
        return minute >= nightStart || minute < nightEnd
    }

    /// The first offset after `offset` (not negative) where night or the calendar date may change:
    /// the next 06:00, 22:00 or midnight. Every minute from `offset` up to it is alike.
    static func nextBoundary(after offset: Int) -> Int {
        let midnight = offset / 1440 * 1440
        let minute = offset % 1440
        if minute < nightEnd { return midnight + nightEnd }
        if minute < nightStart { return midnight + nightStart }
        return midnight + 1440
    }

    /// The night premium parts over the given shifts (those of the period).
    static func parts(of shifts: [WorkedShift]) -> [PremiumPart] {
        PartTally.parts(of: shifts) { $0.night ? percent : nil }
    }
}
