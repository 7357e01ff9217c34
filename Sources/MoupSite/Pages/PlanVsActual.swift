import MoupModel
import MoupPayroll

/// The dashboard's scheduled-versus-actual section: hours and cost per worker and per week, from
/// the month's payslips (actual) and the same month priced as scheduled (`ScheduledPayroll`).
/// Per worker the cost is 인건비 (gross + the employer's insurance shares); per week it is the
/// week's wages (`WeekSummary.pay`: base, premiums and 주휴수당, no insurance), on both sides.
enum PlanVsActual {
    /// The words of the section, in one place.
    enum Words {
        static let total = "합계"
        static let week = " 주"
        static let thisWeek = " (이번 주)"
        static let laterWeek = " (예정)"
        static let chartTitle = "주별 근로시간: 예정과 실제"
        static let scheduled = "예정"
        static let actual = "실제"
        static let notes = [
            "예정은 schedule.json의 반복 근무를 적힌 그대로 일했다고 보고, 실제 명세서와 같은 급여 계산으로 구한 값입니다: "
                + "기본급, 야간·연장·휴일 가산수당, 주휴수당, 공휴일 수당, 그리고 사업주 부담 보험료까지 넣었습니다.",
            "실제는 이 달의 임금명세서(기록된 근무) 값입니다. 빌드 날짜 뒤의 예정 근무와 기록이 없는 날은 실제에 들어가지 않습니다.",
            "근무자별 금액은 인건비(지급액 + 사업주 부담 보험료)이고, 주별 금액은 그 주 근무의 임금(주휴수당 포함, 보험료 제외)입니다. "
                + "차이는 실제 − 예정입니다.",
        ]
    }

    /// Nil when the workplace has no repeats (nothing was scheduled).
    /// `today` (the build date) marks the week it falls in and the weeks after it, which have no
    /// actual figures yet.
    static func section(_ wp: Workplace, actual: [Payslip], scheduled: [Payslip], today: CivilDate) -> PlanSection? {
        guard !wp.repeats.isEmpty else { return nil }
        let ids = Set(actual.map(\.workerID)).union(scheduled.map(\.workerID)).sorted()
        let workers = ids.compactMap { wp.worker($0) }
        var planned: [String: PaySums] = [:], done: [String: PaySums] = [:]
        for slip in scheduled { planned[slip.workerID, default: PaySums()].add(slip) }
        for slip in actual { done[slip.workerID, default: PaySums()].add(slip) }
        let rows = workers.map { worker in
            let p = planned[worker.id] ?? PaySums(), a = done[worker.id] ?? PaySums()
            return row(label: worker.name, tag: SiteIndex.workerTag(worker),
                       minutes: (p.minutes, a.minutes), cost: (p.employerCost, a.employerCost))
        }
        let p = PaySums.of(scheduled), a = PaySums.of(actual)
        let total = row(label: Words.total, tag: nil, minutes: (p.minutes, a.minutes), cost: (p.employerCost, a.employerCost))

        let plannedWeeks = weeks(scheduled), doneWeeks = weeks(actual)
        let starts = Set(plannedWeeks.keys).union(doneWeeks.keys).sorted()
        let weekRows = starts.map { start in
            let p = plannedWeeks[start] ?? (0, 0), a = doneWeeks[start] ?? (0, 0)
            let when = start > today ? Words.laterWeek : start.adding(days: 6) >= today ? Words.thisWeek : ""
            return row(label: Format.shortDate(start) + Words.week + when, tag: nil,
                       minutes: (p.minutes, a.minutes), cost: (p.pay, a.pay))
        }
        let plannedColor = "#9c755f", actualColor = "#4e79a7"
        let chart = starts.isEmpty ? nil : BarChart(
            title: Words.chartTitle,
            groups: starts.map { start in
                BarChart.Group(label: Format.shortDate(start) + Words.week, bars: [
                    BarChart.Bar(segments: [BarChart.Segment(value: plannedWeeks[start]?.minutes ?? 0, color: plannedColor,
                                                             name: Words.scheduled)]),
                    BarChart.Bar(segments: [BarChart.Segment(value: doneWeeks[start]?.minutes ?? 0, color: actualColor,
                                                             name: Words.actual)]),
                ])
            },
            legend: [(Words.scheduled, plannedColor), (Words.actual, actualColor)], stepUnit: 60,
            tick: { "\($0 / 60)시간" }).svg
        return PlanSection(workers: rows, total: total, weeks: weekRows, chartSVG: chart,
                           notes: Words.notes.map(TextLine.init))
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

    static func row(label: String, tag: WorkerTag?, minutes: (planned: Int, actual: Int),
                    cost: (planned: Int, actual: Int)) -> PlanRow {
        let hours = minutes.actual - minutes.planned, won = cost.actual - cost.planned
        let direction = won != 0 ? won : hours
        return PlanRow(label: label, tag: tag,
                       scheduledHours: Format.duration(minutes.planned), actualHours: Format.duration(minutes.actual),
                       hoursDifference: Format.signed(hours, Format.duration),
                       scheduledCost: Format.won(cost.planned), actualCost: Format.won(cost.actual),
                       costDifference: Format.signed(won, Format.won),
                       direction: direction > 0 ? "more" : direction < 0 ? "less" : nil)
    }
}
