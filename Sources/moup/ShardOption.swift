import ArgumentParser
import MoupModel

/// `--shard I/N`, for `moup build`: build only part I of N (numbered from 1).
struct ShardOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Build only part I of N (1 ≤ I ≤ N, e.g. 2/3) into its own folder; join all N with 'moup merge'. "
            + "In a Kubernetes Indexed Job: --shard $((JOB_COMPLETION_INDEX + 1))/N.", valueName: "I/N"))
    var shard: String?

    @Option(name: .customLong("publishes-to"), help: ArgumentHelp(
        "With --shard: the folder 'moup merge --output' will write. The shard continues that folder's record of "
            + "published payslips and calendar events (in the build state folder next to the content), as a whole "
            + "build into it would: corrected payslips (정정 임금명세서), the changes of the day, ICS SEQUENCE.",
        valueName: "DIR"))
    var publishesTo: String?

    /// Checked while parsing, so a bad value is a usage error (exit 2).
    func validate() throws {
        if let shard, Shard(shard) == nil {
            throw ValidationError("--shard must be I/N with whole numbers 1 ≤ I ≤ N (e.g. 1/3 … 3/3), not \"\(shard)\"")
        }
        if shard == nil, publishesTo != nil {
            throw ValidationError("--publishes-to goes with --shard: a whole build publishes to its own --output")
        }
    }

    /// The shard; nil without `--shard` (valid once parsing succeeded).
    var resolved: Shard? { shard.flatMap(Shard.init) }
}
