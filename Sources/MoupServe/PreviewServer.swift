import Foundation
import MoupModel
import MoupPipeline
import MoupSystem
import MoupWords

/// `moup serve`: builds the site into a temporary folder, serves it on 127.0.0.1, rebuilds when a
/// file under the content or templates folder changes, and tells open pages (server-sent events) to
/// reload or to show the content problem. A failed build leaves the last good site served. The
/// built files are never changed: the live-reload script is added to HTML responses only.
package struct PreviewServer: Sendable {
    package struct Options: Sendable {
        package var content: String
        package var templates: String?
        package var secrets: String?
        package var port: Int
        /// The build date of each build (`--today`, else read anew at every build).
        package var today: @Sendable () throws -> CivilDate
        /// How often the folders are compared for changes where inotify is not available.
        package var pollInterval: Duration = .milliseconds(300)
        /// The language of the server's messages (see `TerminalLanguage`).
        package var language: Site.Language = .en

        package init(
            content: String, templates: String?, secrets: String?, port: Int,
            today: @escaping @Sendable () throws -> CivilDate
        ) {
            self.content = content
            self.templates = templates
            self.secrets = secrets
            self.port = port
            self.today = today
        }
    }

    /// Where the server's messages go: ordinary lines (standard output) and content problems (standard error).
    package struct Output: Sendable {
        package var say: @Sendable (String) -> Void
        package var problems: @Sendable ([Diagnostic]) -> Void

        package init(say: @escaping @Sendable (String) -> Void, problems: @escaping @Sendable ([Diagnostic]) -> Void) {
            self.say = say
            self.problems = problems
        }
    }

    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// Something else listens on the port (another `moup serve`, a web server).
        case portInUse(port: Int)
        /// A port below 1024, which only root may open.
        case portNeedsRoot(port: Int)
        case cannotListen(port: Int, reason: String)
        case cannotCreateFolder(String)

        /// The failure for `error`, met while opening `port`.
        static func listening(on port: Int, _ error: SystemError) -> Failure {
            switch error.code {
            case LocalListener.addressInUse: return .portInUse(port: port)
            case LocalListener.permissionDenied: return .portNeedsRoot(port: port)
            default: return .cannotListen(port: port, reason: error.reason)
            }
        }

        package var description: String { text(in: .en) }

        /// The failure in `language`'s words.
        package func text(in language: Site.Language) -> String {
            switch self {
            case .portInUse(let port):
                return TerminalWords.text(
                    "serve.portInUse", ["port": "\(port)", "next": "\(port < 65535 ? port + 1 : 8000)"],
                    in: language)
            case .portNeedsRoot(let port):
                return TerminalWords.text("serve.portNeedsRoot", ["port": "\(port)"], in: language)
            case .cannotListen(let port, let reason):
                return TerminalWords.text(
                    "serve.cannotListen", ["port": "\(port)", "reason": "\(reason)"], in: language)
            case .cannotCreateFolder(let reason):
                return TerminalWords.text("serve.cannotCreateFolder", ["reason": "\(reason)"], in: language)
            }
        }
    }

    let options: Options
    let output: Output

    package init(options: Options, output: Output) {
        self.options = options
        self.output = output
    }

    /// Serves until interrupted (Ctrl-C or SIGTERM), then removes the temporary folder.
    package func run() async throws {
        let work = FileManager.default.temporaryDirectory.path + "/moup-serve-" + UUID().uuidString
        do {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        } catch {
            throw Failure.cannotCreateFolder(error.localizedDescription)
        }
        defer { try? FileManager.default.removeItem(atPath: work) }
        let site = work + "/site"
        let state = LiveState()
        let builder = Rebuilder(options: options, output: output, site: site, state: state)
        // The folders are watched from before the first build, so that an edit made while it runs,
        // or before the watcher's first look, still rebuilds.
        let folders =
            [options.content]
            + [Pipeline.templatesFolder(option: options.templates, content: options.content)]
            .compactMap { $0 }
        let (feed, watchLimitReached) = makeChangeFeed(folders: folders, pollInterval: options.pollInterval)
        if watchLimitReached {
            output.say(
                TerminalWords.text(
                    "serve.watchLimit", ["ms": "\(options.pollInterval.wholeMilliseconds)"], in: options.language))
        }
        _ = await builder.build()
        let listener: LocalListener
        do throws(SystemError) {
            listener = try LocalListener(port: options.port)
        } catch {
            throw Failure.listening(on: options.port, error)
        }
        await builder.announce(url: "http://127.0.0.1:\(listener.port)/")
        let watching = Task { await Self.watch(feed, builder: builder, state: state) }
        let (files, language) = (ServedFiles(root: site), options.language)
        // Connections are taken on a thread of their own (`accept` waits there) and each is answered
        // by a task of its own.
        let serving = Task {
            await onOwnThread {
                while let connection = listener.accept() {
                    Task { await Self.answer(connection, files: files, state: state, language: language) }
                }
            }
        }
        await InterruptSignal.wait()
        // The watcher first, then the open event streams, so that no page waits on a server that is going.
        watching.cancel()
        await watching.value
        await state.finish()
        listener.stop()
        await serving.value
    }

    /// Reads one request from `connection` and answers it: the event stream of open pages, or a file.
    static func answer(
        _ connection: LocalConnection, files: ServedFiles, state: LiveState, language: Site.Language
    ) async {
        // The head is read on a thread of its own: a slow client must not hold one of the task threads.
        guard let head = await onOwnThread({ connection.readHead() }) else { return }
        guard let request = HTTPRequest(head: head) else {
            connection.send(HTTPResponse(status: .badRequest).bytes())
            return
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            connection.send(
                HTTPResponse(status: .methodNotAllowed, headers: [.init(name: "Allow", value: "GET, HEAD")]).bytes())
            return
        }
        if request.path == LiveReloadScript.eventsPath {
            let stream = HTTPResponse(
                status: .ok,
                headers: [
                    .init(name: "Content-Type", value: "text/event-stream"),
                    .init(name: "Cache-Control", value: "no-store"),
                ])
            guard connection.send(stream.head(streaming: true)), request.method == "GET" else { return }
            for await event in await state.subscribe() {
                guard connection.send(Array(event.utf8)) else { break }
            }
            return
        }
        let response = await response(for: request.path, files: files, state: state, language: language)
        connection.send(response.bytes(withBody: request.method == "GET"))
    }

    /// The file at `path` (HTML with the live-reload script), the site's 404 page, or a placeholder
    /// while there is no good build yet; the placeholder and the problem shown over a page in `language`.
    static func response(
        for path: String, files: ServedFiles, state: LiveState, language: Site.Language = .en
    ) async -> HTTPResponse {
        let generation = await state.generation
        var status = HTTPResponse.Status.ok
        var lookup = files.lookup(path)
        if case .redirect(let location) = lookup {
            return HTTPResponse(status: .movedPermanently, headers: [.init(name: "Location", value: location)])
        }
        if lookup == .notFound {
            status = .notFound
            lookup = files.lookup("/404.html")
        }
        var body: [UInt8]
        var type = "text/html; charset=utf-8"
        if case .file(let file, let contentType) = lookup, let data = FileManager.default.contents(atPath: file) {
            body = Array(data)
            type = contentType
        } else {
            body = Array(
                ("<!DOCTYPE html><html lang=\"\(language.rawValue)\"><head><meta charset=\"utf-8\"><title>moup serve</title></head>"
                    + "<body><p>\(TerminalWords.text("serve.notBuiltYet", in: language))</p></body></html>").utf8)
        }
        if type.hasPrefix("text/html") {
            body = Array(
                LiveReloadScript.inject(
                    into: String(decoding: body, as: UTF8.self), generation: generation,
                    language: language
                ).utf8)
        }
        return HTTPResponse(
            status: status,
            headers: [.init(name: "Content-Type", value: type), .init(name: "Cache-Control", value: "no-store")],
            body: body)
    }

    /// Asks `feed` for changes and rebuilds on one, until cancelled; a comment goes to open pages
    /// after 15 idle seconds, so that closed ones are noticed.
    static func watch(_ feed: any ChangeFeed, builder: Rebuilder, state: LiveState) async {
        var feed = feed
        var idle = Duration.zero
        while !Task.isCancelled {
            let interval = feed.interval
            try? await Task.sleep(for: interval)
            guard feed.changed() else {
                idle += interval
                if idle >= .seconds(15) {
                    idle = .zero
                    await state.heartbeat()
                }
                continue
            }
            // Wait until the editor has finished writing (100 ms without a change), then build.
            repeat {
                try? await Task.sleep(for: .milliseconds(100))
            } while feed.changed() && !Task.isCancelled
            await builder.build()
        }
    }
}

