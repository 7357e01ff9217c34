import Foundation
import Testing

/// What `moup build --shard` and `moup merge` refuse, and the shipped Kubernetes and CI examples.
@Suite(.enabled(if: Fixture.pipelineIsReady && Fixture.binaryExists, "needs the example content and .build/debug/moup"))
struct ShardCommandTests {
    @Test func aBadShardOrAMergeWithoutPartsIsAUsageError() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        for bad in ["0/3", "4/3", "1/0", "3", "a/b", "1/3/3", "-1/3", "1.5/3"] {
            let run = try Fixture.runMoup([
                "build", "--shard=\(bad)", "--content", Fixture.content, "--output", temp + "/site",
            ])
            #expect(run.status == 2, "--shard \(bad): \(run.error)")
            #expect(run.error.contains("--shard must be I/N"), "\(run.error)")
        }
        // No secrets file at all: the shard says what to do (exit 1), not that it cannot read it.
        let noSecrets = try Fixture.runMoup([
            "build", "--shard", "1/2", "--content", Fixture.content, "--secrets",
            temp + "/none.json", "--output", temp + "/site",
        ])
        #expect(noSecrets.status == 1)
        #expect(
            noSecrets.error.contains(
                "error: no secret yet for 13 people and owners: a shard build never makes secrets"),
            "\(noSecrets.error)")
        #expect(!FileManager.default.fileExists(atPath: temp + "/site"))
        try FileManager.default.removeItem(atPath: temp + "/site.lock")
        let merge = try Fixture.runMoup(["merge", "--output", temp + "/site"])
        #expect(merge.status == 2, "\(merge.error)")
        #expect(NightlyRunTests.names(in: temp).isEmpty)
        let help = try Fixture.runMoup(["build", "--help"])
        #expect(help.output.contains("--shard <I/N>") && help.output.contains("JOB_COMPLETION_INDEX"))
    }

    @Test func mergeRefusesPartsOfDifferentBuildsAndLeavesTheSiteAsItWas() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let copy = try NightlyRunTests.copyOfExample(at: temp + "/copy", title: "다른 제목")
        func shard(
            _ spec: String, content: String = Fixture.content, today: String = Fixture.today.description
        ) throws -> String {
            let output =
                temp + "/shard-" + spec.replacingOccurrences(of: "/", with: "of") + "-" + UUID().uuidString.prefix(4)
            let run = try Fixture.runMoup([
                "build", "--shard", spec, "--content", content, "--secrets", Fixture.secrets,
                "--today", today, "--output", output,
            ])
            #expect(run.status == 0, "\(run.error)")
            return output
        }
        let (one, two) = (try shard("1/2"), try shard("2/2"))
        let otherContent = try shard("2/2", content: copy)
        let otherDay = try shard("2/2", today: "2026-11-21")
        let ofThree = try shard("2/3")
        let site = temp + "/site"
        let first = try Fixture.runMoup(["merge", one, two, "--output", site])
        #expect(first.status == 0, "\(first.error)")
        let before = Fixture.snapshot(site)

        let refusals: [([String], String, String)] = [
            ([one, otherContent], "were built from different inputs", "merge.different-inputs"),
            ([one, otherDay], "were built from different inputs", "merge.different-inputs"),
            ([one, ofThree], "split the site into a different number of shards", "merge.different-counts"),
            ([one], "shard 2/2 is missing", "merge.missing-shards"),
            ([one, one, two], "are both shard 1", "merge.same-shard"),
            ([one, site], "is not a shard folder", "merge.not-a-shard"),
            ([one, temp + "/nowhere"], "could not read", "merge.unreadable"),
        ]
        for (parts, message, code) in refusals {
            let run = try Fixture.runMoup(["merge"] + parts + ["--output", site, "--log-format", "json"])
            #expect(run.status == 1, "\(parts): \(run.error)")
            let lines = NightlyRunTests.jsonLines(run.error)
            #expect(lines.first?["code"] as? String == code, "\(run.error)")
            #expect((lines.first?["message"] as? String)?.contains(message) == true, "\(run.error)")
            #expect((lines.last?["summary"] as? [String: Any])?["exitStatus"] as? Int == 1)
            #expect(Fixture.snapshot(site) == before)
            #expect(!NightlyRunTests.names(in: temp).contains { $0.contains("moup-staging") })
        }
        // A part whose file was changed after it was built.
        let page = try #require(
            FileManager.default.enumerator(atPath: one)?.allObjects.compactMap { $0 as? String }
                .first { $0.hasSuffix(".html") })
        try Data("changed".utf8).write(to: URL(fileURLWithPath: one + "/" + page))
        let changed = try Fixture.runMoup(["merge", one, two, "--output", site])
        #expect(changed.status == 1)
        #expect(
            changed.error.contains("error: \"\(one)/\(page)\" does not have the bytes its manifest lists"),
            "\(changed.error)")
        #expect(Fixture.snapshot(site) == before)
    }

    /// The Kubernetes Job and the CI matrix parse as YAML (python3's yaml) and say what the README
    /// says they do. No cluster here: `kubectl` needs one even for a client-side dry run.
    @Test(.enabled(if: ShardCommandTests.pythonHasYAML, "needs python3 with PyYAML"))
    func theKubernetesJobAndTheCIMatrixParse() throws {
        let deploy = Fixture.repositoryRoot + "/deploy/"
        let job = try Self.yaml(deploy + "kubernetes/shards-job.yaml")[0]
        #expect(job["kind"] as? String == "Job")
        let spec = try #require(job["spec"] as? [String: Any])
        #expect(spec["completionMode"] as? String == "Indexed")
        let shards = try #require(spec["completions"] as? Int)
        #expect(spec["parallelism"] as? Int == shards)
        let pod = try #require((spec["template"] as? [String: Any])?["spec"] as? [String: Any])
        let container = try #require((pod["containers"] as? [[String: Any]])?.first)
        let env = (container["env"] as? [[String: Any]] ?? []).reduce(into: [String: String]()) {
            $0[$1["name"] as! String] = $1["value"] as? String
        }
        #expect(env["SHARDS"] == "\(shards)")
        let command = ((container["command"] as? [String] ?? []) + (container["args"] as? [String] ?? [])).joined(
            separator: " ")
        #expect(command.contains("--shard \"$((JOB_COMPLETION_INDEX + 1))/$SHARDS\""))
        #expect(command.contains("--output \"/work/shards/$((JOB_COMPLETION_INDEX + 1))\""))
        // They continue the record of the merged site, kept on the same volume next to the content.
        #expect(command.contains("--content /work/content") && command.contains("--publishes-to /work/site"))
        let claims = (pod["volumes"] as? [[String: Any]] ?? []).compactMap {
            ($0["persistentVolumeClaim"] as? [String: Any])?["claimName"] as? String
        }
        #expect(claims == ["moup-work"])
        #expect(try Self.yaml(deploy + "kubernetes/volume.yaml")[0]["kind"] as? String == "PersistentVolumeClaim")

        let merge = try Self.yaml(deploy + "kubernetes/merge-job.yaml")[0]
        let mergePod = try #require(
            ((merge["spec"] as? [String: Any])?["template"] as? [String: Any])?["spec"] as? [String: Any])
        let mergeCommand = try #require((mergePod["containers"] as? [[String: Any]])?.first?["command"] as? [String])
        #expect(Array(mergeCommand.prefix(2)) == ["moup", "merge"])
        #expect(mergeCommand.filter { $0.hasPrefix("/work/shards/") } == (1...shards).map { "/work/shards/\($0)" })
        #expect(mergeCommand.joined(separator: " ").contains("--output /work/site --state /work/.moup-state"))

        let workflow = try Self.yaml(deploy + "github-actions/shards.yml")[0]
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        #expect(Set(jobs.keys) == ["prepare", "shard", "merge"])
        let matrix = try #require(
            ((jobs["shard"] as? [String: Any])?["strategy"] as? [String: Any])?["matrix"] as? [String: Any])
        let count = try #require((workflow["env"] as? [String: Any])?["SHARDS"] as? Int)
        #expect(matrix["shard"] as? [Int] == Array(1...count))
        let mergeNeeds = (jobs["merge"] as? [String: Any])?["needs"] as? String
        #expect(mergeNeeds == "shard")
        // The shards publish to the folder the merge writes, and the merge continues the record.
        let shardRun = try #require(
            ((jobs["shard"] as? [String: Any])?["steps"] as? [[String: Any]])?.compactMap { $0["run"] as? String }
                .first { $0.contains("--shard") })
        #expect(shardRun.contains("--publishes-to site"))
        let mergeSteps = (jobs["merge"] as? [String: Any])?["steps"] as? [[String: Any]] ?? []
        #expect(
            mergeSteps.contains {
                ($0["run"] as? String)?.contains("merge shards/shard-* --output site --state .moup-state") == true
            })
        #expect(mergeSteps.contains { ($0["uses"] as? String)?.hasPrefix("actions/cache/save") == true })
    }

    static let pythonHasYAML: Bool = (try? yaml(Fixture.repositoryRoot + "/deploy/kubernetes/volume.yaml")) != nil

    /// The YAML documents of `path`, parsed by python3's yaml and handed over as JSON.
    static func yaml(_ path: String) throws -> [[String: Any]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c", "import json, sys, yaml; print(json.dumps(list(yaml.safe_load_all(open(sys.argv[1])))))",
            path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let documents = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return documents
    }
}
