import Foundation
import MoupContent
import MoupModel
import MoupPayroll
import MoupPipeline
import Testing

@Suite(
    .enabled(
        if: Fixture.pipelineIsReady,
        "the repository's content/ must load without errors, and rules and templates must exist"))
struct BuildExampleTests {
    @Test func buildingTwiceGivesTheSameBytes() async throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }

        let first = try await Pipeline.build(
            content: Fixture.content, output: temp + "/a",
            templates: Fixture.templates, secrets: Fixture.secrets, today: Fixture.today)
        let second = try await Pipeline.build(
            content: Fixture.content, output: temp + "/b",
            templates: Fixture.templates, secrets: Fixture.secrets, today: Fixture.today)

        #expect(first.pages > 0)
        #expect(first.pages == second.pages)
        let a = Fixture.snapshot(temp + "/a")
        #expect(a.count == first.pages + 1)  // the pages and the manifest beside them
        #expect(a[Fixture.manifestKey] != nil && a[".moup-manifest"] == nil, "nothing in the site lists its files")
        #expect(a == Fixture.snapshot(temp + "/b"))
        // Every page of the example, shared or sealed: a policy that runs only its own scripts, no
        // inline handler, noindex (issue 31).
        let pages = a.filter { $0.key.hasSuffix(".html") }.mapValues { String(decoding: $0, as: UTF8.self) }
        #expect(pages.count > 100)
        for (path, html) in pages {
            #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"script-src "), "\(path)")
            #expect(!html.contains("unsafe-inline"), "\(path)")
            #expect(html.range(of: #"<[^>]*\son[a-z]+\s*="#, options: .regularExpression) == nil, "\(path)")
            #expect(html.contains("<meta name=\"robots\" content=\"noindex\">"), "\(path)")
        }
    }

    @Test func rebuildingIntoTheSameFolderWritesNothing() async throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }

        let first = try await Pipeline.build(
            content: Fixture.content, output: temp + "/site",
            templates: Fixture.templates, secrets: Fixture.secrets, today: Fixture.today)
        let again = try await Pipeline.build(
            content: Fixture.content, output: temp + "/site",
            templates: Fixture.templates, secrets: Fixture.secrets, today: Fixture.today)

        #expect(first.summary.written == first.pages)
        #expect(again.summary.written == 0)
        #expect(again.summary.unchanged == first.pages)
        #expect(again.summary.removed == 0)
    }

    @Test func everyExpectedPageExists() async throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        _ = try await Pipeline.build(
            content: Fixture.content, output: temp + "/site",
            templates: Fixture.templates, secrets: Fixture.secrets, today: Fixture.today)
        let content = try #require(ContentLoader(folder: Fixture.content).load().content)
        let reports = Pipeline.payroll(content, rules: try Pipeline.rules(), today: Fixture.today)
        let pages = Set(Fixture.snapshot(temp + "/site").keys)

        var expected: Set<String> = ["index.html", "style.css"]
        for workplace in content.workplaces {
            expected.insert("workplaces/\(workplace.id)/index.html")
            for month in content.months {
                expected.insert("workplaces/\(workplace.id)/\(month)/index.html")
                expected.insert("workplaces/\(workplace.id)/\(month)/dashboard.html")
            }
        }
        for payslip in reports.flatMap(\.payslips) {
            expected.insert("payslips/\(payslip.workplaceID)/\(payslip.workerID)/\(payslip.period.start).html")
            if payslip.kind == .severance {
                expected.insert(
                    "payslips/\(payslip.workplaceID)/\(payslip.workerID)/\(payslip.period.end)-severance.html")
            }
        }
        #expect(
            reports.flatMap(\.payslips).contains { $0.kind == .severance }, "the example should have a 퇴직금 statement")
        #expect(reports.contains { !$0.payslips.isEmpty }, "the example should have payslips")
        // Sealed pages are published under names that tell nothing (`SealedPlaces`).
        let missing = Set(expected.map { Fixture.published($0) }).subtracting(pages).sorted()
        #expect(missing.isEmpty, "missing pages: \(missing)")
        #expect(pages.contains(Fixture.published("people/kim-minji/index.html")))
        #expect(!pages.contains { $0.hasPrefix("people/") || $0.hasPrefix("payslips/") || $0.hasPrefix("owners/") })
    }

    @Test(.enabled(if: Fixture.binaryExists, "needs .build/debug/moup (run swift build first)"))
    func aBuildWithBrokenContentLeavesThePreviousSiteUntouched() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let copy = temp + "/content"
        try FileManager.default.copyItem(atPath: Fixture.content, toPath: copy)
        let arguments = [
            "build", "--content", copy, "--output", temp + "/site", "--templates", Fixture.templates,
            "--secrets", Fixture.secrets, "--today", Fixture.today.description,
        ]
        let good = try Fixture.runMoup(arguments)
        #expect(good.status == 0, "stderr: \(good.error)")
        #expect(good.output.isEmpty, "a successful build prints nothing on standard output")
        let before = Fixture.snapshot(temp + "/site")
        #expect(!before.isEmpty)

        try Fixture.insertMisspelledKey(into: copy + "/" + Fixture.firstWorkerFile(in: copy))
        let bad = try Fixture.runMoup(arguments)

        #expect(bad.status == 1)
        #expect(Fixture.snapshot(temp + "/site") == before)
    }
}
