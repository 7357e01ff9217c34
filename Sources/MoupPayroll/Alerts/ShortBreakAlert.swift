import MoupModel

/// 휴게시간 (근로기준법 제54조): a break given shorter than the legal minimum is paid as given and flagged.
enum ShortBreakAlert {
    static func alerts(_ shifts: [WorkedShift]) -> [PayrollAlert] {
        shifts.filter { $0.time.isShortBreak }.map { shift in
            PayrollAlert(
                code: .shortBreak,
                message: Phrase(
                    .alertShortBreak,
                    [
                        "date": .date(shift.date), "span": .span(shift.span),
                        "minutes": .number(shift.time.breakMinutes),
                        "minimum": .number(shift.time.legalMinimumBreak),
                    ]),
                date: shift.date)
        }
    }
}
