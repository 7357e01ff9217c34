import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `moup build` run the way cron runs it: overlapping builds and the lock, exit codes, a full disk,
/// the JSON log, progress and quiet output. Each test runs the built `.build/debug/moup` as a process.
@Suite(.enabled(if: Fixture.pipelineIsReady && Fixture.binaryExists, "needs the example content and .build/debug/moup"))
struct NightlyRunTests {
    static func buildArguments(content: String = Fixture.content, output: String, _ extra: [String] = []) -> [String] {
        [
            "build", "--content", content, "--output", output, "--templates", Fixture.templates,
            "--secrets", Fixture.secrets, "--today", Fixture.today.description,
        ] + extra
    }

    /// A copy of the example content at `path`; with `title`, site.md gets that title (every page changes).
    static func copyOfExample(at path: String, title: String? = nil) throws -> String {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixture.content, toPath: path)
        if let title {
            let site = try String(contentsOfFile: path + "/site.md", encoding: .utf8)
            try site.replacingOccurrences(of: "title: MOUP 근무표", with: "title: \(title)")
                .write(toFile: path + "/site.md", atomically: true, encoding: .utf8)
        }
        return path
    }

    /// What `moup check` prints for the example: its warnings (one worker has no employeeNo or birthDate),
    /// which every good build of it prints too, with paths under `content`.
    static func exampleWarnings(content: String = Fixture.content) throws -> String {
        let check = try Fixture.runMoup(["check", "--content", content])
        #expect(check.status == 0)
        #expect(!check.error.contains(": error: "))
        return check.error
    }

    /// The names in `folder`, hidden ones too (a staging folder is hidden), except the build state
    /// folder that builds keep next to their content.
    static func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0 != ".moup-state" }.sorted()
    }

    /// Each line of a JSON log as an object (a line that is not one fails the test).
    static func jsonLines(_ text: String) -> [[String: Any]] {
        text.split(separator: "\n").map { line in
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object != nil, "not a JSON object: \(line)")
            return object ?? [:]
        }
    }

    // MARK: The lock

    /// Build A holds the lock while it reads its content (its site.md is a named pipe that the test
    /// feeds later); B with --no-wait exits 4 at once and writes nothing; C (newer content) waits,
    /// says so once, and runs after A, so the newer content wins although A started first.
    @Test func aSecondBuildWaitsForTheFirstAndNoWaitExitsWithFour() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let output = temp + "/site"
        let old = try Self.copyOfExample(at: temp + "/old")
        let siteText = try Data(contentsOf: URL(fileURLWithPath: old + "/site.md"))
        try FileManager.default.removeItem(atPath: old + "/site.md")
        #expect(mkfifo(old + "/site.md", 0o644) == 0)
        let new = try Self.copyOfExample(at: temp + "/new", title: "MOUP 새 근무표")

        let a = try MoupProcess(Self.buildArguments(content: old, output: output))
        // A takes the lock before it reads any content: once it has the pipe open, it holds the lock.
        var writer: Int32 = -1
        #expect(
            MoupProcess.eventually {
                writer = open(old + "/site.md", O_WRONLY | O_NONBLOCK)
                return writer >= 0
            })
        defer { if writer >= 0 { close(writer) } }

        let b = try MoupProcess(
            Self.buildArguments(content: new, output: output, ["--no-wait", "--log-format", "json"]))
        #expect(b.wait() == 4)
        let bLog = Self.jsonLines(b.error)
        #expect(bLog.first?["code"] as? String == "output.locked")
        #expect(bLog.first?["file"] as? String == output)
        #expect((bLog.last?["summary"] as? [String: Any])?["exitStatus"] as? Int == 4)
        #expect(!FileManager.default.fileExists(atPath: output), "B must not write anything")

        let c = try MoupProcess(Self.buildArguments(content: new, output: output))
        #expect(MoupProcess.eventually { c.error.contains("waiting for it to finish") })
        #expect(c.process.isRunning)

        // Let A read its site.md and finish.
        siteText.withUnsafeBytes { _ = write(writer, $0.baseAddress, $0.count) }
        close(writer)
        writer = -1
        #expect(a.wait() == 0, "A: \(a.error)")
        #expect(!a.error.contains("waiting"), "A did not wait: \(a.error)")
        #expect(c.wait() == 0, "C: \(c.error)")
        #expect(
            c.error
                == "moup: another build is writing \(output) (it holds \(temp)/site.lock); waiting for it to finish\n"
                + (try Self.exampleWarnings(content: new)), "said once, then only the example's warnings")

        let index = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        #expect(index.contains("MOUP 새 근무표"), "the build that started last, with the newer content, wins")
        // The lock file is beside the output, never inside; no staging folder is left.
        #expect(Self.names(in: temp) == [".site.moup-manifest", "new", "old", "site", "site.lock"])
        #expect(!Self.names(in: output).contains { $0.hasSuffix(".lock") })
    }

    @Test func stagingFoldersOfADeadBuildAreRemovedByTheNextOne() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        // What a build killed with SIGKILL while staging leaves behind.
        try FileManager.default.createDirectory(
            atPath: temp + "/.site.moup-staging-99999/workplaces",
            withIntermediateDirectories: true)
        let result = try Fixture.runMoup(Self.buildArguments(output: temp + "/site"))
        #expect(result.status == 0, "\(result.error)")
        #expect(Self.names(in: temp) == [".site.moup-manifest", "site", "site.lock"])
    }

    // MARK: Exit codes

    @Test func helpDocumentsTheExitCodes() throws {
        for arguments in [["--help"], ["build", "--help"]] {
            let help = try Fixture.runMoup(arguments).output.split(whereSeparator: \.isWhitespace).joined(
                separator: " ")
            #expect(help.contains("0 ok, 1 invalid content"))
            #expect(help.contains("2 wrong usage"))
            #expect(help.contains("3 output or file-system failure"))
            #expect(help.contains("4 another build holds the output"))
        }
        let build = try Fixture.runMoup(["build", "--help"]).output
        for option in ["--no-wait", "--log-format", "--progress", "--no-progress"] { #expect(build.contains(option)) }
        #expect(try Fixture.runMoup(["check", "--help"]).output.contains("--log-format"))
    }

    @Test func anOutputThatCannotBeMadeExitsWithThree() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        _ = FileManager.default.createFile(atPath: temp + "/file", contents: Data("x".utf8))
        let result = try Fixture.runMoup(Self.buildArguments(output: temp + "/file/site"))
        #expect(result.status == 3, "\(result.error)")
        #expect(result.error.contains("\(temp)/file/site:1:1: error: could not"))
        #expect(Self.names(in: temp) == ["file"])
    }

    @Test func aFolderNotMadeByMoupExitsWithThree() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        try FileManager.default.createDirectory(atPath: temp + "/site", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: temp + "/site/mine.txt", contents: Data("keep".utf8))
        let result = try Fixture.runMoup(Self.buildArguments(output: temp + "/site"))
        #expect(result.status == 3)
        #expect(Self.names(in: temp + "/site") == ["mine.txt"])
    }

    /// Invalid content exits 1; the JSON log names the problem with its code, and never copies the
    /// amount that was written (the text message, for the person fixing it, does).
    @Test func invalidContentExitsWithOneAndTheJSONLogHasNoAmount() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let output = temp + "/site"
        #expect(try Fixture.runMoup(Self.buildArguments(output: output)).status == 0)
        let before = Fixture.snapshot(output)
        let content = try Self.copyOfExample(at: temp + "/content")
        let worker = content + "/workplaces/cafe-moup/workers/choi-yuna.md"
        let text = try String(contentsOfFile: worker, encoding: .utf8)
        try text.replacingOccurrences(of: "amount: 10320", with: "amount: 10320.75")
            .write(toFile: worker, atomically: true, encoding: .utf8)

        let plain = try Fixture.runMoup(Self.buildArguments(content: content, output: output))
        #expect(plain.status == 1)
        #expect(plain.error.contains("not '10320.75'"))

        let json = try Fixture.runMoup(Self.buildArguments(content: content, output: output, ["--log-format", "json"]))
        #expect(json.status == 1)
        #expect(!json.error.contains("10320"), "\(json.error)")
        let lines = Self.jsonLines(json.error)
        let problem = try #require(lines.first { $0["severity"] as? String == "error" })
        #expect(problem["file"] as? String == worker)
        #expect(problem["line"] as? Int == 8)
        #expect((problem["column"] as? Int ?? 0) > 1)
        #expect(problem["code"] as? String == "content.invalid-value")
        #expect((problem["message"] as? String)?.hasSuffix("not a number") == true)
        let summary = try #require(lines.last?["summary"] as? [String: Any])
        #expect(summary["exitStatus"] as? Int == 1)
        #expect(summary["errors"] as? Int == 1)
        #expect(Fixture.snapshot(output) == before)
        #expect(Self.names(in: temp) == [".site.moup-manifest", "content", "site", "site.lock"])
    }

    // MARK: A full disk

    /// Whether this process may mount a tmpfs (root, with the capability): probed once.
    static let canMountTmpfs: Bool = {
        guard getuid() == 0 else { return false }
        let probe = Fixture.temporaryFolder()
        defer { Fixture.remove(probe) }
        guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", probe]) == 0 else { return false }
        return run("/bin/umount", [probe]) == 0
    }()

    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// A real full disk: the site on a small tmpfs filled to the last few kilobytes; a build whose
    /// every page changed runs out of space while staging, exits 3, and leaves the site as it was.
    @Test(.enabled(if: canMountTmpfs, "mounting a tmpfs needs root; the file-size-limit test covers the same path"))
    func aFullDiskExitsWithThreeAndLeavesTheSiteAsItWas() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let disk = temp + "/disk"
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        #expect(Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=32m", "tmpfs", disk]) == 0)
        defer { Self.run("/bin/umount", [disk]) }
        let output = disk + "/site"
        let first = try Fixture.runMoup(Self.buildArguments(output: output))
        #expect(first.status == 0, "\(first.error)")
        let before = Fixture.snapshot(output)

        var info = statvfs()
        #expect(statvfs(disk, &info) == 0)
        let free = Int(info.f_bavail) * Int(info.f_frsize)
        #expect(
            FileManager.default.createFile(atPath: disk + "/filler", contents: Data(count: max(0, free - 16 * 1024))))

        let content = try Self.copyOfExample(at: temp + "/content", title: "MOUP 새 근무표")
        let full = try Fixture.runMoup(Self.buildArguments(content: content, output: output, ["--log-format", "json"]))
        #expect(full.status == 3, "\(full.error)")
        let problem = try #require(Self.jsonLines(full.error).first { $0["severity"] as? String == "error" })
        #expect(problem["code"] as? String == "output.no-space")
        #expect(problem["file"] as? String == output)
        let message = try #require(problem["message"] as? String)
        #expect(message.hasPrefix("could not write \"\(output)/"), "names the page in the site: \(message)")
        #expect(message.hasSuffix("\": No space left on device"))
        #expect(Fixture.snapshot(output) == before)
        #expect(Self.names(in: disk) == [".site.moup-manifest", "filler", "site", "site.lock"])
    }

    /// The same through a file-size limit (works for any user): `ulimit -f` with SIGXFSZ ignored, so
    /// the first page larger than the limit fails with EFBIG.
    @Test func aFileSizeLimitExitsWithThreeAndLeavesTheSiteAsItWas() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let output = temp + "/site"
        #expect(try Fixture.runMoup(Self.buildArguments(output: output)).status == 0)
        let before = Fixture.snapshot(output)
        #expect(before.values.contains { $0.count > 8 * 1024 }, "the example has pages over the limit")

        let content = try Self.copyOfExample(at: temp + "/content", title: "MOUP 새 근무표")
        let limited = try MoupProcess(
            ["-c", "trap '' XFSZ; ulimit -f 8; exec \"$0\" \"$@\"", Fixture.moupBinary]
                + Self.buildArguments(content: content, output: output), executable: "/bin/bash")
        #expect(limited.wait() == 3, "\(limited.error)")
        #expect(limited.error.contains("\(output):1:1: error: could not write \"\(output)/"))
        #expect(limited.error.contains("File too large"))
        #expect(Fixture.snapshot(output) == before)
        #expect(Self.names(in: temp) == [".site.moup-manifest", "content", "site", "site.lock"])
    }

    // MARK: Logs

    @Test func theJSONLogIsOneObjectPerLineEndingWithTheSummary() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let result = try Fixture.runMoup(Self.buildArguments(output: temp + "/site", ["--log-format", "json"]))
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.isEmpty)
        let lines = Self.jsonLines(result.error)
        let summary = try #require(lines.last?["summary"] as? [String: Any])
        let files = try #require(summary["files"] as? Int)
        #expect(files > 50)
        #expect(summary["written"] as? Int == files)
        #expect(summary["unchanged"] as? Int == 0)
        #expect(summary["removed"] as? Int == 0)
        #expect(summary["seconds"] is Double || summary["seconds"] is Int)
        #expect((summary["payslipsChanged"] as? [Any])?.isEmpty == true)
        #expect(summary["exitStatus"] as? Int == 0)
        for line in lines.dropLast() {
            #expect(Set(line.keys) == ["severity", "file", "line", "column", "message", "code"], "\(line)")
            #expect((line["code"] as? String)?.contains(".") == true)
        }
        // A second build changes nothing.
        let again = Self.jsonLines(
            try Fixture.runMoup(Self.buildArguments(output: temp + "/site", ["--log-format", "json"])).error)
        #expect((again.last?["summary"] as? [String: Any])?["unchanged"] as? Int == files)
        // It may stop early on the build state, printing the warnings it kept: with their codes still.
        #expect(again.dropLast().map { $0 as NSDictionary } == lines.dropLast().map { $0 as NSDictionary })

        // No amount of pay appears in the log (every gross and net of the example, as digits and as printed).
        let payroll = try Fixture.runMoup([
            "payroll", "--month", "2026-11", "--content", Fixture.content,
            "--today", Fixture.today.description,
        ])
        let payslips = try #require(
            (try JSONSerialization.jsonObject(with: Data(payroll.output.utf8)) as? [String: Any])?["payslips"]
                as? [[String: Any]])
        let amounts = payslips.flatMap { [$0["gross"] as? Int, $0["net"] as? Int].compactMap { $0 } }.filter {
            $0 >= 10_000
        }
        #expect(!amounts.isEmpty)
        for amount in amounts {
            #expect(!result.error.contains(String(amount)))
            #expect(
                !result.error.contains(
                    amount.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))))
        }
    }

    @Test func checkWritesTheJSONLogToo() throws {
        let valid = try Fixture.runMoup(["check", "--content", Fixture.content, "--log-format", "json"])
        #expect(valid.status == 0)
        let summary = try #require(Self.jsonLines(valid.error).last?["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 0)
        #expect(summary["exitStatus"] as? Int == 0)

        let missing = try Fixture.runMoup(["check", "--content", "/nonexistent/content", "--log-format", "json"])
        #expect(missing.status == 1)
        let lines = Self.jsonLines(missing.error)
        #expect(lines.count == 2)
        #expect(lines.first?["code"] as? String == "content.folder-missing")
        #expect(lines.first?["file"] as? String == "/nonexistent/content")
        #expect((lines.last?["summary"] as? [String: Any])?["exitStatus"] as? Int == 1)
    }

    /// Under cron (standard error not a terminal) a good build prints nothing; --progress forces the
    /// bar, with pages per second; --verbose prints one summary line.
    @Test func quietUnderCronProgressWhenAskedAndOneLineWhenVerbose() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let quiet = try Fixture.runMoup(Self.buildArguments(output: temp + "/site"))
        #expect(quiet.status == 0)
        #expect(quiet.error == (try Self.exampleWarnings()), "only the example's warnings")
        #expect(quiet.output.isEmpty)

        let progress = try Fixture.runMoup(Self.buildArguments(output: temp + "/site2", ["--progress"]))
        #expect(progress.status == 0)
        #expect(progress.error.contains("pages/s"))
        #expect(progress.error.contains("\r"))
        #expect(
            progress.error.hasSuffix("pages/s\r\u{1B}[K" + (try Self.exampleWarnings())),
            "the bar is erased before the warnings are printed")

        let verbose = try Fixture.runMoup(Self.buildArguments(output: temp + "/site2", ["--verbose", "--no-progress"]))
        #expect(verbose.error == (try Self.exampleWarnings()))
        let lines = verbose.output.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("\(temp)/site2: ") == true)
        #expect(lines.first?.contains(" unchanged, 0 removed) in ") == true)
    }
}
