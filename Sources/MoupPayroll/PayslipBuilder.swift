import MoupModel
import MoupRules

/// Builds one worker's payslip for one pay period: earnings rule by rule, then deductions.
struct PayslipBuilder {
    let worker: Worker
    let workplace: Workplace
    /// The worker's shift records at the workplace, any status, in file order.
    let records: [Shift]
    let rules: RuleBook
    let period: PayPeriod
    let today: CivilDate
    /// The worker's 연차 ledger through this period's end or later, shared by the worker's periods;
    /// nil: built for this period alone.
    var leaveLedger: AnnualLeaveLedger?? = nil
    /// The worker's repeats at the workplace, if already read.
    var schedule: WorkerSchedule? = nil

    /// The payslip, or nil when the worker has no worked shift, repeat or monthly wage in the period.
    func build() -> Payslip? { buildWithDates(collecting: false)?.payslip }

    /// The payslip and, when `collecting` (or when a daily worker's tax needs them), its earnings by
    /// the date each belongs to (`DatedEarnings`).
    func buildWithDates(collecting: Bool) -> (payslip: Payslip, dated: DatedEarnings?)? {
        let worker = self.worker
        let workplace = self.workplace
        // History days (up to history.until) are paid in history.wages, not here.
        // The period's days from the later of its start, the worker's start and the day after history.until,
        // through the earlier of its end and the worker's end.
        var firstDay = period.start
        var lastDay = period.end
        if let start = worker.start, start > firstDay { firstDay = start }
        if let end = worker.end, end < lastDay { lastDay = end }
        firstDay = HistoryDays.firstContentDay(from: firstDay, worker: worker)
        guard firstDay <= lastDay else { return nil }
        let employedDays = (firstDay.dayNumber...lastDay.dayNumber).map { CivilDate(dayNumber: $0) }
        let firstWeek = workplace.weekStart(of: period.start)
        let lastWeek = workplace.weekStart(of: period.end)
        // From 3 weeks before the period's first week: the 15-hour test averages 4 weeks (제18조③).
        let timeline = WorkerTimeline(
            worker: worker, workplace: workplace, records: records, rules: rules,
            from: firstWeek.adding(days: -7 * (FifteenHourTest.weeksAveraged - 1)),
            through: lastWeek.adding(days: 6), schedule: schedule)
        let employmentFirstWeek = FifteenHourTest.firstWeek(
            worker: worker, workplace: workplace,
            schedule: timeline.schedule, records: records)
        let shifts = timeline.shifts(in: period)
        // The period's scheduled days: their number and minutes.
        let scheduled = timeline.schedule.total(
            from: HistoryDays.firstContentDay(from: period.start, worker: worker),
            through: period.end)
        // A period with nothing but past planned days still gets its payslip: it says they are unconfirmed.
        let today = self.today
        guard
            !shifts.isEmpty || scheduled.days > 0 || worker.wage.kind == .monthly
                || timeline.records.contains(where: {
                    $0.status == .planned && $0.date < today && $0.date >= firstDay
                        && $0.date <= lastDay
                })
        else { return nil }

        var earnings: [PayLine] = []
        var weeklyAlerts: [PayrollAlert] = []
        var owed: [PayLine] = []
        var notes: [Phrase] = []

        if let base = BasePay.line(worker: worker, shifts: shifts, employedDays: employedDays) { earnings.append(base) }

        // 가산수당: night, overtime, holiday.
        let premiumsRequired = LawScope.premiumsRequired(worker, workplace)
        var paidPremiums = Set<LineCode>()
        // One premium at a time, in this order.
        func premium(_ code: LineCode, _ setting: Switch, _ parts: [PremiumPart]) {
            guard let line = EarningLine.timed(code, parts: parts) else { return }
            switch Entitlement(setting, requiredByLaw: premiumsRequired) {
            case .paid:
                earnings.append(line)
                paidPremiums.insert(code)
            case .owedButOff: owed.append(line)
            case .notOwed: break
            }
        }
        premium(.night, worker.allowances.night, NightPremium.parts(of: shifts))
        premium(.overtime, worker.allowances.overtime, OvertimePremium.parts(of: shifts))
        premium(.holiday, worker.allowances.holiday, HolidayPremium.parts(of: shifts))

        // 주휴수당 for the weeks ending in the period.
        // Whether the weeks that qualify are paid their 주휴수당 on this payslip.
        var paysWeekly = false
        let weekStarts = stride(from: 0, through: firstWeek.days(to: lastWeek), by: 7).map {
            firstWeek.adding(days: $0)
        }
        // A leaver's final period also looks at the week it ends in: that week's 주휴 is not owed
        // (employment does not last through its last day), and the payslip says so.
        let endingWeeks = weekStarts.filter {
            period.contains($0.adding(days: 6)) || (period.final && period.contains($0))
        }
        let weeklyEntitlement = Entitlement(
            worker.allowances.weekly,
            requiredByLaw: WeeklyHolidayAllowance.requiredByLaw(worker))
        let weeks = endingWeeks.map {
            WeeklyHolidayAllowance.evaluate(
                weekStart: $0, worker: worker, workplace: workplace, timeline: timeline,
                today: today, firstWeek: employmentFirstWeek)
        }
        if worker.wage.kind != .monthly {
            switch weeklyEntitlement {
            case .paid:
                if let line = WeeklyHolidayAllowance.line(weeks) { earnings.append(line) }
                notes += weeks.compactMap(\.reason)
                paysWeekly = true
            case .owedButOff:
                weeklyAlerts = weeks.filter { $0.qualifies && $0.exact.floored > 0 }.map(
                    PremiumNotPaidAlert.weeklyHoliday)
            case .notOwed: break
            }
        }

        // 유급 공휴일.
        let holidays = PublicHolidayPay.days(
            employedDays, worker: worker, workplace: workplace, rules: rules,
            timeline: timeline, firstWeek: employmentFirstWeek)
        if let line = PublicHolidayPay.line(holidays.filter { $0.entitlement == .paid }) { earnings.append(line) }
        if let line = PublicHolidayPay.line(holidays.filter { $0.entitlement == .owedButOff }) { owed.append(line) }

        // 연차유급휴가: days taken, then (after the meal allowance) payouts of unused leave.
        let ledger =
            leaveLedger
            ?? AnnualLeavePay.ledger(
                worker: worker, workplace: workplace, records: records,
                rules: rules, through: period.end)
        let leave = AnnualLeavePay(
            worker: worker, workplace: workplace, records: records, rules: rules, period: period,
            ledger: ledger)
        if let line = leave.leaveLine { earnings.append(line) }

        // 단시간근로자 초과근로 (기간제법 제6조③), switched like the other premiums.
        if let line = EarningLine.timed(
            .partTimeOvertime, parts: PartTimeOvertimePremium.parts(of: shifts, rules: rules))
        {
            switch Entitlement(worker.allowances.partTimeOvertime, requiredByLaw: premiumsRequired) {
            case .paid:
                earnings.append(line)
                paidPremiums.insert(.partTimeOvertime)
            case .owedButOff: owed.append(line)
            case .notOwed: break
            }
        }

        let meal = MealAllowanceEarning.line(worker: worker, employedDays: employedDays)
        if let meal { earnings.append(meal) }
        if let line = leave.payoutLine { earnings.append(line) }
        let gross = earnings.reduce(0) { $0 + $1.amount }
        let isDaily = worker.deductions.mode == .daily
        let dated =
            collecting || isDaily
            ? DatedEarnings(
                worker: worker, shifts: shifts, paidPremiums: paidPremiums,
                weeks: weeklyEntitlement == .paid && worker.wage.kind != .monthly ? weeks : [],
                holidays: holidays.filter { $0.entitlement == .paid }, leave: leave, employedDays: employedDays,
                rules: rules)
            : nil

        // Alerts about time and pay, in the order of the alert codes.
        var alerts = MinimumWageCheck.alerts(
            worker: worker, shifts: shifts, employedDays: employedDays, rules: rules,
            meal: meal.map {
                mealShare(
                    allowance: $0.amount, shifts: shifts,
                    weeks: paysWeekly ? weeks : [],
                    holidays: holidays.filter { $0.entitlement == .paid })
            })
        alerts += ShortBreakAlert.alerts(shifts)
        for line in owed { alerts.append(PremiumNotPaidAlert.alert(for: line)) }
        alerts += weeklyAlerts
        alerts += Over52HoursAlert.alerts(
            weekStarts: endingWeeks, timeline: timeline, worker: worker, workplace: workplace)
        // v1/v2's alert a day for a scheduled day without any record, kept for `moup payroll`; pages show
        // the unconfirmed-shifts alert that lists the same days (`Payslip.alertsToShow`).
        alerts += MissingShiftRecordAlert.alerts(
            worker: worker, workplace: workplace, records: timeline.records,
            schedule: timeline.schedule, period: period, today: today, rules: rules)
        alerts += UnconfirmedShiftsAlert.alerts(
            worker: worker, workplace: workplace, records: timeline.records,
            schedule: timeline.schedule, period: period, today: today, rules: rules)
        alerts += MissingIdentificationAlert.alerts(worker)

        // v3: in a month cut by `start` or `end`, the enrolment test takes the contract's whole month.
        let wholeMonth =
            worker.deductions.mode == .insurance
            ? WholeMonthHours.ofCutMonth(
                worker: worker, workplace: workplace, records: records, rules: rules, period: period,
                first: firstDay, last: lastDay, schedule: timeline.schedule) : nil
        let deduction = computeDeductions(
            DeductionInput(
                worker: worker, workplace: workplace, period: period, gross: gross,
                mealAllowance: meal?.amount ?? 0,
                scheduledMinutes: wholeMonth?.monthlyMinutes ?? scheduledMinutes(scheduled: scheduled, shifts: shifts),
                hasSchedule: scheduled.days > 0,
                daily: isDaily
                    ? DailyWorkerInput(pay: dated!, records: records, worker: worker, period: period)
                    : nil,
                wholeMonthWeeklyMinutes: wholeMonth?.weeklyMinutes),
            rules: rules)
        let totalDeductions = deduction.deductions.reduce(0) { $0 + $1.amount }

        let breakdowns = shifts.map(Self.breakdown)
        var totals = MinuteTotals()
        for shift in breakdowns {
            totals.worked += shift.worked
            totals.night += shift.night
            totals.overtime += shift.overtime
            totals.holiday += shift.holiday
        }
        let summaries = weekStarts.map { start in
            let week = weeks.first { $0.start == start }
            let weeklyPay = paysWeekly && week?.qualifies == true ? week!.exact.floored : 0
            return weekSummary(
                start: start, shifts: shifts, employedDays: employedDays, paid: paidPremiums,
                week: week, weeklyPay: weeklyPay, timeline: timeline)
        }
        alerts += deduction.alerts
        alerts += leave.alerts
        alerts += FinalPayPeriod.alerts(period: period, worker: worker, rules: rules)
        let payslip = Payslip(
            workplaceID: workplace.id, workerID: worker.id, period: period, minutes: totals,
            earnings: earnings, gross: gross, taxFree: deduction.taxFree, deductions: deduction.deductions,
            totalDeductions: totalDeductions, net: gross - totalDeductions, employer: deduction.employer,
            employerCost: gross + deduction.employer.reduce(0) { $0 + $1.amount },
            alerts: alerts,
            notes: notes + deduction.notes,
            shifts: breakdowns,
            weeks: summaries,
            kind: .wages, annualLeave: leave.summary)
        return (payslip, dated)
    }

