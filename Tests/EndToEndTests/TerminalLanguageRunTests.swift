import Foundation
import Testing

/// The tutorial's messages in the owner's language (issue 35): Korean for a Korean site (or, outside a
/// site, a Korean locale), English for an English site under `LANG=C`, with the codes, the
/// `file:line:column:` locations and the `error:`/`warning:` tokens the same in both.
@Suite(.enabled(if: Fixture.binaryExists, "needs .build/debug/moup (run swift build first)"))
struct TerminalLanguageRunTests {
    /// A locale, with no override of the language (the fixture's default is English).
    static func locale(_ lang: String) -> [String: String] {
        ["LANG": lang, "LC_ALL": "", "LC_MESSAGES": "", "MOUP_LANGUAGE": "", "MOUP_TODAY": "2026-11-20"]
    }

    static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) || (0x3131...0x318E).contains($0.value) }
    }

    /// One pass of the tutorial: init, check, new worker, a mistake, a wage below the minimum, build,
    /// links, explain; every message printed, with its stream.
    struct Tutorial {
        var messages: [String] = []
        var diagnostics: [String] = []
        var jsonLog = ""
    }

    static func runTutorial(in folder: String, siteLanguage: String, environment: [String: String]) throws -> Tutorial {
        var seen = Tutorial()
        func run(_ arguments: [String], expect status: Int32 = 0) throws -> (output: String, error: String) {
            let result = try Fixture.runMoup(arguments, environment: environment)
            #expect(result.status == status, "moup \(arguments.joined(separator: " ")): \(result.error)")
            return (result.output, result.error)
        }
        let site = folder + "/my-site"
        let content = site + "/content"
        let created = try run(["init", site])
        seen.messages.append(created.output + created.error)
        let siteFile = content + "/site.md"
        let text = try String(contentsOfFile: siteFile, encoding: .utf8)
        try text.replacingOccurrences(of: "language: ko ", with: "language: \(siteLanguage) ")
            .write(toFile: siteFile, atomically: true, encoding: .utf8)
        let checked = try run(["check", "--content", content, "--verbose"])
        seen.messages.append(checked.output + checked.error)
        let added = try run(["new", "worker", "my-shop", "park-seoyeon", "--content", content])
        seen.messages.append(added.output + added.error)
        // A misspelled key, and a wage below the minimum: an error and a compliance warning.
        let worker = content + "/workplaces/my-shop/workers/kim-minji.md"
        let original = try String(contentsOfFile: worker, encoding: .utf8)
        try original.replacingOccurrences(of: "role: ", with: "rol: ").write(
            toFile: worker, atomically: true, encoding: .utf8)
        let mistake = try run(["check", "--content", content], expect: 1)
        seen.diagnostics += mistake.error.split(separator: "\n").map(String.init)
        seen.jsonLog = try run(["check", "--content", content, "--log-format", "json"], expect: 1).error
        let wage = try #require(original.range(of: #"amount: \d+"#, options: .regularExpression))
        try original.replacingCharacters(in: wage, with: "amount: 9000").write(
            toFile: worker, atomically: true, encoding: .utf8)
        let low = try run(["check", "--content", content])
        seen.diagnostics += low.error.split(separator: "\n").map(String.init)
        let built = try run(["build", "--content", content, "--output", site + "/site", "--verbose"])
        seen.messages.append(built.error + built.output)
        let links = try run(["links", "--content", content, "--output", site + "/nowhere"])
        seen.messages.append(links.error)
        let explained = try run(["explain", "--worker", "kim-minji", "--month", "2020-01", "--content", content])
        seen.messages.append(explained.output + explained.error)
        // `init` reads no site: under LANG=C its help is English even beside a Korean site (tested apart).
        for command in [["check"], ["build"], ["new", "worker"], ["links"], ["serve"]] {
            seen.messages.append(try run(command + ["--help", "--content", content]).output)
        }
        return seen
    }

    @Test func aKoreanSiteHearsKoreanWhateverTheLocale() throws {
        let folder = Fixture.temporaryFolder()
        defer { Fixture.remove(folder) }
        let seen = try Self.runTutorial(in: folder, siteLanguage: "ko", environment: Self.locale("C"))
        let all = seen.messages.joined(separator: "\n")
        // init ran outside any site under LANG=C: English; every message after it is about the Korean site.
        #expect(seen.messages[0].contains("created "))
        // …and it says why the rest is Korean, and how to have English (the README's English path).
        #expect(seen.messages[0].contains("The site is Korean ('language: ko' in content/site.md)"))
        #expect(seen.messages[0].contains("write 'language: en' there"))
        for message in seen.messages.dropFirst() {
            #expect(Self.hasHangul(message), "not Korean: \(message)")
        }
        #expect(all.contains("문제 없음, 경고 0개"))
        #expect(all.contains("새 비밀번호"))
        #expect(all.contains("예: moup check"))
        let unknown = try #require(
            seen.diagnostics.first {
                $0.contains("content/workplaces/my-shop/workers/kim-minji.md:") && $0.contains(": error: ")
            })
        #expect(unknown.contains(": error: 알 수 없는 키 'rol'"), "\(unknown)")
        let minimum = try #require(seen.diagnostics.first { $0.contains(": warning: ") && $0.contains("최저임금") })
        #expect(minimum.contains("kim-minji.md:13:11: warning: "))
        #expect(!minimum.contains("9,000") && !minimum.contains("9000"))
        // The JSON log keeps its keys and codes; its message is in the site's language.
        #expect(seen.jsonLog.contains(#""code":"content.unknown-key""#))
        #expect(seen.jsonLog.contains(#""severity":"error""#))
        #expect(seen.jsonLog.contains("알 수 없는 키"))
    }

    @Test func aKoreanLocaleHearsKoreanOutsideASite() throws {
        let folder = Fixture.temporaryFolder()
        defer { Fixture.remove(folder) }
        let created = try Fixture.runMoup(["init", folder + "/my-site"], environment: Self.locale("ko_KR.UTF-8"))
        #expect(created.status == 0)
        #expect(created.output.contains("만들었습니다") && created.output.contains("cd \(folder)/my-site"))
        // The starter's comments are Korean too; its settings are the English starter's.
        let site = try String(contentsOfFile: folder + "/my-site/content/site.md", encoding: .utf8)
        #expect(site.contains("# 사이트 설정.") && site.contains("language: ko"))
        let help = try Fixture.runMoup(["init", "--help"], environment: Self.locale("ko_KR.UTF-8"))
        #expect(help.output.contains("새 사이트를 만듭니다"))
        // The name ArgumentParser gives a subcommand in the usage is said in Korean too.
        let top = try Fixture.runMoup(["--help"], environment: Self.locale("ko_KR.UTF-8"))
        #expect(top.output.contains("사용법: moup <하위 명령>") && top.output.contains("'moup help <하위 명령>'을 보세요."))
        #expect(!top.output.contains("subcommand"), "\(top.output)")
        let badDate = try Fixture.runMoup(
            ["build", "--today", "2026-13-01", "--content", folder + "/my-site/content"],
            environment: Self.locale("ko_KR.UTF-8"))
        #expect(badDate.status == 2)
        #expect(
            badDate.error.contains("사용법: moup build <옵션>") && !badDate.error.contains("<options>"), "\(badDate.error)")
        // ArgumentParser's own words around a usage error too; `Error:` stays.
        let usage = try Fixture.runMoup(["init"], environment: Self.locale("ko_KR.UTF-8"))
        #expect(usage.status == 2)
        #expect(usage.error.hasPrefix("Error: 꼭 있어야 하는 인자 '<DIR>'이(가) 없습니다\n도움말: "), "\(usage.error)")
        #expect(usage.error.contains("\n사용법: moup init <DIR>") && usage.error.contains("'moup init --help'를 보세요."))
        let english = try Fixture.runMoup(["init"], environment: Self.locale("C"))
        #expect(english.error.hasPrefix("Error: Missing expected argument '<DIR>'\nHelp: "))
        let missing = try Fixture.runMoup(
            ["check", "--content", folder + "/nowhere"], environment: Self.locale("ko_KR.UTF-8"))
        #expect(missing.status == 1)
        #expect(missing.error.hasPrefix("\(folder)/nowhere:1:1: error: 콘텐츠 폴더"), "\(missing.error)")
    }

    @Test func anEnglishSiteUnderLangCHearsNoKorean() throws {
        let folder = Fixture.temporaryFolder()
        defer { Fixture.remove(folder) }
        let seen = try Self.runTutorial(in: folder, siteLanguage: "en", environment: Self.locale("C"))
        for message in seen.messages + seen.diagnostics {
            #expect(!Self.hasHangul(message), "Korean in: \(message)")
        }
        let all = seen.messages.joined(separator: "\n")
        #expect(all.contains("ok, 0 warnings"))
        #expect(all.contains("new secrets for"))
        #expect(all.contains("Example: moup check"))
        #expect(seen.diagnostics.contains { $0.contains(": error: unknown key 'rol' (did you mean 'role'?)") })
        #expect(seen.diagnostics.contains { $0.contains("kim-minji.md:13:11: warning: kim-minji at my-shop") })
        #expect(seen.jsonLog.contains(#""code":"content.unknown-key""#))
    }

    /// The same mistake is located and coded alike in both languages: only the words after `error:` differ.
    @Test func locationsAndCodesDoNotDependOnTheLanguage() throws {
        let folder = Fixture.temporaryFolder()
        defer { Fixture.remove(folder) }
        _ = try Fixture.runMoup(["init", folder + "/my-site"], environment: Self.locale("C"))
        let content = folder + "/my-site/content"
        let shifts = try #require(
            FileManager.default.contentsOfDirectory(atPath: content + "/workplaces/my-shop/shifts").first)
        let path = content + "/workplaces/my-shop/shifts/" + shifts
        try
            "{ \"shifts\": [ { \"worker\": \"kim-minij\", \"date\": \"2026-11-02\", \"start\": \"09:00\", \"end\": \"15:00\", \"breek\": 30 } ] }"
            .write(toFile: path, atomically: true, encoding: .utf8)
        var prefixes: [String: [String]] = [:]
        var codes: [String: [String]] = [:]
        for language in ["ko", "en"] {
            let environment = Self.locale("C").merging(["MOUP_LANGUAGE": language]) { $1 }
            let text = try Fixture.runMoup(["check", "--content", content], environment: environment)
            #expect(text.status == 1)
            prefixes[language] = text.error.split(separator: "\n").map { line in
                let parts = line.components(separatedBy: ": ")
                return parts.prefix(2).joined(separator: ": ")
            }
            let json = try Fixture.runMoup(
                ["check", "--content", content, "--log-format", "json"], environment: environment)
            codes[language] = json.error.split(separator: "\n").compactMap { line in
                line.range(of: #""code":"[a-z.-]+""#, options: .regularExpression).map { String(line[$0]) }
            }
        }
        #expect(prefixes["ko"] == prefixes["en"])
        #expect(prefixes["en"]?.count ?? 0 >= 2)
        #expect(codes["ko"] == codes["en"])
        #expect(codes["en"]?.contains(#""code":"content.unknown-key""#) == true)
        #expect(codes["en"]?.contains(#""code":"content.unknown-worker""#) == true)
    }

    /// An owner's own templates folder is checked in the owner's language too: a misspelled key in a
    /// string-table override and a template that does not parse, for a Korean site under LANG=C.
    @Test func anOwnersTemplateProblemsAreSaidInKorean() throws {
        let folder = Fixture.temporaryFolder()
        defer { Fixture.remove(folder) }
        _ = try Fixture.runMoup(["init", folder + "/my-site"], environment: Self.locale("C"))
        let site = folder + "/my-site"
        let content = site + "/content"
        try FileManager.default.createDirectory(atPath: site + "/templates/i18n", withIntermediateDirectories: true)
        try "payslip:\n  birthDat: \"생일\"\n".write(
            toFile: site + "/templates/i18n/ko.yml", atomically: true, encoding: .utf8)
        let build = ["build", "--content", content, "--output", site + "/site", "--secrets", site + "/secrets.json"]
        let korean = try Fixture.runMoup(build, environment: Self.locale("C"))
        #expect(korean.status == 1)
        #expect(
            korean.error.contains(
                "templates/i18n/ko.yml:2:13: error: 알 수 없는 문구 'payslip.birthDat' "
                    + "('payslip.birthDate'을(를) 쓰려던 것인가요?)"), "\(korean.error)")
        let english = try Fixture.runMoup(build, environment: Self.locale("C").merging(["MOUP_LANGUAGE": "en"]) { $1 })
        #expect(
            english.error.contains(
                "templates/i18n/ko.yml:2:13: error: unknown string 'payslip.birthDat' "
                    + "(did you mean 'payslip.birthDate'?)"), "\(english.error)")
        try FileManager.default.removeItem(atPath: site + "/templates/i18n/ko.yml")
        try "{{#title}}\n".write(toFile: site + "/templates/index.mustache", atomically: true, encoding: .utf8)
        let unclosed = try Fixture.runMoup(build, environment: Self.locale("C"))
        #expect(unclosed.status == 1)
        #expect(
            unclosed.error.contains("templates/index.mustache:") && unclosed.error.contains(": error: 섹션을 열고 닫지 않았습니다"),
            "\(unclosed.error)")
    }
}
