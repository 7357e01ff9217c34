import Foundation
import MoupModel
import Testing

@testable import MoupSite

@Suite struct ThemeTests {
    /// A copy of the real templates in a temporary folder, with `edit` applied to one file.
    static func themeFolder(editing file: String, _ edit: (String) -> String) throws -> String {
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("moup-theme-\(UUID().uuidString)")
        try fm.copyItem(atPath: Fixture.templatesDirectory, toPath: dir.path)
        let url = dir.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        try edit(text).write(to: url, atomically: true, encoding: .utf8)
        return dir.path
    }

    func diagnostics(_ directory: String) async -> [Diagnostic] {
        do {
            _ = try await Theme.load(directory: directory)
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// The problems of the real templates with `text` taken out of `private.mustache`, and the folder they
    /// were copied to (removed again).
    func problems(removingFromPrivateShell text: String) async throws -> (folder: String, problems: [String]) {
        let folder = try Self.themeFolder(editing: "private.mustache") { $0.replacingOccurrences(of: text, with: "") }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return (folder, await diagnostics(folder).map(\.description))
    }

    @Test func privateShellWithoutTheSealedPageIsAnError() async throws {
        let (folder, problems) = try await problems(removingFromPrivateShell: "{{{sealedJSON}}}")
        #expect(
            problems == [
                "\(folder)/private.mustache:1:1: error: private.mustache must place {{{sealedJSON}}} (inside a <script> element), "
                    + "or private pages cannot be opened"
            ])
    }

    /// The shell must load the unlock script (`{{scriptAddress}}`) or carry it inline (`{{{script}}}`).
    @Test func privateShellWithoutTheScriptIsAnError() async throws {
        let (folder, problems) = try await problems(
            removingFromPrivateShell: "<script src=\"{{scriptAddress}}\"></script>")
        #expect(
            problems == [
                "\(folder)/private.mustache:1:1: error: private.mustache must load the script that opens private pages: "
                    + "<script src=\"{{scriptAddress}}\"></script> (or place {{{script}}} inside a <script> element), "
                    + "or private pages cannot be opened"
            ])
    }

    @Test func realTemplatesLoad() async throws {
        _ = try await Theme.load(directory: Fixture.templatesDirectory)
    }

    /// `text` with its first `target` replaced (the payslip shows some figures twice: the net pay first, and in its place).
    static func replacingFirst(_ target: String, with replacement: String, in text: String) -> String {
        guard let range = text.range(of: target) else { return text }
        return text.replacingCharacters(in: range, with: replacement)
    }

    @Test func misspelledVariableIsAnErrorWithLineAndColumn() async throws {
        let dir = try Self.themeFolder(editing: "payslip.mustache") {
            Self.replacingFirst("{{gross}}", with: "{{grosPay}}", in: $0)
        }
        let found = await diagnostics(dir)
        let text = try String(contentsOfFile: dir + "/payslip.mustache", encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let lineIndex = try #require(lines.firstIndex { $0.contains("{{grosPay}}") })
        let column =
            lines[lineIndex].distance(
                from: lines[lineIndex].startIndex,
                to: lines[lineIndex].range(of: "{{grosPay}}")!.lowerBound) + 1
        let expected =
            "\(dir)/payslip.mustache:\(lineIndex + 1):\(column): error: unknown variable 'grosPay' (did you mean 'gross'?)"
        #expect(found.map(\.description) == [expected])
    }

    @Test func misspelledVariableInsideASectionIsFound() async throws {
        let dir = try Self.themeFolder(editing: "partials/chip.mustache") {
            $0.replacingOccurrences(of: "{{statusLabel}}", with: "{{statusLable}}")
        }
        let found = await diagnostics(dir)
        #expect(found.count == 1)
        #expect(found.first?.location.file == "\(dir)/partials/chip.mustache")
        #expect(found.first?.message == "unknown variable 'statusLable' (did you mean 'statusLabel'?)")
    }

    @Test func missingPartialIsAnError() async throws {
        let dir = try Self.themeFolder(editing: "month.mustache") {
            $0.replacingOccurrences(of: "{{>partials/days}}", with: "{{>partials/dayz}}")
        }
        let found = await diagnostics(dir)
        #expect(found.map(\.message) == ["unknown partial 'partials/dayz' (did you mean 'partials/days'?)"])
        #expect(found.first?.location.file == "\(dir)/month.mustache")
    }

    @Test func markdownBodyPlacedEscapedIsAnError() async throws {
        let dir = try Self.themeFolder(editing: "index.mustache") {
            $0.replacingOccurrences(of: "{{{bodyHTML}}}", with: "{{bodyHTML}}")
        }
        let found = await diagnostics(dir)
        #expect(found.map(\.message) == ["'bodyHTML' is HTML made by moup: write {{{bodyHTML}}} to place it"])
    }

    @Test func parseErrorHasLineAndColumn() async throws {
        let dir = try Self.themeFolder(editing: "404.mustache") { "\n\n  {{#page}}\n" + $0 }
        let found = await diagnostics(dir)
        #expect(found.count == 1)
        #expect(found.first?.location.file == "\(dir)/404.mustache")
        #expect((found.first?.location.line ?? 0) > 1)
    }

    @Test func dottedNameIsCheckedInsideTheGroup() async throws {
        let dir = try Self.themeFolder(editing: "layout.mustache") {
            $0.replacingOccurrences(of: "<title>{{page.title}}</title>", with: "<title>{{page.titel}}</title>")
        }
        let found = await diagnostics(dir)
        #expect(found.map(\.message) == ["unknown variable 'titel' in 'page.titel' (did you mean 'title'?)"])
    }

    @Test func plainTextPlacedUnescapedIsAnError() async throws {
        let dir = try Self.themeFolder(editing: "payslip.mustache") {
            Self.replacingFirst("{{net}}", with: "{{{net}}}", in: $0)
        }
        let found = await diagnostics(dir)
        #expect(found.map(\.message) == ["'net' is plain text: write {{net}} so that it is escaped"])
    }

    @Test func missingPageTemplateIsAnError() async throws {
        var files = ThemeFiles.builtIn
        files.templates["dashboard"] = nil
        do {
            _ = try await Theme.load(files)
            Issue.record("a theme without a dashboard template loaded")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "(built-in)/dashboard.mustache:1:1: error: the page template 'dashboard.mustache' is missing"
                ])
        }
    }

    @Test func missingFolderIsAnError() async {
        let found = await diagnostics("/nonexistent/moup-templates")
        #expect(found.map(\.message) == ["the templates folder does not exist"])
    }

    @Test func suggestionsAreClose() {
        #expect(Suggestion.closest(to: "grosPay", among: ["gross", "net", "worker"]) == "gross")
        #expect(Suggestion.closest(to: "zzz", among: ["gross", "net"]) == nil)
    }
}
