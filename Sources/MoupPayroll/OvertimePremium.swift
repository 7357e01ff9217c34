import MoupModel

/// 연장근로 가산 (근로기준법 제50조②, 제56조①): +50% for minutes beyond 8 hours in one day, and for
/// minutes beyond 40 hours in a week that were not already daily overtime. The day is the calendar
/// date a shift starts on: the worked minutes of every shift starting that date count together, in
/// time order (payroll-rules.md v3; v2 counted each shift on its own). Holiday minutes are never
/// overtime and do not count toward the 40 hours (their +100% beyond 8 hours already includes it).
enum OvertimePremium {
    static let percent = 50
    static let dailyLimit = 8 * 60
    static let weeklyLimit = 40 * 60

    /// Marks daily overtime over one day's shifts, `shifts[day]` (those starting on one date, in time
    /// order): their worked minutes beyond the 480th, holiday minutes counted but never marked.
    static func markDaily(_ shifts: inout [WorkedShift], day: Range<Int>) {
        var counted = 0
        shifts.markBeyond(
            dailyLimit, in: day, counted: &counted, flag: { $0.dailyOvertime = true },
            counts: { _ in true }, marks: { !$0.holiday })
    }

    /// Marks weekly overtime over one week's shifts, `shifts[week]` (in time order): ordinary minutes
    /// beyond 2,400.
    static func markWeekly(_ shifts: inout [WorkedShift], week: Range<Int>) {
        var counted = 0
        shifts.markBeyond(
            weeklyLimit, in: week, counted: &counted, flag: { $0.weeklyOvertime = true },
            counts: { !$0.holiday && !$0.dailyOvertime })
    }

    static func parts(of shifts: [WorkedShift]) -> [PremiumPart] {
        PartTally.parts(of: shifts) { $0.overtime ? percent : nil }
    }
}
