import Foundation
import Testing

@testable import MoupState

/// A part rebuild carries the digest of the output's folders forward from the folders its patch
/// touches (`TouchedFolders`): it must equal the digest a stamp of every folder gives, or the next
/// build would find the output changed and render everything.
struct TouchedFoldersTests {
    static let pages = [
        "index.html", "people/kim/index.html", "people/kim/2026-11.html", "people/lee/index.html",
        "workplaces/cafe/index.html",
    ]

    /// An output folder holding `pages` and a manifest that lists them, as a build leaves it.
    static func output() throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("touched-\(UUID().uuidString)").path
        for page in pages { try write("<p>\(page)</p>", to: output + "/" + page) }
        let hash = String(repeating: "0", count: 64)
        let manifest =
            (["# moup output manifest v1: sha256  path"] + pages.sorted().map { hash + "  " + $0 })
            .joined(separator: "\n") + "\n"
        try write(manifest, to: manifestPath(output))
        return output
    }

    /// The manifest beside `output`, where the writer keeps it.
    static func manifestPath(_ output: String) -> String {
        let url = URL(fileURLWithPath: output)
        return url.deletingLastPathComponent().path + "/." + url.lastPathComponent + ".moup-manifest"
    }

    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Renames a new copy of `page` over it from outside the output, as `OutputWriter.replace` does,
    /// after the coarse clock of file times has surely moved on.
    static func replace(_ page: String, in output: String, with text: String? = nil) throws {
        Thread.sleep(forTimeInterval: 0.02)
        let staged = output + "-staged.html"
        try write(text ?? "<p>new \(page)</p>", to: staged)
        #expect(rename(staged, output + "/" + page) == 0)
    }

    @Test func aPageReplacedInPlaceMovesTheDigestAsAStampOfEveryFolderDoes() throws {
        let output = try Self.output()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let before = OutputStamps.folders(of: output)
        let touched = try #require(
            TouchedFolders(
                removing: ["people/kim/2026-11.html"],
                adding: ["people/kim/2026-11.html"], in: output))
        try Self.replace("people/kim/2026-11.html", in: output)
        let after = OutputStamps.folders(of: output)
        #expect(after != before, "the rename moved people/kim's time")
        #expect(touched.digest(updating: before, in: output) == after)
    }

    /// Pages of two folders replaced, the manifest beside the output rewritten.
    @Test func pagesOfSeveralFoldersAndTheManifest() throws {
        let output = try Self.output()
        defer {
            try? FileManager.default.removeItem(atPath: output)
            try? FileManager.default.removeItem(atPath: Self.manifestPath(output))
        }
        let before = OutputStamps.folders(of: output)
        let replaced = ["people/lee/index.html", "workplaces/cafe/index.html"]
        let touched = try #require(TouchedFolders(removing: replaced, adding: replaced, in: output))
        for page in replaced { try Self.replace(page, in: output) }
        let manifest = try String(contentsOfFile: Self.manifestPath(output), encoding: .utf8)
        try Self.write(manifest, to: output + "-staged")
        #expect(rename(output + "-staged", Self.manifestPath(output)) == 0)
        #expect(touched.digest(updating: before, in: output) == OutputStamps.folders(of: output))
    }

    /// A page in a new folder, or a folder emptied: the set of folders changes, so every folder is
    /// stamped again by the caller.
    @Test func aPatchThatMakesOrEmptiesAFolderIsLeftToAStampOfEveryFolder() throws {
        let output = try Self.output()
        defer { try? FileManager.default.removeItem(atPath: output) }
        #expect(
            TouchedFolders(
                removing: ["people/kim/index.html"],
                adding: ["people/kim/index.html", "people/park/index.html"], in: output) == nil)
        #expect(TouchedFolders(removing: ["people/lee/index.html"], adding: [], in: output) == nil)
        #expect(
            TouchedFolders(removing: ["people/kim/2026-11.html"], adding: ["people/kim/index.html"], in: output) != nil)
    }
}