/// Runs builds one at a time and reports them.
actor Rebuilder {
    let options: PreviewServer.Options
    let output: PreviewServer.Output
    let site: String
    let state: LiveState
    private var url: String?

    init(options: PreviewServer.Options, output: PreviewServer.Output, site: String, state: LiveState) {
        self.options = options
        self.output = output
        self.site = site
        self.state = state
    }

    /// Builds into the served folder; on failure prints the problems and keeps the last good site.
    @discardableResult
    func build() async -> Bool {
        let started = ContinuousClock.now
        do {
            let report = try await Pipeline.build(
                content: options.content, output: site, templates: options.templates,
                secrets: options.secrets, today: try options.today(),
                recordsPublication: false)
            output.problems(report.diagnostics)
            if !report.newReaders.isEmpty {
                let who = report.newReaders.map {
                    message("reader." + $0.role.rawValue, ["id": .text($0.id)])
                }.joined(separator: ", ")
                output.say(message("serve.newSecrets", ["who": "\(who)"]))
            }
            await state.published(problem: nil)
            let ms = (ContinuousClock.now - started).wholeMilliseconds
            output.say(
                message(
                    "serve.built", ["files": "\(report.pages)", "ms": "\(ms)", "changed": "\(report.summary.written)"]))
            if !report.newReaders.isEmpty, let url { printLinks(url) }
            return true
        } catch let failure as PipelineFailure {
            output.problems(failure.diagnostics)
            // Shown over the open pages: in the site's language, located as on the terminal.
            await state.published(
                problem: failure.diagnostics.map { $0.line(in: options.language) }.joined(separator: "\n"))
            output.say(message("serve.lastGood"))
            return false
        } catch {
            let unexpected = Wording("serve.unexpected", ["problem": "\(error)"])
            output.problems([.error(unexpected, at: SourceLocation(file: options.content))])
            await state.published(problem: TerminalWords.text(unexpected, in: options.language))
            return false
        }
    }

    /// Prints the address, and each reader's link into it.
    func announce(url: String) {
        self.url = url
        output.say(message("serve.serving", ["content": "\(options.content)", "url": "\(url)"]))
        printLinks(url)
    }

    /// The terminal's text of `key` in the server's language.
    private func message(_ key: String, _ values: [String: Wording.Value] = [:]) -> String {
        TerminalWords.text(key, values, in: options.language)
    }

    private func printLinks(_ url: String) {
        guard let links = try? Pipeline.links(content: options.content, secrets: options.secrets) else { return }
        for link in links {
            let fragment = link.link.range(of: "#k=").map { String(link.link[$0.lowerBound...]) } ?? ""
            output.say("  \(link.reader.role.rawValue)\t\(link.reader.id)\t\(link.name)\t\(url)\(link.page)\(fragment)")
        }
    }
}
