import MoupModel

/// 휴게시간 (근로기준법 제54조): a break given shorter than the legal minimum is paid as given and flagged.
enum ShortBreakAlert {
    static func alerts(_ shifts: [WorkedShift]) -> [PayrollAlert] {
        shifts.filter(\.time.isShortBreak).map { shift in
            PayrollAlert(code: .shortBreak,
                         message: "\(shift.date) \(shift.span): break of \(shift.time.breakMinutes) min is shorter "
                             + "than the legal minimum of \(shift.time.legalMinimumBreak) min (휴게시간)",
                         date: shift.date)
        }
    }
}
