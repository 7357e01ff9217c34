import Crypto
import Foundation
import MoupModel

/// What the last build made of each part of the content (`Content.workplaceGroups`), kept in the
/// state folder beside `BuildState` so that the next build renders only the parts whose inputs
/// changed: per part the digest of its inputs, the output files it wrote and the calendar events of
/// its feeds. `global` is the digest of every input all parts share; `build` is the `BuildState.inputs`
/// of the build that wrote it, so the two files are only ever used together.
public struct PartState: Hashable, Sendable {
    public struct Part: Hashable, Sendable {
        /// The part's workplace ids, sorted: its key.
        public var ids: [String]
        /// The digest of the stamps of every content file under the part's workplace folders.
        public var inputs: String
        /// The output files the part wrote, by relative path.
        public var files: [String]
        /// The keys of the calendar events of the part's feeds.
        public var events: [String]
        /// What joins workplaces into one part (`person <id>`, `owner <id>`): a rebuild of this part
        /// alone is only sound while no other part has one of them.
        public var joins: [String] = []
        /// The months the part's own content covers.
        public var months: [String] = []
        /// The digest of what the part shows on the site-wide pages (its workplaces and people on the
        /// home page): while it is unchanged, those pages are too.
        public var siteWide: String = ""

        public init(ids: [String], inputs: String, files: [String] = [], events: [String] = []) {
            self.ids = ids
            self.inputs = inputs
            self.files = files
            self.events = events
        }
    }

    public var build: String
    public var global: String
    public var parts: [Part]
    /// The months the whole content covers.
    public var months: [String] = []
    /// The site-wide files (home page, 404 page, style sheet), which belong to no part.
    public var siteWideFiles: [String] = []

    public init(build: String, global: String, parts: [Part]) {
        self.build = build
        self.global = global
        self.parts = parts
    }

    static let fileName = "parts"
    static let header = "moup part state 2"

    /// A header, `build` and `global` lines, `month` and `site` lines, then per part a
    /// `part <digest>\t<ids>` line followed by its `file`, `event`, `join`, `month` and `shows` lines.
    func encoded() -> String {
        var lines = [Self.header, "build " + build, "global " + global]
        lines += months.map { "months\t" + $0 } + siteWideFiles.map { "site\t" + $0 }
        for part in parts {
            lines.append("part " + part.inputs + "\t" + part.ids.joined(separator: ","))
            lines += part.files.map { "file\t" + $0 }
            lines += part.events.map { "event\t" + $0 }
            lines += part.joins.map { "join\t" + $0 }
            lines += part.months.map { "month\t" + $0 }
            lines.append("shows\t" + part.siteWide)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The state in `text`; nil for anything else (the build then runs in full).
    init?(decoding text: String) {
        var head: [String] = []
        var parts: [Part] = []
        var months: [String] = [], siteWideFiles: [String] = []
        let whole = StateText.eachLine(of: text) { line in
            if head.count < 3 {
                head.append(StateText.string(line))
                return true
            }
            let fields = StateText.fields(line)
            guard fields.count == 2 else { return false }
            let key = fields[0], value = StateText.string(fields[1])
            if key.starts(with: "part ".utf8) {
                parts.append(Part(ids: value.split(separator: ",").map(String.init),
                                  inputs: StateText.string(StateText.Bytes(rebasing: key[5...]))))
                return true
            }
            switch (StateText.string(key), parts.isEmpty) {
            case ("months", true): months.append(value)
            case ("site", true): siteWideFiles.append(value)
            case ("file", false): parts[parts.count - 1].files.append(value)
            case ("event", false): parts[parts.count - 1].events.append(value)
            case ("join", false): parts[parts.count - 1].joins.append(value)
            case ("month", false): parts[parts.count - 1].months.append(value)
            case ("shows", false): parts[parts.count - 1].siteWide = value
            default: return false
            }
            return true
        }
        guard whole, head.count == 3, head[0] == Self.header, head[1].hasPrefix("build "), head[2].hasPrefix("global ")
        else { return nil }
        build = String(head[1].dropFirst(6))
        global = String(head[2].dropFirst(7))
        self.parts = parts
        self.months = months
        self.siteWideFiles = siteWideFiles
    }
}

extension PartState {
    /// SHA-256 of `text`, hex: the form of every digest in the part state.
    public static func digest(_ text: String) -> String {
        SHA256.hash(data: Data(text.utf8)).hexDigits
    }
}

extension BuildInputs {
    /// The digest of what every part shares: the program, build date, output folder, secrets file,
    /// templates, `extra` (facts the caller adds, such as the months the content covers) and every
    /// content file outside the workplace folders of `workplaces`; nil when something could not be stamped.
    public func sharedDigest(workplaces: Set<String>, extra: [String]) -> String? {
        guard content.unreadable.isEmpty, templates?.unreadable.isEmpty ?? true, let program else { return nil }
        var hasher = SHA256()
        func add(_ text: String) { hasher.update(data: Data((text + "\n").utf8)) }
        add("moup shared inputs 1")
        add("program " + program.text)
        add("today \(today)")
        add("output " + output)
        add("secrets " + (secrets?.text ?? "-"))
        extra.forEach { add("extra " + $0) }
        for path in content.files.keys.sorted() where Self.workplace(of: path).map({ !workplaces.contains($0) }) ?? true {
            add("content " + content.files[path]!.text + " " + path)
        }
        if let templates {
            for path in templates.files.keys.sorted() { add("templates " + templates.files[path]!.text + " " + path) }
        }
        return hasher.finalize().hexDigits
    }

    /// For each group of workplace ids, the digest of the content files under their folders.
    public func partDigests(_ groups: [Set<String>]) -> [String] {
        var byWorkplace: [String: [String]] = [:]
        for path in content.files.keys.sorted() {
            if let id = Self.workplace(of: path) { byWorkplace[id, default: []].append(path) }
        }
        return groups.map { ids in
            var hasher = SHA256()
            func add(_ text: String) { hasher.update(data: Data((text + "\n").utf8)) }
            add("moup part inputs 1")
            for id in ids.sorted() {
                add("workplace " + id)
                for path in byWorkplace[id] ?? [] { add(content.files[path]!.text + " " + path) }
            }
            return hasher.finalize().hexDigits
        }
    }

    /// `cafe` for `workplaces/cafe/…`; nil for a file outside any workplace folder.
    static func workplace(of path: String) -> String? {
        let parts = path.split(separator: "/", maxSplits: 2)
        guard parts.count == 3, parts[0] == "workplaces" else { return nil }
        return String(parts[1])
    }
}

extension StateFolder {
    /// The parts of the last build, or nil (none, damaged: the build runs in full).
    public func readParts() -> PartState? {
        readText(PartState.fileName).flatMap(PartState.init(decoding:))
    }

    /// Saves the parts of a build (failures only make the next build a full one).
    public func writeParts(_ state: PartState) {
        _ = writeText(state.encoded(), to: PartState.fileName)
    }

    /// Forgets the parts (before a build that will not record them).
    public func removeParts() {
        unlink(path + "/" + PartState.fileName)
    }
}
