import Foundation
import Testing

@testable import MoupOutput

private let site: [OutputFile] = [
    OutputFile(path: "index.html", text: "<h1>모업</h1>\n"),
    OutputFile(path: "workplaces/cafe-moup/2026-11/index.html", text: "11월 근무표\n"),
    OutputFile(path: "assets/style.css", text: "body { margin: 0 }\n"),
]

@Suite struct OutputWriterTests {
    @Test func writesExactlyTheFilesAndAManifest() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        let summary = try OutputWriter(destination: output).write(site)

        #expect(summary == WriteSummary(written: 3, unchanged: 0, removed: 0))
        let files = TemporaryFolder.snapshot(output)
        #expect(
            files.keys.sorted() == [
                TemporaryFolder.manifestKey, "assets/style.css", "index.html",
                "workplaces/cafe-moup/2026-11/index.html",
            ])
        #expect(files["index.html"] == Array("<h1>모업</h1>\n".utf8))
        // The staging folder is gone: only the site is left next to it.
        #expect(TemporaryFolder.names(in: temp.path) == [".site.moup-manifest", "site"])
    }

    @Test func manifestListsSha256PerPathSortedByPath() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write([
            OutputFile(path: "b.txt", text: "abc"),
            OutputFile(path: "a.txt", text: ""),
        ])
        // SHA-256("") and SHA-256("abc") from FIPS 180-2's examples.
        #expect(
            TemporaryFolder.text(OutputWriter.manifestPath(forOutput: output)) == """
                # moup output manifest v1: sha256  path
                e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  a.txt
                ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  b.txt

                """)
    }

    /// The manifest lists every path (a personal feed's secret address among them): it goes beside
    /// the folder, never in what is published; a shard's folder, which travels whole to the merge, keeps its own.
    @Test func theManifestIsBesideTheOutputNotInIt() throws {
        let temp = TemporaryFolder()
        _ = try OutputWriter(destination: temp.path + "/site/").write(site)
        #expect(OutputWriter.manifestPath(forOutput: temp.path + "/site/") == temp.path + "/.site.moup-manifest")
        #expect(!FileManager.default.fileExists(atPath: temp.path + "/site/.moup-manifest"))
        #expect(TemporaryFolder.text(temp.path + "/.site.moup-manifest")?.contains("  index.html\n") == true)
        var shard = OutputWriter(destination: temp.path + "/part")
        shard.shard = ShardMark(index: 1, count: 2, inputs: String(repeating: "0", count: 64))
        _ = try shard.write(site)
        #expect(FileManager.default.fileExists(atPath: temp.path + "/part/.moup-manifest"))
        #expect(TemporaryFolder.names(in: temp.path) == [".site.moup-manifest", "part", "site"])
    }

    /// A folder written when the manifest was inside it is still moup's: the next write, even one that
    /// keeps files, takes its hashes and leaves the old manifest out of the new tree.
    @Test func aManifestInsideTheFolderIsTakenOnceAndLeftOut() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write(site)
        try FileManager.default.moveItem(
            atPath: OutputWriter.manifestPath(forOutput: output), toPath: output + "/.moup-manifest")
        var writer = OutputWriter(destination: output)
        writer.kept = ["assets/style.css"]
        writer.previousIsIntact = true
        let summary = try writer.write([site[0], site[1]])
        #expect(summary == WriteSummary(written: 0, unchanged: 3, removed: 0))
        #expect(
            TemporaryFolder.snapshot(output).keys.sorted() == [
                TemporaryFolder.manifestKey, "assets/style.css", "index.html",
                "workplaces/cafe-moup/2026-11/index.html",
            ])
        #expect(TemporaryFolder.names(in: temp.path) == [".site.moup-manifest", "site"])
    }

    @Test func filesAre0644AndFoldersAre0755() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        let old = umask(0o077)
        defer { umask(old) }
        _ = try OutputWriter(destination: output).write(site)

        #expect(TemporaryFolder.attributes(output + "/index.html").mode == 0o644)
        #expect(TemporaryFolder.attributes(OutputWriter.manifestPath(forOutput: output)).mode == 0o644)
        #expect(TemporaryFolder.attributes(output + "/workplaces/cafe-moup").mode == 0o755)
        #expect(TemporaryFolder.attributes(output).mode == 0o755)
    }

    @Test func unchangedFilesKeepTheirInodeAndModificationTime() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write(site)
        let before = TemporaryFolder.attributes(output + "/assets/style.css")
        let changedBefore = TemporaryFolder.attributes(output + "/index.html")

        var next = site
        next[0] = OutputFile(path: "index.html", text: "<h1>모업 리포트</h1>\n")
        let summary = try OutputWriter(destination: output).write(next)

        #expect(summary == WriteSummary(written: 1, unchanged: 2, removed: 0))
        let after = TemporaryFolder.attributes(output + "/assets/style.css")
        #expect(after.inode == before.inode)
        #expect(after.modified == before.modified)
        #expect(TemporaryFolder.attributes(output + "/index.html").inode != changedBefore.inode)
        #expect(TemporaryFolder.text(output + "/index.html") == "<h1>모업 리포트</h1>\n")
    }

    @Test func aFileEditedByHandIsRewrittenEvenWhenTheManifestMatches() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write(site)
        try Data("hacked".utf8).write(to: URL(fileURLWithPath: output + "/index.html"))

        let summary = try OutputWriter(destination: output).write(site)

        #expect(summary == WriteSummary(written: 1, unchanged: 2, removed: 0))
        #expect(TemporaryFolder.text(output + "/index.html") == "<h1>모업</h1>\n")
    }

    @Test func filesNoLongerProducedDisappear() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write(site)

        let summary = try OutputWriter(destination: output).write([site[0]])

        #expect(summary == WriteSummary(written: 0, unchanged: 1, removed: 2))
        #expect(TemporaryFolder.snapshot(output).keys.sorted() == [TemporaryFolder.manifestKey, "index.html"])
        #expect(!FileManager.default.fileExists(atPath: output + "/workplaces"))
        #expect(TemporaryFolder.names(in: temp.path) == [".site.moup-manifest", "site"])
    }

    @Test func anEmptyExistingFolderIsAccepted() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: false)

        let summary = try OutputWriter(destination: output + "/").write(site)

        #expect(summary.written == 3)
        #expect(FileManager.default.fileExists(atPath: output + "/index.html"))
    }

    @Test func missingParentFoldersAreCreated() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/build/public/site"
        _ = try OutputWriter(destination: output).write(site)
        #expect(FileManager.default.fileExists(atPath: output + "/index.html"))
    }

    @Test func aFolderThatIsNotOursIsNeverReplaced() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/documents"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: false)
        try Data("my thesis".utf8).write(to: URL(fileURLWithPath: output + "/thesis.txt"))

        #expect(throws: OutputError.notOurs(output)) {
            try OutputWriter(destination: output).write(site)
        }
        #expect(TemporaryFolder.snapshot(output) == ["thesis.txt": Array("my thesis".utf8)])
        #expect(TemporaryFolder.names(in: temp.path) == ["documents"])
    }

    @Test func aFileAtTheDestinationIsRefused() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        try Data("x".utf8).write(to: URL(fileURLWithPath: output))
        #expect(throws: OutputError.notAFolder(output)) {
            try OutputWriter(destination: output).write(site)
        }
        #expect(TemporaryFolder.text(output) == "x")
    }

    @Test(arguments: [
        ("/etc/passwd", "the path must be relative to the output folder"),
        ("../outside.html", "the path must not leave the output folder (\"..\")"),
        ("a/../../b.html", "the path must not leave the output folder (\"..\")"),
        ("a//b.html", "the path has an empty folder name (// or a trailing /)"),
        ("a/", "the path has an empty folder name (// or a trailing /)"),
        ("", "the path is empty"),
        ("./a.html", "the path contains \".\""),
        ("a\\b.html", "use / to separate folders, not \\"),
        (".moup-manifest", ".moup-manifest is the writer's own file"),
    ])
    func invalidPathsAreRejected(path: String, reason: String) throws {
        let temp = TemporaryFolder()
        #expect(throws: OutputError.invalidPath(path, reason: reason)) {
            try OutputWriter(destination: temp.path + "/site").write([OutputFile(path: path, text: "x")])
        }
        #expect(TemporaryFolder.names(in: temp.path).isEmpty)
    }

    @Test func duplicatePathsAreRejected() {
        let temp = TemporaryFolder()
        #expect(throws: OutputError.duplicatePath("index.html")) {
            try OutputWriter(destination: temp.path + "/site").write([site[0], site[1], site[0]])
        }
    }

    @Test func aPathUsedAsFileAndFolderIsRejected() {
        let temp = TemporaryFolder()
        #expect(throws: OutputError.fileFolderConflict(file: "a", inside: "a/b.html")) {
            try OutputWriter(destination: temp.path + "/site").write([
                OutputFile(path: "a/b.html", text: "1"), OutputFile(path: "a", text: "2"),
            ])
        }
    }

    @Test func anInvalidPathLeavesTheOldSiteByteIdentical() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write(site)
        let before = TemporaryFolder.snapshot(output)

        #expect(throws: OutputError.self) {
            try OutputWriter(destination: output).write([
                OutputFile(path: "new.html", text: "new"),
                OutputFile(path: "../evil.html", text: "x"),
            ])
        }
        #expect(TemporaryFolder.snapshot(output) == before)
        #expect(TemporaryFolder.names(in: temp.path) == [".site.moup-manifest", "site"])
    }

    @Test(arguments: [OutputWriter.SimulatedFailure.afterStaging(files: 2), .beforeSwap])
    func aFailureMidwayLeavesTheOldSiteByteIdenticalAndNoStaging(failure: OutputWriter.SimulatedFailure) throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write(site)
        let before = TemporaryFolder.snapshot(output)
        let modified = TemporaryFolder.attributes(output + "/index.html").modified

        var writer = OutputWriter(destination: output)
        writer.simulatedFailure = failure
        let next = site.map { OutputFile(path: $0.path, text: "changed") } + [OutputFile(path: "extra.html", text: "+")]
        #expect(throws: OutputError.self) { try writer.write(next) }

        #expect(TemporaryFolder.snapshot(output) == before)
        #expect(TemporaryFolder.attributes(output + "/index.html").modified == modified)
        #expect(TemporaryFolder.names(in: temp.path) == [".site.moup-manifest", "site"])
    }

    @Test func writingTheSameSiteTwiceChangesNothing() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write(site)
        let before = TemporaryFolder.snapshot(output)

        let summary = try OutputWriter(destination: output).write(site.reversed())

        #expect(summary == WriteSummary(written: 0, unchanged: 3, removed: 0))
        #expect(TemporaryFolder.snapshot(output) == before)
    }

    @Test func theTwoRenameFallbackGivesTheSameResult() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write(site)

        var writer = OutputWriter(destination: output)
        writer.usesAtomicExchange = false
        let summary = try writer.write([site[0], OutputFile(path: "new.html", text: "new")])

        #expect(summary == WriteSummary(written: 1, unchanged: 1, removed: 2))
        #expect(
            TemporaryFolder.snapshot(output).keys.sorted() == [TemporaryFolder.manifestKey, "index.html", "new.html"])
        #expect(TemporaryFolder.names(in: temp.path) == [".site.moup-manifest", "site"])
    }

    @Test func aSymbolicLinkAtTheDestinationIsRefusedAndKept() throws {
        let temp = TemporaryFolder()
        let real = temp.path + "/real"
        _ = try OutputWriter(destination: real).write(site)
        try FileManager.default.createSymbolicLink(atPath: temp.path + "/site", withDestinationPath: real)

        #expect(throws: OutputError.symbolicLink(temp.path + "/site")) {
            try OutputWriter(destination: temp.path + "/site").write(site)
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: temp.path + "/site") == real)
        #expect(TemporaryFolder.names(in: temp.path) == [".real.moup-manifest", "real", "site"])
    }

    @Test func aFolderInTheWayOfTheStagingNameIsLeftAlone() throws {
        let temp = TemporaryFolder()
        let inTheWay = temp.path + "/.site.moup-staging-\(getpid())"
        try FileManager.default.createDirectory(atPath: inTheWay, withIntermediateDirectories: false)
        try Data("someone else's".utf8).write(to: URL(fileURLWithPath: inTheWay + "/keep.txt"))

        _ = try OutputWriter(destination: temp.path + "/site").write(site)

        #expect(TemporaryFolder.snapshot(inTheWay) == ["keep.txt": Array("someone else's".utf8)])
        #expect(
            TemporaryFolder.names(in: temp.path) == [".site.moup-manifest", ".site.moup-staging-\(getpid())", "site"])
        #expect(FileManager.default.fileExists(atPath: temp.path + "/site/index.html"))
    }
}

