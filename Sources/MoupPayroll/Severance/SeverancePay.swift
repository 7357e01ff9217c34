import MoupModel
import MoupRules

/// A leaver's 퇴직금 statement (근로자퇴직급여 보장법 제4조, 제8조, 제9조; 근로기준법 제2조; payroll-rules.md
/// v2): when `SeveranceEligibility` holds, 평균임금 A = the window's wages ÷ its days (`AverageWageWindow`)
/// against the 통상임금 floor O = hourly 통상임금 on `end` × min(average weekly 소정 minutes of
/// `end` − 27 … `end`, 2,400) ÷ 5 ÷ 60 (별표2: 4 weeks' 소정 ÷ 20 days; 제2조②), and
/// severance = ⌊max(A, O) × 30 × 재직일수 ÷ 365⌋, exact and floored once. It is paid as a separate
/// statement (`kind: severance`) on the final period's pay date, with 퇴직소득세 withheld in every
/// deduction mode, except when it exceeds 3,000,000 and the worker is not known to be 55 or older on
/// 퇴직일: then it goes to the worker's IRP untaxed (alert `severance_irp_transfer`).
/// Without `start` nothing is computed (`missing_start`); with a window month neither in the content nor
/// in `history.wages` neither (`history_missing`): both alerts go on the final wage payslip.
enum SeverancePay {
    /// What leaving adds: the statement, and alerts and notes for the final wage payslip.
    struct Outcome {
        var statement: Payslip?
        var finalAlerts: [PayrollAlert] = []
        var finalNotes: [Phrase] = []
    }

    /// - Parameters:
    ///   - final: the leaver's final wage period (`PayPeriod.final`).
    ///   - records: the worker's shift records at the workplace, any status and date.
    static func outcome(
        worker: Worker, workplace: Workplace, records: [Shift], rules: RuleBook, final: PayPeriod,
        contentMonths: Set<YearMonth>, today: CivilDate, ledger: AnnualLeaveLedger?
    ) -> Outcome {
        guard LawScope.isEmployee(worker), let end = worker.end, final.final else { return Outcome() }
        guard let start = worker.start else {
            return Outcome(finalAlerts: [
                PayrollAlert(
                    code: .missingStart,
                    message: Phrase(.alertMissingStart, ["worker": .text(worker.id), "end": .date(end)]))
            ])
        }
        let hours = ContractHours(
            worker: worker, workplace: workplace, records: records, rules: rules, from: start, through: end)
        let eligibility = SeveranceEligibility(start: start, end: end, hours: hours, rules: rules)
        guard eligibility.eligible else { return Outcome(finalNotes: eligibility.reason.map { [$0] } ?? []) }

        let window = AverageWageWindow(
            worker: worker, start: start, end: end, workplace: workplace, records: records,
            rules: rules, contentMonths: contentMonths, today: today, ledger: ledger)
        guard window.missingMonths.isEmpty else {
            let months = Phrase.Value.list(window.missingMonths.map { .month($0) }, separator: ", ")
            return Outcome(finalAlerts: [
                PayrollAlert(
                    code: .historyMissing,
                    message: Phrase(
                        .alertHistoryMissing,
                        [
                            "months": months, "first": .date(window.first),
                            "last": .date(window.last),
                        ]))
            ])
        }

        let measure = rules.severance.measure.value(on: end)
        let daily = DailyWages(
            window: window, worker: worker, workplace: workplace, hours: hours, start: start, end: end,
            rules: rules)
        let average = daily.average
        let ordinary = daily.ordinary
        let usesAverage = daily.usesAverage
        let base = daily.base
        let severance = daily.severance(serviceDays: eligibility.serviceDays, measure: measure)

        // 퇴직소득세, unless the IRP rule defers it.
        let payDate = final.payDate
        let threshold = rules.severance.irpThreshold.value(on: payDate)
        let exemptAge = rules.severance.irpExemptAge.value(on: payDate)
        let age = worker.birthDate.map { InsuranceEnrolment.age(born: $0, on: eligibility.retirementDate) }
        let irp = severance > threshold && !(age.map { $0 >= exemptAge } ?? false)
        let years = (Anniversary.monthsReaching(eligibility.retirementDate, from: start) + 11) / 12
        let tax = RetirementIncomeTax(
            severance: severance, years: max(years, 1),
            table: rules.severance.retirementIncomeTax.value(on: payDate),
            withholding: rules.withholding.value(on: payDate))
        var deductions: [PayLine] = []
        var notes: [Phrase] = []
        var alerts: [PayrollAlert] = []
        if irp {
            alerts.append(
                PayrollAlert(
                    code: .severanceIRPTransfer,
                    message: Phrase(
                        .alertSeveranceIRPTransfer,
                        [
                            "severance": .won(severance), "threshold": .won(threshold),
                            "age": .number(exemptAge),
                        ]), amount: severance))
            notes.append(Phrase(.severanceIRPNote))
        } else {
            deductions = tax.lines.lines
            notes += tax.lines.notes
        }

        let ordinaryBasis = daily.ordinaryBasis
        let statement = SeveranceStatement(
            start: start, end: end, retirementDate: eligibility.retirementDate, serviceDays: eligibility.serviceDays,
            excludedDays: eligibility.excludedDays, windowStart: window.first, windowEnd: window.last,
            windowDays: window.days, months: window.months, leavePayoutShare: window.leavePayoutShare,
            wages: window.wages, averageDailyWage: average, ordinaryDailyWage: ordinary, ordinaryBasis: ordinaryBasis,
            daysPerYearOfService: measure.daysPerYear, severance: severance, serviceYears: tax.years,
            taxSteps: irp ? [] : tax.steps, irpTransfer: irp)
        let line = PayLine(
            code: .severance, amount: severance,
            basis: basis(statement, base: base, usesAverage: usesAverage, measure: measure))
        let total = deductions.map(\.amount).reduce(0, +)
        var payslip = Payslip(
            workplaceID: workplace.id, workerID: worker.id, period: final, minutes: MinuteTotals(), earnings: [line],
            gross: severance, taxFree: 0, deductions: deductions, totalDeductions: total, net: severance - total,
            employer: [], employerCost: severance, alerts: alerts, notes: notes, kind: .severance)
        payslip.severance = statement
        return Outcome(statement: payslip)
    }

