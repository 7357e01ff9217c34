import MoupModel

/// 주 52시간 (근로기준법 제50조, 제53조): more than 52 hours worked in one week, holidays included.
/// Raised on the pay period holding the week's last day. The limits do not apply under 5 employees
/// (제11조, 시행령 별표1), nor to a freelancer on `auto` terms, so no alert there.
enum Over52HoursAlert {
    static let limitMinutes = 52 * 60

    static func alerts(
        weekStarts: [CivilDate], timeline: WorkerTimeline, worker: Worker,
        workplace: Workplace
    ) -> [PayrollAlert] {
        guard LawScope.premiumsRequired(worker, workplace) else { return [] }
        return weekStarts.compactMap { start in
            let worked = timeline.workedMinutes(inWeekStarting: start)
            guard worked > limitMinutes else { return nil }
            return PayrollAlert(
                code: .over52Hours,
                message: Phrase(
                    .alertOver52Hours,
                    [
                        "worked": .text(HoursText.short(worked)),
                        "week": .date(start),
                    ]),
                date: start)
        }
    }
}
