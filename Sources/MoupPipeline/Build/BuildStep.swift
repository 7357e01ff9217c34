/// Where a running build is, for a progress display.
package enum BuildStep: Sendable, Hashable {
    /// Another build holds the output folder's lock; this one waits for it (said once).
    case waitingForLock(lockFile: String)
    case loading
    case computingPay
    case rendering
    /// `done` of `total` files are in the staging folder.
    case writing(done: Int, total: Int)
}
