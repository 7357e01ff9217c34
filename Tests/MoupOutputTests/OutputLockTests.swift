import Foundation
import Testing

@testable import MoupOutput

/// The output folder's lock. flock(2) locks belong to an open file, so two acquisitions in one
/// process exclude each other just as two processes do (EndToEndTests runs two real builds).
@Suite struct OutputLockTests {
    @Test func theLockFileIsBesideTheOutputFolder() {
        #expect(OutputLock.path(forOutput: "site") == "./site.lock")
        #expect(OutputLock.path(forOutput: "site/") == "./site.lock")
        #expect(OutputLock.path(forOutput: "/srv/www/site") == "/srv/www/site.lock")
        #expect(OutputLock.path(forOutput: "out/site//") == "out/site.lock")
    }

    @Test func aSecondHolderIsRefusedUntilTheFirstLetsGo() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        var first: OutputLock? = try OutputLock.acquire(output: output, wait: false)
        #expect(first?.path == temp.path + "/site.lock")
        #expect(throws: OutputError.locked(output: output, lockFile: temp.path + "/site.lock")) {
            try OutputLock.acquire(output: output, wait: false)
        }
        first = nil
        let second = try OutputLock.acquire(output: output, wait: false)
        #expect(second.path == temp.path + "/site.lock")
        // Nothing is made inside the output folder, which does not even exist yet.
        #expect(TemporaryFolder.names(in: temp.path) == ["site.lock"])
    }

    @Test func aWaitingHolderIsToldOnceAndGetsTheLockWhenTheFirstLetsGo() async throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        var first: OutputLock? = try OutputLock.acquire(output: output, wait: false)
        let waiter = Task.detached {
            var told = 0
            _ = try OutputLock.acquire(output: output, wait: true) { told += 1 }
            return told
        }
        try await Task.sleep(for: .milliseconds(200))
        #expect(first != nil)
        first = nil
        #expect(try await waiter.value == 1)
    }

    @Test func leftoverStagingFoldersAreRemoved() throws {
        let temp = TemporaryFolder()
        let output = temp.path + "/site"
        _ = try OutputWriter(destination: output).write([OutputFile(path: "index.html", text: "x")])
        for name in [".site.moup-staging-123", ".site.moup-staging-123-old", ".site.moup-staging-7-2/deep"] {
            try FileManager.default.createDirectory(atPath: temp.path + "/" + name, withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(
            atPath: temp.path + "/.other.moup-staging-1", withIntermediateDirectories: true)
        // A whole tree's manifest waiting beside its staging folder when the build died.
        try Data("# moup output manifest v1: sha256  path\n".utf8).write(
            to: URL(fileURLWithPath: temp.path + "/.site.moup-staging-123.manifest"))
        let removed = try OutputWriter(destination: output).removeLeftovers()
        #expect(removed.count == 4)
        #expect(TemporaryFolder.names(in: temp.path) == [".other.moup-staging-1", ".site.moup-manifest", "site"])
    }
}
