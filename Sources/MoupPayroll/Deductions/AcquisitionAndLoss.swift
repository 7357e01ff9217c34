import MoupModel

/// The month of acquisition and of loss (국민연금법 제17조②, 국민건강보험법 제69조②; payroll-rules.md
/// v3): 국민연금, 건강보험 and 장기요양 are charged from the month after the month holding `start` (from
/// that month when `start` is its 1st) up to and including the month holding `end` (상실일 is the day
/// after `end`; the premium runs to the month holding the day before it). 고용보험 is charged on every
/// month's pay, first and last included. The premium month is the month the pay period ends in.
/// Applied to both `auto` and `true` enrolments: `true` says the worker is enrolled, not that a month
/// outside the law's span is charged. Without `start` (or `end`) nothing is cut at that side.
enum AcquisitionAndLoss {
    static func apply(to enrolment: inout InsuranceEnrolment, worker: Worker, period: PayPeriod) {
        let month = period.end.yearMonth
        let startsHere = worker.start.map { $0.yearMonth == month } ?? false
        let endsHere = worker.end.map { $0.yearMonth == month } ?? false
        guard startsHere || endsHere else { return }
        if enrolment.employment.enrolled {
            enrolment.moreNotes.append(Phrase(.employmentEveryMonth))
        }
        guard let names = names(pension: enrolment.pension.enrolled, health: enrolment.health.enrolled) else { return }
        if startsHere, let start = worker.start, start.day != 1 {
            enrolment.pension.enrolled = false
            enrolment.health.enrolled = false
            if endsHere, let end = worker.end {
                enrolment.moreNotes.append(
                    Phrase(
                        .insuranceAcquiredAndLost,
                        [
                            "names": .phrase(names), "start": .date(start), "end": .date(end),
                        ]))
            } else {
                let next = month.adding(months: 1)
                enrolment.moreNotes.append(
                    Phrase(
                        .insuranceFromNextMonth,
                        [
                            "names": .phrase(names), "start": .date(start), "year": .number(next.year),
                            "month": .number(next.month),
                        ]))
            }
            return
        }
        if startsHere, let start = worker.start {
            enrolment.moreNotes.append(
                Phrase(.insuranceFromFirstDay, ["names": .phrase(names), "start": .date(start)]))
        }
        if endsHere, let end = worker.end {
            enrolment.moreNotes.append(
                Phrase(
                    .insuranceLastMonth,
                    [
                        "names": .phrase(names), "end": .date(end), "loss": .date(end.adding(days: 1)),
                    ]))
        }
    }

    /// The insurances the month rule cuts, as the notes name them; nil when neither is enrolled.
    private static func names(pension: Bool, health: Bool) -> Phrase? {
        switch (pension, health) {
        case (true, true): return Phrase(.insurancePensionAndHealth)
        case (true, false): return Phrase(.insurancePension)
        case (false, true): return Phrase(.insuranceHealth)
        case (false, false): return nil
        }
    }
}
