import MoupModel
import Testing

@testable import MoupContent

/// Content format v3: a shift's `publicMemo` and site.md's `publicNames`.
@Suite struct PublicKeysTests {
    private let shiftsPath = "content/workplaces/cafe/shifts/2026-11.json"

    @Test func publicMemoIsReadBesideThePrivateMemo() throws {
        let json = """
            { "shifts": [
              { "worker": "kim", "date": "2026-11-02", "start": "09:00", "end": "15:30", "memo": "병원 진료", "publicMemo": "오픈 담당" },
              { "worker": "kim", "date": "2026-11-03", "start": "09:00", "end": "15:30" }
            ] }
            """
        let loaded = try Fixture(Sample.files(["workplaces/cafe/shifts/2026-11.json": json])).load()
        #expect(loaded.diagnostics.map(\.description) == [])
        let shifts = try #require(loaded.content?.workplace("cafe")).shifts
        #expect(shifts.map(\.memo) == ["병원 진료", nil])
        #expect(shifts.map(\.publicMemo) == ["오픈 담당", nil])
    }

    @Test func publicMemoMustBeText() throws {
        let json = """
            { "shifts": [
              { "worker": "kim", "date": "2026-11-02", "start": "09:00", "end": "15:30", "publicMemo": 5 },
              { "worker": "kim", "date": "2026-11-03", "start": "09:00", "end": "15:30", "publicmemo": "x" }
            ] }
            """
        let errors = try Fixture(Sample.files(["workplaces/cafe/shifts/2026-11.json": json])).errors()
        #expect(
            errors == [
                "\(shiftsPath):2:92: error: 'publicMemo' must be text, not 5",
                "\(shiftsPath):3:78: error: unknown key 'publicmemo' in a shift (did you mean 'publicMemo'?)",
            ])
    }

    @Test func publicNamesIsReadAndDefaultsToFull() throws {
        let site = "---\ntitle: T\npublicNames: masked\n---\n"
        let content = try #require(try Fixture(Sample.files(["site.md": site])).load().content)
        #expect(content.site.publicNames == .masked)
        let plain = try #require(try Fixture(Sample.files()).load().content)
        #expect(plain.site.publicNames == .full)
    }

    @Test func publicNamesMustBeOneOfItsValues() throws {
        let site = "---\ntitle: T\npublicNames: initials\n---\n"
        let errors = try Fixture(Sample.files(["site.md": site])).errors()
        #expect(
            errors == ["content/site.md:3:14: error: 'publicNames' must be one of full, given, masked, not 'initials'"])
    }
}
