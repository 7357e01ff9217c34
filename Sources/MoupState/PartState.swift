import Crypto
import Foundation
import MoupModel
import MoupSystem

/// What the last build made of each part of the content (`Content.workplaceGroups`), kept in the
/// state folder beside `BuildState` so that the next build renders only the parts whose inputs
/// changed: per part the digest of its inputs, the output files it wrote (with their stamps as the
/// build left them) and the calendar events of its feeds. `global` is the digest of every input all
/// parts share; `build` is the `BuildState.inputs` of the build that wrote it, so the two files are
/// only ever used together.
///
/// It is kept as a small index (`parts`: per part its digests, joins, months and home-page share) and
/// one slice per part (`parts.d/<16 hex digits of its ids>`: its files, their stamps and its events),
/// so that a rebuild of one part reads and writes that part's slice and the index, not a line per
/// file of the whole site. The index holds the SHA-256 of each slice; a slice that does not match is
/// not used (the build then runs in full), so slices need no flush of their own.
package struct PartState: Hashable, Sendable {
    package struct Part: Hashable, Sendable {
        /// The part's workplace ids, sorted: its key.
        package var ids: [String]
        /// The digest of the stamps of every content file under the part's workplace folders.
        package var inputs: String
        /// The output files the part wrote, by relative path (from its slice).
        package var files: [String]
        /// The keys of the calendar events of the part's feeds (from its slice).
        package var events: [String]
        /// The stamp of each of `files` as the build left it in the output (from its slice; absent for
        /// a file that could not be stamped).
        package var stamps: [String: FileStamp] = [:]
        /// What joins workplaces into one part (`person <id>`, `owner <id>`): a rebuild of this part
        /// alone is only sound while no other part has one of them.
        package var joins: [String] = []
        /// The months the part's own content covers.
        package var months: [String] = []
        /// The digest of what the part shows on the site-wide pages (its workplaces and people on the
        /// home page): while it is unchanged, those pages are too.
        package var siteWide: String = ""
        /// The SHA-256 of the part's saved slice, as the index records it (empty until saved).
        package var slice: String = ""

        package init(ids: [String], inputs: String, files: [String] = [], events: [String] = []) {
            self.ids = ids
            self.inputs = inputs
            self.files = files
            self.events = events
        }

        /// The part as the index keeps it: without the slice's files, stamps and events.
        var indexed: Part {
            var part = self
            part.files = []
            part.events = []
            part.stamps = [:]
            return part
        }

        /// The slice's file name: 16 hex digits of the SHA-256 of the ids.
        var sliceName: String {
            SHA256.hash(data: Data(ids.joined(separator: ",").utf8)).prefix(8).hexDigits
        }
    }

    package var build: String
    package var global: String
    package var parts: [Part]
    /// The months the whole content covers.
    package var months: [String] = []
    /// The site-wide files (home page, 404 page, style sheet), which belong to no part.
    package var siteWideFiles: [String] = []
    /// The size and modification time (`FileStamp.sizeAndTime`) of the calendar events' revisions
    /// file (`events-…`) as the build left it, or "-": a rebuild that patches that file instead of
    /// reading it whole needs it unchanged.
    package var eventsFile = "-"
    /// Likewise for the record of published payslips (`published-…`).
    package var ledgerFile = "-"
    /// Likewise for the output's manifest.
    package var manifest = "-"
    /// The build date of the build that wrote it: a rebuild whose only new input is the date compares
    /// what each part shows on both dates (see `RenderScope`).
    package var today: CivilDate?

    package init(build: String, global: String, parts: [Part]) {
        self.build = build
        self.global = global
        self.parts = parts
    }

    static let fileName = "parts"
    static let slicesFolder = "parts.d"
    static let header = "moup part state 4"
    static let sliceHeader = "moup part slice 1"

    /// The index: a header, `build`, `global`, `events`, `ledger`, `manifest` and `today` lines, `months` and `site`
    /// lines, then per part a `part <digest>\t<ids>` line followed by its `slice`, `join`, `month` and
    /// `shows` lines.
    func encodedIndex() -> String {
        var lines = [
            Self.header, "build " + build, "global " + global, "events " + eventsFile, "ledger " + ledgerFile,
            "manifest " + manifest, "today " + (today?.description ?? "-"),
        ]
        lines += months.map { "months\t" + $0 } + siteWideFiles.map { "site\t" + $0 }
        for part in parts {
            lines.append("part " + part.inputs + "\t" + part.ids.joined(separator: ","))
            lines.append("slice\t" + part.slice)
            lines += part.joins.map { "join\t" + $0 }
            lines += part.months.map { "month\t" + $0 }
            lines.append("shows\t" + part.siteWide)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The index in `text` (parts without their slices); nil for anything else (the build then runs in full).
    init?(decodingIndex text: String) {
        var head: [String] = []
        var parts: [Part] = []
        var months: [String] = []
        var siteWideFiles: [String] = []
        let whole = StateText.eachLine(of: text) { line in
            if head.count < 7 {
                head.append(StateText.string(line))
                return true
            }
            let fields = StateText.fields(line)
            guard fields.count == 2 else { return false }
            let key = fields[0]
            let value = StateText.string(fields[1])
            if key.starts(with: "part ".utf8) {
                parts.append(
                    Part(
                        ids: value.split(separator: ",").map(String.init),
                        inputs: StateText.string(StateText.Bytes(rebasing: key[5...]))))
                return true
            }
            switch (StateText.string(key), parts.isEmpty) {
            case ("months", true): months.append(value)
            case ("site", true): siteWideFiles.append(value)
            case ("slice", false): parts[parts.count - 1].slice = value
            case ("join", false): parts[parts.count - 1].joins.append(value)
            case ("month", false): parts[parts.count - 1].months.append(value)
            case ("shows", false): parts[parts.count - 1].siteWide = value
            default: return false
            }
            return true
        }
        guard whole, head.count == 7, head[0] == Self.header, head[1].hasPrefix("build "), head[2].hasPrefix("global "),
            head[3].hasPrefix("events "), head[4].hasPrefix("ledger "), head[5].hasPrefix("manifest "),
            head[6].hasPrefix("today ")
        else { return nil }
        today = CivilDate(iso: String(head[6].dropFirst(6)))
        build = String(head[1].dropFirst(6))
        global = String(head[2].dropFirst(7))
        eventsFile = String(head[3].dropFirst(7))
        ledgerFile = String(head[4].dropFirst(7))
        manifest = String(head[5].dropFirst(9))
        self.parts = parts
        self.months = months
        self.siteWideFiles = siteWideFiles
    }

    /// A part's slice: a header, its ids, then a `file <stamp>\t<path>` line per file (stamp `-` when
    /// unknown) and an `event\t<key>` line per event.
    static func encodedSlice(_ part: Part) -> String {
        var text = sliceHeader + "\nids " + part.ids.joined(separator: ",") + "\n"
        for path in part.files { text += "file " + (part.stamps[path]?.text ?? "-") + "\t" + path + "\n" }
        for event in part.events { text += "event\t" + event + "\n" }
        return text
    }

    /// `part` with the files, stamps and events of the slice in `text`; nil when the slice is another
    /// part's, another version's or damaged.
    static func decodingSlice(_ text: String, into part: Part) -> Part? {
        var part = part
        var head: [String] = []
        let whole = StateText.eachLine(of: text) { line in
            if head.count < 2 {
                head.append(StateText.string(line))
                return true
            }
            let fields = StateText.fields(line)
            guard fields.count == 2 else { return false }
            let key = fields[0]
            let value = StateText.string(fields[1])
            if key.starts(with: "file ".utf8) {
                let stamp = StateText.Bytes(rebasing: key[5...])
                if !(stamp.count == 1 && stamp[0] == UInt8(ascii: "-")) {
                    guard let stamp = FileStamp(bytes: stamp) else { return false }
                    part.stamps[value] = stamp
                }
                part.files.append(value)
                return true
            }
            guard StateText.string(key) == "event" else { return false }
            part.events.append(value)
            return true
        }
        guard whole, head == [sliceHeader, "ids " + part.ids.joined(separator: ",")] else { return nil }
        return part
    }
}

extension PartState {
    /// SHA-256 of `text`, hex: the form of every digest in the part state.
    package static func digest(_ text: String) -> String {
        SHA256.hash(data: Data(text.utf8)).hexDigits
    }
}

extension BuildInputs {
    /// The digest of what every part shares: the program, build date, output folder, secrets file,
    /// templates, `extra` (facts the caller adds, such as the months the content covers) and every
    /// content file outside the workplace folders of `workplaces`; nil when something could not be stamped.
    package func sharedDigest(workplaces: Set<String>, extra: [String]) -> String? {
        guard contentUnreadable.isEmpty, templates?.unreadable.isEmpty ?? true, let program else { return nil }
        var lines = DigestLines()
        lines.add("moup shared inputs 1")
        lines.add("program " + program.text)
        lines.add("today \(today)")
        lines.add("output " + output)
        lines.add(secretsLine)
        extra.forEach { lines.add("extra " + $0) }
        let parts = Set(workplaces.map { Substring($0) })
        for file in contentFiles where file.workplace.map({ !parts.contains($0) }) ?? true {
            lines.add("content ", file.stamp, file.path)
        }
        if let templates {
            for path in templates.files.keys.sorted() { lines.add("templates ", templates.files[path]!, path) }
        }
        return lines.digest
    }

    /// For each group of workplace ids, the digest of the content files under their folders (on
    /// every core: 10,000 parts are a quarter of a million stamps to hash).
    package func partDigests(_ groups: [Set<String>]) -> [String] {
        // A workplace's files are a run of the sorted list (their paths share `workplaces/<id>/`): its
        // files are found as ranges, one look-up per run instead of one per file.
        var runs: [Substring: [Range<Int>]] = [:]
        var first = contentFiles.startIndex
        while first < contentFiles.endIndex {
            var end = first + 1
            if let id = contentFiles[first].workplace {
                while end < contentFiles.endIndex && contentFiles[end].workplace == id { end += 1 }
                runs[id, default: []].append(first..<end)
            }
            first = end
        }
        return groups.concurrentMap { [runs, contentFiles] ids in
            var lines = DigestLines()
            lines.add("moup part inputs 1")
            for id in ids.sorted() {
                lines.add("workplace " + id)
                for run in runs[Substring(id)] ?? [] {
                    for file in contentFiles[run] { lines.add("", file.stamp, file.path) }
                }
            }
            return lines.digest
        }
    }

    /// `cafe` for `workplaces/cafe/…`; nil for a file outside any workplace folder.
    static func workplace(of path: String) -> Substring? {
        guard path.hasPrefix("workplaces/") else { return nil }
        let rest = path.utf8.dropFirst("workplaces/".utf8.count)
        guard let slash = rest.firstIndex(of: UInt8(ascii: "/")), slash != rest.startIndex,
            path.utf8.index(after: slash) != path.utf8.endIndex
        else { return nil }
        return Substring(path.utf8[rest.startIndex..<slash])
    }
}

extension StateFolder {
    /// The index of the parts of the last build (each part without its slice: see `readSlice`), or
    /// nil (none, damaged: the build runs in full).
    package func readParts() -> PartState? {
        readText(PartState.fileName).flatMap(PartState.init(decodingIndex:))
    }

    /// `part` (from `readParts`) with its files, their stamps and its events; nil when its slice is
    /// missing, damaged or not the one the index names.
    package func readSlice(_ part: PartState.Part) -> PartState.Part? {
        guard !part.slice.isEmpty,
            let text = readText(PartState.slicesFolder + "/" + part.sliceName), PartState.digest(text) == part.slice
        else { return nil }
        return PartState.decodingSlice(text, into: part.indexed)
    }

    /// The slices of every one of `parts` (`readSlice`), read on every core; nil when one cannot be
    /// read or does not match the index.
    package func readSlices(_ parts: [PartState.Part]) -> [PartState.Part]? {
        let slices = parts.concurrentMap(readSlice).compactMap { $0 }
        return slices.count == parts.count ? slices : nil
    }

    /// Saves the parts of a build: the slices of the parts whose ids are in `slices` (every part's when
    /// nil; the others keep the slice the index already names), then the index, then removes the
    /// slices no part names any more. Failures only make the next build a full one.
    package func writeParts(_ state: PartState, slices: Set<[String]>? = nil) {
        var state = state
        makeFolder(PartState.slicesFolder)
        // Each slice encoded, digested and written on every core (a nightly rebuild of 10,000 parts
        // writes them all).
        let written = state.parts.indices.filter { slices?.contains(state.parts[$0].ids) ?? true }
        let digests = written.map { state.parts[$0] }.concurrentMap { [self] part -> String in
            let text = PartState.encodedSlice(part)
            return writeText(text, to: PartState.slicesFolder + "/" + part.sliceName, flushed: false)
                ? PartState.digest(text) : ""
        }
        for (index, digest) in zip(written, digests) { state.parts[index].slice = digest }
        state.parts = state.parts.map(\.indexed)
        guard writeText(state.encodedIndex(), to: PartState.fileName), slices == nil else { return }
        let named = Set(state.parts.map(\.sliceName))
        for name in entries(of: PartState.slicesFolder) where !named.contains(name) {
            try? FileSystem.removeFile(path + "/" + PartState.slicesFolder + "/" + name)
        }
    }

    /// Forgets the parts (before a build that will not record them).
    package func removeParts() {
        try? FileSystem.removeFile(path + "/" + PartState.fileName)
    }
}
