#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Another program run as a process of its own, as a user or cron would run it, and what the kernel
/// accounts for it (`wait4`).
package enum ChildProcess {
    /// How a run ended and what it cost.
    package struct Run: Sendable {
        /// The exit status when the program exited (rather than being killed by a signal).
        package var exitStatus: Int32?
        /// The raw status `wait4` gave.
        package var rawStatus: Int32
        /// From start to exit.
        package var wall: Duration
        /// User plus system CPU seconds of the child (and of any children it waited for).
        package var cpuSeconds: Double
        /// Peak resident set size, bytes (`ru_maxrss`).
        package var peakBytes: Int
    }

    /// Runs `program` (found on the PATH) with `arguments` and `environment` as its whole environment;
    /// its standard output and error go to the file `log` (made or emptied). Throws when it cannot start.
    package static func run(
        _ program: String, _ arguments: [String], environment: [String: String],
        log: String
    ) throws(SystemError) -> Run {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }

        let started = ContinuousClock.now
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, nil, argv, envp)
        guard spawned == 0 else { throw SystemError(operation: "run", path: program, code: spawned) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let wall = ContinuousClock.now - started
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return Run(
            exitStatus: (status & 0x7f) == 0 ? (status >> 8) & 0xff : nil, rawStatus: status, wall: wall,
            cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime), peakBytes: Int(usage.ru_maxrss) * 1024)
    }
}
