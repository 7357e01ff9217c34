import Foundation

/// Runs `body` on a thread of its own and returns its result: for work that waits on the disk
/// (`fsync`, a rename that frees a large file), which would otherwise hold one of the few threads
/// that run tasks and `concurrentMap` (one per core) while the build has work for it.
public func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: body()) }.start()
    }
}
