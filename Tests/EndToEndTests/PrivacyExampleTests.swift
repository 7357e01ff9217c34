import Foundation
import MoupCLI
import MoupModel
import Testing

/// The example content with `privacy: encrypted` (the default when `site.md` says nothing): no private
/// page is written, and the build says so once, at `site.md`, with the real number of pages left out.
@Suite(.enabled(if: Fixture.pipelineIsReady,
                "the repository's content/ must load without errors, and rules and templates must exist"))
struct PrivacyExampleTests {
    static func isPrivatePath(_ path: String) -> Bool {
        path.hasPrefix("payslips/") || path.hasPrefix("people/") || path.hasSuffix("/dashboard.html")
            || path.hasSuffix("/payroll.csv")
    }

    /// A copy of the example content whose `site.md` has no `privacy` line (so it is `encrypted`).
    static func copyWithoutPrivacyLine(into temp: String) throws -> String {
        let copy = temp + "/content"
        try FileManager.default.copyItem(atPath: Fixture.content, toPath: copy)
        let site = try String(contentsOfFile: copy + "/site.md", encoding: .utf8)
        let lines = site.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains("privacy: none"), "the example publishes its private pages")
        try lines.filter { !$0.hasPrefix("privacy:") }.joined(separator: "\n")
            .write(toFile: copy + "/site.md", atomically: true, encoding: .utf8)
        return copy
    }

    @Test func encryptedExampleLeavesPrivatePagesOutWithOneWarning() async throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let content = try Self.copyWithoutPrivacyLine(into: temp)

        let open = try await MoupPipeline.build(content: Fixture.content, output: temp + "/open",
                                                templates: Fixture.templates, today: Fixture.today)
        let closed = try await MoupPipeline.build(content: content, output: temp + "/closed",
                                                  templates: Fixture.templates, today: Fixture.today)

        let openPaths = Set(Fixture.snapshot(temp + "/open").keys)
        let closedPaths = Set(Fixture.snapshot(temp + "/closed").keys)
        let privatePaths = openPaths.filter(Self.isPrivatePath)
        // The example's private pages (2 workplaces × 2 months = 4 owner dashboards and 4 payroll
        // CSVs, 18 personal calendars and the 9 people's ICS feeds, 20 payslips) = 55; what stays is
        // style.css, index.html, 404.html, 2 workplace pages, their 2 ICS feeds and 4 month
        // calendars = 11 (66 files with `privacy: none`).
        #expect(privatePaths.count == 55)
        #expect(open.pages == 66)
        #expect(closedPaths.filter(Self.isPrivatePath).isEmpty)
        #expect(closedPaths == openPaths.subtracting(privatePaths))
        #expect(closed.pages == 11)

        let privacyWarnings = closed.diagnostics.filter { $0.message.hasPrefix("privacy is") }
        #expect(privacyWarnings.map(\.description) == [
            "\(content)/site.md:1:1: warning: privacy is 'encrypted', but encrypted pages are not supported yet: "
                + "55 private pages (payslips, personal calendars and feeds, owner dashboards, payroll CSVs) were left out; "
                + "write 'privacy: none' to publish them without a password",
        ])
        #expect(!open.diagnostics.contains { $0.message.hasPrefix("privacy is") })
        #expect(closed.diagnostics.count == open.diagnostics.count + 1)
    }
}
