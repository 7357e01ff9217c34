import Crypto
import Foundation
import MoupModel
import Testing

@testable import MoupServe

@Suite struct ServeTests {
    func siteFolder() throws -> String {
        let root = FileManager.default.temporaryDirectory.path + "/moup-served-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root + "/workplaces/my-shop", withIntermediateDirectories: true)
        try "<html><body>home</body></html>".write(toFile: root + "/index.html", atomically: true, encoding: .utf8)
        try "<p>shop</p>".write(toFile: root + "/workplaces/my-shop/index.html", atomically: true, encoding: .utf8)
        try "body{}".write(toFile: root + "/style.css", atomically: true, encoding: .utf8)
        return root
    }

    @Test func pathsMapToFilesInsideTheSiteOnly() throws {
        let root = try siteFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = ServedFiles(root: root)
        #expect(files.lookup("/") == .file(path: root + "/index.html", contentType: "text/html; charset=utf-8"))
        #expect(files.lookup("/style.css") == .file(path: root + "/style.css", contentType: "text/css; charset=utf-8"))
        #expect(
            files.lookup("/workplaces/my-shop/")
                == .file(
                    path: root + "/workplaces/my-shop/index.html",
                    contentType: "text/html; charset=utf-8"))
        #expect(files.lookup("/workplaces/my-shop") == .redirect("/workplaces/my-shop/"))
        #expect(files.lookup("/../etc/passwd") == .notFound)
        #expect(files.lookup("/%2e%2e/etc/passwd") == .notFound)
        #expect(files.lookup("/.moup-manifest") == .notFound)
        #expect(files.lookup("/nothing.html") == .notFound)
    }

    @Test func theScriptGoesBeforeTheEndOfTheBody() {
        let html = LiveReloadScript.inject(into: "<html><body><p>x</p></body></html>", generation: 4)
        #expect(html.hasPrefix("<html><body><p>x</p><script>"))
        #expect(html.hasSuffix("</script>\n</body></html>"))
        #expect(html.contains("var served = 4;"))
        #expect(html.contains("new EventSource(\"/_moup/events\")"))
        #expect(LiveReloadScript.inject(into: "<p>no body</p>", generation: 1).hasPrefix("<p>no body</p><script>"))
    }

    /// A built page allows only its own scripts: the served copy's policy lets the live-reload script
    /// run too, by the SHA-256 of its text.
    @Test func thePagesPolicyAllowsTheScript() throws {
        let built =
            "<html><head><meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'none'; object-src 'none'\">"
            + "</head><body></body></html>"
        let html = LiveReloadScript.inject(into: built, generation: 2)
        let text = LiveReloadScript.text(generation: 2)
        let digest = Data(SHA256.hash(data: Data(text.utf8))).base64EncodedString()
        #expect(html.contains("content=\"script-src 'sha256-\(digest)'; object-src 'none'\""))
        #expect(html.contains("<script>" + text + "</script>"))
    }

    /// The words over a page with a problem are in the server's language; the policy still allows the script.
    @Test func theProblemOverAPageIsInTheSitesLanguage() throws {
        let english = LiveReloadScript.text(generation: 3)
        #expect(
            english.contains(
                #"var heading = "moup: the content has a problem. This page shows the last good build; "#
                    + #"fix the file and save, and the page reloads.\n\n";"#))
        let korean = LiveReloadScript.text(generation: 3, language: .ko)
        #expect(korean.contains(#"var heading = "moup: 콘텐츠에 문제가 있습니다. "#))
        let html = LiveReloadScript.inject(into: "<html><body></body></html>", generation: 3, language: .ko)
        #expect(html.contains("<script>" + korean + "</script>"))
    }

    @Test func subscribersGetTheStateThenEveryChange() async {
        let state = LiveState()
        var events = await state.subscribe().makeAsyncIterator()
        #expect(await events.next() == "retry: 1000\ndata: {\"generation\":0,\"problem\":null}\n\n")
        await state.published(problem: "content/site.md:2:1: error: x")
        #expect(await events.next() == "data: {\"generation\":0,\"problem\":\"content/site.md:2:1: error: x\"}\n\n")
        await state.published(problem: nil)
        #expect(await events.next() == "data: {\"generation\":1,\"problem\":null}\n\n")
        await state.finish()
        #expect(await events.next() == nil)
    }

    @Test func theWatcherSeesAnEditedFile() throws {
        let root = try siteFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = TreeWatcher(folders: [root])
        let before = watcher.snapshot()
        #expect(before.count == 3)
        try "body{color:red}".write(toFile: root + "/style.css", atomically: true, encoding: .utf8)
        #expect(watcher.snapshot() != before)
    }

    /// The feed serve falls back on when the kernel will not watch every folder: an edit that keeps
    /// the file's size (15:00 → 16:30, the tutorial's edit) is seen by its modification time, and a
    /// look with no change between says nothing changed.
    @Test func thePollingFeedSeesAnEditOfTheSameSize() async throws {
        let root = try siteFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/workplaces/my-shop/shifts.json"
        try #"{"end": "15:00"}"#.write(toFile: file, atomically: false, encoding: .utf8)
        var feed = PollingFeed(watcher: TreeWatcher(folders: [root]), interval: .milliseconds(300))
        #expect(feed.interval == .milliseconds(300))
        #expect(feed.changed() == false)
        try await Task.sleep(for: .milliseconds(20))
        try #"{"end": "16:30"}"#.write(toFile: file, atomically: false, encoding: .utf8)
        #expect(feed.changed() == true)
        #expect(feed.changed() == false)
    }

    /// The change feed the server uses (inotify here): edits, new files in new folders, removals;
    /// not hidden files.
    @Test func theChangeFeedSeesEditsNewFoldersAndRemovals() async throws {
        let root = try siteFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var (feed, watchLimitReached) = makeChangeFeed(folders: [root], pollInterval: .milliseconds(300))
        #if canImport(Glibc)
        #expect(feed is InotifyFeed && feed.interval == .milliseconds(100) && !watchLimitReached)
        #endif
        func settle() async -> Bool {
            try? await Task.sleep(for: .milliseconds(50))
            return feed.changed()
        }
        #expect(await settle() == false)
        try "body{color:red}".write(toFile: root + "/style.css", atomically: false, encoding: .utf8)
        #expect(await settle() == true)
        #expect(await settle() == false)
        try FileManager.default.createDirectory(atPath: root + "/new/deeper", withIntermediateDirectories: true)
        #expect(await settle() == true)
        try "x".write(toFile: root + "/new/deeper/page.html", atomically: false, encoding: .utf8)
        #expect(await settle() == true)
        try ".".write(toFile: root + "/.hidden.swp", atomically: false, encoding: .utf8)
        #expect(await settle() == false)
        try FileManager.default.removeItem(atPath: root + "/new/deeper/page.html")
        #expect(await settle() == true)
    }
}
