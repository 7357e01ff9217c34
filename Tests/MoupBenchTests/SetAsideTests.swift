import Foundation
import Testing

@testable import moup_bench

/// What the benchmark discards is moved aside (no inode freed while it measures), then deleted.
struct SetAsideTests {
    @Test func discardedFoldersWaitAsideUntilDeletedAtTheEnd() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.path + "/moup-set-aside-" + UUID().uuidString
        defer { try? fm.removeItem(atPath: root) }
        for name in ["site", "hugo"] {
            try fm.createDirectory(atPath: root + "/\(name)/sub", withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/\(name)/sub/page.html"))
        }
        var aside = SetAside(root: root)
        try aside.discard(root + "/site")
        try aside.discard(root + "/hugo")
        try aside.discard(root + "/never-made")

        #expect(!fm.fileExists(atPath: root + "/site") && !fm.fileExists(atPath: root + "/hugo"))
        // Both still there, whole, under .set-aside: moved, not deleted.
        let waiting = try fm.contentsOfDirectory(atPath: aside.folder).sorted()
        #expect(waiting.count == 2)
        #expect(waiting.allSatisfy { fm.fileExists(atPath: aside.folder + "/\($0)/sub/page.html") })

        aside.deleteAll()
        #expect(!fm.fileExists(atPath: aside.folder))
        #expect(try fm.contentsOfDirectory(atPath: root).isEmpty)
    }
}
