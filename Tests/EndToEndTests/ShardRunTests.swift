import Foundation
import MoupModel
import MoupOutput
import Testing

@testable import moup_bench

/// `moup build --shard I/N` and `moup merge`, each shard a separate `moup` process as on separate
/// machines: the merged site has the very bytes (manifest included) of one whole build.
@Suite(
    .serialized,
    .enabled(if: Fixture.pipelineIsReady && Fixture.binaryExists, "needs the example content and .build/debug/moup"))
struct ShardRunTests {
    /// The site of one whole build and the shard folders of `count` shard processes run at once, of
    /// `content` into `folder`.
    static func buildWholeAndShards(
        content: String, folder: String, count: Int = 3,
        secrets: String = Fixture.secrets
    ) throws -> (site: String, parts: [String]) {
        let common = ["--content", content, "--secrets", secrets, "--today", Fixture.today.description]
        let whole = try Fixture.runMoup(["build", "--output", folder + "/site"] + common)
        #expect(whole.status == 0, "\(whole.error)")
        let parts = (1...count).map { folder + "/shard-\($0)" }
        let processes = try parts.enumerated().map { i, part in
            try MoupProcess(["build", "--shard", "\(i + 1)/\(count)", "--output", part] + common)
        }
        for (process, part) in zip(processes, parts) {
            #expect(process.wait(seconds: 900) == 0, "\(part): \(process.error)")
        }
        return (folder + "/site", parts)
    }

    /// Merges `parts` into `folder/merged` and checks it against `site`, byte for byte, and each
    /// shard's manifest: it lists exactly the shard's files, and together they are the whole manifest.
    static func expectMergedEqualsWhole(_ parts: [String], site: String, folder: String) throws {
        let merged = try Fixture.runMoup(["merge"] + parts.reversed() + ["--output", folder + "/merged"])
        #expect(merged.status == 0, "\(merged.error)")
        #expect(merged.output.isEmpty && merged.error.isEmpty)
        let single = Fixture.snapshot(site)
        #expect(single.count > 3)
        #expect(Fixture.snapshot(folder + "/merged") == single)

        let wholeManifest = try manifest(site)
        #expect(wholeManifest.shard == nil)
        var union: [String: String] = [:]
        for (i, part) in parts.enumerated() {
            let shard = try manifest(part)
            #expect(shard.shard == "\(i + 1)/\(parts.count)")
            var files = Set(Fixture.snapshot(part).keys)
            files.remove(".moup-manifest")
            #expect(Set(shard.hashes.keys) == files, "\(part) lists exactly its files")
            for (path, hash) in shard.hashes {
                #expect(union[path] == nil, "\(path) is in two shards")
                union[path] = hash
            }
        }
        #expect(union == wholeManifest.hashes)
        // Shard 1 has the site-wide pages; no other shard has them.
        #expect(try manifest(parts[0]).hashes["index.html"] != nil)
        #expect(try parts.dropFirst().allSatisfy { try manifest($0).hashes["index.html"] == nil })
    }

    /// A manifest read as a test reads it: its shard line (`I/N`, or nil) and its hashes by path.
    static func manifest(_ folder: String) throws -> (shard: String?, inputs: String?, hashes: [String: String]) {
        let inside = folder + "/.moup-manifest"  // a shard's folder keeps its manifest; a site's is beside it
        let path =
            FileManager.default.fileExists(atPath: inside) ? inside : OutputWriter.manifestPath(forOutput: folder)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var lines = text.split(separator: "\n")
        #expect(lines.removeFirst() == "# moup output manifest v1: sha256  path")
        var shard: String?
        var inputs: String?
        if let first = lines.first, first.hasPrefix("# shard ") {
            let words = first.split(separator: " ")
            (shard, inputs) = (String(words[2]), String(words[4]))
            lines.removeFirst()
        }
        var hashes: [String: String] = [:]
        for line in lines {
            let hash = line.prefix(64)
            let path = line.dropFirst(66)
            #expect(hash.count == 64 && line.dropFirst(64).hasPrefix("  "), "\(line)")
            hashes[String(path)] = String(hash)
        }
        return (shard, inputs, hashes)
    }

