import Foundation

// How moup runs things at once, all of it in this file:
//
// - **The steps of a build overlap only where a step says so.** The build is one list of named steps
//   (`BuildContext`); a step that can start something the next ones need (the rule tables and the theme
//   while the content loads, the state's files while the pages are written) starts it as a `Task` and a
//   later step awaits it. Nothing else is asynchronous.
// - **Work over many independent items is spread over the cores** with `concurrentMap`: every page kind
//   of a part, every part, every file the writer stages. It blocks its caller until every item is done
//   and gives the results in the items' order, so what is built from them is deterministic.
// - **Waiting on the kernel happens on threads of its own** (`onOwnThread`, `onOwnThreads`): an `fsync`,
//   a rename that frees a large file, stamping every file of an output. On the threads that run tasks
//   and `concurrentMap` (one per core) such a wait would keep a core idle while the build has work for it.
//
// The results of work run at once go through `ConcurrentResults`, one slot per item, behind a lock.

extension Array where Element: Sendable {
    /// `map` spread over the machine's cores. The result is in the order of `self`, whatever order
    /// the elements were transformed in, so output built from it stays deterministic.
    package func concurrentMap<T: Sendable>(_ transform: @escaping @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let results = ConcurrentResults<T, Never>(count: count)
        let elements = self
        DispatchQueue.concurrentPerform(iterations: count) { i in
            results.set(i, transform(elements[i]))
        }
        return results.values()
    }

    /// `map` of each element with its index, spread over the cores in runs of `run` consecutive elements
    /// (a core takes one run at a time: the writer's run of one folder's files), the results in the order
    /// of `self`. The first failure stops every run at its next element and is thrown. `onEach` is told,
    /// after each element, how many are done.
    package func concurrentMap<T: Sendable, Failure: Error>(
        inRunsOf run: Int, onEach: (@Sendable (_ done: Int) -> Void)? = nil,
        _ transform: @Sendable (Int, Element) throws(Failure) -> T
    ) throws(Failure) -> [T] {
        let results = ConcurrentResults<T, Failure>(count: count)
        let elements = self
        DispatchQueue.concurrentPerform(iterations: (elements.count + run - 1) / run) { chunk in
            for index in (chunk * run)..<Swift.min(elements.count, (chunk + 1) * run) {
                guard !results.failed else { return }
                do throws(Failure) {
                    results.set(index, try transform(index, elements[index]))
                } catch {
                    return results.fail(error)
                }
                if let onEach { onEach(results.finishedOne()) }
            }
        }
        return try results.values()
    }
}

/// Runs `body` on a thread of its own and returns its result: for work that waits on the disk
/// (`fsync`, a rename that frees a large file), which would otherwise hold one of the few threads
/// that run tasks and `concurrentMap` (one per core) while the build has work for it.
package func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: body()) }.start()
    }
}

/// Runs `body(0)`, …, `body(count - 1)` at once, each on a thread of its own (the caller's thread
/// runs the first), and returns their results in order when all have finished. For long parallel
/// work that waits on the kernel, such as stamping every page of an output: on the threads that run
/// tasks and `concurrentMap`, it would keep the build's other work from starting until it is done.
package func onOwnThreads<T: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
    guard count > 1 else { return count == 1 ? [body(0)] : [] }
    let results = ConcurrentResults<T, Never>(count: count)
    let finished = DispatchSemaphore(value: 0)
    for index in 1..<count {
        Thread {
            results.set(index, body(index))
            finished.signal()
        }.start()
    }
    results.set(0, body(0))
    for _ in 1..<count { finished.wait() }
    return results.values()
}

/// One slot per item of work run at once (an element of `concurrentMap`, a thread of `onOwnThreads`),
/// filled from several threads, with the first failure and a count of the items done; every access
/// holds the lock.
final class ConcurrentResults<T: Sendable, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [T?]
    private var failure: Failure?
    private var done = 0

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    var failed: Bool {
        lock.withLock { failure != nil }
    }

    func set(_ index: Int, _ value: T) {
        lock.withLock { slots[index] = value }
    }

    /// Keeps the first failure.
    func fail(_ error: Failure) {
        lock.withLock { failure = failure ?? error }
    }

    /// Counts one more item done; returns how many are.
    func finishedOne() -> Int {
        lock.withLock {
            done += 1
            return done
        }
    }

    /// Every slot's value, or the first failure; called after all items have finished.
    func values() throws(Failure) -> [T] {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
        return slots.map { $0! }
    }
}
