import MoupModel

/// Reads a content folder into the validated model, reporting every problem at once.
package struct ContentLoader: Sendable {
    /// The folder to read, as the user named it (used as the prefix of every diagnostic path).
    package let folder: String

    package init(folder: String) {
        self.folder = folder
    }

    /// Loads and validates everything. `content` is nil when any diagnostic is an error;
    /// `diagnostics` holds every error and warning, sorted by file, line and column.
    package func load() -> LoadedContent {
        load(onlyWorkplaces: nil)
    }

    /// Loads `site.md` and, when `only` is given, just those workplace folders (the others are not
    /// read or checked): the content of the parts a rebuild renders again.
    package func load(onlyWorkplaces only: Set<String>?) -> LoadedContent {
        let report = Report()
        let folder = ContentFolder(self.folder)
        switch folder.status("") {
        case .directory:
            break
        case .unreadable(let code):
            report.error(ContentFolder.unreachable(code), at: folder.location(""), code: "content.unreadable")
            return LoadedContent(content: nil, diagnostics: report.diagnostics)
        case .missing:
            report.error(folder.missingMessage, at: folder.location(""), code: "content.folder-missing")
            return LoadedContent(content: nil, diagnostics: report.diagnostics)
        case .file:
            report.error(
                Wording("content.folderIsFile", ["folder": "\(folder.root)"]), at: folder.location(""),
                code: "content.folder-missing")
            return LoadedContent(content: nil, diagnostics: report.diagnostics)
        }
        let site = readSite(folder, report: report)
        var ids: [String] = []
        for entry in folder.list("workplaces", report: report) ?? [] where only?.contains(entry.name) ?? true {
            let location = folder.location("workplaces/" + entry.name)
            guard entry.isDirectory else {
                report.warning(
                    Wording("content.strayInWorkplaces"), at: location,
                    code: "content.stray-file")
                continue
            }
            guard Identifier.isValid(entry.name) else {
                report.error(
                    Wording(
                        "content.workplaceNameNotID", ["name": "\(entry.name)", "rule": .phrase("content.idRule")]),
                    at: location, code: "content.invalid-name")
                continue
            }
            ids.append(entry.name)
        }
        // Each workplace folder is read on its own (no reader looks into another's), so on every
        // core, each with a report of its own; the reports are joined in folder order.
        var workplaces: [Workplace] = []
        for (workplace, diagnostics) in ids.concurrentMap({ id -> (Workplace?, [Diagnostic]) in
            let own = Report()
            return (WorkplaceLoader(folder: folder, id: id, report: own).load(), own.diagnostics)
        }) {
            report.add(diagnostics)
            if let workplace { workplaces.append(workplace) }
        }
        let content = report.hasErrors ? nil : site.map { Content(site: $0, workplaces: workplaces) }
        return LoadedContent(content: content, diagnostics: report.diagnostics)
    }

    private func readSite(_ folder: ContentFolder, report: Report) -> Site? {
        guard folder.fileExists("site.md") else {
            report.error(
                Wording("content.siteMissing"), at: folder.location("site.md"),
                code: "content.file-missing")
            return nil
        }
        guard let file = folder.read("site.md", into: report) else { return nil }
        return SiteReader.read(file, report: report)
    }
}

/// The result of loading: the model when it is valid, and every diagnostic.
package struct LoadedContent: Sendable {
    package var content: Content?
    package var diagnostics: [Diagnostic]

    package init(content: Content?, diagnostics: [Diagnostic]) {
        self.content = content
        self.diagnostics = diagnostics.sorted()
    }
}
