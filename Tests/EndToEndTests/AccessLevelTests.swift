import Foundation
import Testing

/// moup is an application: it exports no library, so no declaration in `Sources/` is `public` (what
/// one module offers another is `package`). A `public` slipping back in fails here with its file and line.
@Suite struct AccessLevelTests {
    @Test func noDeclarationIsPublic() throws {
        let sources = Fixture.repositoryRoot + "/Sources"
        let files = try #require(FileManager.default.enumerator(atPath: sources)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100, "the walk found the sources")
        let declaration = try NSRegularExpression(
            pattern: #"^\s*(@[\w.]+(\([^)]*\))?\s+)*((nonisolated|final|static|indirect)\s+)*public[\s(]"#)
        var found: [String] = []
        for file in files {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(line)
                if declaration.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                    found.append("Sources/\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(found.isEmpty, "declarations that should be package: \(found.joined(separator: "\n"))")
    }
}
