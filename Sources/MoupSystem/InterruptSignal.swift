import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C (SIGINT) and SIGTERM, turned from ending the process into an event a long-running command
/// (`moup serve`) waits for, so that it can clean up and exit 0.
package enum InterruptSignal {
    /// Returns when the process is sent SIGINT or SIGTERM (the first of them).
    package static func wait() async {
        let heard = Once()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let queue = DispatchQueue(label: "moup.interrupt")
            for signal in [SIGINT, SIGTERM] {
                // Dispatch hears the signal only when the default action (ending the process) is off.
                ignore(signal)
                let source = DispatchSource.makeSignalSource(signal: signal, queue: queue)
                source.setEventHandler {
                    if heard.first() { continuation.resume() }
                }
                source.resume()
                heard.keep(source)
            }
        }
    }

    /// Whether it has happened yet, and the signal sources kept alive meanwhile; used on one queue.
    private final class Once: @unchecked Sendable {
        private var happened = false
        private var sources: [any DispatchSourceSignal] = []

        func first() -> Bool {
            defer { happened = true }
            return !happened
        }

        func keep(_ source: any DispatchSourceSignal) { sources.append(source) }
    }
}

#if canImport(Glibc)
private func ignore(_ number: Int32) { _ = Glibc.signal(number, SIG_IGN) }
#elseif canImport(Darwin)
private func ignore(_ number: Int32) { _ = Darwin.signal(number, SIG_IGN) }
#endif
