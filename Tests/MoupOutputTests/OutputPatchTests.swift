import Foundation
import Testing

@testable import MoupOutput

/// A rebuild that keeps files (`OutputWriter.kept`) patches the output in place (`OutputPatch`):
/// same result as a whole new tree, the site untouched until the patch is committed, and a committed
/// patch finished by the next writer when the build died half-way.
@Suite struct OutputPatchTests {
    private let before: [OutputFile] = [
        OutputFile(path: "index.html", text: "<h1>모업</h1>\n"),
        OutputFile(path: "workplaces/cafe/2026-11/index.html", text: "카페 11월\n"),
        OutputFile(path: "workplaces/bakery/2026-11/index.html", text: "빵집 11월\n"),
        OutputFile(path: "workplaces/gone/2026-11/index.html", text: "없어질 곳\n"),
        OutputFile(path: "assets/style.css", text: "body { margin: 0 }\n"),
    ]
    /// The next build: the café's page changed, a page is new, the closed workplace's page is no
    /// longer produced, the bakery's page and the style sheet are kept.
    private let rendered: [OutputFile] = [
        OutputFile(path: "index.html", text: "<h1>모업</h1>\n"),
        OutputFile(path: "workplaces/cafe/2026-11/index.html", text: "카페 11월 (수정)\n"),
        OutputFile(path: "workplaces/cafe/2026-12/index.html", text: "카페 12월\n"),
    ]
    private let kept = ["workplaces/bakery/2026-11/index.html", "assets/style.css"]

    /// The same next build written as a whole new tree, for comparison.
    private func wholeTree() throws -> [String: [UInt8]] {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write(before)
        var writer = OutputWriter(destination: output)
        writer.kept = kept
        writer.patchesInPlace = false
        _ = try writer.write(rendered)
        return TemporaryFolder.snapshot(output)
    }

    @Test func aPatchGivesTheSameFilesAndManifestAsAWholeTree() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write(before)
        let folder = TemporaryFolder.attributes(output).inode
        let keptInode = TemporaryFolder.attributes(output + "/workplaces/bakery/2026-11/index.html").inode
        let sameModified = TemporaryFolder.attributes(output + "/index.html").modified

        var writer = OutputWriter(destination: output)
        writer.kept = kept
        let summary = try writer.write(rendered)

