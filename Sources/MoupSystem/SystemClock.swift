#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's clock.
package enum SystemClock {
    /// Whole seconds since 1970-01-01T00:00:00Z (`time`).
    package static func unixTime() -> Int { Int(time(nil)) }

    /// Nanoseconds of this process's CPU time so far (`CLOCK_PROCESS_CPUTIME_ID`).
    package static func processCPUNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}
