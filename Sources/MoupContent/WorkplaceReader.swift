import MoupModel

/// The settings of `workplaces/<id>/index.md`, before workers and records are attached.
struct WorkplaceHeader {
    var id: String
    var name: String
    var category: String?
    var owner: String
    /// The `ownerId` key; nil: the workplace id.
    var ownerId: String? = nil
    /// nil: the number of workers.
    var employees: Int?
    var weekStart: Weekday
    var industrialAccidentRate: Ratio?
    var payDay: Int
    /// `address` and `phone`, for the 근로계약서 (optional).
    var address: String? = nil
    var phone: String? = nil
    var body: String
    var location: SourceLocation
}

/// Reads `workplaces/<id>/index.md`.
enum WorkplaceReader {
    static let keys = [
        "name", "category", "owner", "ownerId", "employees", "weekStart", "industrialAccidentRate", "payDay",
        "address", "phone",
    ]

    /// The header, or nil (reported) when a required key is missing or the file is not valid.
    static func read(_ file: SourceFile, id: String, report: Report) -> WorkplaceHeader? {
        guard let frontMatter = FrontMatter.read(file, into: report) else { return nil }
        guard let root = frontMatter.root else {
            report.error(
                Wording("content.workplaceFrontMatterMissing"),
                at: file.start, code: "content.front-matter-missing")
            return nil
        }
        guard
            let fields = FieldReader(root, allowed: keys, what: .phrase("what.frontMatter"), file: file, report: report)
        else {
            return nil
        }
        let name = fields.text("name", required: true)
        let category = fields.text("category")
        let owner = fields.text("owner", required: true)
        let ownerId = fields.id("ownerId")
        let employees = fields.integer("employees", in: 0...Int.max)
        let weekStart = fields.weekday("weekStart") ?? .mon
        let rate = fields.rate("industrialAccidentRate")
        if !fields.has("industrialAccidentRate") {
            report.warning(
                Wording("content.accidentRateMissing"),
                at: file.start, code: "content.accident-rate-missing")
        }
        let payDay = fields.integer("payDay", in: 1...31) ?? 10
        let address = fields.text("address")
        let phone = fields.text("phone")
        guard let name, let owner else { return nil }
        return WorkplaceHeader(
            id: id, name: name, category: category, owner: owner, ownerId: ownerId, employees: employees,
            weekStart: weekStart, industrialAccidentRate: rate, payDay: payDay, address: address, phone: phone,
            body: frontMatter.body, location: file.start)
    }
}
