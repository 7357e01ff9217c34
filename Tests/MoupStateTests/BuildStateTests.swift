import Foundation
import MoupModel
import Testing

@testable import MoupState

struct BuildStateTests {
    static func folder() -> String {
        let path = FileManager.default.temporaryDirectory.path + "/moup-state-test-" + UUID().uuidString
        try! FileManager.default.createDirectory(
            atPath: path + "/workplaces/cafe/shifts", withIntermediateDirectories: true)
        return path
    }

    static func put(_ text: String, _ path: String) {
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    /// Sets a file's modification time, so two writes in the same nanosecond still differ.
    static func touch(_ path: String, seconds: Int) {
        try! FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: TimeInterval(seconds))],
            ofItemAtPath: path)
    }

    static let today = CivilDate(year: 2026, month: 12, day: 1)!

    static func digest(_ content: String, today: CivilDate = today, output: String = "site") -> String? {
        BuildInputs(content: content, templates: nil, secrets: nil, today: today, output: output).digest
    }

    /// Another `--secrets` path is another input, even when neither file is there yet (a first build
    /// stamps its secrets file before making it).
    @Test func theSecretsFilesPathIsAnInput() {
        let root = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        Self.put("---\ntitle: t\n---\n", root + "/site.md")
        func digest(_ secrets: String?) -> String? {
            BuildInputs(content: root, templates: nil, secrets: secrets, today: Self.today, output: "site").digest
        }
        #expect(digest(root + "/a.json") != nil)
        #expect(digest(root + "/a.json") == digest(root + "/a.json"))
        #expect(digest(root + "/a.json") != digest(root + "/b.json"))
        #expect(digest(root + "/a.json") != digest(nil))
        let inputs = BuildInputs(content: root, templates: nil, secrets: "s.json", today: Self.today, output: "site")
        #expect(inputs.secretsPath == FileManager.default.currentDirectoryPath + "/s.json")
        #expect(
            inputs.sharedDigest(workplaces: [], extra: [])
                != BuildInputs(content: root, templates: nil, secrets: "t.json", today: Self.today, output: "site")
                .sharedDigest(workplaces: [], extra: []))
    }

    @Test func stampsEveryFileButHiddenOnes() {
        let root = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        Self.put("---\ntitle: t\n---\n", root + "/site.md")
        Self.put("{}", root + "/workplaces/cafe/shifts/2026-11.json")
        Self.put("x", root + "/.DS_Store")

        let stamps = FolderStamps(walking: root)

        #expect(stamps.files.keys.sorted() == ["site.md", "workplaces/cafe/shifts/2026-11.json"])
        #expect(stamps.files["site.md"]?.size == 17)  // "---\ntitle: t\n---\n"
        #expect(stamps.unreadable.isEmpty)
    }

    @Test func aLinkThatPointsNowhereIsUnreadableAndGivesNoDigest() throws {
        let root = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(
            atPath: root + "/workplaces/loop", withDestinationPath: root + "/workplaces/loop")

        #expect(FolderStamps(walking: root).unreadable == ["workplaces/loop"])
        #expect(Self.digest(root) == nil)
    }

    /// The content's list comes out of the walk in the byte order of its paths, with the walk's stamps:
    /// `a-b/…` before `a/…` (`-` is before `/`), `a.txt` before `a/…` too, a folder's files together;
    /// hidden names and unreadable links as in the walk.
    @Test func theSortedListIsTheWalkInByteOrder() throws {
        let root = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["a", "a-b", "a/z", "b", ".git"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["a/x.md", "a-b/x.md", "a.txt", "a/z/y.md", "a0.md", "b/카페.md", ".git/HEAD", "site.md"] {
            Self.put(file, root + "/" + file)
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/b/loop", withDestinationPath: root + "/b/loop")

        let listed = FolderStamps.list(walking: root)
        let walked = FolderStamps(walking: root)
        let paths = listed.files.map(\.path)
        #expect(paths == ["a-b/x.md", "a.txt", "a/x.md", "a/z/y.md", "a0.md", "b/카페.md", "site.md"])
        #expect(paths == paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(Dictionary(uniqueKeysWithValues: listed.files.map { ($0.path, $0.stamp) }) == walked.files)
        #expect(listed.unreadable == ["b/loop"] && walked.unreadable == ["b/loop"])
    }

    @Test func theDigestChangesWithAnyEditAdditionRemovalDateOrOutput() {
        let root = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let shifts = root + "/workplaces/cafe/shifts/2026-11.json"
        Self.put("{\"shifts\": []}", shifts)
        Self.touch(shifts, seconds: 1_000)
        let first = Self.digest(root)

        #expect(first != nil)
        #expect(Self.digest(root) == first)
        #expect(Self.digest(root, today: CivilDate(year: 2026, month: 12, day: 2)!) != first)
        #expect(Self.digest(root, output: "public") != first)

        // The same size and bytes but saved again later: a new modification time.
        Self.put("{\"shifts\": []}", shifts)
        Self.touch(shifts, seconds: 2_000)
        let edited = Self.digest(root)
        #expect(edited != first)

        Self.put("{}", root + "/workplaces/cafe/shifts/2026-12.json")
        let added = Self.digest(root)
        #expect(added != edited)
        try? FileManager.default.removeItem(atPath: root + "/workplaces/cafe/shifts/2026-12.json")
        #expect(Self.digest(root) == edited)
    }

    @Test func theStateReadsBackAsWritten() throws {
        let root = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let state = BuildState(
            inputs: "abc123",
            warnings: [
                .warning(
                    "no 'employeeNo'\tor \"birthDate\"\nsecond line",
                    at: SourceLocation(file: "content/w/김.md", line: 3, column: 7))
            ],
            output: StampsDigest([
                "index.html": FileStamp(device: 1, inode: 2, size: 3, seconds: 4, nanoseconds: 5),
                "people/김 민지/index.html": FileStamp(device: 1, inode: 9, size: 10, seconds: 11, nanoseconds: 12),
            ]),
            folders: StampsDigest(["": FileStamp(device: 1, inode: 1, size: 4096, seconds: 4, nanoseconds: 6)]))
        let folder = StateFolder(path: root + "/.moup-state")

        folder.write(state)

        let read = try #require(folder.read())
        #expect(read == state)
        #expect(read.inputs == "abc123" && read.warnings == state.warnings)
        #expect(read.output.text == state.output.text && state.output.count == 2)
        #expect(read.folders == state.folders && read.folders.count == 1)
        var info = stat()
        stat(folder.path, &info)
        #expect(info.st_mode & 0o777 == 0o700)
    }

    @Test func aDamagedOrForeignStateIsIgnored() {
        let digest = "0:" + String(repeating: "0", count: 32)
        #expect(BuildState(decoding: "") == nil)
        #expect(BuildState(decoding: "moup build state 1\ninputs x\nwarnings []\n") == nil)
        #expect(BuildState(decoding: "moup build state 2\ninputs x\noutput 0:0\nwarnings []\n") == nil)
        // Version 3 had no folders' digest: read as nothing, so the next build runs in full.
        #expect(BuildState(decoding: "moup build state 3\ninputs x\noutput \(digest)\nwarnings []\n") == nil)
        // Version 4 hashed each stamp with SHA-256: its digests mean nothing now, so it is read as nothing.
        #expect(
            BuildState(decoding: "moup build state 4\ninputs x\noutput \(digest)\nfolders \(digest)\nwarnings []\n")
                == nil)
        #expect(
            BuildState(decoding: "moup build state 5\ninputs x\noutput 0:0\nfolders \(digest)\nwarnings []\n") == nil)
        #expect(BuildState(decoding: "moup build state 5\ninputs x\noutput \(digest)\nwarnings []\n") == nil)
        #expect(
            BuildState(
                decoding: "moup build state 5\ninputs x\noutput \(digest)\nfolders \(digest)\nwarnings []\nstray\n")
                == nil)
        #expect(
            BuildState(decoding: "moup build state 5\ninputs x\noutput \(digest)\nfolders \(digest)\nwarnings []\n")?
                .output
                == StampsDigest())
        #expect(
            BuildState(decoding: "moup build state 5\ninputs x\noutput \(digest)\nfolders \(digest)\nwarnings [\n")
                == nil)
    }

    /// Taking a pair out of the digest undoes adding it: a rebuild follows the files it changed.
    @Test func theStampsDigestTakesOutWhatItPutIn() throws {
        let a = FileStamp(device: 1, inode: 2, size: 3, seconds: 4, nanoseconds: 5)
        let b = FileStamp(device: 1, inode: 9, size: 10, seconds: 11, nanoseconds: 12)
        var digest = StampsDigest(["index.html": a, "404.html": b])
        digest.remove("404.html", b)
        #expect(digest == StampsDigest(["index.html": a]))
        digest.remove("index.html", a)
        #expect(digest == StampsDigest() && digest.text == "0:" + String(repeating: "0", count: 32))
        #expect(StampsDigest(text: StampsDigest(["index.html": a]).text) == StampsDigest(["index.html": a]))
        #expect(StampsDigest(text: "2:xyz") == nil)
    }

    /// Each number of a stamp and each byte of a path moves the digest, and the digest is the same in
    /// every process (it is kept in the state folder): a change to the hash must change the state's
    /// version, or the next build would compare digests of two kinds.
    @Test func theStampsDigestSeesEveryFieldAndIsFixed() {
        let a = FileStamp(device: 1, inode: 2, size: 3, seconds: 4, nanoseconds: 5)
        let digest = StampsDigest(["people/w1/index.html": a])
        let others = [
            FileStamp(device: 9, inode: 2, size: 3, seconds: 4, nanoseconds: 5),
            FileStamp(device: 1, inode: 9, size: 3, seconds: 4, nanoseconds: 5),
            FileStamp(device: 1, inode: 2, size: 9, seconds: 4, nanoseconds: 5),
            FileStamp(device: 1, inode: 2, size: 3, seconds: 9, nanoseconds: 5),
            FileStamp(device: 1, inode: 2, size: 3, seconds: 4, nanoseconds: 9),
        ]
        for other in others { #expect(StampsDigest(["people/w1/index.html": other]) != digest) }
        // Paths of 8 and 16 bytes and their neighbours: the padding of the last word does not hide a length.
        #expect(StampsDigest(["abcdefgh": a]) != StampsDigest(["abcdefgh\u{0}": a]))
        #expect(StampsDigest(["people/w1/index.htm": a]) != digest)
        #expect(StampsDigest(["people/w2/index.html": a]) != digest)
        // Worked out by a separate implementation of the two lanes (Python, from xxHash64's constants).
        #expect(digest.text == "1:e5d75f1371710ea3a19bbaf0a1080b73")
    }

    /// The digest of an output's stamps does not depend on the order they are added in, and changes
    /// with any path or stamp; stamping a folder's listed files gives the digest of its walk's stamps.
    @Test func theStampsDigestIsOrderFreeAndWalkable() throws {
        let a = FileStamp(device: 1, inode: 2, size: 3, seconds: 4, nanoseconds: 5)
        let b = FileStamp(device: 1, inode: 9, size: 10, seconds: 11, nanoseconds: 12)
        var forward = StampsDigest()
        var backward = StampsDigest()
        forward.add("index.html", a)
        forward.add("404.html", b)
        backward.add("404.html", b)
        backward.add("index.html", a)
        #expect(forward == backward && forward.count == 2)
        #expect(forward.text.hasPrefix("2:") && forward.text.count == 2 + 32)
        #expect(StampsDigest(["index.html": a, "404.html": a]) != forward)
        #expect(StampsDigest(["index.html": a, "405.html": b]) != forward)

        let root = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/site/people", withIntermediateDirectories: true)
        try Data("home".utf8).write(to: URL(fileURLWithPath: root + "/site/index.html"))
        try Data("kim".utf8).write(to: URL(fileURLWithPath: root + "/site/people/kim.html"))
        let walked = StampsDigest(FolderStamps(walking: root + "/site").files)
        #expect(
            FolderStamps(stamping: ["people/kim.html", "index.html"], in: root + "/site")
                == FolderStamps(walking: root + "/site"))
        #expect(FolderStamps(stamping: ["index.html", "gone.html"], in: root + "/site").unreadable == ["gone.html"])
        #expect(walked.count == 2)
        // Stamping the listed paths gives the walk's digest, without reading a folder; a path
        // missing is not stamped.
        let names = Array("index.htmlpeople/kim.htmlpeople/lee.html".utf8)
        let index = 0..<10
        let kim = 10..<25
        let lee = 25..<40
        let people = 10..<16
        #expect(FolderStamps.digest(of: [index, kim], in: names, under: root + "/site") == walked)
        #expect(FolderStamps.digest(of: [index, kim, lee], in: names, under: root + "/site") == nil)
        // The folders' stamps: a file added to a folder moves its stamp.
        let before = try #require(
            FolderStamps.digest(of: [0..<0, people], in: names, under: root + "/site", identity: false))
        #expect(before.count == 2)
        try Data("lee".utf8).write(to: URL(fileURLWithPath: root + "/site/people/lee.html"))
        #expect(FolderStamps.digest(of: [0..<0, people], in: names, under: root + "/site", identity: false) != before)
    }

    /// Stamping a listing folder by folder, each file by name from its folder's handle, gives the same
    /// two digests as stamping each path from the top: over several runs of files (more than 512),
    /// folders nested three deep and a folder whose files span two runs.
    @Test func listedTreeDigestsAreThoseOfThePaths() throws {
        let folder = Self.folder()
        let root = folder + "/site"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var paths: [String] = ["index.html", "style.css"]
        for person in 0..<150 {
            for month in ["2026-10", "2026-11"] {
                paths += ["people/p\(person)/\(month)/index.html", "people/p\(person)/\(month)/week.html"]
            }
            paths.append("people/p\(person)/calendar.ics")
        }
        paths += (0..<700).map { "payslips/big/\($0).html" }
        for path in paths {
            let full = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try Data(path.utf8).write(to: URL(fileURLWithPath: full))
        }
        // The listing in byte order, and its folders parents first, as a manifest gives them.
        paths.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var bytes: [UInt8] = []
        var files: [Range<Int>] = []
        var folders: [Range<Int>] = [0..<0]
        var seen: Set<String> = []
        for path in paths {
            let start = bytes.count
            bytes += path.utf8
            files.append(start..<bytes.count)
            for (offset, byte) in path.utf8.enumerated() where byte == UInt8(ascii: "/") {
                if seen.insert(String(path.prefix(offset))).inserted { folders.append(start..<start + offset) }
            }
        }
        let listed = try #require(FolderStamps.digests(ofListed: files, in: bytes, under: root))
        #expect(listed.files == FolderStamps.digest(of: files, in: bytes, under: root))
        #expect(listed.folders == FolderStamps.digest(of: folders, in: bytes, under: root, identity: false))
        #expect(listed.files.count == paths.count && listed.folders.count == folders.count)
        // A file added to a folder moves the folders' digest only; a file gone leaves nothing to vouch for.
        try Data("new".utf8).write(to: URL(fileURLWithPath: root + "/people/p7/2026-11/extra.html"))
        let added = try #require(FolderStamps.digests(ofListed: files, in: bytes, under: root))
        #expect(added.files == listed.files && added.folders != listed.folders)
        try FileManager.default.removeItem(atPath: root + "/payslips/big/5.html")
        #expect(FolderStamps.digests(ofListed: files, in: bytes, under: root) == nil)
    }

    /// A content file belongs to the part of the workplace folder it is in; a file outside any
    /// workplace folder (`site.md`, a person) is shared by every part.
    @Test func aContentFileBelongsToTheWorkplaceFolderItIsIn() {
        #expect(BuildInputs.workplace(of: "workplaces/cafe/shifts/2026-11.json") == "cafe")
        #expect(BuildInputs.workplace(of: "workplaces/cafe/workplace.md") == "cafe")
        #expect(BuildInputs.workplace(of: "site.md") == nil)
        #expect(BuildInputs.workplace(of: "workplaces/cafe") == nil)
        #expect(BuildInputs.workplace(of: "workplaces/cafe/") == nil)
        #expect(BuildInputs.workplace(of: "workplaces//cafe.md") == nil)
        #expect(BuildInputs.workplace(of: "workplaces-old/cafe/workplace.md") == nil)
    }
}
