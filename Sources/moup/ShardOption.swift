import ArgumentParser
import MoupModel

/// `--shard I/N`, for `moup build`: build only shard I of N (numbered from 1).
struct ShardOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            Terminal.text("help.option.shard"), valueName: "I/N"))
    var shard: String?

    @Option(
        name: .customLong("publishes-to"),
        help: ArgumentHelp(
            Terminal.text("help.option.publishesTo"),
            valueName: "DIR"))
    var publishesTo: String?

    /// Checked while parsing, so a bad value is a usage error (exit 2).
    func validate() throws {
        if let shard, Shard(shard) == nil {
            throw ValidationError(Terminal.text("usage.badShard", ["shard": "\(shard)"]))
        }
        if shard == nil, publishesTo != nil {
            throw ValidationError(Terminal.text("usage.publishesToNeedsShard"))
        }
    }

    /// The shard; nil without `--shard` (valid once parsing succeeded).
    var resolved: Shard? { shard.flatMap(Shard.init) }
}
