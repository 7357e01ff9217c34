import MoupModel
import MoupRules

/// What the deductions need from the earnings side for one payslip.
struct DeductionInput {
    var worker: Worker
    var workplace: Workplace
    var period: PayPeriod
    var gross: Int
    /// The `meal_allowance` earning line amount (already in gross).
    var mealAllowance: Int
    /// The month's scheduled minutes for `auto` enrolment.
    var scheduledMinutes: Int
    /// The worker has a repeat overlapping the period.
    var hasSchedule: Bool
}

/// Deductions, the tax-free part of gross, the employer's shares, and why.
struct DeductionResult {
    var taxFree: Int
    /// In the order national_pension, health_insurance, long_term_care, employment_insurance,
    /// income_tax, local_income_tax; lines with amount 0 left out.
    var deductions: [PayLine]
    /// In the order national_pension, health_insurance, long_term_care, employment_insurance,
    /// industrial_accident; lines with amount 0 left out.
    var employer: [PayLine]
    var notes: [String]
    var alerts: [PayrollAlert]
}

/// Everything withheld from one payslip and the employer's cost on top of gross
/// (payroll-rules.md, Deductions), with every figure taken on the pay date.
func computeDeductions(_ input: DeductionInput, rules: RuleBook) -> DeductionResult {
    let payDate = input.period.payDate
    var result = DeductionResult(taxFree: 0, deductions: [], employer: [], notes: [], alerts: [])
    let accident = EmployerCost.industrialAccident(gross: input.gross, workplace: input.workplace)

    switch input.worker.deductions.mode {
    case .none:
        result.notes.append("공제 없음: 이 근로자는 세금과 보험료를 떼지 않도록 설정되어 있습니다 (deductions.mode: none)")

    case .daily:
        // 일용근로소득 withholding (payroll-rules.md v2) is not computed yet: nothing is withheld.
        result.notes.append("일용근로소득(deductions.mode: daily)의 원천징수와 보험료는 아직 계산하지 않아 떼지 않았습니다")

    case .freelance:
        let withholding = FreelanceWithholding.compute(gross: input.gross, rates: rules.withholding.value(on: payDate))
        result.deductions = withholding.lines
        result.notes = withholding.notes
        if input.hasSchedule { result.alerts.append(FreelanceWithholding.scheduleAlert) }

    case .insurance:
        let meal = MealAllowance.split(input.mealAllowance, limit: rules.mealAllowanceLimit.value(on: payDate))
        result.taxFree = meal.taxFree
        if let note = meal.note { result.notes.append(note) }
        let taxable = input.gross - meal.taxFree
        guard taxable > 0 else {
            result.notes.append("과세 대상 급여가 없어 4대보험료와 근로소득세를 떼지 않습니다")
            break
        }
        let rates = rules.insurance.value(on: payDate)
        let enrolment = InsuranceEnrolment.decide(input, taxable: taxable, thresholds: rules.enrolment.value(on: payDate))

        let pension = enrolment.pension.enrolled ? NationalPension.compute(taxable: taxable, rates: rates) : nil
        let health = enrolment.health.enrolled ? HealthInsurance.compute(taxable: taxable, rates: rates) : nil
        let employment = enrolment.employment.enrolled
            ? EmploymentInsurance.compute(taxable: taxable, employees: input.workplace.employees, rates: rates) : nil
        let tax = IncomeTax.compute(taxable: taxable, settings: input.worker.deductions, payDate: payDate, rules: rules)

        result.deductions = [pension?.employee, health?.employee, health?.longTermCareEmployee, employment?.employee]
            .compactMap { $0 } + tax.lines
        result.employer = [pension?.employer, health?.employer, health?.longTermCareEmployer, employment?.employer]
            .compactMap { $0 }
        result.notes += enrolment.notes + tax.notes
    }

    if let line = accident.line { result.employer.append(line) }
    if let alert = accident.alert { result.alerts.append(alert) }
    result.deductions.removeAll { $0.amount == 0 }
    result.employer.removeAll { $0.amount == 0 }
    return result
}
