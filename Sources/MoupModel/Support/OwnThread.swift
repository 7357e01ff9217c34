import Foundation

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
    let results = ConcurrentResults<T>(count: count)
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
