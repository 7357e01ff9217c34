import MoupModel
import MoupRules

/// 주휴수당 (근로기준법 제55조①, 시행령 제30조): for hourly and daily workers, a week earns it when
/// its scheduled hours averaged over 4 weeks are 15 or more (제18조③, `FifteenHourTest`), no
/// scheduled day was `absent`, and the employment lasts
/// through the week's last day (고용노동부 임금근로시간과-1736, 2021-08-04: no work on an 8th day is
/// needed, so `end` on the week's last day earns it, `end` the day before does not). Amount = min(weekly hours, 40) ÷ 40 × 8 × hourly wage. It belongs to the pay
/// period holding the week's last day; the week's hours include its days in the previous period.
enum WeeklyHolidayAllowance {
    static let capMinutes = ScheduledHoursLimit.weekMinutes

    /// One week's evaluation.
    struct Week: Hashable, Sendable {
        let start: CivilDate
        var end: CivilDate { start.adding(days: 6) }
        /// 소정근로 minutes: from repeats, else worked minutes less overtime and holiday minutes.
        let scheduledMinutes: Int
        let qualifies: Bool
        /// Why a week with hours did not earn it, in plain Korean for the payslip notes.
        let reason: Phrase?
        let rate: HourlyRate?

        /// min(minutes, 2400) ÷ 2400 × 8 h × rate, exact.
        var exact: ExactWon {
            guard qualifies, let rate else { return .zero }
            return ExactWon(min(scheduledMinutes, capMinutes) * rate.numerator, 300 * rate.denominator)
        }

        /// `(18시간 ÷ 40시간) × 8시간 × 10,320원`.
        var term: Phrase { WeeklyHolidayAllowance.term(minutes: min(scheduledMinutes, capMinutes), rate: rate) }
    }

    /// The term of a week of `minutes` (capped) at `rate`: `(18시간 ÷ 40시간) × 8시간 × 10,320원`.
    static func term(minutes: Int, rate: HourlyRate?) -> Phrase {
        Phrase(.weeklyHolidayTerm, ["hours": .duration(minutes), "rate": rate?.text ?? .won(0)])
    }

    /// The scheduled (소정) minutes of the week starting `weekStart`, and whether repeats set them: the
    /// repeats' days (each at most 8 hours, the week at most 40), else the week's worked minutes less
    /// overtime and holiday minutes.
    static func scheduledMinutes(
        weekStart: CivilDate, worker: Worker, workplace: Workplace,
        timeline: WorkerTimeline
    ) -> (minutes: Int, fromRepeats: Bool) {
        let days = timeline.schedule.total(from: weekStart, through: weekStart.adding(days: 6))
        if days.days > 0 { return (ScheduledHoursLimit.week(days.minutes), true) }
        let worked = timeline.shifts(inWeekStarting: weekStart).map(ContractHours.contractMinutes(of:))
        return (worked.reduce(0, +), false)
    }

    /// - Parameters:
    ///   - today: the build date; a week not yet over by then has not earned it yet (attendance is not
    ///     known), and says so in a note.
    ///   - firstWeek: the employment's first week, where the 15-hour test's average begins
    ///     (`FifteenHourTest.firstWeek`); the timeline holds the 3 weeks before `weekStart`.
    static func evaluate(
        weekStart: CivilDate, worker: Worker, workplace: Workplace,
        timeline: WorkerTimeline, today: CivilDate, firstWeek: CivilDate?
    ) -> Week {
        let end = weekStart.adding(days: 6)
        let (minutes, fromRepeats) = scheduledMinutes(
            weekStart: weekStart, worker: worker, workplace: workplace,
            timeline: timeline)
        let employedInWeek = (0...6).contains { worker.isEmployed(on: weekStart.adding(days: $0)) }
        let continues = worker.end.map { $0 >= end } ?? true
        let absent =
            timeline.hasAbsence
            && timeline.records.contains { $0.status == .absent && $0.date >= weekStart && $0.date <= end }
        let average = FifteenHourTest.averageMinutes(
            weekStart: weekStart, firstWeek: firstWeek, worker: worker,
            workplace: workplace, timeline: timeline)
        let enoughHours = average.isAtLeast(FifteenHourTest.thresholdMinutes)
        let over = end < today
        // A week ending on or before history.until is inside history.wages (content-format.md v2).
        let inHistory = HistoryDays.contains(end, worker: worker)
        // A week with no 소정 hours of its own earns nothing, whatever the weeks before it averaged.
        let qualifies =
            worker.wage.kind != .monthly && employedInWeek && continues && !absent
            && minutes > 0 && enoughHours && over && !inHistory
        var reason: Phrase?
        if !qualifies, !inHistory, worker.wage.kind != .monthly, employedInWeek, minutes > 0 {
            let week: [String: Phrase.Value] = ["month": .number(weekStart.month), "day": .number(weekStart.day)]
            if !over, enoughHours, !absent, continues {
                reason = Phrase(.weeklyHolidayNotOver, week)
            } else if !enoughHours, average.denominator == 1 || average.numerator == minutes * average.denominator {
                // The week alone, or weeks that all have its hours: the week's own hours say why.
                reason = Phrase(
                    .weeklyHolidayShortWeek,
                    [
                        "month": .number(weekStart.month), "day": .number(weekStart.day),
                        "hours": .duration(minutes),
                    ])
            } else if !enoughHours {
                reason = Phrase(
                    .weeklyHolidayShortAverage,
                    [
                        "month": .number(weekStart.month), "day": .number(weekStart.day), "hours": .duration(minutes),
                        "weeks": .number(average.denominator),
                        "average": .duration(average.numerator / average.denominator),
                    ])
            } else if absent {
                reason = Phrase(.weeklyHolidayAbsent, week)
            } else {
                reason = Phrase(.weeklyHolidayEmploymentEnds, week)
            }
        }
        return Week(
            start: weekStart, scheduledMinutes: minutes, qualifies: qualifies, reason: reason,
            rate: rate(
                weekStart: weekStart, worker: worker, workplace: workplace, timeline: timeline,
                fromRepeats: fromRepeats))
    }

