import MoupModel
import MoupRules
import Testing

@testable import MoupPayroll

/// Builders shared by the deduction tests: a worker and workplace with only what deductions read,
/// the bundled 2025/2026 rule tables, and lines as `code amount` text for exact comparison.
enum DeductionFixture {
    static let rules: RuleBook = {
        do { return try RuleBook.bundled() } catch { fatalError("bundled rules do not load: \(error)") }
    }()

    static func day(_ text: String) -> CivilDate { CivilDate(iso: text)! }

    /// A monthly period: the month before `payDate`, paid on `payDate`.
    static func input(
        _ mode: DeductionSettings.Mode, gross: Int, meal: Int = 0, minutes: Int = 209 * 60,
        hasSchedule: Bool = false, payDate: String = "2026-12-10", employees: Int = 4,
        accidentRate: String? = "0.0086", start: String? = nil, birth: String? = nil,
        dependents: Int = 1, children: Int = 0, pension: Switch = .auto, health: Switch = .auto,
        employment: Switch = .auto, incomeTax: Switch = .auto
    ) -> DeductionInput {
        let paid = day(payDate)
        let month = paid.yearMonth.adding(months: -1)
        let settings = DeductionSettings(
            mode: mode, nationalPension: pension, healthInsurance: health,
            employmentInsurance: employment, incomeTax: incomeTax,
            dependents: dependents, children: children)
        let worker = Worker(
            id: "kim", workplaceID: "cafe", name: "김민지", birthDate: birth.map(day),
            start: start.map(day), wage: Wage(.hourly, 10_320), deductions: settings,
            mealAllowance: meal, location: SourceLocation(file: "workers/kim.md"))
        let workplace = Workplace(
            id: "cafe", name: "카페", owner: "사장", employees: employees,
            industrialAccidentRate: accidentRate.flatMap { Ratio(decimal: $0) },
            workers: [worker], location: SourceLocation(file: "workplace.md"))
        return DeductionInput(
            worker: worker, workplace: workplace,
            period: PayPeriod(start: month.firstDay, end: month.lastDay, payDate: paid),
            gross: gross, mealAllowance: meal, scheduledMinutes: minutes, hasSchedule: hasSchedule)
    }

    static func run(_ input: DeductionInput) -> DeductionResult { computeDeductions(input, rules: rules) }

    static func text(_ lines: [PayLine]) -> [String] { lines.map { "\($0.code.rawValue) \($0.amount)" } }
}

private typealias F = DeductionFixture

