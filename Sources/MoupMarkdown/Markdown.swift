import CCmarkGFM
import Foundation

/// Renders human prose (notices, notes, routines) from GitHub-flavoured Markdown to safe HTML.
///
/// Safe mode: raw HTML becomes `<!-- raw HTML omitted -->` and `javascript:` links are emptied;
/// tables, strikethrough, autolinks, task lists (each checkbox labelled by its item's text, see
/// `TaskListLabels`) and the tag filter are on. cmark-gfm 0.29.0.gfm.6 is
/// not thread-safe, so every call goes through one lock; results are cached by source text.
package enum Markdown {
    /// Inputs larger than this are not parsed (cmark-gfm 0.29 predates several denial-of-service fixes).
    package static let maximumInputBytes = 1 << 20

    /// The HTML for `markdown`. Deterministic; safe to call from any thread.
    package static func html(_ markdown: String) -> String {
        if markdown.utf8.count > maximumInputBytes {
            return "<p>" + escape("This text is longer than 1 MiB and was not rendered. / 1 MiB를 넘는 글이라 표시하지 않았습니다.")
                + "</p>\n"
        }
        return renderer.html(markdown)
    }

    private static let renderer = Renderer()

    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}

/// Owns the cmark state and the cache. Every cmark call happens while `lock` is held
/// (`Mutex` from Synchronization would need macOS 15; the package supports macOS 13).
private final class Renderer: @unchecked Sendable {
    private let lock = NSLock()
    private var cache: [String: String] = [:]
    private static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    init() {
        // Runs once, inside the thread-safe lazy initialisation of `Markdown.renderer`,
        // before any render: the registration guard in gfm.6 is not atomic.
        cmark_gfm_core_extensions_ensure_registered()
    }

    func html(_ markdown: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[markdown] { return cached }
        let html = render(markdown)
        cache[markdown] = html
        return html
    }

    private func render(_ markdown: String) -> String {
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8
        guard let parser = cmark_parser_new(options) else { fatalError("cmark_parser_new failed") }
        defer { cmark_parser_free(parser) }
        for name in Self.extensionNames {
            guard let ext = cmark_find_syntax_extension(name) else {
                fatalError("cmark-gfm extension '\(name)' is not available: libcmark-gfm-extensions is misinstalled")
            }
            cmark_parser_attach_syntax_extension(parser, ext)
        }
        var text = markdown
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        guard let document = cmark_parser_finish(parser) else { fatalError("cmark_parser_finish failed") }
        defer { cmark_node_free(document) }
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else {
            fatalError("cmark_render_html failed")
        }
        defer { free(rendered) }
        return TaskListLabels.apply(String(cString: rendered))
    }
}
