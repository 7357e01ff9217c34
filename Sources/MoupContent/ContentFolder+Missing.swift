import Foundation

extension ContentFolder {
    /// Why there is nothing to read, and what to do: the folder as given and, when that is relative,
    /// where it was looked for (cron runs in the home folder, not where the site is), with the two ways
    /// on: `moup init` for a new site, `--content` for one kept elsewhere.
    var missingMessage: String {
        let looked = root.hasPrefix("/") ? "" : " (looked for \(Self.absolute(root)))"
        return "the content folder '\(root)' does not exist\(looked): 'moup init' makes a new site with one, "
            + "or name yours with --content DIR"
    }

    /// `path` from the current folder, as an absolute path without `./`.
    static func absolute(_ path: String) -> String {
        let here = FileManager.default.currentDirectoryPath
        let joined = path == "." ? here : (here == "/" ? "" : here) + "/" + path
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }
}
