import Foundation
import MoupModel

extension ContentFolder {
    /// Why there is nothing to read, and what to do: the folder as given and, when that is relative,
    /// where it was looked for (cron runs in the home folder, not where the site is), with the two ways
    /// on: `moup init` for a new site, `--content` for one kept elsewhere.
    var missingMessage: Wording {
        let looked: Wording.Value =
            root.hasPrefix("/") ? "" : .phrase("content.lookedFor", ["path": "\(Self.absolute(root))"])
        return Wording("content.folderMissing", ["folder": "\(root)", "looked": looked])
    }

    /// `path` from the current folder, as an absolute path without `./`.
    static func absolute(_ path: String) -> String {
        let here = FileManager.default.currentDirectoryPath
        let joined = path == "." ? here : (here == "/" ? "" : here) + "/" + path
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }
}
