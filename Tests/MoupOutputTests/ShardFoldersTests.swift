import Foundation
import Testing

@testable import MoupOutput

/// Shard folders (`moup build --shard`): their manifests, and what `moup merge` accepts and refuses.
@Suite struct ShardFoldersTests {
    static let inputs = String(repeating: "ab", count: 32)
    static let otherInputs = String(repeating: "cd", count: 32)

    /// Writes `files` (path → text) as shard `index` of `count` into `folder`.
    static func writeShard(
        _ folder: String, _ index: Int, of count: Int, inputs: String = inputs,
        _ files: [String: String]
    ) throws {
        var writer = OutputWriter(destination: folder)
        writer.shard = ShardMark(index: index, count: count, inputs: inputs)
        _ = try writer.write(files.keys.sorted().map { OutputFile(path: $0, text: files[$0]!) })
    }

    @Test func aShardManifestNamesItsShardAndStillParses() throws {
        let temp = TemporaryFolder()
        try Self.writeShard(temp.path + "/s2", 2, of: 3, ["a/index.html": "A"])
        let text = try #require(TemporaryFolder.text(temp.path + "/s2/.moup-manifest"))
        #expect(
            text == "# moup output manifest v1: sha256  path\n# shard 2/3 inputs \(Self.inputs)\n"
                + Manifest.hash(Array("A".utf8)) + "  a/index.html\n")
        let manifest = Manifest.parse(Array(text.utf8))
        #expect(manifest.shard == ShardMark(index: 2, count: 3, inputs: Self.inputs))
        #expect(manifest.hashes.keys.sorted() == ["a/index.html"])
        // A whole build's manifest has no shard line.
        _ = try OutputWriter(destination: temp.path + "/site").write([OutputFile(path: "x", text: "x")])
        #expect(
            Manifest.parse(Array(TemporaryFolder.text(OutputWriter.manifestPath(forOutput: temp.path + "/site"))!.utf8))
                .shard == nil)
        // Bad shard lines are not marks.
        for bad in [
            "# shard 0/3 inputs \(Self.inputs)", "# shard 4/3 inputs \(Self.inputs)", "# shard 1/3 inputs abc",
            "# shard 1/3 digest \(Self.inputs)", "# shard 1/3 inputs \(Self.inputs.uppercased())",
        ] {
            #expect(ShardMark(line: Substring(bad)) == nil, "\(bad)")
        }
        // Built with --publishes-to: the tag of the output folder whose records it continues.
        let publishing = ShardMark(index: 2, count: 3, inputs: Self.inputs, publishesTo: "0123456789abcdef")
        #expect(publishing.line == "# shard 2/3 inputs \(Self.inputs) publishes 0123456789abcdef")
        #expect(ShardMark(line: Substring(publishing.line)) == publishing)
        for bad in [
            publishing.line + " more", "# shard 2/3 inputs \(Self.inputs) publishes 0123",
            "# shard 2/3 inputs \(Self.inputs) to 0123456789abcdef",
        ] {
            #expect(ShardMark(line: Substring(bad)) == nil, "\(bad)")
        }
    }

    @Test func mergedFilesAreEveryShardsFilesAndTheWriterGivesTheWholeManifest() throws {
        let temp = TemporaryFolder()
        let whole = ["index.html": "home", "a/1.html": "a1", "a/2.html": "a2", "b/1.html": "b1", "style.css": "css"]
        try Self.writeShard(temp.path + "/s1", 1, of: 3, ["index.html": "home", "style.css": "css", "b/1.html": "b1"])
        try Self.writeShard(temp.path + "/s2", 2, of: 3, ["a/1.html": "a1", "a/2.html": "a2"])
        try Self.writeShard(temp.path + "/s3", 3, of: 3, [:])
        let files = try ShardFolders.files(of: [temp.path + "/s3", temp.path + "/s1", temp.path + "/s2/"])
        #expect(files == whole.keys.sorted().map { OutputFile(path: $0, text: whole[$0]!) })
        _ = try OutputWriter(destination: temp.path + "/merged").write(files)
        _ = try OutputWriter(destination: temp.path + "/single").write(
            whole.keys.sorted().map { OutputFile(path: $0, text: whole[$0]!) })
        #expect(TemporaryFolder.snapshot(temp.path + "/merged") == TemporaryFolder.snapshot(temp.path + "/single"))
    }

    @Test func partsOfDifferentBuildsOrAnIncompleteSetAreRefused() throws {
        let temp = TemporaryFolder()
        let (s1, s2, s3) = (temp.path + "/s1", temp.path + "/s2", temp.path + "/s3")
        try Self.writeShard(s1, 1, of: 2, ["index.html": "home"])
        try Self.writeShard(s2, 2, of: 2, inputs: Self.otherInputs, ["a.html": "a"])
        try Self.writeShard(s3, 2, of: 3, ["b.html": "b"])
        #expect(throws: MergeError.differentInputs(shard: s2, other: s1)) { try ShardFolders.files(of: [s1, s2]) }
        #expect(throws: MergeError.differentCounts(shard: s3, other: s1)) { try ShardFolders.files(of: [s1, s3]) }
        #expect(throws: MergeError.sameShard(index: 1, shard: s1, other: s1)) { try ShardFolders.files(of: [s1, s1]) }
        #expect(throws: MergeError.missingShards([2], count: 2)) { try ShardFolders.files(of: [s1]) }
        _ = try OutputWriter(destination: temp.path + "/site").write([OutputFile(path: "x", text: "x")])
        #expect(throws: MergeError.notAShard(temp.path + "/site")) { try ShardFolders.files(of: [temp.path + "/site"]) }
        #expect(throws: MergeError.unreadable(path: temp.path + "/none", errno: ENOENT)) {
            try ShardFolders.files(of: [temp.path + "/none"])
        }
        #expect(MergeError.missingShards([2, 3], count: 3).description.hasPrefix("shard 2/3, 3/3 is missing"))
    }

    @Test func overlappingOrChangedPartsAreRefused() throws {
        let temp = TemporaryFolder()
        let (s1, s2) = (temp.path + "/s1", temp.path + "/s2")
        try Self.writeShard(s1, 1, of: 2, ["index.html": "home", "a/x.html": "x"])
        try Self.writeShard(s2, 2, of: 2, ["a/x.html": "x", "b.html": "b"])
        #expect(throws: MergeError.overlap(path: "a/x.html", shard: s2, other: s1)) {
            try ShardFolders.files(of: [s2, s1])
        }

        try Self.writeShard(s2, 2, of: 2, ["b.html": "b"])
        #expect(try ShardFolders.files(of: [s1, s2]).map(\.path) == ["a/x.html", "b.html", "index.html"])
        try "changed".write(toFile: s2 + "/b.html", atomically: false, encoding: .utf8)
        #expect(
            throws: MergeError.altered(path: "b.html", shard: s2, reason: "does not have the bytes its manifest lists")
        ) {
            try ShardFolders.files(of: [s1, s2])
        }
        try Self.writeShard(s2, 2, of: 2, ["b.html": "b"])
        try "extra".write(toFile: s2 + "/extra.html", atomically: false, encoding: .utf8)
        #expect(throws: MergeError.altered(path: "extra.html", shard: s2, reason: "is not in its manifest")) {
            try ShardFolders.files(of: [s1, s2])
        }
        try FileManager.default.removeItem(atPath: s2 + "/extra.html")
        try FileManager.default.removeItem(atPath: s2 + "/b.html")
        #expect(throws: MergeError.altered(path: "b.html", shard: s2, reason: "is missing or cannot be read")) {
            try ShardFolders.files(of: [s1, s2])
        }
    }
}