    /// The hourly wage on the week's last day; for a daily wage, its hourly equivalent on the
    /// week's last scheduled (else worked) day.
    private static func rate(
        weekStart: CivilDate, worker: Worker, workplace: Workplace, timeline: WorkerTimeline,
        fromRepeats: Bool
    ) -> HourlyRate? {
        let end = weekStart.adding(days: 6)
        switch worker.wage.kind {
        case .hourly:
            return WageRates.hourlyRate(for: worker, on: end, shiftDate: end, dayMinutes: 0)
        case .daily:
            if fromRepeats, let last = timeline.schedule.days(from: weekStart, through: end).last {
                return WageRates.hourlyRate(for: worker, on: last.date, shiftDate: last.date, dayMinutes: last.minutes)
            }
            return timeline.shifts(inWeekStarting: weekStart).last?.rate
        case .monthly:
            return nil
        }
    }

    /// Whether the law requires 주휴수당 for this worker (any workplace size; not freelancers on `auto`).
    static func requiredByLaw(_ worker: Worker) -> Bool {
        LawScope.isEmployee(worker) && worker.wage.kind != .monthly
    }

    /// The `weekly_holiday` line over the qualifying weeks.
    static func line(_ weeks: [Week]) -> PayLine? {
        // One pass over the weeks, in a loop (no lists of the paid weeks, their minutes or rates made only
        // to be summed): the amount, the minutes, whether one rate applies, and the distinct terms.
        var amount = ExactWon.zero
        var paid = 0
        var fifths = 0
        var allFifths = true
        var firstRate: HourlyRate?
        var oneRate = true
        var groups: [TermGroup] = []
        for week in weeks where week.qualifies {
            paid += 1
            amount += week.exact
            let capped = min(week.scheduledMinutes, capMinutes)
            if capped % 5 == 0 { fifths += capped / 5 } else { allFifths = false }
            if let rate = week.rate {
                if let firstRate { oneRate = oneRate && rate == firstRate } else { firstRate = rate }
            }
            let key = TermGroup(minutes: capped, rate: week.rate, weeks: 1)
            if let index = groups.firstIndex(where: { $0.sameTerm(as: key) }) {
                groups[index].weeks += 1
            } else {
                groups.append(key)
            }
        }
        guard paid > 0 else { return nil }
        let floored = amount.floored
        guard floored > 0 else { return nil }
        return PayLine(
            code: .weeklyHoliday, amount: floored, minutes: allFifths ? fifths : nil,
            rate: oneRate ? firstRate?.wholeWon : nil,
            basis: .sum(groupedTerms(groups), total: floored))
    }

    /// Weeks whose terms read alike: the same capped minutes and the same rate as written (no rate is
    /// written `0원`, as a 0-won hourly rate is). Weeks are grouped by these figures before any term is
    /// worded, instead of wording every week's term and comparing the phrases.
    private struct TermGroup {
        let minutes: Int
        let rate: HourlyRate?
        var weeks: Int

        func sameTerm(as other: TermGroup) -> Bool {
            let none = HourlyRate(origin: .hourly(0))
            return minutes == other.minutes && (rate ?? none) == (other.rate ?? none)
        }
    }

    /// Identical weekly terms written once with their count, in first-seen order:
    /// three weeks of `(35시간 ÷ 40시간) × 8시간 × 10,500원` read `3주 × (35시간 ÷ 40시간) × 8시간 × 10,500원`.
    private static func groupedTerms(_ groups: [TermGroup]) -> [Phrase] {
        groups.map { group in
            let single = term(minutes: group.minutes, rate: group.rate)
            return group.weeks > 1
                ? Phrase(.weeksTimes, ["weeks": .number(group.weeks), "term": .phrase(single)]) : single
        }
    }
}
