import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Unreadable content through the command line: exit 1 with the path, and the site as it was.
@Suite(.enabled(if: Fixture.pipelineIsReady && Fixture.binaryExists, "needs the example content and .build/debug/moup"))
struct UnreadableContentRunTests {
    @Test func aWorkplaceLinkThatLoopsFailsTheBuildAndKeepsTheSite() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let output = temp + "/site"
        let content = try NightlyRunTests.copyOfExample(at: temp + "/content")
        #expect(try Fixture.runMoup(NightlyRunTests.buildArguments(content: content, output: output)).status == 0)
        let before = Fixture.snapshot(output)
        try FileManager.default.createSymbolicLink(atPath: content + "/workplaces/loop", withDestinationPath: "loop")

        let result = try Fixture.runMoup(NightlyRunTests.buildArguments(content: content, output: output))
        #expect(result.status == 1)
        #expect(
            result.error.contains(
                "\(content)/workplaces/loop:1:1: error: this cannot be read: "
                    + "it is a symbolic link that leads back to itself (a loop)\n"))
        #expect(result.error.components(separatedBy: ": error: ").count == 2, "one error: \(result.error)")
        #expect(Fixture.snapshot(output) == before)
        #expect(NightlyRunTests.names(in: temp) == [".site.moup-manifest", "content", "site", "site.lock"])
    }

    /// chmod 000 denies nothing to root, so as root moup runs as the unprivileged user `nobody`
    /// (setpriv); as any other user it runs as that user.
    static let unprivileged: [String]? = {
        guard getuid() == 0 else { return [] }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return nil }
        return ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
    }()

    static func checkUnprivileged(_ content: String) throws -> (status: Int32, error: String) {
        let command = (unprivileged ?? []) + [Fixture.moupBinary, "check", "--content", content]
        let process = try MoupProcess(Array(command.dropFirst()), executable: command[0])
        return (process.wait(), process.error)
    }

    @Test(.enabled(if: unprivileged != nil, "as root this needs setpriv to run moup as an unprivileged user"))
    func aFolderThatCannotBeListedAndAFileThatCannotBeRead() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        #expect(chmod(temp, 0o755) == 0)
        let content = try NightlyRunTests.copyOfExample(at: temp + "/content")
        let workplace = content + "/workplaces/pyeonuijeom-24"
        let worker = try Fixture.firstWorkerFile(in: content)
        #expect(try Self.checkUnprivileged(content).status == 0, "the copy is readable by the unprivileged user")

        #expect(chmod(workplace, 0) == 0)
        #expect(chmod(content + "/" + worker, 0) == 0)
        defer { chmod(workplace, 0o755) }
        let result = try Self.checkUnprivileged(content)
        #expect(result.status == 1)
        #expect(
            result.error.split(separator: "\n").filter { $0.contains(": error: ") } == [
                "\(content)/\(worker):1:1: error: file cannot be read: permission denied",
                "\(workplace):1:1: error: this folder cannot be listed: permission denied",
            ], "exactly these two errors, no cascade: \(result.error)")
    }
}
