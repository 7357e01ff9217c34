import MoupModel
import MoupPipeline
import MoupRules
import Testing

/// Warnings about the rule tables inside the binary name the tables, not a file and line nobody can
/// open where moup runs (`rules/2027.yml:83:7`, `Sources/MoupRules/rules:1:1`).
@Suite struct BuiltInRulesLocationTests {
    @Test func monthsPastTheTablesAreWarnedAtTheBuiltInRules() throws {
        let rules = try Pipeline.rules()
        let warnings = Pipeline.coverageWarnings([YearMonth(iso: "2028-01")!], rules: rules)
        #expect(
            warnings.map(\.description) == [
                "built-in rules: warning: the rule tables end on 2027-12-31; pay for 2028-01 uses the latest rates and "
                    + "holidays, which may be out of date"
            ])
        #expect(warnings.map(\.code) == ["rules.not-covered"])
        #expect(Pipeline.coverageWarnings([YearMonth(iso: "2027-12")!], rules: rules).isEmpty)
    }

    @Test func aBuiltInLocationPrintsWithoutLineOrColumn() {
        let location = SourceLocation.builtIn("built-in rules for 2027")
        #expect(location.description == "built-in rules for 2027")
        #expect(location.isBuiltIn && location.line == 0 && location.column == 0)
        #expect(SourceLocation(file: "content/site.md").description == "content/site.md:1:1")
        #expect(!SourceLocation(file: "content/site.md").isBuiltIn)
    }
}
