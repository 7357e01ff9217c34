import Foundation
import MoupModel
import MoupSystem

extension OutputWriter {
    /// What staging one file did: its hash for the manifest, and whether the previous output's file
    /// was linked in (its bytes unchanged) rather than written.
    struct StagedFile: Sendable {
        var hash: String
        var linked: Bool
    }

    /// Stages `files` (whose folders exist in `staging`) on every core: each is hashed, then linked
    /// from the previous output when its bytes are unchanged, else written. The results are in the
    /// order of `files`; the first failure stops the other runs and is thrown.
    func stageFiles(
        _ files: [OutputFile], staging: String, previous: Manifest?, target: String,
        total: Int
    ) throws(OutputError) -> [StagedFile] {
        let previousHashes = previous?.hashes ?? [:]
        return try onEveryCore(files, total: total) { _, file throws(OutputError) -> StagedFile in
            let hash = Manifest.hash(file.bytes)
            let stagedPath = staging + "/" + file.path
            if previousHashes[file.path] == hash,
                Self.linkUnchanged(target + "/" + file.path, to: stagedPath, bytes: file.bytes)
            {
                return StagedFile(hash: hash, linked: true)
            }
            try Self.stage(file, at: stagedPath, target: target)
            return StagedFile(hash: hash, linked: false)
        }
    }

    /// Stages on every core, under names of their own in `staging` (`p` and the file's index), the
    /// `files` whose bytes (`hashes`, in the order of `files`) differ from what `previous` (the previous
    /// manifest's hashes, by path) and the file in `target` hold, as the puts of a patch; the others
    /// are left where they are. With `previousIsIntact` the file in `target` is not read: the caller
    /// vouches it holds what the manifest says. Returns the patch and how many files were left.
    func stagePuts(
        _ files: [OutputFile], hashes: [String], previous: [String: String], staging: String,
        target: String, total: Int
    ) throws(OutputError) -> (patch: OutputPatch, unchanged: Int) {
        let trusted = previousIsIntact
        let staged = try onEveryCore(files, total: total) { index, file throws(OutputError) -> Bool in
            if previous[file.path] == hashes[index],
                trusted || Self.isIntact(target + "/" + file.path, bytes: file.bytes)
            {
                return false
            }
            try Self.stage(file, at: staging + "/p\(index)", target: target)
            return true
        }
        var patch = OutputPatch()
        var unchanged = 0
        for (index, isStaged) in staged.enumerated() {
            if isStaged { patch.puts.append(("p\(index)", files[index].path)) } else { unchanged += 1 }
        }
        return (patch, unchanged)
    }

    /// Files a core takes at a time: a run of a folder's files is written by one core.
    static let stagingRun = 256

    /// The manifest hash of each of `files`, in their order, computed on every core.
    static func hashes(of files: [OutputFile]) -> [String] {
        files.concurrentMap(inRunsOf: stagingRun) { _, file in Manifest.hash(file.bytes) }
    }

    /// `body` for each of `files` (its index and the file) on every core, in runs of `stagingRun`, with
    /// the results in the order of `files`. `onProgress` is told after each file; the first failure
    /// (or the test hook's simulated one) stops the other runs and is thrown.
    private func onEveryCore<Value: Sendable>(
        _ files: [OutputFile], total: Int,
        _ body: @Sendable (Int, OutputFile) throws(OutputError) -> Value
    )
        throws(OutputError) -> [Value]
    {
        let failure = simulatedFailure
        var onEach: (@Sendable (Int) -> Void)?
        if let progress = onProgress { onEach = { done in progress(done, total) } }
        let staging: @Sendable (Int, OutputFile) throws(OutputError) -> Value = { index, file throws(OutputError) in
            if case .afterStaging(let limit) = failure, index == limit {
                throw OutputError.io(
                    operation: "write (simulated failure)", path: file.path, errno: SystemError.ioFailure)
            }
            return try body(index, file)
        }
        return try files.concurrentMap(inRunsOf: Self.stagingRun, onEach: onEach, staging)
    }
}
