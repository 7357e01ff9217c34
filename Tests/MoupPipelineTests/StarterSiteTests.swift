import Foundation
import MoupModel
import Testing

@testable import MoupPipeline

/// `moup init`, `moup new` and `moup theme export`: what they write, and that it is valid content.
@Suite struct StarterSiteTests {
    static let today = CivilDate(year: 2026, month: 11, day: 20)!

    func temporaryFolder() -> String {
        FileManager.default.temporaryDirectory.path + "/moup-starter-" + UUID().uuidString
    }

    func files(under folder: String) -> [String] {
        ((FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []).filter { path in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory)
            return !isDirectory.boolValue
        }.sorted()
    }

    /// The starter passes `moup check` with no warning, at any day of a month (the first included,
    /// when nothing is worked yet), and builds.
    @Test(arguments: ["2026-11-20", "2026-12-01", "2027-02-28"])
    func initWritesValidContentWithNoWarnings(day: String) async throws {
        let site = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: site) }
        let today = try #require(CivilDate(iso: day))
        let written = try Pipeline.initSite(in: site, today: today)
        #expect(written == files(under: site))
        #expect(written.contains("content/workplaces/my-shop/shifts/\(today.yearMonth).json"))
        #expect(written.contains("content/workplaces/my-shop/notices/\(today)-welcome.md"))
        for file in written {
            let text = try String(contentsOfFile: site + "/" + file, encoding: .utf8)
            #expect(!text.contains("{{"), "\(file) has a placeholder left")
        }
        #expect(try Pipeline.check(content: site + "/content").map(\.description) == [])
        let report = try await Pipeline.build(content: site + "/content", output: site + "/site", today: today)
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(report.newReaders.count == 3)
        #expect(FileManager.default.fileExists(atPath: site + "/.moup-secrets.json"))
        #expect(FileManager.default.fileExists(atPath: site + "/site/index.html"))
    }

    @Test func shiftsAreWorkedBeforeTodayAndLeftToTheScheduleFromToday() {
        let json = StarterSite.shiftsJSON(month: Self.today.yearMonth, before: Self.today)
        // 2026-11-20 is a Friday: kim-minji works Mon/Wed/Fri, lee-junho Sat/Sun.
        #expect(json.contains("\"date\": \"2026-11-18\""))
        #expect(json.contains("\"date\": \"2026-11-15\""))
        #expect(!json.contains("\"date\": \"2026-11-20\""))
        // Mondays, Wednesdays and Fridays 2-18 (8 days) and weekends 1-15 (5 days).
        #expect(json.components(separatedBy: "\"worker\"").count - 1 == 13)
    }

    @Test func gitignoreKeepsSecretsStateAndSiteOut() throws {
        let site = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: site) }
        _ = try Pipeline.initSite(in: site, today: Self.today)
        let lines = try String(contentsOfFile: site + "/.gitignore", encoding: .utf8).split(separator: "\n")
        for entry in [".moup-secrets.json", ".moup-state/", "site/", ".site.moup-manifest", "site.lock"] {
            #expect(lines.contains(Substring(entry)), "\(entry)")
        }
    }

    @Test func initRefusesAFolderThatIsNotEmpty() throws {
        let site = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: site) }
        try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
        try "mine".write(toFile: site + "/notes.txt", atomically: true, encoding: .utf8)
        #expect(throws: PipelineFailure.self) { try Pipeline.initSite(in: site, today: Self.today) }
        #expect(files(under: site) == ["notes.txt"])
    }

    @Test func newWorkerAndNoticeAreValidContent() throws {
        let site = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: site) }
        _ = try Pipeline.initSite(in: site, today: Self.today)
        let content = site + "/content"
        let worker = try Pipeline.newWorker("park-seoyeon", workplace: "my-shop", content: content, today: Self.today)
        #expect(worker == content + "/workplaces/my-shop/workers/park-seoyeon.md")
        let workerText = try String(contentsOfFile: worker, encoding: .utf8)
        #expect(workerText.contains("start: 2026-11-20"))
        #expect(workerText.contains("employeeNo: A-003"))
        let notice = try Pipeline.newNotice("holiday-hours", workplace: "my-shop", content: content, today: Self.today)
        #expect(notice == content + "/workplaces/my-shop/notices/2026-11-20-holiday-hours.md")
        // The new worker's name is still its id: check says where to write the real one.
        #expect(
            try Pipeline.check(content: content).map(\.description) == [
                "\(worker):3:7: warning: the name is still the worker id 'park-seoyeon' (as 'moup new worker' writes it): "
                    + "calendars and payslips show it as the worker's name; write the worker's real name after 'name:'"
            ])
        try workerText.replacingOccurrences(of: "name: park-seoyeon", with: "name: 박서연")
            .write(toFile: worker, atomically: true, encoding: .utf8)
        #expect(try Pipeline.check(content: content).map(\.description) == [])
    }

    @Test func newNamesTheProblem() throws {
        let site = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: site) }
        _ = try Pipeline.initSite(in: site, today: Self.today)
        let content = site + "/content"
        func problem(_ add: () throws(PipelineFailure) -> String) -> String {
            do {
                _ = try add()
                return ""
            } catch { return error.description }
        }
        #expect(
            problem { () throws(PipelineFailure) in
                try Pipeline.newWorker("x", workplace: "my-shopp", content: content, today: Self.today)
            }
                == "\(content)/workplaces:1:1: error: there is no workplace \"my-shopp\" (workplaces: my-shop)")
        #expect(
            problem { () throws(PipelineFailure) in
                try Pipeline.newWorker("kim-minji", workplace: "my-shop", content: content, today: Self.today)
            }
                == "\(content)/workplaces/my-shop/workers/kim-minji.md:1:1: error: this file already exists: moup does not overwrite it"
        )
        #expect(
            problem { () throws(PipelineFailure) in
                try Pipeline.newNotice("Big News", workplace: "my-shop", content: content, today: Self.today)
            }
                == "\(content)/workplaces/my-shop/notices:1:1: error: \"Big News\" is not a valid notice slug: use lowercase letters a-z, digits and '-'"
        )
    }

    @Test func themeExportWritesTheBuiltInThemeOnceOnly() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let written = try Pipeline.exportTheme(to: folder)
        #expect(written == files(under: folder))
        #expect(
            written.contains("payslip.mustache") && written.contains("style.css")
                && written.contains("partials/chip.mustache"))
        #expect(throws: PipelineFailure.self) { _ = try Pipeline.exportTheme(to: folder) }
    }
}
