import Foundation
import Mustache
import MoupModel

/// The templates a site is rendered with (`templates/` or the user's `--templates DIR`):
/// `*.mustache` files (pages, `layout`, `partials/…`) and `style.css`, copied to the site as is.
///
/// Loading parses every template and checks every name each page template uses (through its
/// sections, partials and layout) against the view model that page is rendered with, so a typo is
/// an error with file, line and column instead of silently blank text.
public struct Theme: Sendable {
    public let directory: String
    /// Each page template compiled against its view model.
    let plans: [PageKind: RenderPlan]
    /// The site's one stylesheet.
    let stylesheet: String

    /// Loads and checks every template; errors name the template file, line and column.
    public static func load(directory: String) async throws(DiagnosticList) -> Theme {
        try read(directory: directory)
    }

    /// Synchronous form of `load(directory:)`.
    static func read(directory: String) throws(DiagnosticList) -> Theme {
        let shown = directory.hasSuffix("/") && directory.count > 1 ? String(directory.dropLast()) : directory
        let fm = FileManager()
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw DiagnosticList([.error("the templates folder does not exist", at: SourceLocation(file: shown))])
        }
        var sources: [String: String] = [:]
        var problems: [Diagnostic] = []
        let files = (fm.enumerator(atPath: directory)?.allObjects as? [String] ?? []).sorted()
        for file in files where file.hasSuffix(".mustache") && !file.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(file)
            guard let data = fm.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
                problems.append(.error("cannot read this template as UTF-8 text", at: SourceLocation(file: "\(shown)/\(file)")))
                continue
            }
            sources[String(file.dropLast(".mustache".count))] = text
        }
        let cssPath = URL(fileURLWithPath: directory).appendingPathComponent("style.css").path
        var stylesheet = ""
        if let data = fm.contents(atPath: cssPath), let text = String(data: data, encoding: .utf8) {
            stylesheet = text
        } else {
            problems.append(.error("style.css is missing from the templates folder", at: SourceLocation(file: "\(shown)/style.css")))
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        return try Theme(sources: sources, stylesheet: stylesheet, directory: shown)
    }

    /// Builds a theme from template texts by name (`payslip`, `partials/chip`); checks them all.
    init(sources: [String: String], stylesheet: String, directory: String) throws(DiagnosticList) {
        var syntax: [String: TemplateSyntax] = [:]
        var problems: [Diagnostic] = []
        let path: @Sendable (String) -> String = { "\(directory)/\($0).mustache" }
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            do {
                _ = try MustacheTemplate(string: text) // swift-mustache's parser reports malformed templates
            } catch let error as MustacheTemplate.ParserError {
                problems.append(.error(Self.describe(error.error), at: SourceLocation(
                    file: path(name), line: error.context.lineNumber, column: error.context.columnNumber)))
                continue
            } catch {
                problems.append(.error("cannot parse this template: \(error)", at: SourceLocation(file: path(name))))
                continue
            }
            do {
                syntax[name] = try TemplateSyntax(text)
            } catch {
                if case let .unsupported(message, at) = error {
                    problems.append(.error(message, at: SourceLocation(file: path(name), line: at.line, column: at.column)))
                }
            }
        }
        if problems.isEmpty {
            var checker = TemplateChecker(templates: syntax, path: path)
            for kind in PageKind.allCases {
                checker.check(page: kind.templateName, schema: kind.schema)
            }
            problems = checker.diagnostics + Self.privateShellProblems(sources, path: path)
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        self.directory = directory
        self.plans = Dictionary(uniqueKeysWithValues: PageKind.allCases.map { kind in
            (kind, RenderPlan(template: kind.templateName, schema: kind.schema, sources: syntax, texts: sources))
        })
        self.stylesheet = stylesheet
    }

    /// The `private` shell must carry the sealed page and the script that opens it, or every private
    /// page would be published unopenable.
    static func privateShellProblems(_ sources: [String: String], path: (String) -> String) -> [Diagnostic] {
        let name = PageKind.privateShell.templateName
        guard let text = sources[name] else { return [] }
        return ["{{{sealedJSON}}}", "{{{script}}}"].filter { !text.contains($0) }.map { tag in
            .error("\(name).mustache must place \(tag) (inside a <script> element), or private pages cannot be opened",
                   at: SourceLocation(file: path(name)))
        }
    }

    /// Renders one page; the template exists and was checked against `V` at load.
    func render<V: ViewModel>(_ kind: PageKind, _ model: V) -> String {
        guard let plan = plans[kind] else { preconditionFailure("template \(kind.templateName) was checked at load") }
        return plan.render(model)
    }

    private static func describe(_ error: Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect?: return "this closing tag does not match the section it closes"
        case .unfinishedName?: return "this tag is not finished (missing '}}'?)"
        case .expectedSectionEnd?: return "a section is opened but never closed ({{/name}} missing)"
        case .invalidSetDelimiter?: return "badly formed delimiter change"
        case .transformAppliedToInheritanceSection?: return "a transform cannot be applied to an inherited section"
        case .illegalTokenInsideInheritSection?: return "only {{$block}} sections may appear inside {{<layout}}"
        case .textInsideInheritSection?: return "text inside {{<layout}} must be inside a {{$block}}"
        case .invalidConfigVariableSyntax?: return "badly formed {{% … }} tag"
        case .unrecognisedConfigVariable?: return "unknown {{% … }} setting"
        case nil: return "cannot parse this template: \(error)"
        }
    }
}

/// The kinds of page, each rendered by one template with one view-model type.
enum PageKind: String, CaseIterable, Sendable {
    case index, workplace, month, dashboard, person, payslip, notFound
    /// The start pages of a person and of an owner (`people/<id>/index.html`, `owners/<id>/index.html`).
    case personIndex = "person-index", ownerIndex = "owner-index"
    /// The public shell of a private page with `privacy: encrypted`.
    case privateShell = "private"

    var templateName: String { self == .notFound ? "404" : rawValue }

    var schema: Schema {
        switch self {
        case .index: return IndexPage.schema
        case .workplace: return WorkplacePage.schema
        case .month: return MonthPage.schema
        case .dashboard: return DashboardPage.schema
        case .person: return PersonPage.schema
        case .payslip: return PayslipPage.schema
        case .notFound: return NotFoundPage.schema
        case .personIndex: return PersonIndexPage.schema
        case .ownerIndex: return OwnerIndexPage.schema
        case .privateShell: return PrivateShellPage.schema
        }
    }
}
