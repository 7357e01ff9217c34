import Crypto
import Foundation
import MoupModel

/// What the last successful build read and wrote, kept in the state folder (`.moup-state/` next to
/// the content folder, never inside the output): the digest of every input, the warnings it printed,
/// and the digest of the stamps of every file it left in the output folder (`StampsDigest`; the
/// stamps themselves are kept per part, in `PartState`'s slices). When the next build finds the same
/// inputs and an output whose walk gives the same digest, it has nothing to do.
package struct BuildState: Hashable, Sendable {
    /// `BuildInputs.digest` of the build.
    package var inputs: String
    /// The warnings the build printed, to print again when nothing changed.
    package var warnings: [Diagnostic]
    /// The digest of the stamps of every file of the output folder after the build.
    package var output: StampsDigest
    /// The digest of the stamps of every folder of the output holding a page, the output folder
    /// itself included: a file added to one moves its modification time.
    package var folders: StampsDigest

    package init(inputs: String, warnings: [Diagnostic], output: StampsDigest, folders: StampsDigest) {
        self.inputs = inputs
        self.warnings = warnings
        self.output = output
        self.folders = folders
    }

    static let fileName = "build"
    static let header = "moup build state 5"

    /// True when the stamps of the output's files and folders (as its manifest lists them, stamped
    /// now) give the digests this build left: nothing was edited, replaced, added or removed since.
    package func outputIsIntact(files: StampsDigest?, folders: StampsDigest?) -> Bool {
        files == output && folders == self.folders
    }

    /// The text kept in the state folder: a header, the inputs digest, the digests of the output's
    /// files and folders, and one JSON line of warnings.
    func encoded() -> String {
        var lines = [Self.header, "inputs " + inputs, "output " + output.text, "folders " + folders.text]
        let warnings = self.warnings.map {
            SavedDiagnostic(
                severity: $0.severity.rawValue, file: $0.location.file, line: $0.location.line,
                column: $0.location.column, message: $0.message, code: $0.code.isEmpty ? nil : $0.code,
                loggedMessage: $0.loggedMessage == $0.message ? nil : $0.loggedMessage, wording: $0.wording)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        lines.append("warnings " + String(decoding: (try? encoder.encode(warnings)) ?? Data("[]".utf8), as: UTF8.self))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The state in `text`; nil for anything else (another version, a damaged file): the build then
    /// simply runs in full.
    init?(decoding text: String) {
        var lines: [String] = []
        let whole = StateText.eachLine(of: text) { line in
            lines.append(StateText.string(line))
            return lines.count <= 5
        }
        guard whole, lines.count == 5, lines[0] == Self.header, lines[1].hasPrefix("inputs "),
            lines[2].hasPrefix("output "),
            lines[3].hasPrefix("folders "), let output = StampsDigest(text: String(lines[2].dropFirst(7))),
            let folders = StampsDigest(text: String(lines[3].dropFirst(8))),
            let warnings = Self.decodeWarnings(lines[4])
        else { return nil }
        self.init(inputs: String(lines[1].dropFirst(7)), warnings: warnings, output: output, folders: folders)
    }

    private static func decodeWarnings(_ line: String) -> [Diagnostic]? {
        guard line.hasPrefix("warnings "),
            let saved = try? JSONDecoder().decode([SavedDiagnostic].self, from: Data(line.dropFirst(9).utf8))
        else { return nil }
        var warnings: [Diagnostic] = []
        for d in saved {
            guard let severity = Diagnostic.Severity(rawValue: d.severity) else { return nil }
            warnings.append(
                Diagnostic(
                    severity, at: SourceLocation(file: d.file, line: d.line, column: d.column), d.message,
                    code: d.code ?? "", loggedMessage: d.loggedMessage, wording: d.wording))
        }
        return warnings
    }

    private struct SavedDiagnostic: Codable {
        var severity: String
        var file: String
        var line: Int
        var column: Int
        var message: String
        /// The JSON log's code and message (absent from states written before the log had them).
        var code: String?
        var loggedMessage: String?
        /// The message's words, for the owner's language (absent from states written before the terminal spoke Korean).
        var wording: Wording?
    }
}

/// Everything a build's output depends on, reduced to one SHA-256 digest: the stamps of every content
/// file and every template override, the secrets file (where it is, and its stamp), the moup binary
/// itself (its rule tables and built-in theme are compiled in), the build date and where the output goes.
package struct BuildInputs: Sendable {
    /// The content's files in the byte order of their paths, each with its stamp and the workplace
    /// folder it is in: every digest of the content reads them in this order, and a workplace's files
    /// are one run of the list (`workplaces/<id>/…` paths sort together).
    let contentFiles: [ContentFile]
    /// Content paths that are there but could not be stamped.
    let contentUnreadable: [String]
    package var templates: FolderStamps?
    package var secrets: FileStamp?
    /// The secrets file's absolute path: `--secrets` naming another file is another input, even one
    /// that is not there yet (the build then makes it, with new secrets) or that has the same stamp.
    package var secretsPath: String?
    package var program: FileStamp?
    package var today: CivilDate
    /// The output folder's absolute path (`site` and `/home/me/site` are the same output).
    package var output: String

    /// A content file's path, its stamp, and the id of the workplace folder it is in (nil outside one).
    struct ContentFile: Sendable {
        let path: String
        let stamp: FileStamp
        let workplace: Substring?
    }

    /// Stamps the inputs of a build now.
    package init(content: String, templates: String?, secrets: String?, today: CivilDate, output: String) {
        let walked = FolderStamps.list(walking: content)
        contentFiles = walked.files.map {
            ContentFile(path: $0.path, stamp: $0.stamp, workplace: Self.workplace(of: $0.path))
        }
        contentUnreadable = walked.unreadable
        self.templates = templates.map(FolderStamps.init(walking:))
        self.secrets = secrets.flatMap { FileStamp(path: $0) }
        self.secretsPath = secrets.map(Self.absolute)
        self.program = FileStamp(path: "/proc/self/exe")
        self.today = today
        self.output = Self.absolute(output)
    }

    /// `path` from the root (`site` and `/home/me/site` are the same file when run in `/home/me`).
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// The digest's line for the secrets file: its path and its stamp (`-` for none).
    var secretsLine: String {
        "secrets " + (secrets?.text ?? "-") + " " + (secretsPath ?? "-")
    }

    /// The digest; nil when something could not be stamped (then the build always runs in full).
    package var digest: String? {
        guard contentUnreadable.isEmpty, templates?.unreadable.isEmpty ?? true, let program else { return nil }
        var lines = DigestLines()
        lines.add("program " + program.text)
        lines.add("today \(today)")
        lines.add("output " + output)
        lines.add(secretsLine)
        for file in contentFiles { lines.add("content ", file.stamp, file.path) }
        if let templates {
            for path in templates.files.keys.sorted() { lines.add("templates ", templates.files[path]!, path) }
        }
        return lines.digest
    }
}

/// The lines a digest of inputs is made of, gathered as bytes and hashed at once (the same digest
/// as hashing each line in turn).
struct DigestLines {
    private var bytes: [UInt8] = []

    /// `text` and a newline.
    mutating func add(_ text: String) {
        bytes += text.utf8
        bytes.append(0x0A)
    }

    /// `<prefix><stamp> <path>` and a newline (`FileStamp.text`), without making the line a `String`.
    mutating func add(_ prefix: String, _ stamp: FileStamp, _ path: String) {
        bytes += prefix.utf8
        stamp.appendText(to: &bytes)
        bytes.append(0x20)
        bytes += path.utf8
        bytes.append(0x0A)
    }

    /// SHA-256 of the lines, hex.
    var digest: String {
        SHA256.hash(data: bytes).hexDigits
    }
}
