import MoupModel

/// A worked shift as the engine reads it: its date and span, its worked time and its minutes as runs.
struct WorkedShift: Hashable, Sendable {
    /// The date of the shift record (the shift starts on it).
    let date: CivilDate
    let span: TimeSpan
    let time: Time
    /// The rate shown for the shift (the rate of its first minute).
    let rate: HourlyRate
    /// The daily wage that day (daily wages only).
    let dailyWage: Int?
    /// The worked minutes in time order, as runs classified alike.
    var runs: [MinuteRun]
    let holidayName: Phrase?

    /// The worked minutes that `include` accepts.
    func minutes(where include: (MinuteRun) -> Bool) -> Int {
        runs.reduce(0) { include($1) ? $0 + $1.count : $0 }
    }

    /// What is read of the shift's worked time after the runs are cut: `WorkedTime` without its ranges.
    struct Time: Hashable, Sendable {
        let worked: Int
        let breakMinutes: Int
        let legalMinimumBreak: Int
        let isShortBreak: Bool

        init(_ time: WorkedTime) {
            worked = time.worked
            breakMinutes = time.breakMinutes
            legalMinimumBreak = time.legalMinimumBreak
            isShortBreak = time.isShortBreak
        }
    }
}
