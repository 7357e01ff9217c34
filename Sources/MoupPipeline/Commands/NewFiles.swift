import Foundation
import MoupModel
import MoupWords

/// Writing the files a command creates for the user (`moup init`, `moup new`, `moup theme export`):
/// never over anything that is already there.
enum NewFiles {
    /// Creates `folder` (and its parents) when missing; an existing folder must be empty (names
    /// starting with `.` such as `.git` do not count), so nothing the user has is overwritten.
    static func prepareEmptyFolder(_ folder: String, purpose: Wording.Value) throws(PipelineFailure) {
        let fm = FileManager()
        let here = SourceLocation(file: folder)
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw PipelineFailure([.error(Wording("files.notAFolder", ["purpose": purpose]), at: here)])
            }
            let entries = ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }
            guard entries.isEmpty else {
                throw PipelineFailure([
                    .error(
                        Wording(
                            "files.notEmpty",
                            [
                                "entries": "\(entries.sorted().prefix(3).joined(separator: ", "))",
                                "more": "\(entries.count > 3 ? ", …" : "")",
                                "purpose": purpose,
                            ]), at: here)
                ])
            }
        }
        try createFolder(folder)
    }

    /// Writes each file (a path relative to `folder`) with its parent folders. A file that already
    /// exists is an error and nothing is written.
    static func write(_ files: [(path: String, text: String)], into folder: String) throws(PipelineFailure) {
        let fm = FileManager()
        let existing = files.map { folder + "/" + $0.path }.filter { fm.fileExists(atPath: $0) }
        guard existing.isEmpty else {
            throw PipelineFailure(existing.map { .error(Wording("files.exists"), at: SourceLocation(file: $0)) })
        }
        for file in files {
            let path = folder + "/" + file.path
            try createFolder((path as NSString).deletingLastPathComponent)
            guard fm.createFile(atPath: path, contents: Data(file.text.utf8)) else {
                throw PipelineFailure([.error(Wording("files.cannotWrite"), at: SourceLocation(file: path))])
            }
        }
    }

    private static func createFolder(_ folder: String) throws(PipelineFailure) {
        do {
            try FileManager().createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw PipelineFailure([
                .error(
                    Wording("files.cannotCreateFolder", ["reason": "\(error.localizedDescription)"]),
                    at: SourceLocation(file: folder))
            ])
        }
    }
}
