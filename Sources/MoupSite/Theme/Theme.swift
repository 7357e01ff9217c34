import Foundation
import MoupModel
import MoupWords
import Mustache

/// The templates a site is rendered with: the theme built into the binary, each file of which a
/// `templates/` folder (next to the content, or `--templates DIR`) may override (see `ThemeFiles`).
/// `*.mustache` files (pages, `layout`, `partials/…`) and `style.css`, copied to the site as is.
///
/// Loading parses every template and checks every name each page template uses (through its
/// sections, partials and layout) against the view model that page is rendered with, so a typo is
/// an error with file, line and column instead of silently blank text.
package struct Theme: Sendable {
    /// Each page template compiled against its view model, once per language (`{{t.key}}` becomes
    /// that language's text at compile time).
    let plansByLanguage: [Site.Language: [PageKind: RenderPlan]]
    /// The site's one stylesheet.
    let stylesheet: String
    /// Every language's words (`i18n/*.yml`).
    let tables: StringTables
    /// The language pages are rendered in (`speaking(_:)`); Korean unless chosen.
    private(set) var language: Site.Language = .ko
    /// Every language's words for Swift code, resolved once.
    private let wordsByLanguage: [Site.Language: Words]

    /// The words of the theme's language.
    var words: Words { wordsByLanguage[language]! }

    /// This theme rendering in `language`.
    package func speaking(_ language: Site.Language) -> Theme {
        var theme = self
        theme.language = language
        return theme
    }

    /// The words of `language` in this theme.
    func words(in language: Site.Language) -> Words { wordsByLanguage[language]! }

    /// The words of `language` in the built-in theme, for text outside pages (`moup explain`, `moup payroll`).
    package static func builtInWords(_ language: Site.Language) -> Words { builtInWordsByLanguage[language]! }

    private static let builtInWordsByLanguage: [Site.Language: Words] = {
        do throws(DiagnosticList) {
            let tables = try StringTables.load(.builtIn)
            return Dictionary(uniqueKeysWithValues: StringTables.languages.map { ($0, Words(tables[$0])) })
        } catch {
            preconditionFailure("the built-in string tables are checked by the tests: \(error)")
        }
    }()

    /// The built-in theme with the files of `directory` (when given) in place of their namesakes;
    /// loads and checks every template; errors name the template file, line and column.
    package static func load(directory: String?) async throws(DiagnosticList) -> Theme {
        guard let directory else { return try Theme(files: .builtIn) }
        return try Theme(files: ThemeFiles.overriding(with: directory))
    }

    /// Loads and checks the given texts.
    package static func load(_ files: ThemeFiles) async throws(DiagnosticList) -> Theme {
        try Theme(files: files)
    }

    /// Builds a theme from template texts by name (`payslip`, `partials/chip`); checks them all.
    /// The string tables, each template and each page's plan are made on every core: the theme is
    /// loaded by every build, large or small.
    init(files: ThemeFiles) throws(DiagnosticList) {
        var syntax: [String: TemplateSyntax] = [:]
        var problems: [Diagnostic] = []
        let paths = files.templates.mapValues(\.path)
        let path: @Sendable (String) -> String = { paths[$0] ?? "\(ThemeFiles.builtInFolder)/\($0).mustache" }
        let sources = files.templates.mapValues(\.text)
        let names = sources.keys.sorted()
        let parsed = ([nil] + names.map { $0 }).concurrentMap { name -> ParsedFile in
            guard let name else {
                do throws(DiagnosticList) { return .tables(.success(try StringTables.load(files))) } catch {
                    return .tables(.failure(error))
                }
            }
            let (parsed, found) = Self.parse(
                sources[name]!, path: path(name),
                builtIn: ThemeFiles.builtIn.templates[name]?.text == sources[name])
            return .template(parsed, found)
        }
        guard case .tables(let tablesRead) = parsed[0] else { preconditionFailure("the tables come first") }
        let tables = try tablesRead.get()
        for (name, file) in zip(names, parsed.dropFirst()) {
            guard case .template(let parsed, let found) = file else { continue }
            problems += found
            syntax[name] = parsed
        }
        if problems.isEmpty {
            var checker = TemplateChecker(templates: syntax, path: path, strings: tables[.ko])
            for kind in PageKind.allCases {
                checker.check(page: kind.templateName, schema: kind.schema)
            }
            problems = checker.diagnostics + Self.privateShellProblems(sources, path: path)
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        let pages = StringTables.languages.flatMap { language in PageKind.allCases.map { (language, $0) } }
        let plans = pages.concurrentMap { [syntax] language, kind in
            RenderPlan(
                template: kind.templateName, schema: kind.schema, sources: syntax, texts: sources,
                strings: tables[language])
        }
        var plansByLanguage: [Site.Language: [PageKind: RenderPlan]] = [:]
        for ((language, kind), plan) in zip(pages, plans) { plansByLanguage[language, default: [:]][kind] = plan }
        self.plansByLanguage = plansByLanguage
        self.stylesheet = files.stylesheet.text
        self.tables = tables
        self.wordsByLanguage = Dictionary(
            uniqueKeysWithValues: StringTables.languages.map { ($0, Words(tables[$0], onPages: true)) })
    }

    /// A file of the theme read on its own (`init(files:)`): the string tables, or one template.
    private enum ParsedFile: Sendable {
        case tables(Result<StringTables, DiagnosticList>)
        case template(TemplateSyntax?, [Diagnostic])
    }

    /// The syntax of the template `text` (the file at `path`), or its problems. A text of the built-in
    /// theme (`builtIn`) skips swift-mustache's parse, which only reports malformed templates: the
    /// tests parse every built-in template with it.
    private static func parse(_ text: String, path: String, builtIn: Bool) -> (TemplateSyntax?, [Diagnostic]) {
        if !builtIn {
            do {
                _ = try MustacheTemplate(string: text)  // swift-mustache's parser reports malformed templates
            } catch let error as MustacheTemplate.ParserError {
                return (
                    nil,
                    [
                        .error(
                            Self.describe(error.error),
                            at: SourceLocation(
                                file: path, line: error.context.lineNumber, column: error.context.columnNumber))
                    ]
                )
            } catch {
                return (
                    nil,
                    [.error(Wording("templates.cannotParse", ["problem": "\(error)"]), at: SourceLocation(file: path))]
                )
            }
        }
        do {
            return (try TemplateSyntax(text), [])
        } catch {
            if case .unsupported(let message, let at) = error {
                return (nil, [.error(message, at: SourceLocation(file: path, line: at.line, column: at.column))])
            }
            return (nil, [])
        }
    }

    /// The `private` shell must carry the sealed page and the script that opens it (loaded from
    /// `{{scriptAddress}}`, or inline as `{{{script}}}`), or every private page would be published
    /// unopenable.
    static func privateShellProblems(_ sources: [String: String], path: (String) -> String) -> [Diagnostic] {
        let name = PageKind.privateShell.templateName
        guard let text = sources[name] else { return [] }
        var problems: [Diagnostic] = []
        if !text.contains("{{{sealedJSON}}}") {
            problems.append(
                .error(
                    Wording("templates.privateShellTag", ["name": "\(name)", "tag": "{{{sealedJSON}}}"]),
                    at: SourceLocation(file: path(name))))
        }
        if !text.contains("{{scriptAddress}}") && !text.contains("{{{script}}}") {
            problems.append(
                .error(
                    Wording("templates.privateShellScript", ["name": "\(name)"]), at: SourceLocation(file: path(name))))
        }
        return problems
    }

    /// Renders one page into its UTF-8 bytes, with its `ContentSecurityPolicy`; the template exists and
    /// was checked against `V` at load. On a page in another language the Korean text is marked
    /// (`KoreanMarks`).
    func render<V: ViewModel>(_ kind: PageKind, _ model: V) -> [UInt8] {
        guard let plan = plansByLanguage[language]?[kind] else {
            preconditionFailure("template \(kind.templateName) was checked at load")
        }
        let html = plan.renderBytes(model)
        return ContentSecurityPolicy.apply(to: language == .ko ? html : KoreanMarks.marked(html))
    }

    private static func describe(_ error: Error) -> Wording {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect?: return Wording("templates.sectionCloseNameIncorrect")
        case .unfinishedName?: return Wording("templates.unfinishedName")
        case .expectedSectionEnd?: return Wording("templates.expectedSectionEnd")
        case .invalidSetDelimiter?: return Wording("templates.invalidSetDelimiter")
        case .transformAppliedToInheritanceSection?: return Wording("templates.transformAppliedToInheritanceSection")
        case .illegalTokenInsideInheritSection?: return Wording("templates.illegalTokenInsideInheritSection")
        case .textInsideInheritSection?: return Wording("templates.textInsideInheritSection")
        case .invalidConfigVariableSyntax?: return Wording("templates.invalidConfigVariableSyntax")
        case .unrecognisedConfigVariable?: return Wording("templates.unrecognisedConfigVariable")
        case nil: return Wording("templates.cannotParse", ["problem": "\(error)"])
        }
    }
}