    @Test func threeShardsOfTheExampleMergeIntoTheBytesOfOneBuild() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        // The example's two workplaces share a person (park-junyoung): one group, all in shard 1.
        let (site, parts) = try Self.buildWholeAndShards(content: Fixture.content, folder: temp)
        try Self.expectMergedEqualsWhole(parts, site: site, folder: temp)
        #expect(try Self.manifest(parts[1]).hashes.isEmpty && Self.manifest(parts[2]).hashes.isEmpty)
        // Encrypted: no pay figure in clear anywhere in the shards either.
        let payslip = try #require(
            try Self.manifest(parts[0]).hashes.keys.first {
                $0 == Fixture.published("payslips/cafe-moup/kim-minji/2026-11-01.html")
            })
        let text = try String(contentsOfFile: parts[0] + "/" + payslip, encoding: .utf8)
        #expect(!text.contains("실지급액"))
    }

    @Test func twoGroupsGoToTwoShardsAndStillMergeIntoOneBuild() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        // Without the person link the two workplaces are two groups, so two shards have pages. The
        // new person needs a secret first: a shard never makes one.
        let content = try NightlyRunTests.copyOfExample(at: temp + "/content")
        let worker = content + "/workplaces/pyeonuijeom-24/workers/park-jy.md"
        let text = try String(contentsOfFile: worker, encoding: .utf8)
        try text.replacingOccurrences(of: "person: park-junyoung\n", with: "").write(
            toFile: worker, atomically: true, encoding: .utf8)
        let secrets = temp + "/secrets.json"
        try FileManager.default.copyItem(atPath: Fixture.secrets, toPath: secrets)
        let refused = try Fixture.runMoup([
            "build", "--shard", "1/3", "--content", content, "--secrets", secrets,
            "--output", temp + "/refused", "--today", Fixture.today.description,
        ])
        #expect(refused.status == 1)
        #expect(refused.error.contains("no secret yet for worker park-jy: a shard build never makes secrets"))
        #expect(!FileManager.default.fileExists(atPath: temp + "/refused"))
        let added = try Fixture.runMoup(["secrets", "add", "--content", content, "--secrets", secrets])
        #expect(added.status == 0 && added.output == "added worker park-jy\n", "\(added)")

        let (site, parts) = try Self.buildWholeAndShards(content: content, folder: temp, secrets: secrets)
        try Self.expectMergedEqualsWhole(parts, site: site, folder: temp)
        let workplaces = try parts.map { part in
            Set(
                try Self.manifest(part).hashes.keys.filter { $0.hasPrefix("workplaces/") }.map {
                    $0.split(separator: "/")[1]
                })
        }
        // cafe-moup weighs more (more workers and shifts), so it is dealt first, to shard 1.
        #expect(workplaces == [["cafe-moup"], ["pyeonuijeom-24"], []])
    }

    /// Set (to anything) by CI (`.ci/run`): the 1,000-worker run takes about 2 minutes of CPU in a debug
    /// build (6–8 minutes of wall time on a busy 2-core machine), too long for every `swift test`.
    static let slowTestsWanted = ProcessInfo.processInfo.environment["MOUP_SLOW_TESTS"] != nil

    /// 1,000 workers from the benchmark's generator (56 workplaces, no encryption: 1,000 new secrets
    /// would cost minutes of key derivation), in 3 shards.
    @Test(.enabled(if: slowTestsWanted, "set MOUP_SLOW_TESTS=1 to run it (CI does)"))
    func threeShardsOfAThousandBenchmarkWorkersMergeIntoTheBytesOfOneBuild() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let content = temp + "/content"
        let november = YearMonth(year: 2026, month: 11)!
        _ = try SyntheticContent(workers: 1000, months: [november], seed: 2026).write(into: content)
        let (site, parts) = try Self.buildWholeAndShards(content: content, folder: temp)
        try Self.expectMergedEqualsWhole(parts, site: site, folder: temp)
        // Each shard has a fair part of the workplaces.
        let counts = try parts.map {
            try Self.manifest($0).hashes.keys.filter {
                $0.hasSuffix("/index.html") && $0.hasPrefix("workplaces/") && $0.split(separator: "/").count == 3
            }.count
        }
        #expect(counts.allSatisfy { $0 > counts.reduce(0, +) / 5 }, "\(counts)")
    }
}
