import ArgumentParser
import Foundation
import MoupPipeline

struct LinksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "links",
        abstract: "Prints the link that opens each person's and each owner's private pages.",
        discussion: """
            One line per reader, sorted by role then id: ROLE<TAB>ID<TAB>NAME<TAB>LINK. LINK is the start page's \
            path in the output folder (an absolute address when site.md has baseURL) with a #k=… fragment that \
            opens it without typing; the fragment never reaches a web server. Send each person only their own line. \
            Reads the secrets file and never changes it.

            Example: moup links --content content | grep kim-minji
            """
    )

    @OptionGroup var content: ContentOption

    @Option(name: .long, help: ArgumentHelp("The built site the links point into (checked to exist).", valueName: "DIR"))
    var output: String = "site"

    @OptionGroup var secrets: SecretsOption

    @Flag(name: .long, help: "Print a JSON array of {role, id, name, secret, link} instead.")
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
            let objects = links.map { ["role": $0.reader.role.rawValue, "id": $0.reader.id, "name": $0.name,
                                       "secret": $0.secret, "link": $0.link] }
            let data = try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            Terminal.output(String(decoding: data, as: UTF8.self))
        } else {
            Terminal.output(links.map { "\($0.reader.role.rawValue)\t\($0.reader.id)\t\($0.name)\t\($0.link)" }
                .joined(separator: "\n"))
        }
        if let missing = links.first(where: { !FileManager.default.fileExists(atPath: output + "/" + $0.page) }) {
            Terminal.error("moup: \(output) has no start page of \(missing.reader) yet (\(missing.page)): "
                           + "run 'moup build' before sending links")
        }
    }
}
