import MoupModel
import MoupSite
import MoupWords

/// The script `moup serve` adds to every HTML page it serves (never to the built files): it listens
/// to the server's events, reloads the page when a new build is served, and shows a content problem
/// over the page until it is fixed. The page's `ContentSecurityPolicy` is widened to let it run.
enum LiveReloadScript {
    static let eventsPath = "/_moup/events"

    /// A `<script>` element for a page served from the site of `generation`.
    static func element(generation: Int, language: Site.Language = .en) -> String {
        "<script>" + text(generation: generation, language: language) + "</script>\n"
    }

    /// The script itself, whose hash the page's policy must list.
    /// The words over a page with a problem are in `language`.
    static func text(generation: Int, language: Site.Language = .en) -> String {
        "/* moup serve: live reload */\n(function () {\n  var served = \(generation);\n"
            + "  var heading = \(javaScriptString(TerminalWords.text("serve.overlay", in: language) + "\n\n"));\n"
            + body + "})();\n"
    }

    /// `text` as a JavaScript string literal.
    private static func javaScriptString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "<": out += "\\u003c"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private static let body = """
          var box = null;
          function show(problem) {
            if (!box) {
              box = document.createElement("div");
              box.id = "moup-serve-problem";
              box.setAttribute("role", "alert");
              box.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;margin:0;padding:1.5em;"
                + "background:rgba(30,0,0,.94);color:#fff;font:14px/1.5 ui-monospace,monospace;white-space:pre-wrap";
              document.body.appendChild(box);
            }
            box.textContent = heading + problem;
          }
          function hide() { if (box) { box.remove(); box = null; } }
          var events = new EventSource("\(eventsPath)");
          events.onmessage = function (message) {
            var state = JSON.parse(message.data);
            if (state.problem) { show(state.problem); return; }
            hide();
            if (state.generation !== served) { location.reload(); }
          };

        """

    /// `html` with the script placed just before `</body>` (or at the end when there is none), and
    /// allowed by the page's policy.
    static func inject(into html: String, generation: Int, language: Site.Language = .en) -> String {
        let script = element(generation: generation, language: language)
        let html = ContentSecurityPolicy.allowing(script: text(generation: generation, language: language), in: html)
        guard let end = html.range(of: "</body>", options: .backwards) else { return html + script }
        return html.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: script)
    }
}
