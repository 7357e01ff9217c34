import Foundation
import MoupModel
import Testing

@testable import MoupContent

/// Every input the fuzz targets (Fuzz/) ever failed on, kept in Fuzz/regressions/<target>/, run through
/// the same code with the same checks on every `swift test` (the fuzzers also start from them).
@Suite struct FuzzRegressionTests {
    static let regressions =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path + "/Fuzz/regressions"

    static func inputs(_ target: String) -> [String] {
        let folder = regressions + "/" + target
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { folder + "/" + $0 }
    }

    static func text(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }

    @Test(arguments: inputs("FuzzJSON"))
    func jsonParserReportsAPositionInsideTheText(path: String) {
        let text = Self.text(path)
        do {
            _ = try StrictJSONParser.parse(text)
        } catch {
            let lines = text.utf8.filter { $0 == UInt8(ascii: "\n") }.count + 1
            #expect(error.position.line >= 1 && error.position.line <= lines)
            #expect(error.position.column >= 1)
        }
    }

    /// The first input FuzzJSON failed on: blank lines with one "\r\n" among them, then `{"":{} 1.6,…`.
    /// The parser was right (lines end at "\n", and CRLF is already LF in a SourceFile); the check was
    /// wrong, counting Swift Characters, where "\r\n" is one.
    @Test func aCarriageReturnBeforeANewlineDoesNotHideALine() throws {
        let text = String(repeating: "\n", count: 5) + "\r\n" + "{\"a\": 1 2}"
        #expect(
            throws: JSONSyntaxError(
                position: SourcePosition(line: 7, column: 9),
                message: "expected ',' or '}' after the value of 'a', found '2'")
        ) {
            try StrictJSONParser.parse(text)
        }
    }

    @Test(arguments: inputs("FuzzFrontMatter"))
    func frontMatterGivesATreeOrAReason(path: String) {
        let report = Report()
        let matter = FrontMatter.read(SourceFile(path: "fuzz.md", text: Self.text(path)), into: report)
        #expect(matter != nil || report.hasErrors)
        #expect(report.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 && !$0.code.isEmpty })
    }

    @Test(arguments: inputs("FuzzLoader"))
    func loaderGivesAModelOrErrors(path: String) throws {
        // Packed as FuzzLoader reads it: "=== relative/path" lines, each starting a file.
        var files: [String: String] = [:]
        var current: String?
        for line in Self.text(path).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("=== ") {
                current = String(line.dropFirst(4))
                files[current!] = files[current!] ?? ""
            } else if let current {
                files[current]! += files[current]!.isEmpty ? String(line) : "\n" + line
            }
        }
        let loaded = try Fixture(files.filter { !$0.key.contains("..") }).load()
        #expect(loaded.content == nil || !loaded.diagnostics.contains { $0.severity == .error })
        #expect(loaded.diagnostics.allSatisfy { !$0.code.isEmpty })
    }
}