/// `OutputWriter.kept`: files of the previous output carried over by hard link, unread.
@Suite struct OutputWriterKeptTests {
    @Test func keptFilesAreLinkedUnreadWithTheirManifestHashes() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write(site)
        let before = TemporaryFolder.text(OutputWriter.manifestPath(forOutput: output))
        let inode = TemporaryFolder.attributes(output + "/workplaces/cafe-moup/2026-11/index.html").inode

        var writer = OutputWriter(destination: output)
        writer.kept = ["workplaces/cafe-moup/2026-11/index.html", "assets/style.css"]
        let summary = try writer.write([OutputFile(path: "index.html", text: "<h1>모업</h1>\n")])

        #expect(summary == WriteSummary(written: 0, unchanged: 3, removed: 0))
        #expect(TemporaryFolder.text(OutputWriter.manifestPath(forOutput: output)) == before)
        #expect(TemporaryFolder.attributes(output + "/workplaces/cafe-moup/2026-11/index.html").inode == inode)
    }

    @Test func aKeptFileThatIsGoneFailsAndLeavesTheOutputAsItWas() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write(site)
        let before = TemporaryFolder.snapshot(output)
        var writer = OutputWriter(destination: output)
        writer.kept = ["assets/gone.css"]
        #expect(throws: OutputError.self) { try writer.write([]) }
        #expect(TemporaryFolder.snapshot(output) == before)
        #expect(TemporaryFolder.names(in: temp.path) == [".site.moup-manifest", "site"])
    }
}
