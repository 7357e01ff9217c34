import MoupModel
import MoupPayroll

/// The dashboard's scheduled-versus-actual section: hours and cost per worker and per week, from
/// the month's payslips (actual) and the same month priced as scheduled (`ScheduledPayroll`).
/// Per worker the cost is 인건비 (gross + the employer's insurance shares); per week it is the
/// week's wages (`WeekSummary.pay`: base, premiums and 주휴수당, no insurance), on both sides.
enum PlanVsActual {
    /// The section's explanations under its tables, by table key (`plan.notes.*`).
    static let noteKeys = ["plan.notes.scheduled", "plan.notes.actual", "plan.notes.amounts"]

    /// Nil when the workplace has no repeats (nothing was scheduled).
    /// `today` (the build date) marks the week it falls in and the weeks after it, which have no
    /// actual figures yet.
    static func section(
        _ wp: Workplace, actual: [Payslip], scheduled: [Payslip], today: CivilDate,
        _ words: Words
    ) -> PlanSection? {
        guard !wp.repeats.isEmpty else { return nil }
        let ids = Set(actual.map(\.workerID)).union(scheduled.map(\.workerID)).sorted()
        let workers = ids.compactMap { wp.worker($0) }
        var planned: [String: PaySums] = [:]
        var done: [String: PaySums] = [:]
        for slip in scheduled { planned[slip.workerID, default: PaySums()].add(slip) }
        for slip in actual { done[slip.workerID, default: PaySums()].add(slip) }
        let rows = workers.map { worker in
            let p = planned[worker.id] ?? PaySums()
            let a = done[worker.id] ?? PaySums()
            return row(
                label: worker.name, tag: SiteIndex.workerTag(worker),
                minutes: (p.minutes, a.minutes), cost: (p.labour.cost, a.labour.cost), words)
        }
        let p = PaySums.of(scheduled)
        let a = PaySums.of(actual)
        let total = row(
            label: words("dashboard.total"), tag: nil, minutes: (p.minutes, a.minutes),
            cost: (p.labour.cost, a.labour.cost), words)

        let plannedWeeks = weeks(scheduled)
        let doneWeeks = weeks(actual)
        let starts = Set(plannedWeeks.keys).union(doneWeeks.keys).sorted()
        let weekRows = starts.map { start in
            let p = plannedWeeks[start] ?? (0, 0)
            let a = doneWeeks[start] ?? (0, 0)
            let when: String
            let mark = WeekMark(start, today: today)
            switch mark {
            case .later: when = words("plan.laterWeekMark")
            case .this: when = words("plan.thisWeekMark")
            case .past: when = ""
            }
            return row(
                label: Weeks.label(from: start, words) + when, tag: nil,
                minutes: (p.minutes, a.minutes), cost: (p.pay, a.pay), settled: mark == .past, words)
        }
        let plannedColor = "#9c755f"
        let actualColor = "#4e79a7"
        let chart =
            starts.isEmpty
            ? nil
            : BarChart(
                title: words("plan.chartTitle"),
                groups: starts.map { start in
                    BarChart.Group(
                        label: Weeks.tick(from: start, words),
                        bars: [
                            BarChart.Bar(segments: [
                                BarChart.Segment(
                                    value: plannedWeeks[start]?.minutes ?? 0, color: plannedColor,
                                    name: words("plan.scheduled"))
                            ]),
                            BarChart.Bar(segments: [
                                BarChart.Segment(
                                    value: doneWeeks[start]?.minutes ?? 0, color: actualColor,
                                    name: words("plan.actual"))
                            ]),
                        ])
                },
                legend: [(words("plan.scheduled"), plannedColor), (words("plan.actual"), actualColor)], stepUnit: 60,
                tick: { words("dashboard.hoursTick", ["hours": String($0 / 60)]) }
            ).svg
        return PlanSection(
            workers: rows, total: total, weeks: weekRows, chartSVG: chart,
            notes: noteKeys.map { TextLine(text: words($0)) })
    }

    /// How a week's row is marked by the build date: a week after it, the week it falls in, or a
    /// week over.
    enum WeekMark: Hashable, Sendable {
        case later, this, past

        init(_ start: CivilDate, today: CivilDate) {
            self = start > today ? .later : start.adding(days: 6) >= today ? .this : .past
        }
    }

    /// The weeks the section has a row for (the starts `WeekMark` marks), ascending; none without repeats.
    static func weekStarts(_ wp: Workplace, actual: [Payslip], scheduled: [Payslip]) -> [CivilDate] {
        guard !wp.repeats.isEmpty else { return [] }
        return Set(weeks(scheduled).keys).union(weeks(actual).keys).sorted()
    }

    /// Minutes and wages per week start, summed over the payslips' `weeks`.
    static func weeks(_ slips: [Payslip]) -> [CivilDate: (minutes: Int, pay: Int)] {
        var byWeek: [CivilDate: (minutes: Int, pay: Int)] = [:]
        for slip in slips {
            for week in slip.weeks {
                let old = byWeek[week.start] ?? (0, 0)
                byWeek[week.start] = (old.minutes + week.workedMinutes, old.pay + week.pay)
            }
        }
        return byWeek
    }

    /// One row. Each difference is coloured by what it means for the owner, not by its sign alone:
    /// over the plan (`over`: more hours or cost than scheduled, worth a look), under it (`under`),
    /// none for no difference, and none where the figures are not in yet (`settled` false: this
    /// week and the weeks after it, whose actual side is still short by their remaining days).
    static func row(
        label: String, tag: WorkerTag?, minutes: (planned: Int, actual: Int),
        cost: (planned: Int, actual: Int), settled: Bool = true, _ words: Words
    ) -> PlanRow {
        let hours = minutes.actual - minutes.planned
        let won = cost.actual - cost.planned
        let meaning = { (difference: Int) -> String? in
            !settled || difference == 0 ? nil : difference > 0 ? "over" : "under"
        }
        return PlanRow(
            label: label, tag: tag,
            scheduledHours: words.duration(minutes.planned), actualHours: words.duration(minutes.actual),
            hoursDifference: Format.signed(hours, words.duration),
            scheduledCost: words.won(cost.planned), actualCost: words.won(cost.actual),
            costDifference: Format.signed(won, words.won),
            hoursDirection: meaning(hours), costDirection: meaning(won))
    }
}
