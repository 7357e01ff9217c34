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

    /// The night premium parts over the given shifts (those of the period).
    static func parts(of shifts: [WorkedShift]) -> [PremiumPart] {
        PartTally.parts(of: shifts) { $0.night ? percent : nil }
    }
}
