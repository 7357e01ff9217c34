import Foundation
import MoupPipeline

/// The progress line a build draws on standard error when that is a terminal (or with `--progress`):
/// the step it is on, then a bar of the files written with pages per second. Redrawn in place at most
/// ten times a second, and erased when the build ends, so only problems and summaries stay on screen.
///
/// `@unchecked Sendable`: the pipeline calls `update` from whichever thread runs it; every stored
/// property is read and written only while holding `lock`.
final class ProgressBar: @unchecked Sendable {
    private let lock = NSLock()
    private let clock = ContinuousClock()
    private var lastDraw: ContinuousClock.Instant?
    private var writingStarted: ContinuousClock.Instant?
    private var drawn = false
    private let label: String

    init(output: String) {
        label = output
    }

    func update(_ step: BuildStep) {
        lock.withLock {
            let now = clock.now
            switch step {
            case .waitingForLock:
                return  // said once by the command, not drawn
            case .loading: draw(Terminal.text("progress.loading"))
            case .computingPay: draw(Terminal.text("progress.computingPay"))
            case .rendering: draw(Terminal.text("progress.rendering"))
            case .writing(let done, let total):
                let started = writingStarted ?? now
                writingStarted = started
                if done < total, let lastDraw, now - lastDraw < .milliseconds(100) { return }
                let seconds = Self.seconds(now - started)
                let rate = seconds > 0 ? Int((Double(done) / seconds).rounded()) : done
                let width = 24
                let filled = total == 0 ? width : done * width / total
                let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
                draw(
                    Terminal.text(
                        "progress.writing",
                        [
                            "label": "\(label)", "bar": "\(bar)", "done": "\(done)", "total": "\(total)",
                            "rate": "\(rate)",
                        ]))
            }
            lastDraw = now
        }
    }

    /// Erases the line (before problems or the summary are printed).
    func clear() {
        lock.withLock {
            if drawn { Terminal.error(raw: "\r\u{1B}[K") }
            drawn = false
        }
    }

    private func draw(_ text: String) {
        Terminal.error(raw: "\r\u{1B}[K" + text)
        drawn = true
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