/// The kinds of page, each rendered by one template with one view-model type.
enum PageKind: String, CaseIterable, Sendable {
    case index, workplace, month, dashboard, person, payslip, notFound
    /// A workplace's or a person's week (`WeekPage`).
    case week
    /// A leaver's 퇴직금 산정 내역.
    case severance
    /// One version of a worker's 근로계약서 (단시간근로자).
    case contract
    /// The start pages of a person and of an owner (`people/<id>/index.html`, `owners/<id>/index.html`).
    case personIndex = "person-index"
    case ownerIndex = "owner-index"
    /// A workplace's last 12 months (`workplaces/<wp>/trend.html`).
    case trend
    /// A workplace's or a worker's year of pay (`workplaces/<wp>/years/<YYYY>.html`, `payslips/<wp>/<worker>/<YYYY>.html`).
    case year
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
        case .week: return WeekPage.schema
        case .payslip: return PayslipPage.schema
        case .severance: return SeverancePage.schema
        case .contract: return ContractPage.schema
        case .notFound: return NotFoundPage.schema
        case .personIndex: return PersonIndexPage.schema
        case .ownerIndex: return OwnerIndexPage.schema
        case .trend: return TrendPage.schema
        case .year: return YearPage.schema
        case .privateShell: return PrivateShellPage.schema
        }
    }
}