    /// `재직일수 … · 평균임금 산정기간 … · 임금 … · 1일 평균임금 … · 1일 통상임금 … · 퇴직금 = …`.
    static func basis(_ s: SeveranceStatement, base: Ratio, usesAverage: Bool, measure: SeveranceMeasure) -> Phrase {
        let excluded =
            s.excludedDays > 0 ? Phrase(.severanceExcludedDays, ["days": .number(s.excludedDays)]) : Phrase(.nothing)
        let share =
            s.leavePayoutShare.numerator > 0
            ? Phrase(.severanceLeaveShare, ["amount": s.leavePayoutShare.wonValue]) : Phrase(.nothing)
        let wages = Phrase.Value.won(s.months.map(\.amount).reduce(0, +))
        let steps = [
            Phrase(
                .severanceService,
                [
                    "start": .date(s.start), "end": .date(s.end),
                    "days": .text(WonText.grouped(s.serviceDays)), "excluded": .phrase(excluded),
                ]),
            Phrase(
                .severanceWindow,
                [
                    "start": .date(s.windowStart), "end": .date(s.windowEnd),
                    "days": .number(s.windowDays),
                ]),
            Phrase(.severanceWages, ["wages": wages, "share": .phrase(share)]),
            Phrase(
                .severanceAverage,
                ["wages": s.wages.wonValue, "days": .number(s.windowDays), "amount": s.averageDailyWage.wonValue]),
            Phrase(.severanceOrdinaryDaily, ["basis": .phrase(s.ordinaryBasis)]),
            Phrase(
                .severanceFormula,
                [
                    "chosen": .phrase(Phrase(usesAverage ? .severanceAverageWage : .severanceOrdinaryWage)),
                    "base": base.wonValue, "perYear": .number(measure.daysPerYear),
                    "days": .text(WonText.grouped(s.serviceDays)), "year": .number(SeveranceEligibility.daysPerYear),
                    "amount": .won(s.severance),
                ]),
        ]
        return Phrase(.steps, ["steps": .phrases(steps, separator: " · ")])
    }

    /// 1일 평균임금 A = the window's wages ÷ its days, and the 1일 통상임금 floor O = hourly 통상임금 on `end` ×
    /// min(average weekly 소정 minutes of `end` − 27 … `end`, full week) ÷ days a week ÷ 60, both exact.
    struct DailyWages {
        let average: Ratio
        let ordinary: Ratio
        /// How O was found.
        let ordinaryBasis: Phrase

        var usesAverage: Bool { !(average < ordinary) }
        /// max(A, O).
        var base: Ratio { usesAverage ? average : ordinary }

        init(
            window: AverageWageWindow, worker: Worker, workplace: Workplace, hours: ContractHours, start: CivilDate,
            end: CivilDate, rules: RuleBook
        ) {
            let measure = rules.severance.measure.value(on: end)
            let figures = rules.contractHours.value(on: end)
            average = window.wages.scaled(by: 1, over: window.days)
            let rate = OrdinaryHourlyWage.rate(on: end, worker: worker, workplace: workplace)
            let average28 = hours.averageWeeklyMinutes(
                from: max(start, end.adding(days: 1 - measure.blockDays)), through: end)
            let weekly = Ratio(reducing: average28.numerator, average28.denominator)
            let fullWeek = Ratio(figures.fullTimeWeeklyMinutes, 1)
            let cappedWeekly = weekly < fullWeek ? weekly : fullWeek
            ordinary = Ratio(reducing: rate.numerator, rate.denominator)
                .scaled(by: cappedWeekly.numerator, over: cappedWeekly.denominator * figures.fullTimeWeekDays * 60)
            ordinaryBasis = Phrase(
                cappedWeekly.denominator == 1 ? .severanceOrdinary : .severanceOrdinaryInexact,
                [
                    "rate": rate.text, "hours": .duration(cappedWeekly.floored),
                    "days": .number(figures.fullTimeWeekDays),
                    "amount": ordinary.wonValue,
                ])
        }

        /// ⌊max(A, O) × 30 × 재직일수 ÷ 365⌋ (0 for no days); `base` in place of max(A, O) where given.
        func severance(serviceDays: Int, measure: SeveranceMeasure, base: Ratio? = nil) -> Int {
            guard serviceDays > 0 else { return 0 }
            return (base ?? self.base).scaled(
                by: measure.daysPerYear * serviceDays, over: SeveranceEligibility.daysPerYear
            ).floored
        }
    }
}
