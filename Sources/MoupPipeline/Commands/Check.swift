import MoupContent
import MoupModel
import MoupOutput
import MoupPayroll
import MoupPrivacy
import MoupRules
import MoupSite
import MoupState
import MoupWords

extension Pipeline {
    /// `moup check`: the content's problems and, when `today` is given, the legal alerts of its payroll
    /// as warnings (`complianceWarnings`), as `build` prints them; throws when the content has an error.
    /// Nothing is written.
    package static func check(content folder: String, today: CivilDate? = nil) throws(PipelineFailure) -> [Diagnostic] {
        let loaded = load(content: folder)
        let content = try validContent(loaded, folder: folder)
        guard let today else { return (loaded.diagnostics + contractWarnings(content)).sorted() }
        let rules = try PipelineFailure.keeping(loaded.diagnostics) { () throws(PipelineFailure) in try Pipeline.rules()
        }
        return
            (loaded.diagnostics + contractWarnings(content)
            + complianceWarnings(payroll(content, rules: rules, today: today), content: content)).sorted()
    }
}
