import MoupModel
import Testing

@testable import MoupPayroll

/// The versions of a 근로계약서 (issue 34): a new one on each date a term changes, worked out by hand.
@Suite struct ContractVersionsTests {
    typealias F = Fixture
    static func versions(_ worker: Worker, _ repeats: [Repeat], employees: Int = 5) -> [ContractVersion] {
        let content = F.content(employees: employees, workers: [worker], repeats: repeats)
        return ContractVersions.of(worker, at: content.workplaces[0], rules: TestRules.book)
    }

    @Test func aWorkerWithoutARepeatHasNoContract() {
        #expect(Self.versions(F.worker(start: "2026-10-01"), []).isEmpty)
    }

    /// 10,320원 from hiring, 10,800원 from 11-16: two versions, the first ending on 11-15, the second open.
    @Test func aRaiseStartsAVersion() throws {
        let worker = F.worker(
            wage: Wage(
                kind: .hourly,
                steps: [
                    .init(from: nil, amount: 10_320),
                    .init(from: F.date("2026-11-16"), amount: 10_800),
                ]),
            start: "2026-10-01")
        let v = Self.versions(
            worker, [F.repeating([.mon, .wed, .fri], "09:00", "15:30", .minutes(30), from: "2026-10-01")])
        #expect(v.map(\.from) == [F.date("2026-10-01"), F.date("2026-11-16")])
        #expect(v.map(\.through) == [F.date("2026-11-15"), nil])
        #expect(v.map(\.number) == [1, 2])
        #expect(v.map(\.terms.wageAmount) == [10_320, 10_800])
        #expect(v[0].changes.isEmpty)
        #expect(v[1].changes == [.wage(old: 10_320, new: 10_800)])
        // Three days of 6 hours 30 minutes less 30 minutes: 18 hours a week, each day as the schedule says.
        #expect(v[1].terms.weeklyMinutes == 18 * 60)
        #expect(v[1].terms.days.map(\.weekday) == [.mon, .wed, .fri])
        #expect(
            v[1].terms.days.allSatisfy {
                $0.span == F.span("09:00", "15:30") && $0.breakMinutes == 30 && $0.minutes == 360
            })
    }

    /// A repeat that ends (until 12-31) and another that starts the next day: a schedule change; a gap
    /// with no repeat ends the version before it and starts none.
    @Test func aRepeatThatEndsOrStartsStartsAVersion() throws {
        let worker = F.worker(start: "2026-10-01")
        let v = Self.versions(
            worker,
            [
                F.repeating([.tue, .thu], "11:00", "16:00", .minutes(30), from: "2026-10-01", until: "2026-12-31"),
                F.repeating(
                    [.tue, .thu, .sat], "11:00", "16:00", .minutes(30), from: "2027-01-01", until: "2027-02-28"),
                F.repeating([.tue], "11:00", "16:00", .minutes(30), from: "2027-04-01"),
            ])
        #expect(v.map(\.from) == [F.date("2026-10-01"), F.date("2027-01-01"), F.date("2027-04-01")])
        #expect(v.map(\.through) == [F.date("2026-12-31"), F.date("2027-02-28"), nil])
        #expect(v[1].changes.contains(.schedule(oldMinutes: 540, newMinutes: 810)))
        // At most 13 hours 30 minutes a week, under 15: no version has a paid 주휴일.
        #expect(v.allSatisfy { !$0.terms.weeklyHolidayPaid })
    }

    /// The same terms from two repeats back to back are one version; a raise before the first repeat
    /// and one after `end` start none; `end` closes the last version and is its 근로계약기간's end.
    @Test func equalTermsMergeAndEmploymentBoundsTheVersions() throws {
        let worker = F.worker(
            wage: Wage(
                kind: .hourly,
                steps: [
                    .init(from: nil, amount: 10_030),
                    .init(from: F.date("2026-01-01"), amount: 10_320),
                    .init(from: F.date("2027-01-01"), amount: 11_000),
                ]),
            start: "2025-12-01", end: "2026-12-20")
        let v = Self.versions(
            worker,
            [
                F.repeating([.mon], "09:00", "18:00", .minutes(60), from: "2026-03-02", until: "2026-06-30"),
                F.repeating([.mon], "09:00", "18:00", .minutes(60), from: "2026-07-01"),
            ])
        #expect(v.count == 1)
        #expect(v[0].from == F.date("2026-03-02"))
        #expect(v[0].through == F.date("2026-12-20"))
        #expect(v[0].terms.end == F.date("2026-12-20"))
        #expect(v[0].terms.wageAmount == 10_320)
    }

    /// `contractIssued`: a date hands over the first version if on or before its end; a later version
    /// needs a date after the previous version began (given a few days early, it counts).
    @Test func handedOverDates() throws {
        var worker = F.worker(
            wage: Wage(
                kind: .hourly,
                steps: [
                    .init(from: nil, amount: 10_320),
                    .init(from: F.date("2026-11-16"), amount: 10_800),
                ]),
            start: "2026-10-01")
        let repeats = [F.repeating([.mon], "09:00", "15:00", from: "2026-10-01")]
        worker.contractIssued = [F.date("2026-10-01")]
        var v = Self.versions(worker, repeats)
        #expect(v.map(\.issued) == [F.date("2026-10-01"), nil])
        #expect(ContractVersions.current(v, on: F.date("2026-12-15"))?.number == 2)
        #expect(ContractVersions.current(v, on: F.date("2026-11-15"))?.number == 1)
        #expect(ContractVersions.current(v, on: F.date("2026-09-01"))?.number == 1)
        worker.contractIssued = [F.date("2026-10-01"), F.date("2026-11-13")]
        v = Self.versions(worker, repeats)
        #expect(v.map(\.issued) == [F.date("2026-10-01"), F.date("2026-11-13")])
    }

    /// What the law grants: 주휴 from 15 hours a week; 연차, night and holiday premiums and the +50 % for
    /// hours beyond the contract at 5 or more employees; 산재보험 always, the others by `deductions`.
    @Test func termsTheLawDecides() throws {
        let repeats = [F.repeating([.mon, .tue, .wed], "09:00", "15:00", .minutes(30), from: "2026-10-01")]
        let worker = F.worker(start: "2026-10-01", mode: .insurance)
        let big = try #require(Self.versions(worker, repeats, employees: 5).first).terms
        #expect(big.weeklyMinutes == 990)
        #expect(
            big.weeklyHolidayPaid && big.annualLeave && big.nightPremium && big.holidayPremium
                && big.partTimeOvertimePremium)
        // 16 h 30 min a week × 365 ÷ 84 = 71.7 hours a month, at least 60: every insurance applies.
        #expect(
            big.insurance
                == ContractInsurance(
                    employment: .applies, industrialAccident: .applies, pension: .applies, health: .applies))
        let small = try #require(Self.versions(worker, repeats, employees: 4).first).terms
        #expect(small.weeklyHolidayPaid)
        #expect(!small.annualLeave && !small.nightPremium && !small.holidayPremium && !small.partTimeOvertimePremium)

        // 9 hours a week with insurance: 고용보험 from 3 months after hiring, no pension or health insurance.
        let short = [F.repeating([.tue, .thu], "11:00", "16:00", .minutes(30), from: "2026-10-01")]
        let few = try #require(Self.versions(worker, short).first).terms
        #expect(!few.weeklyHolidayPaid)
        #expect(
            few.insurance
                == ContractInsurance(
                    employment: .appliesFrom(F.date("2027-01-01")), industrialAccident: .applies,
                    pension: .notApplied, health: .notApplied))
        // A repeat that starts after 고용보험 came in changes nothing else: no new version for it.
        let split = [
            F.repeating([.tue, .thu], "11:00", "16:00", .minutes(30), from: "2026-10-01", until: "2027-01-31"),
            F.repeating([.tue, .thu], "11:00", "16:00", .minutes(30), from: "2027-02-01"),
        ]
        #expect(Self.versions(worker, split).count == 1)
        // Without insurance deductions only 산재보험 applies.
        let none = try #require(Self.versions(F.worker(start: "2026-10-01"), repeats).first).terms
        #expect(
            none.insurance
                == ContractInsurance(
                    employment: .notApplied, industrialAccident: .applies,
                    pension: .notApplied, health: .notApplied))
    }
}
