import Foundation
import MoupModel
import Testing

@testable import MoupWords

/// The terminal's tables: the same keys and placeholders in both languages, Korean words in the Korean
/// one, and every key the code names present.
@Suite struct TerminalWordsTests {
    private var ko: TerminalTable { TerminalWords.tables[.ko]! }
    private var en: TerminalTable { TerminalWords.tables[.en]! }

    @Test func bothLanguagesHaveTheSameKeys() {
        #expect(ko.texts.count > 50)
        #expect(Set(ko.texts.keys).subtracting(en.texts.keys).sorted() == [])
        #expect(Set(en.texts.keys).subtracting(ko.texts.keys).sorted() == [])
    }

    /// The same placeholders, except those only English grammar needs (`{plural}`: "shift" or "shifts").
    @Test func bothLanguagesFillTheSamePlaceholders() {
        for (key, text) in ko.texts {
            let korean = TerminalTable.placeholders(in: text)
            let english = TerminalTable.placeholders(in: en.texts[key] ?? "")
            #expect(korean.isSubset(of: english), "\(key)")
            #expect(english.subtracting(korean).isSubset(of: ["plural"]), "\(key)")
        }
    }

    /// A Korean text says something in Korean: any text with words in it has Hangul.
    @Test func koreanTextsAreKorean() {
        for (key, text) in ko.texts {
            let bare = TerminalTable.fill(text) { _ in "" }
            guard bare.contains(where: \.isLetter) else { continue }
            #expect(bare.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(key): \(text)")
        }
    }

    /// Every key written in the sources (`Wording("…"`, `.phrase("…"`, `words("…"`, `text("…"`) is in both tables.
    @Test func everyKeyTheCodeNamesIsInTheTables() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let pattern = try NSRegularExpression(
            pattern:
                #"(?:Wording\(|\.phrase\(|Terminal\.text\(|message\(|TerminalWords\.text\(|throw error\(|parser\.error\()"([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)""#
        )
        var found: Set<String> = []
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
        for case let url as URL in walker where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                found.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        #expect(found.count > 40)
        #expect(found.filter { ko.texts[$0] == nil || en.texts[$0] == nil }.sorted() == [])
    }

    @Test func aWordingIsFilledInEitherLanguage() {
        let wording = Wording("check.ok", ["folder": "content", "count": "2"])
        #expect(TerminalWords.text(wording, in: .en) == "content: ok, 2 warnings")
        #expect(TerminalWords.text(wording, in: .ko) == "content: 문제 없음, 경고 2개")
        // A count of one reads right in English ({count|warning|warnings}); Korean has one form.
        let one = Wording("check.ok", ["folder": "content", "count": "1"])
        #expect(TerminalWords.text(one, in: .en) == "content: ok, 1 warning")
        #expect(TerminalWords.text(one, in: .ko) == "content: 문제 없음, 경고 1개")
        #expect(TerminalTable.fill("{n} {n|file|files}") { $0 == "n" ? "1" : nil } == "1 file")
        #expect(TerminalTable.fill("{n} {n|file|files}") { _ in nil } == "{n} {n|file|files}")
        #expect(TerminalTable.placeholders(in: "{count} {count|file|files} in {folder}") == ["count", "folder"])
    }

    @Test func aQuotedValueIsLeftOutOfTheLog() {
        let wording = Wording(
            "content.invalidValue",
            [
                "name": "'wage.amount'", "expectation": .wording(Wording("expect.list")),
                "value": .quoted("9000", logged: Wording("value.number")),
            ])
        #expect(TerminalWords.text(wording, in: .en).contains("9000"))
        #expect(!TerminalWords.text(wording, in: .en, logged: true).contains("9000"))
        #expect(!TerminalWords.text(wording, in: .ko, logged: true).contains("9000"))
        let diagnostic = Diagnostic(
            .error, at: SourceLocation(file: "a.md", line: 3, column: 5), wording, code: "content.invalid-value")
        #expect(diagnostic.line(in: .ko).hasPrefix("a.md:3:5: error: 'wage.amount'"))
        #expect(diagnostic.message == TerminalWords.text(wording, in: .en))
    }
}

@Suite struct TerminalLanguageTests {
    @Test func theLocaleDecidesOutsideASite() {
        #expect(TerminalLanguage.ofLocale(["LANG": "ko_KR.UTF-8"]) == .ko)
        #expect(TerminalLanguage.ofLocale(["LANG": "C"]) == .en)
        #expect(TerminalLanguage.ofLocale([:]) == .en)
        #expect(TerminalLanguage.ofLocale(["LANG": "ko_KR.UTF-8", "LC_ALL": "C"]) == .en)
        #expect(TerminalLanguage.ofLocale(["LANG": "en_US.UTF-8", "LC_MESSAGES": "ko_KR"]) == .ko)
        #expect(TerminalLanguage.ofLocale(["LANG": "ko_KR.UTF-8", "LC_ALL": ""]) == .ko)
    }

    @Test func theSiteDecidesInsideOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("moup-words-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site.md")
        #expect(TerminalLanguage.choose(contentFolder: folder.path, environment: ["LANG": "ko_KR.UTF-8"]) == .ko)
        #expect(TerminalLanguage.choose(contentFolder: folder.path, environment: ["LANG": "C"]) == .en)
        try "---\ntitle: x\nlanguage: en    # English\n---\n".write(to: site, atomically: true, encoding: .utf8)
        #expect(TerminalLanguage.choose(contentFolder: folder.path, environment: ["LANG": "ko_KR.UTF-8"]) == .en)
        try "---\ntitle: x\nlanguage: \"ko\"\n---\n".write(to: site, atomically: true, encoding: .utf8)
        #expect(TerminalLanguage.choose(contentFolder: folder.path, environment: ["LANG": "C"]) == .ko)
        try "---\ntitle: x\n---\nlanguage: en\n".write(to: site, atomically: true, encoding: .utf8)
        // The site's default.
        #expect(TerminalLanguage.choose(contentFolder: folder.path, environment: ["LANG": "C"]) == .ko)
        try "---\ntitle: x\nlanguage: fr\n---\n".write(to: site, atomically: true, encoding: .utf8)
        #expect(TerminalLanguage.choose(contentFolder: folder.path, environment: ["LANG": "C"]) == .en)
        #expect(
            TerminalLanguage.choose(contentFolder: folder.path, environment: ["LANG": "C", "MOUP_LANGUAGE": "ko"])
                == .ko)
        try "---\ntitle: x\n---\n".write(to: site, atomically: true, encoding: .utf8)
        #expect(TerminalLanguage.choose(contentFolder: folder.path, environment: ["MOUP_LANGUAGE": "en"]) == .en)
    }
}
