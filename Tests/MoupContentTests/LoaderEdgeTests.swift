import Foundation
import MoupModel
import Testing

@testable import MoupContent

@Suite struct LoaderEdgeTests {
    @Test func missingContentFolder() {
        let loaded = ContentLoader(folder: "/nonexistent/moup-content/").load()
        #expect(loaded.content == nil)
        #expect(
            loaded.diagnostics.map(\.description) == [
                "/nonexistent/moup-content:1:1: error: the content folder '/nonexistent/moup-content' does not exist: "
                    + "'moup init' makes a new site with one, or name yours with --content DIR"
            ])
        #expect(loaded.diagnostics.map(\.code) == ["content.folder-missing"])
    }

    /// A relative folder is named as given and where it was looked for: cron runs in the home folder.
    @Test func missingRelativeContentFolderSaysWhereItLooked() {
        let name = "moup-no-content-" + UUID().uuidString
        let here = FileManager.default.currentDirectoryPath
        let loaded = ContentLoader(folder: "./" + name + "/").load()
        #expect(
            loaded.diagnostics.map(\.description) == [
                "./\(name):1:1: error: the content folder './\(name)' does not exist (looked for \(here)/\(name)): "
                    + "'moup init' makes a new site with one, or name yours with --content DIR"
            ])
    }

    @Test func contentFolderThatIsAFile() throws {
        let fixture = try Fixture(Sample.files())
        let loaded = ContentLoader(folder: fixture.contentPath + "/site.md").load()
        #expect(
            loaded.diagnostics.map(\.message) == [
                "the content folder '\(fixture.contentPath)/site.md' is a file, not a folder: name the content folder with --content DIR"
            ])
    }

    @Test func emptyRequiredValueIsReportedWhereItIsWritten() throws {
        let kim = "---\nname:\nemployeeNo: A\nwage: { type: hourly, amount: 10030 }\n---\n"
        let errors = try Fixture(Sample.files(["workplaces/cafe/workers/kim.md": kim])).errors()
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("content/workplaces/cafe/workers/kim.md:2:") == true)
        #expect(errors.first?.hasSuffix(": error: 'name' is empty") == true)
    }

    @Test func payWeekdayWithMonthlyPayIsAWarning() throws {
        let kim =
            "---\nname: 김민지\nemployeeNo: A\nwage: { type: hourly, amount: 10030 }\npay: { cycle: monthly, weekday: fri }\n---\n"
        let fixture = try Fixture(Sample.files(["workplaces/cafe/workers/kim.md": kim]))
        #expect(
            fixture.messages() == [
                "content/workplaces/cafe/workers/kim.md:5:33: warning: 'pay.weekday' is ignored because 'pay.cycle' is monthly"
            ])
        let loaded = fixture.load()
        #expect(loaded.content?.workplace("cafe")?.worker("kim")?.pay == .monthly)
    }

    @Test func blankRequiredTextIsEmpty() throws {
        let site = "---\ntitle: \"  \"\n---\n"
        #expect(
            try Fixture(Sample.files(["site.md": site])).errors() == ["content/site.md:2:8: error: 'title' is empty"])
    }

    @Test func workplaceFolderProblems() throws {
        let fixture = try Fixture(
            Sample.files([
                "workplaces/Cafe Two/index.md": "---\nname: x\nowner: y\n---\n",
                "workplaces/bakery/workers/kim.md": Sample.kim,
                "workplaces/notes.txt": "hello",
            ]))
        #expect(
            fixture.messages() == [
                "content/workplaces/Cafe Two:1:1: error: workplace folder name 'Cafe Two' is not an id (lowercase letters a-z, digits and '-'); it is not read",
                "content/workplaces/bakery:1:1: error: the workplace folder has no index.md with its 'name' and 'owner'",
                "content/workplaces/notes.txt:1:1: warning: only workplace folders belong in workplaces/; this file is ignored",
            ])
    }

    @Test func personMustBeAnID() throws {
        let kim = "---\nname: 김민지\nperson: Kim Minji\nemployeeNo: A\nwage: { type: hourly, amount: 10030 }\n---\n"
        #expect(
            try Fixture(Sample.files(["workplaces/cafe/workers/kim.md": kim])).errors() == [
                "content/workplaces/cafe/workers/kim.md:3:9: error: 'person' must be an id of lowercase letters a-z, digits and '-', like kim-minji, not 'Kim Minji'"
            ])
    }

    @Test func onePersonOncePerWorkplace() throws {
        let lee = "---\nname: 이준호\nperson: kim\nbirthDate: 2001-03-04\nwage: { type: hourly, amount: 10030 }\n---\n"
        #expect(
            try Fixture(Sample.files(["workplaces/cafe/workers/lee.md": lee])).errors() == [
                "content/workplaces/cafe/workers/lee.md:1:1: error: 'lee' and 'kim' are the same person 'kim'; a person has one worker file per workplace"
            ])
        // The same person at two workplaces is what `person` is for.
        let bakery = Sample.files([
            "workplaces/bakery/index.md": Sample.workplace,
            "workplaces/bakery/workers/minji.md":
                "---\nname: 김민지\nperson: kim\nemployeeNo: B\nwage: { type: daily, amount: 80000 }\n---\n",
        ])
        let loaded = try Fixture(bakery).load()
        #expect(loaded.diagnostics.map(\.description) == [])
        #expect(
            loaded.content?.workplaces.flatMap(\.workers).filter { $0.person == "kim" }.map(\.id) == ["minji", "kim"])
    }

    @Test func unquotedTimesInYAMLAreReadAsWritten() throws {
        // YAML 1.1 would read 08:50 as a base-60 number; the loader reads the text.
        let routine = "---\nname: 마감\ntime: 08:50\n---\n"
        let loaded = try Fixture(Sample.files(["workplaces/cafe/routines/open.md": routine])).load()
        #expect(loaded.content?.workplace("cafe")?.routines.first?.time == ClockTime(hour: 8, minute: 50))
    }

    @Test func overlappingRepeatsOfOneWorker() throws {
        // kim: Mon 22:00–06:00 and Tue 05:00–09:00 from the same week overlap on Tuesday 2026-11-03.
        let schedule = """
            { "repeats": [
              { "worker": "kim", "days": ["mon"], "start": "22:00", "end": "06:00", "from": "2026-11-01" },
              { "worker": "lee", "days": ["tue"], "start": "05:00", "end": "09:00", "from": "2026-11-01" },
              { "worker": "kim", "days": ["tue"], "start": "05:00", "end": "09:00", "from": "2026-11-01" },
              { "worker": "kim", "days": ["wed"], "start": "05:00", "end": "09:00", "from": "2026-11-01", "until": "2026-11-30" },
              { "worker": "kim", "days": ["wed"], "start": "08:00", "end": "10:00", "from": "2026-12-01" }
            ] }
            """
        let path = "content/workplaces/cafe/schedule.json"
        #expect(
            try Fixture(Sample.files(["workplaces/cafe/schedule.json": schedule])).errors() == [
                "\(path):4:3: error: kim has two repeats that overlap on 2026-11-03: 05:00–09:00 and 22:00–06:00 (the other repeat is at \(path):2:3)"
            ])
    }

    @Test func keySuggestions() {
        #expect(KeySuggestion.nearest(to: "wgae", in: WorkerReader.keys) == "wage")
        #expect(KeySuggestion.nearest(to: "breakminutes", in: WorkerReader.keys) == "breakMinutes")
        #expect(KeySuggestion.nearest(to: "mealAlowance", in: WorkerReader.keys) == "mealAllowance")
        #expect(KeySuggestion.nearest(to: "salary", in: WorkerReader.keys) == nil)
        #expect(KeySuggestion.editDistance("wgae", "wage") == 1)  // one swap
        #expect(KeySuggestion.editDistance("kitten", "sitting") == 3)
        #expect(KeySuggestion.editDistance("", "abc") == 3)
    }

    @Test func diagnosticsAreSortedAndContentIsNilOnError() throws {
        let fixture = try Fixture(
            Sample.files([
                "workplaces/cafe/workers/lee.md":
                    "---\nname: 이준호\nbirthDate: 2001-03-04\nwage: { type: weekly, amount: 1 }\n---\n",
                "site.md": "---\ntitle: T\nprivacy: open\n---\n",
            ]))
        let loaded = fixture.load()
        #expect(loaded.content == nil)
        #expect(loaded.diagnostics == loaded.diagnostics.sorted())
        #expect(loaded.diagnostics.map(\.location.file).first?.hasSuffix("content/site.md") == true)
    }

    @Test func trailingSlashOnTheFolderIsNotDoubled() throws {
        let fixture = try Fixture(Sample.files(["site.md": "---\ntitle: T\ntimezone: UTC\n---\n"]))
        let loaded = ContentLoader(folder: fixture.contentPath + "/").load()
        #expect(loaded.diagnostics.map(\.location.file) == [fixture.contentPath + "/site.md"])
    }
}
