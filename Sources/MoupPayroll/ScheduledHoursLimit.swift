/// 소정근로시간 within the statutory hours (근로기준법 제2조①8호, 제50조; payroll-rules.md v3,
/// "소정근로시간"): the hours a contract schedules count at most 8 a day and 40 a week wherever the
/// contract's hours are used (주휴, paid public holidays, 연차, the 15-hour test, enrolment, 단시간근로자
/// 초과근로). The rest of a longer contract day is 연장, paid as such: a contract day of 08:00–19:00
/// with a 1-hour break is 8 hours of 소정, not 10.
enum ScheduledHoursLimit {
    /// 8 hours: the most a day's 소정근로시간 can be (제50조②).
    static let dayMinutes = 8 * 60
    /// 40 hours: the most a week's 소정근로시간 can be (제50조①).
    static let weekMinutes = 40 * 60

    /// A day's scheduled minutes as 소정: at most 480.
    static func day(_ minutes: Int) -> Int { min(minutes, dayMinutes) }

    /// A week's scheduled minutes as 소정: at most 2,400.
    static func week(_ minutes: Int) -> Int { min(minutes, weekMinutes) }
}
