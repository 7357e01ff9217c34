import MoupModel
import MoupRules

/// The versions of a worker's 근로계약 at a workplace, from the content alone (issue 34).
///
/// A version starts at the first day of employment covered by a repeat, and again on each date a term
/// changes: a raise in `wage.amount`, a repeat that starts (`from`) or ends (the day after `until`).
/// Consecutive versions with the same terms are one version. Days with no repeat in force have no
/// written days and hours to hand over, so they end the version before them and start none. `end`
/// (the last day of employment) is a term of every version, the end of its 근로계약기간: the content
/// does not say when it was agreed, so it cannot date a version of its own.
package enum ContractVersions {
    /// The versions, oldest first; empty for a worker without a repeat.
    package static func of(_ worker: Worker, at workplace: Workplace, rules: RuleBook) -> [ContractVersion] {
        let repeats = workplace.repeats.filter { $0.workerID == worker.id }
        guard let firstRepeat = repeats.map(\.from).min() else { return [] }
        let first = max(worker.start ?? firstRepeat, firstRepeat)
        var dates: Set<CivilDate> = [first]
        for step in worker.wage.steps { if let from = step.from { dates.insert(from) } }
        for item in repeats {
            dates.insert(item.from)
            if let until = item.until { dates.insert(until.adding(days: 1)) }
        }
        let boundaries = dates.filter { date in date >= first && (worker.end.map { date <= $0 } ?? true) }.sorted()

        var versions: [ContractVersion] = []
        var open = false
        for date in boundaries {
            let dayBefore = date.adding(days: -1)
            guard let terms = terms(worker, workplace, repeats: repeats, on: date, rules: rules) else {
                if open { versions[versions.count - 1].through = dayBefore }
                open = false
                continue
            }
            // The version before, as read on this date: an insurance that applied from a date now applies.
            var before = versions.last?.terms
            if let insurance = before?.insurance { before?.insurance = insurance.read(on: date) }
            if open, before == terms { continue }
            if open { versions[versions.count - 1].through = dayBefore }
            let changes = open ? changes(from: before!, to: terms) : []
            versions.append(
                ContractVersion(number: versions.count + 1, from: date, through: nil, terms: terms, changes: changes))
            open = true
        }
        if open, let end = worker.end { versions[versions.count - 1].through = end }
        return handedOver(versions, issued: worker.contractIssued)
    }

    /// The version in force on `date`: the one covering it, else the last that began before it, else the first.
    package static func current(_ versions: [ContractVersion], on date: CivilDate) -> ContractVersion? {
        versions.first { $0.covers(date) } ?? versions.last { $0.from <= date } ?? versions.first
    }

    /// Marks each version handed over by a `contractIssued` date: a date after the previous version began
    /// (for the first, any date) and not after the version ends. Handing a new version over a few days
    /// before it takes effect counts; a date that only restates the previous version's start does not.
    static func handedOver(_ versions: [ContractVersion], issued: [CivilDate]) -> [ContractVersion] {
        var result = versions
        for index in result.indices {
            let after = index > 0 ? result[index - 1].from : nil
            let through = result[index].through
            result[index].issued = issued.first { date in
                (after.map { date > $0 } ?? true) && (through.map { date <= $0 } ?? true)
            }
        }
        return result
    }

    /// The terms in force on `date`, or nil when no repeat is.
    static func terms(
        _ worker: Worker, _ workplace: Workplace, repeats: [Repeat], on date: CivilDate,
        rules: RuleBook
    ) -> ContractTerms? {
        let inForce = repeats.filter { $0.from <= date && ($0.until.map { date <= $0 } ?? true) }
        guard !inForce.isEmpty else { return nil }
        let days = inForce.flatMap { item in
            item.days.map { weekday in
                var breaks: [TimeSpan] = []
                if case .ranges(let ranges) = item.breakRule ?? worker.breakRule { breaks = ranges }
                return ContractDay(
                    weekday: weekday, span: item.span,
                    breakMinutes: ScheduleExpansion.breakMinutes(of: item, worker: worker), breaks: breaks)
            }
        }.sorted { ($0.weekday.index, $0.span.start) < ($1.weekday.index, $1.span.start) }
        let weekly = days.reduce(0) { $0 + $1.minutes }
        let employee = LawScope.isEmployee(worker)
        let premiums = LawScope.premiumsRequired(worker, workplace)
        let fifteenHours = weekly >= FifteenHourTest.thresholdMinutes
        let fullWeek = 40 * 60
        let allowances = worker.allowances
        /// The law's term stands in a contract even where the content switches the payment off (the
        /// payslip flags that); `true` grants it where the law does not.
        func granted(_ setting: Switch, _ required: Bool) -> Bool { setting == .on || required }
        return ContractTerms(
            wageKind: worker.wage.kind, wageAmount: worker.wage.amount(on: date), days: days,
            weeklyHoliday: worker.weeklyHoliday,
            weeklyHolidayPaid: granted(allowances.weekly, employee && fifteenHours),
            mealAllowance: worker.mealAllowance,
            nightPremium: granted(allowances.night, premiums),
            holidayPremium: granted(allowances.holiday, premiums),
            partTimeOvertimePremium: weekly < fullWeek
                ? granted(allowances.partTimeOvertime, premiums)
                : granted(allowances.overtime, premiums),
            annualLeave: granted(
                allowances.annualLeave, AnnualLeaveScope.requiredByLaw(worker, workplace) && fifteenHours),
            pay: worker.pay, payDay: workplace.payDay, payMethod: worker.payMethod,
            insurance: insurance(worker, weeklyMinutes: weekly, on: date, rules: rules),
            end: worker.end)
    }

    /// 사회보험 적용여부 by `deductions` and the contract's hours (payroll-rules.md, `auto` enrolment): 산재보험
    /// always; with `mode: insurance`, each of the other three by its switch, `auto` by the monthly hours
    /// (weekly minutes × 365 ÷ 84, the weeks of an average month, against 60 hours), 국민연금 also by age
    /// and 고용보험 for short hours from `start` + 3 months; with `mode: daily` 고용보험 only; otherwise none.
    static func insurance(
        _ worker: Worker, weeklyMinutes: Int, on date: CivilDate, rules: RuleBook
    ) -> ContractInsurance {
        let limits = rules.enrolment.value(on: date)
        var result = ContractInsurance(
            employment: .notApplied, industrialAccident: .applies, pension: .notApplied,
            health: .notApplied)
        switch worker.deductions.mode {
        case .none, .freelance: return result
        case .daily:
            result.employment = .applies
            return result
        case .insurance: break
        }
        let settings = worker.deductions
        let enoughHours = weeklyMinutes * 365 >= limits.monthlyHours * 60 * 84
        func decided(_ setting: Switch, auto: ContractInsurance.Status) -> ContractInsurance.Status {
            switch setting {
            case .on: return .applies
            case .off: return .notApplied
            case .auto: return auto
            }
        }
        let age = worker.birthDate.map { InsuranceEnrolment.age(born: $0, on: date) }
        let pensionAge = age.map { $0 <= limits.pensionMaxAge } ?? true
        result.pension = decided(settings.nationalPension, auto: enoughHours && pensionAge ? .applies : .notApplied)
        result.health = decided(settings.healthInsurance, auto: enoughHours ? .applies : .notApplied)
        var employment: ContractInsurance.Status = .notApplied
        if enoughHours {
            employment = .applies
        } else if let start = worker.start {
            let covered = start.adding(months: limits.employmentInsuranceMonths)
            employment = covered <= date ? .applies : .appliesFrom(covered)
        }
        result.employment = decided(settings.employmentInsurance, auto: employment)
        return result
    }

    /// The terms that differ between two consecutive versions, in the form's order.
    static func changes(from old: ContractTerms, to new: ContractTerms) -> [ContractChange] {
        var changes: [ContractChange] = []
        if old.end != new.end { changes.append(.end) }
        if old.days != new.days {
            changes.append(.schedule(oldMinutes: old.weeklyMinutes, newMinutes: new.weeklyMinutes))
        }
        if old.weeklyHoliday != new.weeklyHoliday || old.weeklyHolidayPaid != new.weeklyHolidayPaid {
            changes.append(.weeklyHoliday)
        }
        if old.wageKind != new.wageKind || old.wageAmount != new.wageAmount {
            changes.append(.wage(old: old.wageAmount, new: new.wageAmount))
        }
        if (old.mealAllowance, old.nightPremium, old.holidayPremium, old.partTimeOvertimePremium)
            != (new.mealAllowance, new.nightPremium, new.holidayPremium, new.partTimeOvertimePremium)
        {
            changes.append(.allowances)
        }
        if old.pay != new.pay || old.payDay != new.payDay || old.payMethod != new.payMethod { changes.append(.pay) }
        if old.annualLeave != new.annualLeave { changes.append(.annualLeave) }
        if old.insurance != new.insurance { changes.append(.insurance) }
        return changes
    }
}
