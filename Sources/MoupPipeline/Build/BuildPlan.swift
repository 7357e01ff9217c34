import MoupModel
import MoupOutput
import MoupState

/// What a build does, chosen once from the request, the last build's state and the output's stamps,
/// before any content is read (`Build.run`).
enum BuildPlan {
    /// The inputs and the output are as the last build left them: its report stands, nothing is read.
    case nothingToDo(BuildState)
    /// Content is read, priced and rendered: all of it, some parts of it, or one shard's.
    case work(BuildWork)
}

/// How much a build reads, prices and renders. Every kind runs the same steps (`Build.run`); each step
/// says what it does for each kind.
enum BuildWork {
    /// Only the parts whose inputs changed since the last build; every other file of the output is kept
    /// as it was, unread. The steps give it up (`everything` runs instead) when they find the parts do
    /// not give the bytes a whole build gives: see `ChangedParts`.
    case changedParts(ChangedParts)
    /// The whole content. Parts whose inputs did not change since the last build (`last`) are still
    /// kept (`Pipeline.keptParts`), and parts for which only the build date changed render only the
    /// pages the date reaches (`Pipeline.redatedParts`).
    case everything(last: LastBuild?)
    /// One shard of a build spread over several processes (`Pipeline.buildShard`).
    case shard(Shard)
}

/// What a build finds of the last build into the same output before it reads any content: the build
/// state, the output being stamped (`OutputCheck`, awaited before anything is written) and this build's
/// inputs stamped (`BuildInputs`). Not made for a shard, which keeps no build state of its own.
struct PreviousBuild {
    /// The build state folder, nil where it would lie inside the content or output folder.
    let state: StateFolder?
    /// What the last build into the output recorded, when there was one.
    let build: BuildState?
    /// The output's files and folders being stamped, to compare with `build`.
    let check: OutputCheck
    /// This build's inputs, stamped.
    let stamped: BuildInputs
    /// Their digest, nil when an input could not be read.
    let inputs: String?

    /// Stamps the inputs and starts stamping the output. The output and the content folder are
    /// stamped at once: both are mostly the kernel looking up paths, and the walk alone keeps one core
    /// busy.
    init(_ request: BuildRequest, templates: String?) {
        state = Pipeline.buildState(content: request.content, output: request.output)
        build = state?.read()
        check = OutputCheck(output: request.output, previous: build)
        stamped = BuildInputs(
            content: request.content, templates: templates, secrets: request.secretsPath, today: request.today,
            output: request.output)
        inputs = stamped.digest
    }

    /// True when the inputs are those of the last build (whatever became of the output since).
    var inputsUnchanged: Bool { inputs != nil && build?.inputs == inputs }

    /// The stamp of `output`'s manifest now, as the part state records it.
    static func manifestStamp(output: String) -> String? {
        FileStamp(path: OutputWriter.manifestPath(forOutput: output))?.sizeAndTime
    }
}

extension BuildPlan {
    /// The plan for `request`: a shard's when it asks for one; nothing to do when the inputs and the
    /// output are as the last build left them (`previous`); the changed parts when only some parts'
    /// inputs changed and everything they do not read is provably as the last build left it
    /// (`ChangedParts`); else everything.
    static func choose(for request: BuildRequest, previous: PreviousBuild?) async -> BuildPlan {
        guard let previous else {
            guard let shard = request.shard else { return .work(.everything(last: nil)) }
            return .work(.shard(shard))
        }
        if let build = previous.build, previous.inputsUnchanged, await previous.check.isIntact {
            return .nothingToDo(build)
        }
        let last = LastBuild(previous.state, build: previous.build)
        if !previous.inputsUnchanged, let last, let parts = ChangedParts(previous, last: last, request: request) {
            return .work(.changedParts(parts))
        }
        return .work(.everything(last: last))
    }
}
