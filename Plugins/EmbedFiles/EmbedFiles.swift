import Foundation
import PackagePlugin

/// Compiles data files into a module at build time (with the `moup-embed` tool), so the binary needs
/// no files beside it: the built-in theme (the repository's `templates/`) into MoupSite, the rule
/// tables (`Sources/MoupRules/rules/`) into MoupRules, the site `moup init` writes (`Sources/MoupPipeline/starter/`)
/// into MoupPipeline, the terminal's words (`Sources/MoupWords/words/`) into MoupWords. The folders stay the one source; the generated
/// Swift lives in the build folder only.
@main
struct EmbedFiles: BuildToolPlugin {
    /// What each target embeds: the folder, the enum the generated file declares, the file endings kept.
    struct Embedding {
        var folder: URL
        var enumName: String
        var endings: [String]
    }

    func embedding(for target: Target, package: Package) -> Embedding? {
        switch target.name {
        case "MoupSite":
            return Embedding(
                folder: package.directoryURL.appending(path: "templates"), enumName: "BuiltInThemeFiles",
                endings: [".mustache", ".css", ".md", ".yml"])
        case "MoupRules":
            return Embedding(
                folder: package.directoryURL.appending(path: "Sources/MoupRules/rules"), enumName: "BundledRuleFiles",
                endings: [".yml", ".csv"])
        case "MoupPipeline":
            return Embedding(
                folder: package.directoryURL.appending(path: "Sources/MoupPipeline/starter"),
                enumName: "StarterSiteFiles",
                endings: [".md", "gitignore"])
        case "MoupWords":
            return Embedding(
                folder: package.directoryURL.appending(path: "Sources/MoupWords/words"), enumName: "TerminalWordFiles",
                endings: [".yml"])
        default:
            return nil
        }
    }

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let embedding = embedding(for: target, package: context.package) else {
            Diagnostics.error("EmbedFiles does not know what to embed into \(target.name)")
            return []
        }
        let files = Self.files(under: embedding.folder, endings: embedding.endings)
        let output = context.pluginWorkDirectoryURL.appending(path: "\(embedding.enumName).swift")
        return [
            .buildCommand(
                displayName: "Embedding \(embedding.folder.lastPathComponent)/ into \(target.name)",
                executable: try context.tool(named: "moup-embed").url,
                arguments: [embedding.enumName, embedding.folder.path, output.path] + files,
                inputFiles: files.map { embedding.folder.appending(path: $0) },
                outputFiles: [output]
            )
        ]
    }

    /// Relative paths of the files under `folder` with one of `endings`, skipping hidden names.
    static func files(under folder: URL, endings: [String]) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
                endings.contains(where: relative.hasSuffix)
            else { continue }
            found.append(relative)
        }
        return found.sorted()
    }
}
