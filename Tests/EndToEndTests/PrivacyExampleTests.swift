import Foundation
import MoupContent
import MoupModel
import MoupPayroll
import MoupPipeline
import MoupPrivacy
import Testing

/// The example content with `privacy: encrypted` (the default, as the example uses it): every file
/// under the output is searched for every pay figure, every worker note and every secret.
@Suite(
    .enabled(
        if: Fixture.pipelineIsReady,
        "the repository's content/ must load without errors, and rules and templates must exist"))
struct PrivacyExampleTests {
    static func build(into output: String, secrets: String = Fixture.secrets) async throws -> Pipeline.BuildReport {
        try await Pipeline.build(
            content: Fixture.content, output: output, templates: Fixture.templates,
            secrets: secrets, today: Fixture.today)
    }

    static func payslips() throws -> [Payslip] {
        let content = try #require(ContentLoader(folder: Fixture.content).load().content)
        return Pipeline.payroll(content, rules: try Pipeline.rules(), today: Fixture.today).flatMap(\.payslips)
    }

    /// `needle` as it could appear in a file: grouped (`1,004,136`) anywhere, or as bare digits not
    /// inside a longer run of base64 or digits (a sealed page is base64, where any digits may occur).
    static func holds(_ text: String, figure: Int) -> Bool {
        let grouped = WonText.grouped(figure)
        if figure >= 1000, text.contains(grouped) { return true }
        return text.range(of: "(?<![A-Za-z0-9+/])\(figure)(?![A-Za-z0-9+/=])", options: .regularExpression) != nil
    }

    @Test func noFileHoldsAPayFigureANoteOrASecret() async throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let report = try await Self.build(into: temp + "/site")
        #expect(report.newReaders.isEmpty)
        let files = Fixture.snapshot(temp + "/site").mapValues { String(decoding: $0, as: UTF8.self) }
        #expect(files.count > 50)

