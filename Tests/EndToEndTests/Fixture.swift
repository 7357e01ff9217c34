import Foundation
import MoupContent
import MoupModel
import MoupOutput
import MoupPrivacy
import MoupRules
import MoupSite

/// The repository's own `content/` and `templates/`, and whether the pipeline can build them yet.
enum Fixture {
    static let repositoryRoot: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let content = repositoryRoot + "/content"
    static let templates = repositoryRoot + "/templates"
    static let moupBinary = repositoryRoot + "/.build/debug/moup"
    /// Mid-month, so the example has worked days, unconfirmed days and planned days.
    static let today = CivilDate(year: 2026, month: 11, day: 20)!

    /// True once the loader is implemented and the repository's `content/` loads without errors.
    /// Until then the tests that need it are skipped, with this reason in the test log.
    static let contentLoads: Bool = {
        let loaded = ContentLoader(folder: content).load()
        return loaded.content != nil && !loaded.diagnostics.contains { $0.severity == .error }
    }()

    /// True once, in addition, the bundled rule tables load (the payroll can run).
    static let rulesLoad: Bool = contentLoads && (try? RuleBook.bundled()) != nil

    /// True once, in addition, the templates exist (the whole site can be built).
    static let pipelineIsReady: Bool = rulesLoad && FileManager.default.fileExists(atPath: templates)

    static let binaryExists = FileManager.default.isExecutableFile(atPath: moupBinary)

    /// A secrets file for the example's readers, made once per test run in a temporary folder (key
    /// derivation is slow by design), so that builds of the example neither write next to the
    /// repository's content nor derive keys again. Builds only read it: it already has every reader.
    static let secrets: String = {
        let folder = temporaryFolder()
        let path = folder + "/example-secrets.json"
        guard let content = ContentLoader(folder: Fixture.content).load().content else { return path }
        var store = SecretStore()
        _ = store.addMissing(content.readers.map(\.reader))
        try? SecretsFile.write(store, to: path)
        return path
    }()

    /// Where the example's page rendered at `rendered` is published when sealed with `Fixture.secrets`
    /// (`p/<name>.html`); a shared page's own path.
    static func published(_ rendered: String, secrets: String = Fixture.secrets) -> String {
        guard let store = try? SecretsFile.read(secrets).store, let site = store.site else { return rendered }
        return SealedPlaces(keys: store.keys, site: site).published(rendered) ?? rendered
    }

    /// A new empty folder; the caller removes it with `remove`.
    static func temporaryFolder() -> String {
        let path = FileManager.default.temporaryDirectory.path + "/moup-e2e-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The key of the manifest beside an output folder in a `snapshot`.
    static let manifestKey = "(manifest)"

    /// Every file under `folder` (relative path → bytes), and the manifest beside it (`manifestKey`).
    static func snapshot(_ folder: String) -> [String: Data] {
        var result: [String: Data] = [:]
        result[manifestKey] = FileManager.default.contents(atPath: OutputWriter.manifestPath(forOutput: folder))
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return result }
        while let relative = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isDirectory)
            if !isDirectory.boolValue {
                result[relative] = FileManager.default.contents(atPath: folder + "/" + relative)
            }
        }
        return result
    }

    /// Replaces line 1 (`---`) of a front-matter file with `---` and a misspelled key, so the key is on line 2.
    static func insertMisspelledKey(into path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard text.hasPrefix("---\n") else { throw CocoaError(.fileReadCorruptFile) }
        try ("---\nbrakeMinutes: 30\n" + text.dropFirst(4)).write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Makes kim-minji's 2026-10-02 shift at cafe-moup (09:00–15:30 in the example) end at 16:30: a change
    /// to a payslip already issued (October is paid on 11-10). False when the example has no such shift.
    static func lengthenKimMinjisOctoberShift(in content: String) throws -> Bool {
        let shifts = content + "/workplaces/cafe-moup/shifts/2026-10.json"
        let text = try String(contentsOfFile: shifts, encoding: .utf8)
        let original = "{\"worker\": \"kim-minji\", \"date\": \"2026-10-02\", \"start\": \"09:00\", \"end\": \"15:30\"}"
        guard text.contains(original) else { return false }
        try text.replacingOccurrences(of: original, with: original.replacingOccurrences(of: "15:30", with: "16:30"))
            .write(toFile: shifts, atomically: true, encoding: .utf8)
        return true
    }

    /// The first worker file of the first workplace that has one, relative to the content folder.
    static func firstWorkerFile(in content: String) throws -> String {
        let workplaces = try FileManager.default.contentsOfDirectory(atPath: content + "/workplaces")
            .filter { !$0.hasPrefix(".") }.sorted()
        for workplace in workplaces {
            let folder = "workplaces/\(workplace)/workers"
            let workers = ((try? FileManager.default.contentsOfDirectory(atPath: content + "/" + folder)) ?? [])
                .filter { $0.hasSuffix(".md") }.sorted()
            if let first = workers.first { return folder + "/" + first }
        }
        throw CocoaError(.fileNoSuchFile)
    }

    /// Runs the built `moup` binary; returns its exit status, standard output and standard error.
    static func runMoup(
        _ arguments: [String], environment: [String: String] = [:]
    ) throws
        -> (status: Int32, output: String, error: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: moupBinary)
        process.arguments = arguments
        // English messages, whatever the site's language, unless a test asks for a language
        // (`TerminalLanguageRunTests`): the tests below were written against the English words.
        process.environment = ProcessInfo.processInfo.environment.merging(["MOUP_LANGUAGE": "en"]) { $1 }
            .merging(environment) { $1 }
        let errorFile = temporaryFolder()
        defer { remove(errorFile) }
        // Standard error goes to a file so a chatty child can never block on a full pipe.
        _ = FileManager.default.createFile(atPath: errorFile + "/stderr", contents: nil)
        let errorHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: errorFile + "/stderr"))
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errorHandle
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errorHandle.close()
        let errData = FileManager.default.contents(atPath: errorFile + "/stderr") ?? Data()
        return (
            process.terminationStatus, String(decoding: outData, as: UTF8.self),
            String(decoding: errData, as: UTF8.self)
        )
    }
}
