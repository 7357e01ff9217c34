import MoupSystem

/// Writes a built site into its output folder: all of it or nothing.
///
/// The site is assembled in a staging folder next to the destination (same file system), then
/// swapped in with one atomic exchange, and the old tree is deleted. Files whose bytes did not change
/// are hard-linked from the previous output, so their modification times stay. A manifest (SHA-256
/// per path) beside the folder (`.site.moup-manifest`, never published) marks it as moup's; a
/// non-empty folder without one is never replaced. The manifest is moved into place after the site.
/// A shard's folder, which is never published but travels whole to `moup merge`, keeps its manifest
/// inside (`.moup-manifest`, with its `ShardMark`).
/// On any failure the previous output is left exactly as it was and the staging folder is removed.
/// (Atomic against failures of the program; files are not fsynced, so not against a power cut: the
/// syscall that would flush them, `syncfs`, flushes the whole file system and is too slow to pay each build.)
package struct OutputWriter: Sendable {
    package let destination: String

    /// Told after each file is staged: (files staged, files in all), for a progress display.
    package var onProgress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    /// Written into the manifest when the files are one shard of a build (`moup build --shard`); the
    /// manifest is then inside the folder, which is always written whole.
    package var shard: ShardMark?
    /// Files of the previous output to keep as they are, by relative path: hard-linked into the new
    /// tree without being read, their hashes taken from the previous manifest. The caller vouches that
    /// they are intact (`PartState` and the file stamps of the build state); a path the previous
    /// output or its manifest lacks fails the write, leaving the output as it was.
    package var kept: [String] = []

    /// Test hook: make the write fail at a chosen step, to prove the old site survives.
    var simulatedFailure: SimulatedFailure?
    /// Test hook: false forces the two-rename fallback used where `renameat2` is unavailable.
    var usesAtomicExchange = true
    /// The caller vouches that the previous output is exactly what its manifest says: every file
    /// there with those bytes, nothing else (the build state's stamps of the output are those the
    /// last build left). Then a write changes the output in place (`OutputPatch`), as with `kept`
    /// files, and a file whose hash the manifest gives is not read to compare: a rebuild of the
    /// whole site (the next day's) writes only the pages whose bytes changed, and deletes nothing else.
    package var previousIsIntact = false
    /// The previous output's manifest as the caller read it, when it vouches that it is the one in the
    /// output (`OutputListing.bytes` of the stamps it compared): `replace` then does not read it again.
    package var previousManifest: [UInt8]?
    /// Test hook: false makes a write with `kept` files assemble a whole new tree instead of
    /// patching the output in place (`OutputPatch`).
    var patchesInPlace = true

    enum SimulatedFailure: Hashable, Sendable {
        /// Fail after this many files are staged.
        case afterStaging(files: Int)
        /// Fail after everything is staged, just before the swap.
        case beforeSwap
        /// Die once a patch in place is committed, before any of it is applied.
        case afterPatchCommit
    }

    /// Where the manifest of the output folder `output` is: beside it (`.site.moup-manifest` for `site`).
    package static func manifestPath(forOutput output: String) -> String {
        Manifest.path(forOutput: output)
    }

    package init(destination: String) {
        self.destination = destination
    }

    /// Writes `files` (the full site) so that the destination holds exactly them afterwards.
    package func write(_ files: [OutputFile]) throws(OutputError) -> WriteSummary {
        try PathValidation.validate(files)
        let target = Self.normalized(destination)
        if target.isEmpty { throw .invalidPath(destination, reason: "the output folder name is empty") }

        let previous = try previousOutput(at: target)
        let parent = FileSystem.parentOf(target)
        try io(FileSystem.makeDirectories(parent))
        var staging = try io(FileSystem.makeUniqueDirectory(Self.stagingPrefix(of: target) + "\(ThisProcess.id)"))
        // A manifest inside the folder (as moup once wrote it) goes with a whole new tree.
        let holdsOldManifest = FileSystem.kind(of: target + "/" + Manifest.fileName) != nil

        do throws(OutputError) {
            if patchesInPlace, shard == nil, !holdsOldManifest, !kept.isEmpty || previousIsIntact, let previous {
                if let summary = try patch(files, staging: staging, previous: previous, target: target) {
                    return summary
                }
                try io(FileSystem.removeTree(staging))
                staging = try io(FileSystem.makeUniqueDirectory(Self.stagingPrefix(of: target) + "\(ThisProcess.id)"))
            }
            let summary = try stage(files, into: staging, previous: previous, target: target)
            if simulatedFailure == .beforeSwap {
                throw OutputError.io(operation: "swap (simulated failure)", path: target, errno: SystemError.ioFailure)
            }
            try swap(staging: staging, into: target, exists: previous != nil)
            if shard == nil {
                try io(FileSystem.rename(Self.stagedManifest(of: staging), Manifest.path(forOutput: target)))
            }
            return summary
        } catch {
            // A committed patch stays for the next build to finish; anything else is thrown away.
            if FileSystem.kind(of: staging + "/" + OutputPatch.fileName) == nil { try? FileSystem.removeTree(staging) }
            try? FileSystem.removeTree(Self.stagedManifest(of: staging))
            throw error
        }
    }

    /// Deletes the staging folders that writes into this destination left behind when their process
    /// died (killed, out of memory, power cut): `.site.moup-staging-<pid>…` beside `site`. Call it only
    /// while holding the destination's `OutputLock`, which proves no other write is using them.
    /// Returns the folders removed.
    package func removeLeftovers() throws(OutputError) -> [String] {
        let target = Self.normalized(destination)
        let prefix = Self.stagingPrefix(of: target)
        let parent = FileSystem.parentOf(prefix)
        guard FileSystem.kind(of: parent) == .directory else { return [] }
        let namePrefix = FileSystem.baseName(prefix)
        var removed: [String] = []
        for name in try io(FileSystem.entries(of: parent)) where name.hasPrefix(namePrefix) {
            let leftover = parent + "/" + name
            // A committed patch is finished, not thrown away: part of it may be in the site already.
            if let bytes = FileSystem.read(leftover + "/" + OutputPatch.fileName),
                let patch = OutputPatch(decoding: bytes)
            {
                try patch.apply(staging: leftover, to: target)
            }
            try io(FileSystem.removeTree(leftover))
            removed.append(parent + "/" + name)
        }
        return removed
    }

    /// `dir/.site.moup-staging-` for `dir/site`: staging folders are this followed by a process id.
    static func stagingPrefix(of target: String) -> String {
        FileSystem.parentOf(target) + "/." + FileSystem.baseName(target) + ".moup-staging-"
    }

    /// Where a whole new tree's manifest waits, beside its staging folder (which becomes the site
    /// whole), until the tree is swapped in; a leftover one goes with the staging folders.
    static func stagedManifest(of staging: String) -> String {
        staging + ".manifest"
    }

    /// The manifest of the site now in `target`; nil when there is no such folder. An empty folder
    /// counts as an empty site; a non-empty folder without manifest is refused.
    private func previousOutput(at target: String) throws(OutputError) -> Manifest? {
        switch FileSystem.kind(of: target) {
        case nil:
            return nil
        case .directory:
            if let bytes = Manifest.bytes(forOutput: target) { return Manifest.parse(bytes) }
            if let bytes = FileSystem.read(target + "/" + Manifest.fileName) { return Manifest.parse(bytes) }
            if try io(FileSystem.entries(of: target)).isEmpty { return Manifest() }
            throw .notOurs(destination)
        case .symbolicLink:
            throw .symbolicLink(destination)
        default:
            throw .notAFolder(destination)
        }
    }

    private func stage(
        _ files: [OutputFile], into staging: String, previous: Manifest?,
        target: String
    ) throws(OutputError) -> WriteSummary {
        var manifest = Manifest(shard: shard)
        var madeFolders: Set<String> = [""]
        var written = 0
        var unchanged = 0
        // The folders first, here; then the files on every core.
        for file in files { try makeParents(of: file.path, in: staging, made: &madeFolders) }
        let staged = try stageFiles(
            files, staging: staging, previous: previous, target: target,
            total: files.count + kept.count)
        for (file, result) in zip(files, staged) {
            manifest.hashes[file.path] = result.hash
            if result.linked { unchanged += 1 } else { written += 1 }
        }
        for (index, path) in kept.enumerated() {
            try makeParents(of: path, in: staging, made: &madeFolders)
            guard let hash = previous?.hashes[path], manifest.hashes[path] == nil,
                FileSystem.hardLink(target + "/" + path, staging + "/" + path)
            else {
                throw .io(operation: "keep the previous file", path: target + "/" + path, errno: SystemError.noSuchFile)
            }
            manifest.hashes[path] = hash
            unchanged += 1
            onProgress?(files.count + index + 1, files.count + kept.count)
        }
        if shard != nil {
            try io(FileSystem.write(manifest.encoded(), to: staging + "/" + Manifest.fileName))
        } else {
            try io(FileSystem.removeTree(Self.stagedManifest(of: staging)))
            try io(FileSystem.write(manifest.encoded(), to: Self.stagedManifest(of: staging)))
        }
        let removed = previous.map { $0.hashes.keys.filter { manifest.hashes[$0] == nil }.count } ?? 0
        return WriteSummary(written: written, unchanged: unchanged, removed: removed)
    }

    /// Changes the output in place (`OutputPatch`): `files` replace the pages whose bytes differ, the
    /// `kept` files stay untouched, every other page of `previous` is removed. Nil, with nothing
    /// changed, when the patch does not fit the folder as it is (the caller then writes a whole tree).
    private func patch(
        _ files: [OutputFile], staging: String, previous: Manifest,
        target: String
    ) throws(OutputError) -> WriteSummary? {
        var manifest = Manifest(shard: shard)
        let hashes = Self.hashes(of: files)
        for (file, hash) in zip(files, hashes) { manifest.hashes[file.path] = hash }
        var (patch, unchanged) = try stagePuts(
            files, hashes: hashes, previous: previous.hashes,
            staging: staging, target: target, total: files.count + kept.count)
        for path in kept {
            guard let hash = previous.hashes[path], manifest.hashes[path] == nil else {
                throw .io(operation: "keep the previous file", path: target + "/" + path, errno: SystemError.noSuchFile)
            }
            manifest.hashes[path] = hash
            unchanged += 1
        }
        onProgress?(files.count + kept.count, files.count + kept.count)
        patch.removes = previous.hashes.keys.filter { manifest.hashes[$0] == nil }.sorted(by: Manifest.bytesPrecede)
        guard patch.fits(target) else { return nil }
        try apply(patch, manifest: manifest.encoded(), staging: staging, target: target)
        return WriteSummary(written: patch.puts.count, unchanged: unchanged, removed: patch.removes.count)
    }

    /// Writes the new manifest among the staged files, commits `patch` and applies it to `target`.
    private func apply(_ patch: OutputPatch, manifest: [UInt8], staging: String, target: String) throws(OutputError) {
        try io(FileSystem.write(manifest, to: staging + "/" + Manifest.fileName))
        if simulatedFailure == .beforeSwap {
            throw OutputError.io(operation: "swap (simulated failure)", path: target, errno: SystemError.ioFailure)
        }
        try patch.commit(in: staging)
        if simulatedFailure == .afterPatchCommit {
            throw OutputError.io(operation: "patch (simulated failure)", path: target, errno: SystemError.ioFailure)
        }
        try patch.apply(staging: staging, to: target)
    }

    /// Replaces, in place, the files of the previous output whose paths are in `replacing` by `files`
    /// (a rebuild of some parts of a site: their old files out, their new ones in), keeping every
    /// other file as it is, unread, with its manifest line copied as it was (`ManifestPatch`), so the
    /// cost follows the files replaced, not the size of the site. A file whose bytes did not change is
    /// left untouched. The patch is committed before the site is touched, as for `kept` (`OutputPatch`).
    /// Nil, with nothing changed, when the output has no manifest of this version or the patch does
    /// not fit the folder as it is: the caller then writes the whole site.
    package func replace(_ files: [OutputFile], replacing: Set<String>) throws(OutputError) -> WriteSummary? {
        try PathValidation.validate(files)
        let target = Self.normalized(destination)
        guard FileSystem.kind(of: target) == .directory,
            FileSystem.kind(of: target + "/" + Manifest.fileName) == nil,
            let old = previousManifest ?? Manifest.bytes(forOutput: target)
        else { return nil }
        let hashes = Self.hashes(of: files)
        let adding = Dictionary(zip(files.map(\.path), hashes), uniquingKeysWith: { first, _ in first })
        guard let manifest = ManifestPatch(old, dropping: replacing, adding: adding) else { return nil }
        let staging = try io(FileSystem.makeUniqueDirectory(Self.stagingPrefix(of: target) + "\(ThisProcess.id)"))
        do throws(OutputError) {
            var (patch, unchanged) = try stagePuts(
                files, hashes: hashes, previous: manifest.previous,
                staging: staging, target: target, total: files.count)
            patch.removes = manifest.removed
            guard patch.fits(target) else {
                try io(FileSystem.removeTree(staging))
                return nil
            }
            try apply(patch, manifest: manifest.bytes, staging: staging, target: target)
            return WriteSummary(
                written: patch.puts.count, unchanged: unchanged + manifest.kept, removed: patch.removes.count)
        } catch {
            if FileSystem.kind(of: staging + "/" + OutputPatch.fileName) == nil { try? FileSystem.removeTree(staging) }
            throw error
        }
    }

    /// Writes `file` at `path` in the staging folder; a failure names the page as it is in the site
    /// (the staging folder is gone by the time anyone reads it).
    static func stage(_ file: OutputFile, at path: String, target: String) throws(OutputError) {
        do throws(OutputError) {
            try io(FileSystem.write(file.bytes, to: path))
        } catch let .io(operation, _, code) {
            throw .io(operation: operation, path: target + "/" + file.path, errno: code)
        }
    }

    private func makeParents(of path: String, in staging: String, made: inout Set<String>) throws(OutputError) {
        var prefix = ""
        for component in path.split(separator: "/").dropLast() {
            prefix += prefix.isEmpty ? String(component) : "/" + component
            if made.insert(prefix).inserted {
                try io(FileSystem.makeDirectory(staging + "/" + prefix))
            }
        }
    }

    /// Hard-links the previous file when it is a plain 0644 file with exactly these bytes
    /// (the manifest is trusted only after the bytes are compared: someone may have edited the site).
    static func linkUnchanged(_ old: String, to new: String, bytes: [UInt8]) -> Bool {
        isIntact(old, bytes: bytes) && FileSystem.hardLink(old, new)
    }

    /// Whether `path` is a plain 0644 file holding exactly `bytes`.
    static func isIntact(_ path: String, bytes: [UInt8]) -> Bool {
        guard case .file(let size, let mode) = FileSystem.kind(of: path), size == bytes.count, mode == 0o644 else {
            return false
        }
        return FileSystem.read(path) == bytes
    }

    private func swap(staging: String, into target: String, exists: Bool) throws(OutputError) {
        guard exists else {
            try io(FileSystem.rename(staging, target))
            return
        }
        if usesAtomicExchange, FileSystem.exchange(staging, target) {
            try? FileSystem.removeTree(staging)  // now the old tree; the new site is already in place
            return
        }
        // No atomic exchange here: move the old tree aside, move the new one in, put the old back on failure.
        let aside = staging + "-old"  // unique because the staging name is; rename never replaces a full folder
        try io(FileSystem.rename(target, aside))
        do throws(OutputError) {
            try io(FileSystem.rename(staging, target))
        } catch {
            try? FileSystem.rename(aside, target)
            throw error
        }
        try? FileSystem.removeTree(aside)
    }

    /// The destination without trailing slashes (`site/` → `site`; `/` stays `/`).
    static func normalized(_ path: String) -> String {
        var result = Substring(path)
        while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }
}

/// What a write changed.
package struct WriteSummary: Hashable, Sendable {
    /// Files whose bytes are new or changed.
    package var written: Int
    /// Files identical to the previous output, kept as they were (same modification time).
    package var unchanged: Int
    /// Files of the previous output that are no longer produced.
    package var removed: Int

    package init(written: Int, unchanged: Int, removed: Int) {
        self.written = written
        self.unchanged = unchanged
        self.removed = removed
    }
}