@Suite struct DeductionTests {
    /// The 2026 minimum-wage month with a 200,000-won meal allowance, paid 2026-12-10.
    /// taxFree 200,000; taxable = 2,356,880 − 200,000 = 2,156,880.
    /// 국민연금: base 2,156,000 × 4.75% = 102,410.
    /// 건강: 2,156,880 × 3.595% = 77,539.8 → 77,530. 장기요양: 77,530 × 0.9448 ÷ 7.19 = 10,187.9 → 10,180.
    /// 고용: 2,156,880 × 0.9% = 19,411.9 → 19,410.
    /// 소득세: band 2,150–2,160 천원, 1 person: 24,340; 지방소득세 2,434 → 2,430.
    /// Employer: 102,410; 77,530; 10,180; 2,156,880 × 1.15% = 24,804.1 → 24,800;
    /// 산재 2,356,880 × 0.86% = 20,269.1 → 20,260.
    @Test func minimumWageMonthWithMealAllowance() {
        let result = F.run(F.input(.insurance, gross: 2_356_880, meal: 200_000))
        #expect(result.taxFree == 200_000)
        #expect(
            F.text(result.deductions) == [
                "national_pension 102410", "health_insurance 77530", "long_term_care 10180",
                "employment_insurance 19410", "income_tax 24340", "local_income_tax 2430",
            ])
        #expect(
            F.text(result.employer) == [
                "national_pension 102410", "health_insurance 77530", "long_term_care 10180",
                "employment_insurance 24800", "industrial_accident 20260",
            ])
        #expect(result.alerts.isEmpty)
        let basis = Dictionary(uniqueKeysWithValues: result.deductions.map { ($0.code, $0.basis) })
        #expect(basis[.nationalPension] == "기준소득월액(천원 미만 절사) 2,156,000원 × 4.75% = 102,410원 → 102,410원")
        #expect(basis[.healthInsurance] == "2,156,880원 × 3.595% = 77,539원 → 77,530원")
        #expect(basis[.longTermCare] == "건강보험료 77,530원 × 0.9448% ÷ 7.19% = 10,187원 → 10,180원")
        #expect(basis[.incomeTax] == "간이세액표 2,150천원 이상 2,160천원 미만 · 공제대상가족 1명: 24,340원")
        #expect(basis[.localIncomeTax] == "24,340원 × 10% = 2,434원 → 2,430원")
        #expect(
            result.employer.first { $0.code == .employmentInsurance }?.basis
                == "실업급여 2,156,880원 × 0.9% = 19,411원 → 19,410원 + 고용안정·직업능력개발 2,156,880원 × 0.25% = 5,392원 → 5,390원 = 24,800원"
        )
        #expect(result.employer.last?.basis == "2,356,880원 × 0.86% = 20,269원 → 20,260원")
    }

    /// The same month's pay (December 2026) paid 2027-01-10: v3 takes the insurances for the premium
    /// month, December 2026 (국민연금 4.75 %: 2,156,000 × 4.75% = 102,410 each side; health 77,530;
    /// 장기요양 the 2026 rate: 10,180; 고용 19,410), and income tax on the pay date (the 2027 table,
    /// restated): 24,340, 지방소득세 2,430. (v2 took the 2027 pension rate, 5 %: 107,800.)
    @Test func minimumWageMonthPaidIn2027() {
        let result = F.run(F.input(.insurance, gross: 2_356_880, meal: 200_000, payDate: "2027-01-10"))
        #expect(
            F.text(result.deductions) == [
                "national_pension 102410", "health_insurance 77530", "long_term_care 10180",
                "employment_insurance 19410", "income_tax 24340", "local_income_tax 2430",
            ])
        #expect(result.deductions.first?.basis == "기준소득월액(천원 미만 절사) 2,156,000원 × 4.75% = 102,410원 → 102,410원")
        #expect(F.text(result.employer).first == "national_pension 102410")
    }

    /// Meal allowance 250,000 above the 200,000 limit: only 200,000 is tax-free.
    /// gross 2,250,000 → taxable 2,050,000; health 2,050,000 × 3.595% = 73,697.5 → 73,690.
    @Test func mealAllowanceAboveTheLimit() {
        let result = F.run(F.input(.insurance, gross: 2_250_000, meal: 250_000))
        #expect(result.taxFree == 200_000)
        #expect(result.deductions.first { $0.code == .healthInsurance }?.amount == 73_690)
        #expect(result.notes.contains("식대 250,000원 중 한도 200,000원까지만 비과세이고, 나머지 50,000원은 세금과 보험료 계산에 포함합니다"))
    }

    /// Freelance with a 100,000 meal allowance: nothing tax-free, the 3% base is the whole gross.
    /// 1,000,000 × 3% = 30,000; 30,000 × 10% = 3,000.
    @Test func mealAllowanceInFreelanceModeIsTaxed() {
        let result = F.run(F.input(.freelance, gross: 1_000_000, meal: 100_000))
        #expect(result.taxFree == 0)
        #expect(F.text(result.deductions) == ["income_tax 30000", "local_income_tax 3000"])
    }

    /// `none`: nothing withheld, nothing tax-free, only 산재 for the employer:
    /// 1,100,000 × 0.86% = 9,460.
    @Test func noneModeWithMealAllowance() {
        let result = F.run(F.input(.none, gross: 1_100_000, meal: 100_000))
        #expect(result.taxFree == 0)
        #expect(result.deductions.isEmpty)
        #expect(F.text(result.employer) == ["industrial_accident 9460"])
    }

    /// A workplace without `industrialAccidentRate`: 산재 counts as 0 and the alert says so.
    @Test func missingAccidentRate() {
        let result = F.run(F.input(.none, gross: 500_000, accidentRate: nil))
        #expect(result.employer.isEmpty)
        #expect(result.alerts.map(\.code) == [.missingAccidentRate])
    }

    /// 2025 pay date uses 2025 rates: the 2025 minimum-wage month 2,096,270, paid 2025-12-10.
    /// 국민연금 2,096,000 × 4.5% = 94,320. 건강 2,096,270 × 3.545% = 74,312.7 → 74,310.
    /// 장기요양 74,310 × 0.9182 ÷ 7.09 = 9,623.6 → 9,620. 고용 2,096,270 × 0.9% = 18,866.4 → 18,860.
    /// 소득세 band 2,090–2,100: 22,420; 지방 2,242 → 2,240.
    @Test func payDateIn2025UsesTheRatesOf2025() {
        let result = F.run(F.input(.insurance, gross: 2_096_270, payDate: "2025-12-10"))
        #expect(
            F.text(result.deductions) == [
                "national_pension 94320", "health_insurance 74310", "long_term_care 9620",
                "employment_insurance 18860", "income_tax 22420", "local_income_tax 2240",
            ])
    }

    /// v3: the premium month decides, not the pay date. Pay for December 2025 paid on 2026-01-10 takes
    /// December 2025's figures: 2,000,000 × 3.545% = 70,900; 장기요양 70,900 × 0.9182 ÷ 7.09 = 9,182 →
    /// 9,180 (v2 took 2026's: 71,900 and 9,440). January 2026, paid 2026-02-10, takes 2026's:
    /// 건강 × 3.595% = 71,900; 장기요양 71,900 × 0.9448 ÷ 7.19 = 9,448 → 9,440.
    @Test func healthAndLongTermCareAcrossTheNewYear() {
        let december = F.run(F.input(.insurance, gross: 2_000_000, payDate: "2026-01-10"))
        let january = F.run(F.input(.insurance, gross: 2_000_000, payDate: "2026-02-10"))
        #expect(
            december.deductions.filter { [.healthInsurance, .longTermCare].contains($0.code) }.map(\.amount) == [
                70_900, 9_180,
            ])
        #expect(
            january.deductions.filter { [.healthInsurance, .longTermCare].contains($0.code) }.map(\.amount) == [
                71_900, 9_440,
            ])
    }
}

@Suite struct DeductionEdgeTests {
    /// No pay in the period (a scheduled worker who did not work): nothing is withheld, not even the
    /// pension floor (410,000 × 4.75% would otherwise take 19,470 from 0 won); no 산재 either (0 × rate).
    @Test func nothingWithheldFromZeroPay() {
        let result = F.run(F.input(.insurance, gross: 0, minutes: 160 * 60))
        #expect(result.deductions.isEmpty)
        #expect(result.employer.isEmpty)
        #expect(result.notes == ["과세 대상 급여가 없어 4대보험료와 근로소득세를 떼지 않습니다"])
    }

    /// Only the meal allowance (150,000, all tax-free): taxable 0, nothing withheld.
    @Test func onlyTaxFreeMealAllowance() {
        let result = F.run(F.input(.insurance, gross: 150_000, meal: 150_000, minutes: 160 * 60))
        #expect(result.taxFree == 150_000)
        #expect(result.deductions.isEmpty)
        // 산재 on gross: 150,000 × 0.86% = 1,290.
        #expect(F.text(result.employer) == ["industrial_accident 1290"])
    }
}