    /// The meal allowance per paid hour for the minimum-wage check of an hourly or daily wage (v3): the
    /// hours it pays for are the worked minutes within 소정 (less overtime and holiday minutes), the paid
    /// 주휴 hours (8 × the week's capped hours ÷ 40: a fifth of its minutes) and the paid holidays' minutes.
    private func mealShare(
        allowance: Int, shifts: [WorkedShift], weeks: [WeeklyHolidayAllowance.Week],
        holidays: [PublicHolidayPay.Day]
    ) -> MinimumWageCheck.MealShare {
        var fifths = 0
        for shift in shifts { fifths += 5 * ContractHours.contractMinutes(of: shift) }
        for week in weeks where week.qualifies {
            fifths += min(week.scheduledMinutes, WeeklyHolidayAllowance.capMinutes)
        }
        for day in holidays { fifths += 5 * day.minutes }
        return MinimumWageCheck.MealShare(allowance: allowance, paidMinutes: Ratio(fifths, 5))
    }

    /// Scheduled minutes for `auto` insurance enrolment: repeats on the period's days (holidays
    /// included); else worked minutes less overtime and holiday minutes; monthly wage without a
    /// repeat: 209 hours.
    private func scheduledMinutes(scheduled: (days: Int, minutes: Int), shifts: [WorkedShift]) -> Int {
        if scheduled.days > 0 { return scheduled.minutes }
        if worker.wage.kind == .monthly { return WageRates.monthlyHours * 60 }
        return shifts.map(ContractHours.contractMinutes(of:)).reduce(0, +)
    }

