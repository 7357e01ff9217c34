import Foundation

extension OutputWriter {
    /// What staging one file did: its hash for the manifest, and whether the previous output's file
    /// was linked in (its bytes unchanged) rather than written.
    struct StagedFile: Sendable {
        var hash: String
        var linked: Bool
    }

    /// Stages `files` (whose folders exist in `staging`) on every core: each is hashed, then linked
    /// from the previous output when its bytes are unchanged, else written. Files are taken in runs
    /// of a few hundred, so each core writes its own run of a folder; the results are in the order of
    /// `files`. The first failure stops the other runs and is thrown.
    func stageFiles(_ files: [OutputFile], staging: String, previous: Manifest?, target: String,
                    total: Int) throws(OutputError) -> [StagedFile] {
        let run = 256
        let results = StagingResults(count: files.count)
        let previousHashes = previous?.hashes ?? [:]
        let failure = simulatedFailure
        let progress = onProgress
        DispatchQueue.concurrentPerform(iterations: (files.count + run - 1) / run) { chunk in
            for index in (chunk * run)..<Swift.min(files.count, (chunk + 1) * run) {
                guard !results.failed else { return }
                let file = files[index]
                if case let .afterStaging(limit) = failure, index == limit {
                    return results.fail(.io(operation: "write (simulated failure)", path: file.path, errno: EIO))
                }
                let hash = Manifest.hash(file.bytes)
                let stagedPath = staging + "/" + file.path
                if previousHashes[file.path] == hash,
                   Self.linkUnchanged(target + "/" + file.path, to: stagedPath, bytes: file.bytes) {
                    results.set(index, StagedFile(hash: hash, linked: true))
                } else {
                    do throws(OutputError) {
                        try Self.stage(file, at: stagedPath, target: target)
                    } catch {
                        return results.fail(error)
                    }
                    results.set(index, StagedFile(hash: hash, linked: false))
                }
                progress?(results.finishedOne(), total)
            }
        }
        return try results.values()
    }
}

/// The slots of `stageFiles`, filled from several threads; every access holds the lock.
private final class StagingResults: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [OutputWriter.StagedFile?]
    private var error: OutputError?
    private var done = 0

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    var failed: Bool {
        lock.withLock { error != nil }
    }

    func set(_ index: Int, _ value: OutputWriter.StagedFile) {
        lock.withLock { slots[index] = value }
    }

    /// Counts one more file staged; returns how many are.
    func finishedOne() -> Int {
        lock.withLock {
            done += 1
            return done
        }
    }

    /// Keeps the first failure.
    func fail(_ failure: OutputError) {
        lock.withLock { error = error ?? failure }
    }

    /// Every slot's value, or the first failure.
    func values() throws(OutputError) -> [OutputWriter.StagedFile] {
        lock.lock()
        defer { lock.unlock() }
        if let error { throw error }
        return slots.map { $0! }
    }
}
