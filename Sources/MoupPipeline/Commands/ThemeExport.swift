import MoupModel
import MoupSite
import MoupWords

extension Pipeline {
    /// `moup theme export DIR`: writes the built-in theme (templates, `style.css`, and the README that
    /// lists what each template gets) into `folder`, which must be new or empty. Returns the files
    /// written, relative to `folder`.
    package static func exportTheme(to folder: String) throws(PipelineFailure) -> [String] {
        try NewFiles.prepareEmptyFolder(folder, purpose: .wording(Wording("files.theme")))
        let files = ThemeFiles.builtInFolderFiles
        try NewFiles.write(files, into: folder)
        return files.map(\.path)
    }
}
