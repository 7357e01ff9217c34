import Foundation
import MoupModel
import Testing

@testable import MoupRules

/// The v2 figures of 연차 and 단시간근로자 in the bundled rule tables (each with its source), and
/// broken entries reported at their line.
@Suite struct LeaveRuleFiguresTests {
    private func day(_ text: String) -> CivilDate { CivilDate(iso: text)! }

    @Test func bundledFiguresInEveryYear() throws {
        let rules = try RuleBook.bundled()
        for date in ["2025-06-01", "2026-06-01", "2027-06-01"].map(day) {
            // 15 days, +1 every 2 years, at most 25; 11 first-year days; 80 %; 480-minute days.
            #expect(rules.annualLeave.value(on: date) == .statutory)
            #expect(rules.annualLeave.entry(on: date).source.contains("근로기준법 제60조①"))
            // 900 minutes (15 h, 제18조③); 2,400 minutes over 5 days.
            #expect(rules.contractHours.value(on: date) == .statutory)
            #expect(rules.contractHours.entry(on: date).source.contains("제18조③"))
            // 50 % (기간제법 제6조③).
            #expect(rules.partTimeOvertime.value(on: date) == Ratio(5, 10))
            #expect(rules.partTimeOvertime.entry(on: date).source.contains("제6조③"))
        }
        #expect(rules.annualLeave.entry(on: day("2027-01-01")).from == day("2027-01-01"))
    }

    /// Loads 2026.yml with `replace` applied; the problems, or nil when it loads.
    private func problems(replacing old: String, with new: String) throws -> (DiagnosticList, String)? {
        let source = try #require(sourceRulesFolder())
        let text = try String(contentsOfFile: source + "/2026.yml", encoding: .utf8).replacingOccurrences(
            of: old, with: new)
        let csv = try String(contentsOfFile: source + "/income-tax-table-2024.csv", encoding: .utf8)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "moup-leave-rules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try text.write(to: folder.appendingPathComponent("2026.yml"), atomically: true, encoding: .utf8)
        try csv.write(to: folder.appendingPathComponent("income-tax-table-2024.csv"), atomically: true, encoding: .utf8)
        do {
            _ = try RuleBook.load(directory: folder.path, displayName: "rules")
            return nil
        } catch {
            return (error, text)
        }
    }

    private func line(of needle: String, in text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }! + 1
    }

    @Test func premiumRateMustBeAWholePercentage() throws {
        let (list, text) = try #require(try problems(replacing: "      rate: 0.5\n", with: "      rate: 0.505\n"))
        let first = try #require(list.diagnostics.first)
        #expect(first.location.line == line(of: "rate: 0.505", in: text))
        #expect(first.message == "partTimeOvertime.rate.rate must be a whole percentage (0.5 is 50%)")
    }

    @Test func leaveDaysMaxBelowBaseAndAMissingGroup() throws {
        let (list, text) = try #require(try problems(replacing: "      max: 25\n", with: "      max: 14\n"))
        #expect(list.diagnostics.first?.location.line == line(of: "max: 14", in: text))
        #expect(list.diagnostics.first?.message == "annualLeave.days.max is below base")
        let (missing, _) = try #require(try problems(replacing: "partTimeOvertime:\n", with: "partTimeOvertimes:\n"))
        #expect(missing.diagnostics.contains { $0.message.contains("partTimeOvertime") })
    }
}
