import Foundation
import MoupContent
import MoupModel
import MoupWords

/// `moup init` and `moup new`: start a site, add a worker or a notice.
extension Pipeline {
    /// `moup init DIR`: writes a new site into `folder` (new or empty): `content/` with one workplace,
    /// two workers, the month of `today`'s schedule and shifts, a routine and a notice, every key
    /// explained, and a `.gitignore`. Returns the files written, relative to `folder`.
    /// `language`: of the comments that explain each setting (the site itself is Korean either way).
    package static func initSite(
        in folder: String, today: CivilDate, language: Site.Language = .en
    ) throws(PipelineFailure) -> [String] {
        try NewFiles.prepareEmptyFolder(folder, purpose: .wording(Wording("files.newSite")))
        let minimumWage = try rules().minimumWage.value(on: today)
        let files = StarterSite.siteFiles(today: today, minimumWage: minimumWage, language: language)
        try NewFiles.write(files, into: folder)
        return files.map(\.path)
    }

    /// `moup new worker WORKPLACE ID`: adds `workers/ID.md` (hired `today`, at the minimum wage).
    /// Returns the new file's path.
    package static func newWorker(
        _ id: String, workplace: String, content: String,
        today: CivilDate, language: Site.Language = .en
    ) throws(PipelineFailure) -> String {
        let folder = try workplaceFolder(workplace, content: content)
        try checkIdentifier(id, what: Wording("files.workerID"), in: folder + "/workers")
        let workers = ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/workers")) ?? [])
            .filter { $0.hasSuffix(".md") }
        let values = [
            "id": id, "today": today.description, "minimumWage": String(try rules().minimumWage.value(on: today)),
            "employeeNo": "A-" + String(repeating: "0", count: max(0, 3 - String(workers.count + 1).count))
                + String(workers.count + 1),
        ]
        let path = "workers/\(id).md"
        try NewFiles.write([(path, StarterSite.newFile("worker", values, language: language))], into: folder)
        return folder + "/" + path
    }

    /// `moup new notice WORKPLACE SLUG`: adds `notices/<today>-SLUG.md`. Returns the new file's path.
    package static func newNotice(
        _ slug: String, workplace: String, content: String,
        today: CivilDate, language: Site.Language = .en
    ) throws(PipelineFailure) -> String {
        let folder = try workplaceFolder(workplace, content: content)
        try checkIdentifier(slug, what: Wording("files.noticeSlug"), in: folder + "/notices")
        let path = "notices/\(today)-\(slug).md"
        try NewFiles.write([(path, StarterSite.newFile("notice", ["slug": slug], language: language))], into: folder)
        return folder + "/" + path
    }

    /// `content/workplaces/ID`, which must hold a workplace (its `index.md`).
    private static func workplaceFolder(_ id: String, content: String) throws(PipelineFailure) -> String {
        let workplaces = content + "/workplaces"
        let folder = workplaces + "/" + id
        guard FileManager.default.fileExists(atPath: folder + "/index.md") else {
            let known = ((try? FileManager.default.contentsOfDirectory(atPath: workplaces)) ?? [])
                .filter { FileManager.default.fileExists(atPath: workplaces + "/" + $0 + "/index.md") }.sorted()
            throw PipelineFailure([
                .error(
                    Wording(
                        "files.noWorkplace",
                        [
                            "id": "\(id)",
                            "known": known.isEmpty
                                ? .wording(Wording("files.none")) : "\(known.joined(separator: ", "))",
                        ]),
                    at: SourceLocation(file: workplaces))
            ])
        }
        return folder
    }

    private static func checkIdentifier(_ id: String, what: Wording, in folder: String) throws(PipelineFailure) {
        guard Identifier.isValid(id) else {
            throw PipelineFailure([
                .error(
                    Wording(
                        "files.invalidID",
                        [
                            "id": "\(id)", "what": .wording(what),
                            "rule": .wording(Wording("content.idRule")),
                        ]),
                    at: SourceLocation(file: folder))
            ])
        }
    }
}
