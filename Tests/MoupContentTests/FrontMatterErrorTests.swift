import Testing

@testable import MoupContent

@Suite struct FrontMatterErrorTests {
    private let kimPath = "content/workplaces/cafe/workers/kim.md"

    @Test func misspelledKeySuggestsTheNearestOne() throws {
        let kim = """
            ---
            name: 김민지
            employeeNo: "A-001"
            wgae:
              type: hourly
              amount: 10030
            ---
            """
        let errors = try Fixture(Sample.files(["workplaces/cafe/workers/kim.md": kim])).errors()
        #expect(
            errors == [
                "\(kimPath):2:1: error: missing required key 'wage'",
                "\(kimPath):4:1: error: unknown key 'wgae' (did you mean 'wage'?)",
            ])
    }

    @Test func nestedKeysAndTypesAreChecked() throws {
        let kim = """
            ---
            name: 김민지
            employeeNo: "A-001"
            wage:
              tyep: hourly
              amount: 10030.5
            breakMinutes: lots
            allowances:
              night: yes
            deductions:
              mode: insurance
              dependents: 12
            pay:
              cycle: weekly
            ---
            """
        let errors = try Fixture(Sample.files(["workplaces/cafe/workers/kim.md": kim])).errors()
        #expect(
            errors == [
                "\(kimPath):5:3: error: missing required key 'wage.type'",
                "\(kimPath):5:3: error: unknown key 'wage.tyep' (did you mean 'wage.type'?)",
                "\(kimPath):6:11: error: 'wage.amount' must be a positive whole number of won, not '10030.5'",
                "\(kimPath):7:15: error: 'breakMinutes' must be a whole number from 0 to 1439 of minutes, or auto, not 'lots'",
                "\(kimPath):9:10: error: 'allowances.night' must be auto, true or false, not 'yes'",
                "\(kimPath):11:9: error: 'deductions.mode: insurance' needs 'pay.cycle: monthly' (the four social insurances (4대보험) "
                    + "and the simplified income tax table (간이세액) are monthly)",
                "\(kimPath):12:15: error: 'deductions.dependents' must be a whole number from 1 to 11, not '12'",
            ])
    }

    @Test func raisesMustIncreaseAndChildrenFitDependents() throws {
        let kim = """
            ---
            name: 김민지
            birthDate: 2000-02-30
            start: 2026-11-01
            end: 2026-10-31
            wage:
              type: hourly
              amount:
                - from: 2026-01-01
                  amount: 10030
                - from: 2026-01-01
                  amount: 0
            deductions: { dependents: 2, children: 2 }
            ---
            """
        let errors = try Fixture(Sample.files(["workplaces/cafe/workers/kim.md": kim])).errors()
        #expect(
            errors == [
                "\(kimPath):3:12: error: 'birthDate' must be a date like 2026-11-02, not '2000-02-30'",
                "\(kimPath):5:6: error: employment 'end' 2026-10-31 is before 'start' 2026-11-01",
                "\(kimPath):11:13: error: raise dates must increase: 2026-01-01 is not after 2026-01-01",
                "\(kimPath):12:15: error: 'wage.amount.amount' must be a positive whole number of won, not '0'",
                "\(kimPath):13:40: error: 'deductions.children' (2) must be at most 'deductions.dependents' minus 1 (1): dependents count the worker too",
            ])
    }

    @Test func duplicateKeysAreReportedAtTheSecondOne() throws {
        let kim = """
            ---
            name: 김민지
            employeeNo: "A-001"
            wage: { type: hourly, amount: 10030 }
            name: 김민지2
            ---
            """
        let errors = try Fixture(Sample.files(["workplaces/cafe/workers/kim.md": kim])).errors()
        #expect(errors == ["\(kimPath):5:1: error: duplicate key 'name'; each key may appear only once"])
    }

    @Test func duplicateKeysInANestedMapping() throws {
        let kim = """
            ---
            name: 김민지
            employeeNo: "A-001"
            wage:
              type: hourly
              amount:
                - from: 2026-01-01
                  amount: 10030
                - from: 2026-06-01
                  amount: 10100
                  amount: 10200
            ---
            """
        let errors = try Fixture(Sample.files(["workplaces/cafe/workers/kim.md": kim])).errors()
        #expect(errors == ["\(kimPath):11:7: error: duplicate key 'amount'; each key may appear only once"])
    }

    @Test func yamlSyntaxErrorsHaveTheirFileLine() throws {
        let kim = """
            ---
            name: 김민지
            wage: { type: hourly, amount: 10030
            ---
            """
        let errors = try Fixture(Sample.files(["workplaces/cafe/workers/kim.md": kim])).errors()
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("\(kimPath):4:1: error: the front matter is not valid YAML: ") == true)
    }

    @Test func missingOrUnclosedFrontMatter() throws {
        let errors = try Fixture(
            Sample.files([
                "workplaces/cafe/workers/kim.md": "김민지\n",
                "workplaces/cafe/workers/lee.md": "---\nname: 이준호\n",
            ])
        ).errors()
        #expect(
            errors.contains(
                "\(kimPath):1:1: error: a worker file must start with front matter between '---' lines, with at least 'name' and 'wage'"
            ))
        #expect(
            errors.contains(
                "content/workplaces/cafe/workers/lee.md:1:1: error: the front matter that starts with '---' on line 1 has no closing '---' line"
            ))
    }

    @Test func colourNeedsQuotes() throws {
        let kim = "---\nname: 김민지\nemployeeNo: A\ncolor: #ff0000\nwage: { type: hourly, amount: 10030 }\n---\n"
        let errors = try Fixture(Sample.files(["workplaces/cafe/workers/kim.md": kim])).errors()
        #expect(
            errors == [
                "\(kimPath):4:7: error: 'color' is empty; write it in quotes like \"#4e79a7\" (in YAML a bare # starts a comment)"
            ])
    }

    @Test func siteRules() throws {
        let site = "---\ntitle: T\ntimezone: Asia/Tokyo\nprivacy: public\nlanguag: en\nsearchEngines: all\n---\n"
        let errors = try Fixture(Sample.files(["site.md": site])).errors()
        #expect(
            errors == [
                "content/site.md:3:11: error: timezone 'Asia/Tokyo' is not supported yet; only Asia/Seoul is",
                "content/site.md:4:10: error: 'privacy' must be one of encrypted, none, not 'public'",
                "content/site.md:5:1: error: unknown key 'languag' (did you mean 'language'?)",
                "content/site.md:6:16: error: 'searchEngines' must be one of noindex, index, not 'all'",
            ])
    }

    @Test func siteMustExist() throws {
        var files = Sample.files()
        files["site.md"] = nil
        let loaded = try Fixture(files).load()
        #expect(loaded.content == nil)
        #expect(loaded.diagnostics.map(\.message) == ["site.md is missing; it holds the site's 'title'"])
    }

    @Test func workplaceRulesAndWarnings() throws {
        let index = "---\nname: 카페\nowner: 사장\nindustrialAccidentRate: 1.5\npayDay: 32\nweekStart: monday\n---\n"
        let errors = try Fixture(Sample.files(["workplaces/cafe/index.md": index])).errors()
        #expect(
            errors == [
                "content/workplaces/cafe/index.md:4:25: error: 'industrialAccidentRate' must be a rate from 0 to 1 written as a decimal like 0.0086, not '1.5'",
                "content/workplaces/cafe/index.md:5:9: error: 'payDay' must be a whole number from 1 to 31, not '32'",
                "content/workplaces/cafe/index.md:6:12: error: 'weekStart' must be one of mon, tue, wed, thu, fri, sat, sun, not 'monday'",
            ])
        let noRate = "---\nname: 카페\nowner: 사장\n---\n"
        let kim = "---\nname: 김민지\nwage: { type: hourly, amount: 10030 }\n---\n"
        let messages = try Fixture(
            Sample.files(["workplaces/cafe/index.md": noRate, "workplaces/cafe/workers/kim.md": kim])
        ).messages()
        #expect(
            messages == [
                "content/workplaces/cafe/index.md:1:1: warning: no 'industrialAccidentRate': the employer's industrial accident insurance "
                    + "(산재보험) is counted as 0 in labour cost",
                "\(kimPath):1:1: warning: no 'employeeNo' or 'birthDate': the payslip cannot identify the worker",
            ])
    }

    @Test func warningsAloneStillLoad() throws {
        let noRate = "---\nname: 카페\nowner: 사장\n---\n"
        let loaded = try Fixture(Sample.files(["workplaces/cafe/index.md": noRate])).load()
        #expect(loaded.diagnostics.count == 1)
        #expect(loaded.content?.workplace("cafe")?.industrialAccidentRate == nil)
    }
}
