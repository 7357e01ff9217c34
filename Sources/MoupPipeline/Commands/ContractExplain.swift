import MoupModel
import MoupPayroll
import MoupSite
import MoupWords

extension Pipeline {
    /// `moup explain --contract`: the 근로계약서 in force on `today` of `worker` at each workplace (or only
    /// `workplace`'s), item by item as its page shows them, with the other versions' labels; plus the
    /// content's warnings. A worker without a repeat has no contract and is named in the result.
    package static func explainContract(
        content folder: String, today: CivilDate, worker: String,
        workplace: String? = nil
    ) throws(PipelineFailure)
        -> (contracts: [ContractTerminalText], diagnostics: [Diagnostic])
    {
        let loaded = load(content: folder)
        let content = try validContent(loaded, folder: folder)
        let here = SourceLocation(file: folder)
        let places = content.workplaces.filter { workplace == nil || $0.id == workplace }
        if let workplace, places.isEmpty {
            throw PipelineFailure(
                loaded.diagnostics + [.error(Wording("files.noWorkplaceAlone", ["id": "\(workplace)"]), at: here)])
        }
        guard places.contains(where: { $0.worker(worker) != nil }) else {
            let known = Set(places.flatMap { $0.workers.map(\.id) }).sorted().joined(separator: ", ")
            throw PipelineFailure(
                loaded.diagnostics + [
                    .error(
                        Wording(
                            "files.noWorker",
                            [
                                "id": "\(worker)", "scope": "",
                                "known": known.isEmpty ? .wording(Wording("files.none")) : "\(known)",
                            ]), at: here)
                ])
        }
        let rules = try PipelineFailure.keeping(loaded.diagnostics) { () throws(PipelineFailure) in try Pipeline.rules()
        }
        let words = Theme.builtInWords(content.site.language)
        let contracts = places.compactMap { wp -> ContractTerminalText? in
            guard let person = wp.worker(worker) else { return nil }
            let versions = ContractVersions.of(person, at: wp, rules: rules)
            guard let current = ContractVersions.current(versions, on: today) else { return nil }
            return ContractTerminalText(
                current: ContractText(current, workplace: wp, worker: person, words: words),
                workplace: wp.name, worker: person.name,
                versions: versions.reversed().map { ContractText.label($0, words) }, words: words)
        }
        let mine = contractWarnings(content).filter { warning in
            places.contains { wp in wp.worker(worker)?.location.file == warning.location.file }
        }
        return (contracts, (loaded.diagnostics + mine).sorted())
    }
}

/// A 근로계약서 as text for a terminal: the title, who and where, the version in force, each item as
/// `label  value` in aligned columns, what changed from the version before, and every version's label.
package struct ContractTerminalText: Sendable {
    package var current: ContractText
    package var workplace: String
    package var worker: String
    package var versions: [String]
    let lines: [(label: String, value: String)]
    let changesHeading: String
    let versionsHeading: String

    init(current: ContractText, workplace: String, worker: String, versions: [String], words: Words) {
        self.current = current
        self.workplace = workplace
        self.worker = worker
        self.versions = versions
        lines = current.lines(words)
        changesHeading = words("contract.changesHeading")
        versionsHeading = words("contract.versionsHeading")
    }

    package func render() -> String {
        typealias C = TerminalColumns
        let title = "\(current.title) · \(worker) · \(workplace)"
        let width = lines.map { C.width($0.label) }.max() ?? 0
        var out = [title, String(repeating: "═", count: C.width(title)), current.versionLabel, ""]
        out += lines.map { "  " + C.pad($0.label, to: width) + "  " + $0.value }
        if !current.changes.isEmpty { out += ["", changesHeading] + current.changes.map { "  - " + $0 } }
        out += ["", versionsHeading] + versions.map { "  - " + $0 }
        return out.joined(separator: "\n") + "\n"
    }
}