    /// The breakdown of `shift`.
    private static func breakdown(_ shift: WorkedShift) -> ShiftBreakdown {
        ShiftBreakdown(
            date: shift.date, span: shift.span, breakMinutes: shift.time.breakMinutes,
            worked: shift.time.worked, night: shift.minutes { $0.night },
            overtime: shift.minutes { $0.overtime }, holiday: shift.minutes { $0.holiday },
            hourlyRate: shift.rate.flooredWon, holidayName: shift.holidayName)
    }

    /// A week's hours and pay inside the period (base and paid premiums, floored once), plus its 주휴수당.
    private func weekSummary(
        start: CivilDate, shifts: [WorkedShift], employedDays: [CivilDate], paid: Set<LineCode>,
        week: WeeklyHolidayAllowance.Week?, weeklyPay: Int, timeline: WorkerTimeline
    ) -> WeekSummary {
        let end = start.adding(days: 6)
        let inWeek = shifts.filter { $0.date >= start && $0.date <= end }
        var exact = ExactWon.zero
        var worked = 0
        for shift in inWeek {
            worked += shift.time.worked
            if let wage = shift.dailyWage { exact += ExactWon(won: wage) }
        }
        let base = worker.wage.kind == .hourly ? 100 : 0
        let night = paid.contains(.night) ? NightPremium.percent : 0
        let overtime = paid.contains(.overtime) ? OvertimePremium.percent : 0
        let holiday = paid.contains(.holiday) ? HolidayPremium.percent : 0
        let holidayBeyondEight = paid.contains(.holiday) ? HolidayPremium.beyondEightHoursPercent : 0
        let partTime = paid.contains(.partTimeOvertime)
        // Summed exactly run by run: the same total as per (rate, percent) part or minute by minute.
        for shift in inWeek {
            for run in shift.runs {
                var percent = base
                if partTime && run.partTimeOvertime {
                    percent += PartTimeOvertimePremium.percent(on: run.date, rules: rules)
                }
                if run.night { percent += night }
                if run.overtime { percent += overtime }
                if run.holiday { percent += run.holidayBeyondEightHours ? holidayBeyondEight : holiday }
                if percent > 0 { exact += run.rate.pay(minutes: run.count, percent: percent) }
            }
        }
        if worker.wage.kind == .monthly {
            exact +=
                CalendarDayProration(days: employedDays.filter { $0 >= start && $0 <= end }) {
                    worker.wage.amount(on: $0)
                }.exact
        }
        let scheduled =
            week?.scheduledMinutes
            ?? WeeklyHolidayAllowance.scheduledMinutes(
                weekStart: start, worker: worker, workplace: workplace,
                timeline: timeline
            ).minutes
        return WeekSummary(
            start: start, workedMinutes: worked,
            scheduledMinutes: scheduled, pay: exact.floored + weeklyPay, weeklyHolidayPay: weeklyPay)
    }
}
