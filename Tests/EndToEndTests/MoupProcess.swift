import Foundation

/// A `moup` (or shell) process started without waiting for it, its standard error going to a file
/// that a test can read while it runs (for builds that must overlap).
final class MoupProcess {
    let process = Process()
    private let folder = Fixture.temporaryFolder()
    private var errorPath: String { folder + "/stderr" }
    private var outputPath: String { folder + "/stdout" }

    /// Starts `.build/debug/moup arguments`, or `executable` when given (e.g. `/bin/bash`).
    init(_ arguments: [String], executable: String = Fixture.moupBinary) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // English messages whatever the site's language, as for `Fixture.runMoup`.
        process.environment = ProcessInfo.processInfo.environment.merging(["MOUP_LANGUAGE": "en"]) { $1 }
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        Fixture.remove(folder)
    }

    /// Standard error so far.
    var error: String { String(decoding: FileManager.default.contents(atPath: errorPath) ?? Data(), as: UTF8.self) }
    var output: String { String(decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self) }

    /// Waits for the process to end (at most `seconds`) and returns its exit status.
    func wait(seconds: Double = 120) -> Int32 {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Polls `condition` every 20 ms for at most `seconds`; whether it became true.
    static func eventually(seconds: Double = 60, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }
}
