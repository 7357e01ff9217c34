#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import MoupState

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
    static func run(_ program: String, _ arguments: [String], environment: [String: String] = [:],
                    log: String) throws -> Measurement {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { _, new in new }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = env.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        let started = ContinuousClock.now
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, nil, argv, envp)
        guard spawned == 0 else { throw BenchError("cannot run \(program): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let wall = ContinuousClock.now - started

        let exited = (status & 0x7f) == 0
        let code = (status >> 8) & 0xff
        guard exited, code == 0 else {
            let tail = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").suffix(20)
                .joined(separator: "\n") ?? ""
            throw BenchError("\(program) \(arguments.joined(separator: " ")) failed (status \(status)):\n\(tail)")
        }
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return Measurement(wall: wall.seconds, cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime),
                           peakBytes: Int(usage.ru_maxrss) * 1024)
    }
}

extension MeasuredRun {
    /// The `rendered` count of the JSON summary that `moup build --log-format json` wrote last in `log`.
    static func rendered(inLog log: String) -> Int? {
        guard let text = try? String(contentsOfFile: log, encoding: .utf8),
              let line = text.split(separator: "\n").last(where: { $0.hasPrefix("{\"summary\"") }),
              let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let summary = object["summary"] as? [String: Any] else { return nil }
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
