import Foundation
import MoupModel
import Mustache
import Testing

@testable import MoupSite

/// The theme compiled into the binary, and a templates folder overriding it file by file.
@Suite struct BuiltInThemeTests {
    /// A new folder holding only `files` (relative path → text).
    func overrideFolder(_ files: [String: String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("moup-override-\(UUID().uuidString)")
            .path
        for (path, text) in files {
            let full = dir + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        return dir
    }

    func problems(_ directory: String?) async -> [String] {
        do {
            _ = try await Theme.load(directory: directory)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func builtInThemeLoadsWithoutAnyFolder() async throws {
        let theme = try await Theme.load(directory: nil)
        #expect(theme.stylesheet.contains("@media print"))
    }

    /// A theme load skips swift-mustache's parse for a template whose text is the built-in one; this is
    /// what vouches for that: every built-in template parses with it.
    @Test func everyBuiltInTemplateParsesWithSwiftMustache() throws {
        #expect(ThemeFiles.builtIn.templates.count >= PageKind.allCases.count)
        for (name, file) in ThemeFiles.builtIn.templates {
            #expect(throws: Never.self, "\(name)") { _ = try MustacheTemplate(string: file.text) }
        }
    }

    /// The embedded files are the repository's templates/ folder byte for byte: one source, no copy.
    @Test func builtInThemeIsTheTemplatesFolder() throws {
        let folder = Fixture.templatesDirectory
        let onDisk = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".mustache") || $0.hasSuffix(".css") || $0.hasSuffix(".md") || $0.hasSuffix(".yml") }
            .sorted()
        #expect(ThemeFiles.builtInFolderFiles.map(\.path) == onDisk)
        for (path, text) in ThemeFiles.builtInFolderFiles {
            #expect(Data(text.utf8) == FileManager.default.contents(atPath: folder + "/" + path), "\(path)")
        }
        #expect(ThemeFiles.builtIn.templates["payslip"]?.path == "(built-in)/payslip.mustache")
    }

    @Test func oneOverriddenFileReplacesItsNamesakeOnly() async throws {
        let dir = try overrideFolder(["style.css": "body { color: red }\n", "README.md": "notes"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let theme = try await Theme.load(directory: dir)
        #expect(theme.stylesheet == "body { color: red }\n")
        let files = try ThemeFiles.overriding(with: dir)
        #expect(files.stylesheet.path == dir + "/style.css")
        #expect(files.templates["payslip"] == ThemeFiles.builtIn.templates["payslip"])
    }

    @Test func anOverrideIsCheckedAsStrictlyAsTheBuiltInTheme() async throws {
        let chip = try #require(ThemeFiles.builtIn.templates["partials/chip"]?.text)
        let broken = chip.replacingOccurrences(of: "{{statusLabel}}", with: "{{statusLable}}")
        let dir = try overrideFolder(["partials/chip.mustache": broken])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let line = try #require(broken.components(separatedBy: "\n").firstIndex { $0.contains("{{statusLable}}") })
        let lineText = broken.components(separatedBy: "\n")[line]
        let column =
            lineText.distance(from: lineText.startIndex, to: lineText.range(of: "{{statusLable}}")!.lowerBound) + 1
        #expect(
            await problems(dir) == [
                "\(dir)/partials/chip.mustache:\(line + 1):\(column): error: unknown variable 'statusLable' (did you mean 'statusLabel'?)"
            ])
    }

    @Test func anOverrideNamingAnUnknownPartialFails() async throws {
        let month = try #require(ThemeFiles.builtIn.templates["month"]?.text)
        let dir = try overrideFolder([
            "month.mustache": month.replacingOccurrences(of: "{{>partials/days}}", with: "{{>partials/dayz}}")
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let found = await problems(dir)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("\(dir)/month.mustache:") == true)
        #expect(
            found.first?.hasSuffix("error: unknown partial 'partials/dayz' (did you mean 'partials/days'?)") == true)
    }

    @Test func aMisspelledTemplateFileNameIsAnError() async throws {
        let dir = try overrideFolder(["paysilp.mustache": "<p>{{net}}</p>"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(
            await problems(dir) == [
                "\(dir)/paysilp.mustache:1:1: error: 'paysilp.mustache' is not a template of the theme and no template uses "
                    + "it as a partial (did you mean 'payslip'?)"
            ])
    }

    @Test func aNewPartialUsedByAnOverrideIsAccepted() async throws {
        let footer = "{{<layout}}{{$main}}{{>partials/extra}}{{/main}}{{/layout}}"
        let dir = try overrideFolder(["404.mustache": footer, "partials/extra.mustache": "<p>{{page.title}}</p>"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(await problems(dir) == [])
    }

    @Test func includedNamesAreFound() {
        #expect(
            ThemeFiles.includedNames(in: "{{< layout}}{{$main}}{{> partials/a }}{{x}}{{/main}}{{/layout}}")
                == ["layout", "partials/a"])
    }
}
