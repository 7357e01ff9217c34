import MoupModel

/// One worked minute and everything the premium rules decide about it.
struct WorkedMinute: Hashable, Sendable {
    /// The calendar date the minute falls on (after midnight: the next day).
    let date: CivilDate
    /// Offset from the shift date's midnight.
    let offset: Int
    let rate: HourlyRate
    let night: Bool
    /// Falls on a holiday (주휴일, public holiday, May 1).
    var holiday = false
    /// A holiday minute beyond the first 8 hours worked on that holiday (+100% instead of +50%).
    var holidayBeyondEightHours = false
    /// Beyond 8 hours in its shift.
    var dailyOvertime = false
    /// Beyond 40 hours in its week, not already daily overtime, not a holiday minute.
    var weeklyOvertime = false
    /// Beyond the day's contract minutes of a 단시간근로자, not overtime, not a holiday minute
    /// (기간제법 제6조③).
    var partTimeOvertime = false

    var overtime: Bool { dailyOvertime || weeklyOvertime }
}

/// A worked shift as the engine reads it: the record, its worked time and its minutes.
struct WorkedShift: Hashable, Sendable {
    let shift: Shift
    let span: TimeSpan
    let time: WorkedTime
    /// The rate shown for the shift (the rate of its first minute).
    let rate: HourlyRate
    /// The daily wage that day (daily wages only).
    let dailyWage: Int?
    var minutes: [WorkedMinute]
    let holidayName: Phrase?

    var date: CivilDate { shift.date }
}
