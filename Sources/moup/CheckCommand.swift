import ArgumentParser
import MoupCLI

struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Checks the content folder and prints every problem, without building.",
        discussion: """
            Prints each problem as path:line:column: error: message (or warning) and exits with 1 when there \
            is an error. Nothing is written.

            Example: moup check --content content --verbose
            """
    )

    @OptionGroup var content: ContentOption

    @Flag(name: .long, help: "Print one line when the content is valid.")
    var verbose = false

    func run() async throws {
        do {
            let warnings = try MoupPipeline.check(content: content.content)
            Terminal.report(warnings)
            if verbose { Terminal.output("\(content.content): ok, \(warnings.count) warning(s)") }
        } catch {
            Terminal.report(error.diagnostics)
            throw ExitCode(1)
        }
    }
}
