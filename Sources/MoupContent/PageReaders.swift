import MoupModel

/// Reads `routines/<id>.md` (checklists) and `notices/<date>-<slug>.md` (announcements).
enum PageReaders {
    static func routine(_ file: SourceFile, id: String, report: Report) -> Routine? {
        guard let (fields, body) = frontMatter(file, allowed: ["name", "time"], report: report) else { return nil }
        let name = fields.text("name", required: true)
        let time = fields.time("time")
        guard let name else { return nil }
        return Routine(id: id, name: name, time: time, body: body, location: file.start)
    }

    static func notice(_ file: SourceFile, date: CivilDate, slug: String, report: Report) -> Notice? {
        guard let (fields, body) = frontMatter(file, allowed: ["name"], report: report) else { return nil }
        guard let name = fields.text("name", required: true) else { return nil }
        return Notice(date: date, slug: slug, name: name, body: body, location: file.start)
    }

    private static func frontMatter(_ file: SourceFile, allowed: [String], report: Report) -> (FieldReader, String)? {
        guard let frontMatter = FrontMatter.read(file, into: report) else { return nil }
        guard let root = frontMatter.root else {
            report.error(
                Wording("content.pageFrontMatterMissing"), at: file.start,
                code: "content.front-matter-missing")
            return nil
        }
        guard
            let fields = FieldReader(
                root, allowed: allowed, what: .phrase("what.frontMatter"), file: file, report: report)
        else {
            return nil
        }
        return (fields, frontMatter.body)
    }
}
