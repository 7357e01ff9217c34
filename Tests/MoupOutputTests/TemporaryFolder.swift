import Foundation

@testable import MoupOutput

/// A fresh folder under the system temp folder, removed when the test ends.
final class TemporaryFolder {
    let path: String

    init() {
        let base = FileManager.default.temporaryDirectory.path
        path = base + "/moup-output-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The key of the manifest beside an output folder in a `snapshot`.
    static let manifestKey = "(manifest)"

    /// Every file under `folder` (relative path → bytes), and the manifest beside it (`manifestKey`).
    static func snapshot(_ folder: String) -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        if let manifest = FileManager.default.contents(atPath: OutputWriter.manifestPath(forOutput: folder)) {
            result[manifestKey] = Array(manifest)
        }
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return result }
        while let relative = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isDirectory)
            if !isDirectory.boolValue {
                result[relative] = Array(FileManager.default.contents(atPath: folder + "/" + relative)!)
            }
        }
        return result
    }

    static func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    static func attributes(_ path: String) -> (mode: Int, inode: Int, modified: Date) {
        let attributes = try! FileManager.default.attributesOfItem(atPath: path)
        return (
            (attributes[.posixPermissions] as! NSNumber).intValue,
            (attributes[.systemFileNumber] as! NSNumber).intValue,
            attributes[.modificationDate] as! Date
        )
    }

    /// Names in `folder` (hidden ones too), sorted.
    static func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }
}
