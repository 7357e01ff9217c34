import Foundation
import MoupModel
import Testing

@testable import MoupContent

/// Content that is there but cannot be read is an error with its path, never a silent skip: a whole
/// workplace must not vanish from the site because its folder is a broken link.
@Suite struct UnreadableContentTests {
    static let asRoot = getuid() == 0
    static let rootReason: Comment =
        "root reads any file whatever its mode; EndToEndTests runs this case as an unprivileged user"

    @Test func aSymbolicLinkToItselfUnderWorkplacesIsAnError() throws {
        let fixture = try Fixture(Sample.files())
        try FileManager.default.createSymbolicLink(
            atPath: fixture.contentPath + "/workplaces/loop", withDestinationPath: "loop")
        let loaded = fixture.load()
        #expect(loaded.content == nil)
        #expect(
            fixture.errors() == [
                "content/workplaces/loop:1:1: error: this cannot be read: it is a symbolic link that leads back to itself (a loop)"
            ])
        #expect(loaded.diagnostics.first?.code == "content.unreadable")
    }

    @Test func aSymbolicLinkToNothingIsAnError() throws {
        let fixture = try Fixture(Sample.files())
        try FileManager.default.createSymbolicLink(
            atPath: fixture.contentPath + "/workplaces/cafe/workers/park.md",
            withDestinationPath: "/nonexistent/park.md")
        #expect(
            fixture.errors() == [
                "content/workplaces/cafe/workers/park.md:1:1: error: this cannot be read: it is a symbolic link to something that does not exist"
            ])
    }

    @Test func aLoopingSiteFileIsAnErrorNotAMissingFile() throws {
        let fixture = try Fixture(Sample.files())
        try FileManager.default.removeItem(atPath: fixture.contentPath + "/site.md")
        try FileManager.default.createSymbolicLink(
            atPath: fixture.contentPath + "/site.md", withDestinationPath: "site.md")
        #expect(
            fixture.errors() == [
                "content/site.md:1:1: error: this cannot be read: it is a symbolic link that leads back to itself (a loop)"
            ])
    }

    @Test func aLinkedWorkplaceFolderIsRead() throws {
        // Links that work are followed: a workplace may live elsewhere.
        let fixture = try Fixture(Sample.files())
        try FileManager.default.moveItem(
            atPath: fixture.contentPath + "/workplaces/cafe", toPath: fixture.root + "/cafe")
        try FileManager.default.createSymbolicLink(
            atPath: fixture.contentPath + "/workplaces/cafe", withDestinationPath: fixture.root + "/cafe")
        #expect(fixture.errors().isEmpty)
        #expect(fixture.load().content?.workplace("cafe")?.workers.count == 2)
    }

    @Test(.disabled(if: asRoot, rootReason))
    func aFolderThatCannotBeListedIsAnError() throws {
        let fixture = try Fixture(Sample.files())
        let folder = fixture.contentPath + "/workplaces/cafe"
        #expect(chmod(folder, 0) == 0)
        defer { chmod(folder, 0o755) }
        #expect(
            fixture.errors() == ["content/workplaces/cafe:1:1: error: this folder cannot be listed: permission denied"])
    }

    @Test(.disabled(if: asRoot, rootReason))
    func aFileThatCannotBeReadIsAnError() throws {
        let fixture = try Fixture(Sample.files())
        #expect(chmod(fixture.contentPath + "/workplaces/cafe/workers/kim.md", 0) == 0)
        #expect(
            fixture.errors().contains(
                "content/workplaces/cafe/workers/kim.md:1:1: error: file cannot be read: permission denied"))
    }

    @Test func everyContentDiagnosticHasACode() throws {
        let fixture = try Fixture(
            Sample.files([
                "workplaces/cafe/workers/kim.md":
                    "---\nname: 김민지\nwage: { type: hourly, amount: 10030.5 }\nbogus: 1\n---\n",
                "workplaces/cafe/shifts/2026-11.json": "{ \"shifts\": [ } ",
                "workplaces/stray.txt": "x",
            ]))
        let diagnostics = fixture.load().diagnostics
        #expect(diagnostics.count >= 4)
        #expect(diagnostics.allSatisfy { $0.code.hasPrefix("content.") }, "\(diagnostics.map(\.code))")
        #expect(
            Set(diagnostics.map(\.code)).isSuperset(of: [
                "content.invalid-value", "content.unknown-key",
                "content.json-syntax", "content.stray-file",
            ]))
        // The logged form of a value error does not copy the value (it may be an amount of pay).
        let amount = try #require(diagnostics.first { $0.code == "content.invalid-value" })
        #expect(amount.message.contains("10030.5"))
        #expect(!amount.loggedMessage.contains("10030.5"))
        #expect(amount.loggedMessage.hasSuffix(", not a number"))
    }
}
