import MoupContent
import MoupModel
import MoupPayroll
import MoupRules
import MoupSystem

/// The payroll engine alone, in this process: the generated content is loaded once, then every
/// month's payroll is computed again and again for at least `seconds` of CPU time (one by default). The figure is
/// shifts per CPU second, which is per core: the engine computes one report on one thread.
struct EngineThroughput {
    var shifts: Int
    var reports: Int
    var cpuSeconds: Double

    var shiftsPerSecond: Double { Double(shifts * reports) / cpuSeconds }

    enum Failure: Error, CustomStringConvertible {
        case invalidContent(String)
        var description: String {
            switch self {
            case .invalidContent(let first): return "the generated content does not load: \(first)"
            }
        }
    }

    static func measure(content folder: String, today: CivilDate, seconds: Int = 1) throws -> EngineThroughput {
        let loaded = ContentLoader(folder: folder).load()
        guard let content = loaded.content else {
            throw Failure.invalidContent(loaded.diagnostics.first.map { "\($0)" } ?? "unknown")
        }
        let engine = PayrollEngine(rules: try RuleBook.bundled())
        let shifts = content.workplaces.reduce(0) { $0 + $1.shifts.count }
        // The months once, as a build finds them once: the loop times the engine alone.
        let months = content.months
        let start = cpuTime()
        var runs = 0
        repeat {
            for month in months {
                _ = engine.report(for: content, month: month, today: today)
            }
            runs += 1
        } while cpuTime() - start < Double(seconds)
        return EngineThroughput(shifts: shifts, reports: runs, cpuSeconds: cpuTime() - start)
    }

    /// CPU time of this process (all threads), in seconds.
    static func cpuTime() -> Double {
        Double(SystemClock.processCPUNanoseconds()) / 1e9
    }
}