        // Written: the café's changed page and the new December page; unchanged: the home page and
        // the two kept files; removed: the closed workplace's page (and its emptied folders).
        #expect(summary == WriteSummary(written: 2, unchanged: 3, removed: 1))
        #expect(TemporaryFolder.snapshot(output) == (try wholeTree()))
        #expect(!FileManager.default.fileExists(atPath: output + "/workplaces/gone"))
        #expect(TemporaryFolder.attributes(output).inode == folder, "patched in place, not swapped")
        #expect(TemporaryFolder.attributes(output + "/workplaces/bakery/2026-11/index.html").inode == keptInode)
        #expect(TemporaryFolder.attributes(output + "/index.html").modified == sameModified)
        #expect(TemporaryFolder.names(in: temp.path) == [".site.moup-manifest", "site"])
    }

    /// `replace`: the same next build said the other way round, by the paths it replaces (the café's
    /// and the closed workplace's pages, the home page) rather than those it keeps; the manifest is
    /// patched line by line into the very bytes of a whole write.
    @Test func aReplacementGivesTheSameFilesAndManifestAsAWholeTree() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write(before)
        let keptInode = TemporaryFolder.attributes(output + "/workplaces/bakery/2026-11/index.html").inode
        let replacing: Set<String> = [
            "index.html", "workplaces/cafe/2026-11/index.html", "workplaces/gone/2026-11/index.html",
        ]

        let summary = try #require(try OutputWriter(destination: output).replace(rendered, replacing: replacing))

        #expect(summary == WriteSummary(written: 2, unchanged: 3, removed: 1))
        #expect(TemporaryFolder.snapshot(output) == (try wholeTree()))
        #expect(TemporaryFolder.attributes(output + "/workplaces/bakery/2026-11/index.html").inode == keptInode)
        #expect(TemporaryFolder.names(in: temp.path) == [".site.moup-manifest", "site"])
    }

    /// A whole rebuild (every page rendered again, nothing `kept`) over an output vouched to be as the
    /// last write left it (`previousIsIntact`, the next day's build): patched in place like a rebuild
    /// that keeps files, so the pages whose bytes did not change are not even replaced by a link.
    @Test func aWholeRebuildOverAnIntactOutputIsPatchedInPlace() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write(before)
        let folder = TemporaryFolder.attributes(output).inode
        let homeInode = TemporaryFolder.attributes(output + "/index.html").inode
        let everything = rendered + before.filter { kept.contains($0.path) }

        var writer = OutputWriter(destination: output)
        writer.previousIsIntact = true
        let summary = try writer.write(everything)

        // Written: the café's changed page and the new December page; unchanged: the home page, the
        // bakery's page and the style sheet; removed: the closed workplace's page.
        #expect(summary == WriteSummary(written: 2, unchanged: 3, removed: 1))
        #expect(TemporaryFolder.snapshot(output) == (try wholeTree()))
        #expect(TemporaryFolder.attributes(output).inode == folder, "patched in place, not swapped")
        #expect(TemporaryFolder.attributes(output + "/index.html").inode == homeInode)
        #expect(TemporaryFolder.names(in: temp.path) == [".site.moup-manifest", "site"])
    }

    /// Not vouched for, the same rebuild assembles a whole new tree and swaps it in (someone may have
    /// added or edited files in the output: the new tree holds exactly the site).
    @Test func aWholeRebuildOverAnOutputNotVouchedForIsSwapped() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write(before)
        try "stray\n".write(toFile: output + "/stray.html", atomically: false, encoding: .utf8)
        let folder = TemporaryFolder.attributes(output).inode

        _ = try OutputWriter(destination: output).write(rendered + before.filter { kept.contains($0.path) })

        #expect(TemporaryFolder.snapshot(output) == (try wholeTree()))
        #expect(TemporaryFolder.attributes(output).inode != folder, "swapped as a whole tree")
    }

    /// No manifest of this version, or a folder in the way of a page: nothing is changed, and the
    /// caller writes the whole site.
    @Test func aReplacementThatDoesNotFitChangesNothing() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write(before)
        try FileManager.default.createDirectory(
            atPath: output + "/workplaces/cafe/2026-12/index.html",
            withIntermediateDirectories: true)
        let settled = TemporaryFolder.snapshot(output)
        #expect(try OutputWriter(destination: output).replace(rendered, replacing: ["index.html"]) == nil)
        #expect(TemporaryFolder.snapshot(output) == settled)
        // A manifest whose lines are not in byte order (edited by hand) cannot be patched line by line.
        try FileManager.default.removeItem(atPath: output + "/workplaces/cafe/2026-12")
        let manifest = try String(contentsOfFile: OutputWriter.manifestPath(forOutput: output), encoding: .utf8)
        var lines = manifest.split(separator: "\n")
        lines.swapAt(1, 2)
        try (lines.joined(separator: "\n") + "\n").write(
            toFile: OutputWriter.manifestPath(forOutput: output), atomically: false, encoding: .utf8)
        let unsorted = TemporaryFolder.snapshot(output)
        #expect(try OutputWriter(destination: output).replace(rendered, replacing: ["index.html"]) == nil)
        #expect(TemporaryFolder.snapshot(output) == unsorted)
        try "# not a manifest\n".write(
            toFile: OutputWriter.manifestPath(forOutput: output), atomically: false, encoding: .utf8)
        #expect(try OutputWriter(destination: temp.path + "/site").replace(rendered, replacing: []) == nil)
        #expect(TemporaryFolder.names(in: temp.path) == [".site.moup-manifest", "site"])
    }

    @Test(arguments: [OutputWriter.SimulatedFailure.afterStaging(files: 2), .beforeSwap])
    func aFailureBeforeTheCommitLeavesTheSiteAsItWas(failure: OutputWriter.SimulatedFailure) throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write(before)
        let snapshot = TemporaryFolder.snapshot(output)

        var writer = OutputWriter(destination: output)
        writer.kept = kept
        writer.simulatedFailure = failure
        #expect(throws: OutputError.self) { try writer.write(rendered) }

        #expect(TemporaryFolder.snapshot(output) == snapshot)
        #expect(TemporaryFolder.names(in: temp.path) == [".site.moup-manifest", "site"])
        #expect(try OutputWriter(destination: output).removeLeftovers().isEmpty)
        #expect(TemporaryFolder.snapshot(output) == snapshot)
    }

    @Test func aCommittedPatchIsFinishedByTheNextWriter() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write(before)
        let snapshot = TemporaryFolder.snapshot(output)

        var writer = OutputWriter(destination: output)
        writer.kept = kept
        writer.simulatedFailure = .afterPatchCommit
        #expect(throws: OutputError.self) { try writer.write(rendered) }
        // The build died with its patch committed but not applied: the site is still the old one,
        // and the staging folder holds the patch.
        #expect(TemporaryFolder.snapshot(output) == snapshot)
        #expect(
            TemporaryFolder.names(in: temp.path) == [".site.moup-manifest", ".site.moup-staging-\(getpid())", "site"])

        let finished = try OutputWriter(destination: output).removeLeftovers()

        #expect(finished == [temp.path + "/.site.moup-staging-\(getpid())"])
        #expect(TemporaryFolder.snapshot(output) == (try wholeTree()))
        #expect(TemporaryFolder.names(in: temp.path) == [".site.moup-manifest", "site"])
    }

    @Test func aPatchHalfAppliedIsFinishedToo() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write(before)
        var writer = OutputWriter(destination: output)
        writer.kept = kept
        writer.simulatedFailure = .afterPatchCommit
        #expect(throws: OutputError.self) { try writer.write(rendered) }
        // The build got as far as one staged file moved into place before it died.
        let staging = temp.path + "/.site.moup-staging-\(getpid())"
        let patch = try #require(
            OutputPatch(decoding: Array(try Data(contentsOf: URL(fileURLWithPath: staging + "/.moup-patch")))))
        let first = try #require(patch.puts.first)
        try FileManager.default.removeItem(atPath: output + "/" + first.path)
        try FileManager.default.moveItem(atPath: staging + "/" + first.staged, toPath: output + "/" + first.path)

        _ = try OutputWriter(destination: output).removeLeftovers()

        #expect(TemporaryFolder.snapshot(output) == (try wholeTree()))
    }

    @Test func aPageThatBecameAFolderIsPatchedToo() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write(before)

        var writer = OutputWriter(destination: output)
        writer.kept = ["assets/style.css"]
        // `index.html` was a page; now a page lives inside a folder of that name.
        let summary = try writer.write([OutputFile(path: "index.html/inner.html", text: "안\n")])

        #expect(summary == WriteSummary(written: 1, unchanged: 1, removed: 4))
        #expect(
            TemporaryFolder.snapshot(output).keys.sorted() == [
                TemporaryFolder.manifestKey, "assets/style.css", "index.html/inner.html",
            ])
        #expect(!FileManager.default.fileExists(atPath: output + "/workplaces"))
    }

    @Test func aFolderMadeWhereAPageGoesMakesAWholeTree() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write(before)
        try FileManager.default.createDirectory(
            atPath: output + "/workplaces/cafe/2026-12/index.html",
            withIntermediateDirectories: true)
        let folder = TemporaryFolder.attributes(output).inode

        var writer = OutputWriter(destination: output)
        writer.kept = kept
        _ = try writer.write(rendered)

        #expect(TemporaryFolder.snapshot(output) == (try wholeTree()))
        #expect(TemporaryFolder.attributes(output).inode != folder, "swapped as a whole tree")
        #expect(TemporaryFolder.names(in: temp.path) == [".site.moup-manifest", "site"])
    }
}
