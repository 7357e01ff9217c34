import Foundation

extension Array where Element: Sendable {
    /// `map` spread over the machine's cores. The result is in the order of `self`, whatever order
    /// the elements were transformed in, so output built from it stays deterministic.
    package func concurrentMap<T: Sendable>(_ transform: @escaping @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let results = ConcurrentResults<T>(count: count)
        let elements = self
        DispatchQueue.concurrentPerform(iterations: count) { i in
            results.set(i, transform(elements[i]))
        }
        return results.values()
    }
}

/// One slot per element (of `concurrentMap`) or thread (of `onOwnThreads`), filled concurrently;
/// every access holds the lock.
final class ConcurrentResults<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [T?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: T) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
    }

    /// Every slot's value; called after all iterations have finished.
    func values() -> [T] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
