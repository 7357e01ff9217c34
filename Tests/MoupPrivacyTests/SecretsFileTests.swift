import Foundation
import MoupModel
import Testing

@testable import MoupPrivacy

@Suite struct SecretsFileTests {
    static func temporaryPath() -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("moup-secrets-\(UUID().uuidString)")
            .path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func defaultPathIsNextToTheContentFolder() {
        #expect(SecretsFile.defaultPath(forContent: "content") == ".moup-secrets.json")
        #expect(SecretsFile.defaultPath(forContent: "content/") == ".moup-secrets.json")
        #expect(SecretsFile.defaultPath(forContent: "data/content") == "data/.moup-secrets.json")
        #expect(SecretsFile.defaultPath(forContent: "/srv/moup/content") == "/srv/moup/.moup-secrets.json")
    }

    @Test func missingFileIsAnEmptyStore() throws {
        let folder = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let read = try SecretsFile.read(folder + "/none.json")
        #expect(read.store.entries.isEmpty)
        #expect(read.warnings.isEmpty)
    }

    @Test func writesMode0600AndReadsBackTheSameStore() throws {
        let folder = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/.moup-secrets.json"
        var store = SecretStore()
        let added = store.addMissing(
            [.worker("kim-minji"), .owner("cafe-moup"), .worker("kim-minji")], iterations: 600_000)
        #expect(added == [.owner("cafe-moup"), .worker("kim-minji")])
        try SecretsFile.write(store, to: path)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let read = try SecretsFile.read(path)
        #expect(read.store == store)
        #expect(read.warnings.isEmpty)
        // Adding a reader keeps every existing entry as it was.
        var more = read.store
        #expect(
            more.addMissing([.worker("kim-minji"), .owner("cafe-moup"), .worker("lee-junho")]) == [.worker("lee-junho")]
        )
        #expect(more.entries[.worker("kim-minji")] == store.entries[.worker("kim-minji")])
        // The file lists one reader per line, sorted, and never names anything but ids.
        let text = SecretsFile.encode(more)
        #expect(text.components(separatedBy: "\n").filter { $0.contains("\"secret\"") }.count == 3)
        #expect(text.range(of: "\"owner\"")!.lowerBound < text.range(of: "\"worker\"")!.lowerBound)
    }

    @Test func rotateAndPrune() {
        var store = SecretStore()
        _ = store.addMissing([.worker("a"), .worker("b"), .owner("o")])
        let before = store.entries
        store.rotate(.worker("a"))
        #expect(store.entries[.worker("a")] != before[.worker("a")])
        #expect(store.entries[.worker("b")] == before[.worker("b")])
        #expect(store.prune(keeping: [.worker("a"), .owner("o")]) == [.worker("b")])
        #expect(store.entries.keys.sorted() == [.owner("o"), .worker("a")])
    }

    @Test func groupReadableFileWarns() throws {
        let folder = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/s.json"
        try SecretsFile.write(SecretStore(), to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        let read = try SecretsFile.read(path)
        #expect(
            read.warnings.map(\.message) == [
                "the secrets file can be read by other users of this machine: run 'chmod 600 \(path)'"
            ])
    }

    @Test func badEntriesAreErrorsWithTheirLine() throws {
        let folder = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/s.json"
        try "{\n  \"format\": 1,\n  \"worker\": {\n    \"kim-minji\": {\"secret\": \"too-short\"}\n  }\n}\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o600)
        #expect {
            try SecretsFile.read(path)
        } throws: { error in
            (error as? DiagnosticList)?.description
                == "\(path):4:5: error: the secret of worker 'kim-minji' is not 20 base32 "
                + "symbols in groups (like 7kq2-m9xd-…)"
        }
        try "{ not json".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: DiagnosticList.self) { try SecretsFile.read(path) }
    }
}
