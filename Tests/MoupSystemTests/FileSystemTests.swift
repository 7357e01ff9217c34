import Foundation
import Testing

@testable import MoupSystem

/// The platform layer's calls, each on real files in a folder of its own.
struct FileSystemTests {
    /// A new empty folder, removed after `body`.
    static func inFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.path + "/moup-system-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    @Test func statusFollowsLinksAndTellsADanglingOneFromNothing() throws {
        try Self.inFolder { folder in
            try FileSystem.write(Array("hi".utf8), to: folder + "/file")
            try FileSystem.makeDirectory(folder + "/sub")
            try FileManager.default.createSymbolicLink(atPath: folder + "/to-sub", withDestinationPath: "sub")
            try FileManager.default.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: "nowhere")

            #expect(FileSystem.status(of: folder + "/file") == .file)
            #expect(FileSystem.status(of: folder + "/sub") == .folder)
            #expect(FileSystem.status(of: folder + "/to-sub") == .folder)
            #expect(FileSystem.status(of: folder + "/dangling") == .unreachable(code: SystemError.noSuchFile))
            #expect(FileSystem.status(of: folder + "/missing") == .missing)
        }
    }

    @Test func writeSetsTheModeAndReplacesOnlyWhenAsked() throws {
        try Self.inFolder { folder in
            let path = folder + "/state"
            try FileSystem.write(Array("one".utf8), to: path, mode: 0o600)
            #expect(FileInfo(path: path)?.permissions == 0o600)
            // A new file is never written over unless asked: "create the file" fails with EEXIST.
            #expect(throws: SystemError.self) { try FileSystem.write(Array("two".utf8), to: path) }
            try FileSystem.write(Array("three".utf8), to: path, mode: 0o600, replacing: true, flushed: true)
            #expect(FileSystem.read(path) == Array("three".utf8))
        }
    }

    @Test func readAtMostGivesNilForALargerFile() throws {
        try Self.inFolder { folder in
            try FileSystem.write(Array(repeating: 0x41, count: 100), to: folder + "/a")
            #expect(try FileSystem.read(folder + "/a", atMost: 100)?.count == 100)
            #expect(try FileSystem.read(folder + "/a", atMost: 99) == nil)
            let error = try #require(throws: SystemError.self) { try FileSystem.read(folder + "/none", atMost: 10) }
            #expect(error.code == SystemError.noSuchFile)
            #expect(error.reason == "No such file or directory")
        }
    }

    @Test func entriesAreInByteOrderWithoutTheDots() throws {
        try Self.inFolder { folder in
            for name in ["b", "a", "B", "가"] { try FileSystem.write([], to: folder + "/" + name) }
            #expect(try FileSystem.entries(of: folder) == ["B", "a", "b", "가"])
            let error = try #require(throws: SystemError.self) { try FileSystem.entries(of: folder + "/none") }
            #expect(error.operation == FileSystem.readTheFolder)
        }
    }

    @Test func aFolderFindsAndStampsNamesInIt() throws {
        try Self.inFolder { folder in
            try FileSystem.makeDirectory(folder + "/sub")
            try FileSystem.write(Array("12345".utf8), to: folder + "/sub/five")
            let root = try #require(Folder(path: folder))
            let sub = try #require(root.folder(named: "sub", onlyToFind: true))
            #expect(sub.info(of: "five")?.size == 5)
            #expect(sub.info(of: "five")?.isFolder == false)
            #expect(root.info(of: "sub")?.isFolder == true)
            #expect(sub.info(of: "none") == nil)
            var names: [String] = []
            #expect(root.forEachName { names.append(String(decoding: $0, as: UTF8.self)) })
            #expect(names == ["sub"])
        }
    }

    @Test func aSecondLockOnTheSameFileIsRefusedWithoutWaiting() throws {
        try Self.inFolder { folder in
            let first = try FileLock.take(folder + "/site.lock", wait: false)
            #expect(first != nil)
            // flock locks belong to the open file: a second open of the same file in this process is refused too.
            #expect(try FileLock.take(folder + "/site.lock", wait: false) == nil)
            _ = first
        }
    }

    /// Two `inotify_event`s: a watch ended (`IN_IGNORED`) and a file `a.md` made, its name padded with NULs.
    @Test func changeNoticesReadTheKernelsEvents() {
        func event(mask: UInt32, name: String) -> [UInt8] {
            let padded = Array(name.utf8) + [UInt8](repeating: 0, count: 16 - name.utf8.count % 16)
            func le(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
            return le(1) + le(mask) + le(0) + le(UInt32(name.isEmpty ? 0 : padded.count)) + (name.isEmpty ? [] : padded)
        }
        let bytes = event(mask: 0x8000, name: "") + event(mask: 0x100, name: "a.md")
        #expect(ChangeNotices.names(inEvents: bytes[...]) == ["a.md"])
    }
}
