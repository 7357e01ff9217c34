import Foundation
import Testing

/// One platform layer (issue 33): `MoupSystem` is the one module that imports the C library (Glibc or
/// Darwin) and speaks POSIX for files, folders, locks, the clock, the streams and change notices.
/// An `import Glibc` anywhere else fails here with its file and line.
@Suite struct PlatformLayerTests {
    @Test func onlyMoupSystemImportsTheCLibrary() throws {
        let sources = Fixture.repositoryRoot + "/Sources"
        let files = try #require(FileManager.default.enumerator(atPath: sources)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100, "the walk found the sources")
        var found: [String] = []
        var inSystem = 0
        for file in files {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let words = line.split(separator: " ")
                guard words.count == 2, words[0] == "import", ["Glibc", "Darwin", "Musl"].contains(words[1]) else {
                    continue
                }
                if file.hasPrefix("MoupSystem/") {
                    inSystem += 1
                } else {
                    found.append("Sources/\(file):\(number + 1): \(line)")
                }
            }
        }
        #expect(inSystem > 0, "MoupSystem itself imports the C library")
        #expect(found.isEmpty, "C library imports outside MoupSystem:\n\(found.joined(separator: "\n"))")
    }
}
