import Foundation
import Testing

/// The release workflow (deploy/github-actions/release-deb.yml) parses as YAML and does what the README
/// says: on a `v*` tag, `make deb` with Swift 6.3 on Debian 12, then install and run the package on a
/// plain Debian 12 before attaching it to the release. It cannot run here (no GitHub).
@Suite struct ReleaseWorkflowTests {
    @Test(.enabled(if: ShardCommandTests.pythonHasYAML, "needs python3 with PyYAML"))
    func theReleaseWorkflowBuildsChecksAndAttachesThePackage() throws {
        let workflow = try ShardCommandTests.yaml(Fixture.repositoryRoot + "/deploy/github-actions/release-deb.yml")[0]
        // PyYAML reads the key `on` as the boolean true (YAML 1.1), which JSON writes as "true".
        let trigger = try #require(workflow["true"] as? [String: Any])
        #expect((trigger["push"] as? [String: Any])?["tags"] as? [String] == ["v*"])
        let jobs = try #require(workflow["jobs"] as? [String: [String: Any]])
        #expect(Set(jobs.keys) == ["build", "release"])
        #expect(jobs["build"]?["container"] as? String == "swift:6.3-bookworm")
        let buildRuns = (jobs["build"]?["steps"] as? [[String: Any]] ?? []).compactMap { $0["run"] as? String }
        #expect(buildRuns.contains("make deb DEB_DIR=dist"))
        #expect(jobs["release"]?["needs"] as? String == "build")
        #expect(jobs["release"]?["container"] as? String == "debian:12")
        let release = jobs["release"]?["steps"] as? [[String: Any]] ?? []
        #expect(release.contains { ($0["run"] as? String)?.contains("apt-get install -y ./dist/moup_*.deb") == true })
        #expect(release.contains { ($0["run"] as? String)?.contains("moup init my-site") == true })
        let attach = try #require(release.last)
        #expect((attach["uses"] as? String)?.hasPrefix("softprops/action-gh-release@") == true)
        #expect((attach["with"] as? [String: Any])?["files"] as? String == "dist/moup_*.deb")
    }
}
