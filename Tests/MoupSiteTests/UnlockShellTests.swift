import Foundation
import MoupModel
import Testing

@testable import MoupSite

/// The shell a sealed page is published in strands no one: it says, in the page's language, when the
/// link is someone else's, whom to ask and the way home; its hidden parts stay hidden.
@Suite struct UnlockShellTests {
    /// Where kim-minji's November payslip is published (`p/<name>.html`).
    static let payslip = PrivacyTests.published("payslips/cafe-moup/kim-minji/2026-11-01.html")

    @Test func aKoreanShellSaysWhoseItIsWhomToAskAndLinksHome() async throws {
        let shell = try #require(try await PrivacyTests.build(PrivacyTests.input(.encrypted))[Self.payslip])
        #expect(shell.contains("<html lang=\"ko\">"))
        #expect(
            shell.contains(
                "data-not-yours=\"가지고 계신 링크로는 이 페이지를 열 수 없습니다. 다른 분(사업주나 다른 근무자)만 볼 수 있는 "
                    + "페이지이거나, 링크가 잘리거나 잘못 복사되었습니다.\""))
        #expect(shell.contains("data-forget=\"🔒 이 기기에서 잊기\""))
        #expect(
            shell.contains(
                "<p class=\"help\">이 페이지를 보셔야 한다면 사업주에게 링크를 요청해 주세요. "
                    + "<a href=\"../index.html\">처음으로 돌아가기</a></p>"))
        #expect(shell.contains("<button type=\"button\" id=\"moup-forget\" hidden>🔒 이 기기에서 잊기</button>"))
        // The script reads the message it shows for a link, or kept keys, that do not open the page.
        #expect(UnlockScript.source.contains("say(box.dataset.notYours)"))
        #expect(!shell.contains("data-bad-link"))
    }

    /// Issue 31: a shell's title says nothing of whose page it is, what or when: every shell has the
    /// same one; the opened page sets its own (`document.title`).
    @Test func everyShellHasTheSameGenericTitle() async throws {
        let pages = try await PrivacyTests.build(PrivacyTests.input(.encrypted))
        let shells = pages.filter { $0.value.contains("id=\"moup-sealed\"") }
        #expect(shells.count >= PrivacyTests.privatePages.count)
        for (path, html) in shells {
            let title = html.range(of: "<title>").flatMap { start in
                html.range(of: "</title>", range: start.upperBound..<html.endIndex).map {
                    String(html[start.upperBound..<$0.lowerBound])
                }
            }
            #expect(title == "비공개 페이지", "\(path)")
            for word in ["김민지", "이준호", "박사장", "임금명세서", "11월", "2026"] {
                #expect(!html.contains(word), "\(path) shows \(word)")
            }
        }
        #expect(UnlockScript.source.contains("document.title = doc.title;"))
    }

    /// The script is one file, `unlock.js`, beside `style.css`: every shell loads it (with the script's
    /// version, so a browser holding an older copy fetches this one) instead of carrying 7.9 KB of it.
    /// A plain site has none.
    @Test func everyShellLoadsTheOneUnlockScript() async throws {
        let pages = try await PrivacyTests.build(PrivacyTests.input(.encrypted))
        #expect(pages["unlock.js"] == UnlockScript.source)
        let address = UnlockScript.address(root: "../")
        #expect(address.hasPrefix("../unlock.js?v=") && address.count == "../unlock.js?v=".count + 16)
        let shell = try #require(pages[Self.payslip])
        #expect(shell.contains("<script src=\"\(address)\"></script>"))
        #expect(!shell.contains("say(box.dataset.notYours)"))
        #expect(try await PrivacyTests.build(PrivacyTests.input(.none))["unlock.js"] == nil)
    }

    /// A custom `private.mustache` that still carries the script inline (`{{{script}}}`, as the
    /// built-in one did) works as before: its policy allows that script by its hash.
    @Test func aShellWithTheScriptInlineStillOpens() async throws {
        let folder = try ThemeTests.themeFolder(editing: "private.mustache") {
            $0.replacingOccurrences(
                of: "<script src=\"{{scriptAddress}}\"></script>", with: "<script>{{{script}}}</script>")
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let theme = try await Theme.load(directory: folder)
        let site = try SiteBuilder.build(PrivacyTests.input(.encrypted), theme: theme)
        let shell = try #require(site.files.first { $0.path == Self.payslip }).bytes
        #expect(
            String(decoding: shell, as: UTF8.self).contains(
                "script-src 'sha256-\(ContentSecurityPolicy.hash(UnlockScript.file))';"))
    }

    @Test func anEnglishShellSaysItInEnglish() async throws {
        var input = PrivacyTests.input(.encrypted)
        input.content.site.language = .en
        let shell = try #require(try await PrivacyTests.build(input)[Self.payslip])
        #expect(shell.contains("data-not-yours=\"The link you have does not open this page: it is for someone else"))
        #expect(
            shell.contains(
                "If you need to see this page, ask the owner for a link. <a href=\"../index.html\">Back to the home page</a>"
            ))
        #expect(shell.contains(">🔒 Forget on this device</button>"))
    }

    /// `hidden` must win over the layout's `display` of the form (the message on plain http showed with
    /// the form still there): the style sheet hides every hidden element of the shell.
    @Test func hiddenPartsOfTheShellStayHidden() throws {
        let css = try String(contentsOfFile: Fixture.templatesDirectory + "/style.css", encoding: .utf8)
        #expect(css.contains(".unlock form { display: flex;"))
        #expect(css.contains(".unlock [hidden] { display: none; }"))
    }
}
