import ArgumentParser
import Foundation
import MoupPipeline

struct LinksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "links",
        abstract: Terminal.text("help.links.abstract"),
        discussion: Terminal.text("help.links.discussion")
    )

    @OptionGroup var content: ContentOption

    @Option(name: .long, help: ArgumentHelp(Terminal.text("help.links.output"), valueName: "DIR"))
    var output: String = "site"

    @OptionGroup var secrets: SecretsOption

    @Flag(name: .long, help: ArgumentHelp(Terminal.text("help.links.json")))
    var json = false

    func run() async throws {
        let links: [Pipeline.ReaderLink]
        do {
            links = try Pipeline.links(content: content.content, secrets: secrets.secrets)
        } catch {
            Terminal.report(error.diagnostics)
            throw ExitCode(error.exitStatus)
        }
        if json {
            let objects = links.map {
                [
                    "role": $0.reader.role.rawValue, "id": $0.reader.id, "name": $0.name,
                    "secret": $0.secret, "link": $0.link,
                ]
            }
            let data = try JSONSerialization.data(
                withJSONObject: objects, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            Terminal.output(String(decoding: data, as: UTF8.self))
        } else {
            Terminal.output(
                links.map { "\($0.reader.role.rawValue)\t\($0.reader.id)\t\($0.name)\t\($0.link)" }
                    .joined(separator: "\n"))
        }
        if let missing = links.first(where: { !FileManager.default.fileExists(atPath: output + "/" + $0.page) }) {
            Terminal.error(
                Terminal.text(
                    "links.notBuilt",
                    [
                        "output": "\(output)", "reader": "\(Terminal.text(missing.reader))",
                        "page": "\(missing.page)",
                    ]))
        }
    }
}
