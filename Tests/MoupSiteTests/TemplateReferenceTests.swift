import Foundation
import Testing

@testable import MoupSite

@Suite struct TemplateReferenceTests {
    /// `templates/README.md` lists exactly the names the view models declare.
    @Test func readmeMatchesTheViewModels() throws {
        let readme = try String(contentsOfFile: Fixture.templatesDirectory + "/README.md", encoding: .utf8)
        let begin = "<!-- BEGIN GENERATED REFERENCE -->\n"
        let end = "<!-- END GENERATED REFERENCE -->"
        let start = try #require(readme.range(of: begin)).upperBound
        let stop = try #require(readme.range(of: end)).lowerBound
        let generated = TemplateReference.markdown()
        if String(readme[start..<stop]) != generated {
            try? generated.write(
                toFile: NSTemporaryDirectory() + "moup-template-reference.md", atomically: true, encoding: .utf8)
        }
        #expect(
            String(readme[start..<stop]) == generated,
            "templates/README.md is out of date; the generated reference is in \(NSTemporaryDirectory())moup-template-reference.md"
        )
    }
}
