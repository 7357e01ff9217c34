import MoupModel
import MoupPayroll
import MoupOutput

/// What the site is built from: the validated content, the payroll of every covered month, the build date.
public struct SiteInput: Sendable {
    public var content: Content
    /// One report per month the build covers, in month order.
    public var reports: [PayrollReport]
    public var today: CivilDate

    public init(content: Content, reports: [PayrollReport], today: CivilDate) {
        self.content = content
        self.reports = reports
        self.today = today
    }
}

/// The templates a site is rendered with (`templates/` or the user's `--templates DIR`).
public struct Theme: Sendable {
    public let directory: String

    /// Loads and checks every template; errors name the template file, line and column.
    public static func load(directory: String) async throws(DiagnosticList) -> Theme {
        Theme(directory: directory)
    }
}

/// Renders the whole site as a list of files. Pure: the same input gives the same bytes.
public enum SiteBuilder {
    public static func build(_ input: SiteInput, theme: Theme) throws(DiagnosticList) -> [OutputFile] {
        []
    }
}
