import Foundation
import MoupModel
import MoupPrivacy
import Testing

@testable import MoupSite

/// Every page carries a `Content-Security-Policy` `<meta>` listing the hashes of its own inline
/// scripts (nothing else runs), and `noindex` unless `searchEngines: index`.
@Suite struct ContentSecurityPolicyTests {
    static func apply(_ html: String) -> String {
        String(decoding: ContentSecurityPolicy.apply(to: Array(html.utf8)), as: UTF8.self)
    }

    /// The `content` of the page's policy `<meta>`; nil when it has none.
    static func policy(of html: String) -> String? {
        let marker = "<meta http-equiv=\"Content-Security-Policy\" content=\""
        guard let start = html.range(of: marker) else { return nil }
        return String(html[start.upperBound...].prefix { $0 != "\"" })
    }

    @Test func theMetaComesRightAfterTheCharsetAndListsEachInlineScriptByHash() {
        let page = Self.apply(
            """
            <!DOCTYPE html>
            <html><head>
            <meta charset="utf-8">
            <title>t</title>
            </head><body><script type="application/json" id="d">{"a":1}</script><script>alert(1)</script></body></html>
            """)
        // SHA-256 of "alert(1)", base64 (openssl dgst -sha256 -binary | base64); the JSON block is data, not hashed.
        #expect(
            page.contains(
                """
                <meta charset="utf-8">
                <meta http-equiv="Content-Security-Policy" content="script-src 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='; \
                object-src 'none'; base-uri 'none'; form-action 'none'">
                <title>t</title>
                """))
    }

    @Test func aPageWithoutScriptsRunsNoneAndOneLoadingAFileAllowsTheSitesOwn() {
        #expect(
            Self.policy(of: Self.apply("<html><head><title>t</title></head><body onload=\"x()\"></body></html>"))
                == "script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'")
        #expect(
            Self.policy(of: Self.apply("<html><HEAD><script src=\"a.js\"></script></HEAD></html>"))
                == "script-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'")
        #expect(
            Self.policy(of: Self.apply("<html><head><SCRIPT\n  src=\"a.js\"></SCRIPT></head></html>"))
                == "script-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'")
        #expect(Self.apply("<p>no head</p>") == "<p>no head</p>")
    }

    /// `moup serve` adds its live-reload script: the page's policy lets that one run too.
    @Test func oneMoreScriptCanBeAllowed() {
        let none = Self.apply("<html><head></head><body></body></html>")
        #expect(
            Self.policy(of: ContentSecurityPolicy.allowing(script: "alert(1)", in: none))?
                .hasPrefix("script-src 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='; object-src") == true)
        let one = Self.apply("<html><head></head><body><script>x</script></body></html>")
        #expect(
            Self.policy(of: ContentSecurityPolicy.allowing(script: "alert(1)", in: one))?
                .hasPrefix("script-src 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=' 'sha256-") == true)
    }

    /// Every page of the fixture, shared or sealed: a policy that lists exactly the hashes of its inline
    /// scripts (and the site's own files, `'self'`, on a sealed shell, which loads `unlock.js`), never
    /// `unsafe-inline`, no inline event handler, and `noindex`.
    @Test(arguments: [Site.Privacy.none, .encrypted])
    func everyBuiltPageHasItsPolicyAndNoindex(privacy: Site.Privacy) async throws {
        let pages = try await PrivacyTests.build(PrivacyTests.input(privacy)).filter { $0.key.hasSuffix(".html") }
        #expect(pages.count > 10)
        var scripts = 0
        for (path, html) in pages {
            let policy = try #require(Self.policy(of: html), "\(path)")
            let isShell = html.contains("id=\"moup-sealed\"")
            let sources =
                (isShell ? ["'self'"] : [])
                + InlineScripts(Array(html.utf8)).bodies.map { "'sha256-" + ContentSecurityPolicy.hash($0) + "'" }
            scripts += sources.count
            #expect(
                policy == "script-src " + (sources.isEmpty ? "'none'" : sources.joined(separator: " "))
                    + "; object-src 'none'; base-uri 'none'; form-action 'none'", "\(path)")
            #expect(
                isShell == html.contains("<script src=\"../unlock.js?v="), "\(path) loads the unlock script")
            #expect(!html.contains("unsafe-inline"), "\(path)")
            #expect(
                html.range(of: #"<[^>]*\son[a-z]+\s*="#, options: .regularExpression) == nil,
                "\(path) has an inline handler")
            #expect(html.contains("<meta name=\"robots\" content=\"noindex\">"), "\(path)")
        }
        // The sealed shells each load the unlock script, and the home page carries its "open my pages"
        // script; the month grids and weeks in the clear carry the today script (`TodayScript`), and
        // nothing else of the plain site has a script.
        let shells = pages.values.filter { $0.contains("id=\"moup-sealed\"") }.count
        let today = pages.values.filter { $0.contains("<script>" + TodayScript.source + "</script>") }.count
        #expect(today > 0)
        #expect(
            privacy == .none
                ? scripts == today && shells == 0
                : scripts == shells + 1 + today && shells >= PrivacyTests.privatePages.count)
    }

    /// `searchEngines: index`: shared pages may be indexed; private pages (and their shells) never.
    @Test func searchEnginesIndexLeavesPrivatePagesNoindex() async throws {
        var input = PrivacyTests.input(.encrypted)
        input.content.site.searchEngines = .index
        let pages = try await PrivacyTests.build(input)
        #expect(pages["index.html"]?.contains("noindex") == false)
        #expect(pages["workplaces/cafe-moup/2026-11/index.html"]?.contains("noindex") == false)
        for path in PrivacyTests.privatePages {
            #expect(
                pages[PrivacyTests.published(path)]?.contains("<meta name=\"robots\" content=\"noindex\">") == true,
                "\(path)")
        }
    }
}
