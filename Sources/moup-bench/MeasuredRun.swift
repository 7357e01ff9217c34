import Foundation
import MoupState
import MoupSystem

/// What one run of a command cost, as the kernel accounts it for the child process.
struct Measurement: Sendable {
    /// Wall-clock seconds from spawn to exit.
    var wall: Double
    /// User plus system CPU seconds of the child (and of any children it waited for).
    var cpu: Double
    /// Peak resident set size, bytes (`ru_maxrss`).
    var peakBytes: Int
}

/// Runs a program as a separate process, as a user or cron would, and measures it with `wait4`.
enum MeasuredRun {
    /// Runs `program` with `arguments` and `environment` added to this process's; standard output and
    /// error go to `log`. Throws when the program cannot start or exits non-zero (with the log's tail).
    static func run(
        _ program: String, _ arguments: [String], environment: [String: String] = [:],
        log: String
    ) throws -> Measurement {
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { _, new in new }
        let child: ChildProcess.Run
        do {
            child = try ChildProcess.run(program, arguments, environment: env, log: log)
        } catch {
            throw BenchError("cannot run \(program): \(error.reason)")
        }
        guard child.exitStatus == 0 else {
            let tail =
                (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").suffix(20)
                .joined(separator: "\n") ?? ""
            throw BenchError(
                "\(program) \(arguments.joined(separator: " ")) failed (status \(child.rawStatus)):\n\(tail)")
        }
        return Measurement(wall: child.wall.seconds, cpu: child.cpuSeconds, peakBytes: child.peakBytes)
    }
}

extension MeasuredRun {
    /// The `rendered` count of the JSON summary that `moup build --log-format json` wrote last in `log`.
    static func rendered(inLog log: String) -> Int? {
        guard let text = try? String(contentsOfFile: log, encoding: .utf8),
            let line = text.split(separator: "\n").last(where: { $0.hasPrefix("{\"summary\"") }),
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let summary = object["summary"] as? [String: Any]
        else { return nil }
        return summary["rendered"] as? Int
    }
}

extension FolderStamps {
    /// Files that are new or whose bytes were replaced since `before` (another inode, size or
    /// modification time).
    func written(since before: FolderStamps) -> Int {
        files.filter { before.files[$0.key] != $0.value }.count
    }
}