        let slips = try Self.payslips()
        // 20, and since issue 13 jung-mira's two payslips and 퇴직금 statement and kang-dohyun's payslip.
        #expect(slips.count == 24)
        let figures = Set(slips.flatMap { [$0.gross, $0.net] }).filter { $0 >= 1000 }
        let content = try #require(ContentLoader(folder: Fixture.content).load().content)
        // Every line of every worker note, without Markdown's list and emphasis marks.
        let notes = content.workplaces.flatMap(\.workers).flatMap { $0.notes.split(separator: "\n") }
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "-*_# ")) }.filter { $0.count >= 6 }
        #expect(notes.count >= 5, "the example's workers have notes")
        let store = try SecretsFile.read(Fixture.secrets).store
        let secrets = store.entries.values.flatMap { entry in
            [
                entry.secret.text, Data(entry.key.bytes).base64EncodedString(),
                PrivateAddress.openingToken(for: entry.key),
            ]
        }

        var found: [String] = []
        for (path, text) in files {
            for figure in figures where Self.holds(text, figure: figure) { found.append("\(path): \(figure)") }
            for note in notes where text.contains(note) { found.append("\(path): note \"\(note)\"") }
            for secret in secrets where text.contains(secret) { found.append("\(path): a secret or key") }
        }
        #expect(found.isEmpty, "\(found.sorted().prefix(20))")
        #expect(!files.keys.contains { $0.hasSuffix(".csv") || $0.hasPrefix("people/") && $0.hasSuffix(".ics") })
    }

    @Test func aPayslipDecryptsInSwiftForItsWorkerAndItsOwner() async throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        _ = try await Self.build(into: temp + "/site")
        let slip = try #require(
            try Self.payslips().first { $0.workerID == "kim-minji" && $0.period.start.description == "2026-11-01" })
        let shell = try String(
            contentsOfFile: temp + "/site/" + Fixture.published("payslips/cafe-moup/kim-minji/2026-11-01.html"),
            encoding: .utf8)
        let start = try #require(shell.range(of: "id=\"moup-sealed\">"))
        let end = try #require(shell.range(of: "</script>", range: start.upperBound..<shell.endIndex))
        let sealed = try #require(SealedPage(json: String(shell[start.upperBound..<end.lowerBound])))
        let store = try SecretsFile.read(Fixture.secrets).store
        let worker = try #require(store.entries[.worker("kim-minji")])
        let owner = try #require(store.entries[.owner("cafe-moup")])
        let stranger = try #require(store.entries[.worker("lee-junho")])

        // The worker's typed secret goes through PBKDF2, as in the browser.
        let page = try #require(PageSealer.open(sealed, secret: worker.secret))
        let html = String(decoding: page, as: UTF8.self)
        #expect(html.contains("임금명세서"))
        #expect(html.contains(WonText.grouped(slip.net) + "원"))
        #expect(PageSealer.open(sealed, with: owner.key.bytes) == page)
        #expect(PageSealer.open(sealed, with: stranger.key.bytes) == nil)
        #expect(shell.contains("<meta name=\"robots\" content=\"noindex\">"))
    }

    @Test func rotatingOneSecretChangesOnlyThatPersonsFiles() async throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let secrets = temp + "/secrets.json"
        try FileManager.default.copyItem(atPath: Fixture.secrets, toPath: secrets)
        _ = try await Self.build(into: temp + "/before", secrets: secrets)
        _ = try Pipeline.rotateSecret(.worker("lee-junho"), content: Fixture.content, secrets: secrets)
        _ = try await Self.build(into: temp + "/after", secrets: secrets)
        let before = Fixture.snapshot(temp + "/before")
        let after = Fixture.snapshot(temp + "/after")
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] && $0 != Fixture.manifestKey }
        let feeds = changed.filter { $0.hasPrefix("feeds/") }
        #expect(feeds.count == 2, "his feed moves: the old address is gone, the new one is written")
        // 이준호 works at the store: his start page, his three months (December, the coming month, from
        // his repeat), his fourteen weeks (2026-09-28 … 2026-12-28), his two payslips, his 근로계약서 and
        // his year page (which the store's owner opens too), and his feed; nobody else's file changes.
        let weeks = [
            "2026-09-28", "2026-10-05", "2026-10-12", "2026-10-19", "2026-10-26",
            "2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23", "2026-11-30",
            "2026-12-07", "2026-12-14", "2026-12-21", "2026-12-28",
        ]
        .map { Fixture.published("people/lee-junho/weeks/\($0).html") }
        // His start page moves to the name his new key gives.
        let oldStart = Fixture.published("people/lee-junho/index.html")
        let newStart = Fixture.published("people/lee-junho/index.html", secrets: secrets)
        #expect(oldStart != newStart)
        #expect(
            changed.subtracting(feeds).sorted()
                == ([
                    "payslips/pyeonuijeom-24/lee-junho/2026-10-01.html",
                    "payslips/pyeonuijeom-24/lee-junho/2026-11-01.html",
                    "payslips/pyeonuijeom-24/lee-junho/2026.html",
                    "payslips/pyeonuijeom-24/lee-junho/contract-2026-10-01.html",
                    "people/lee-junho/2026-10/index.html", "people/lee-junho/2026-11/index.html",
                    "people/lee-junho/2026-12/index.html",
                ].map { Fixture.published($0) } + [oldStart, newStart] + weeks).sorted())
    }

    @Test func theSecretsFileIsMadeOnceWithMode0600AndNeverInsideTheOutput() async throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let secrets = temp + "/new-secrets.json"
        let first = try await Self.build(into: temp + "/site", secrets: secrets)
        #expect(first.newReaders.count == 13)  // 11 people (jung-mira and kang-dohyun came with issue 13) and 2 owners
        let mode = try FileManager.default.attributesOfItem(atPath: secrets)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let saved = try Data(contentsOf: URL(fileURLWithPath: secrets))
        let again = try await Self.build(into: temp + "/site", secrets: secrets)
        #expect(again.newReaders.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: secrets)) == saved, "an unchanged store is not rewritten")

        do {
            _ = try await Self.build(into: temp + "/site", secrets: temp + "/site/secrets.json")
            Issue.record("a secrets file inside the output folder was accepted")
        } catch let failure as PipelineFailure {
            #expect(failure.description.contains("must not be inside the output folder"))
        }
        #expect(!FileManager.default.fileExists(atPath: temp + "/site/secrets.json"))
    }

    @Test func linksOpenEachStartPage() throws {
        let links = try Pipeline.links(content: Fixture.content, secrets: Fixture.secrets)
        #expect(
            links.map { "\($0.reader)" }.prefix(3) == ["owner cafe-moup", "owner pyeonuijeom-24", "worker bae-jihoon"])
        let kim = try #require(links.first { $0.reader == .worker("kim-minji") })
        // site.md has a baseURL, so links are absolute.
        // The start page is named by the reader's key (`SealedNames.startPage`): nothing in it says whose it is.
        #expect(kim.link.hasPrefix("https://moup.example.kr/p/"))
        #expect(kim.page == Fixture.published("people/kim-minji/index.html"))
        let token = String(kim.link.split(separator: "=", maxSplits: 1)[1])
        let store = try SecretsFile.read(Fixture.secrets).store
        #expect(PrivateAddress.key(fromToken: token) == store.entries[.worker("kim-minji")]?.key.bytes)
        #expect(kim.secret == store.entries[.worker("kim-minji")]?.secret.text)
        #expect(kim.name == "김민지")
    }
}
