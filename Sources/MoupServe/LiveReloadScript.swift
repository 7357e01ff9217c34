import MoupSite

/// The script `moup serve` adds to every HTML page it serves (never to the built files): it listens
/// to the server's events, reloads the page when a new build is served, and shows a content problem
/// over the page until it is fixed. The page's `ContentSecurityPolicy` is widened to let it run.
enum LiveReloadScript {
    static let eventsPath = "/_moup/events"

    /// A `<script>` element for a page served from the site of `generation`.
    static func element(generation: Int) -> String {
        "<script>" + text(generation: generation) + "</script>\n"
    }

    /// The script itself, whose hash the page's policy must list.
    static func text(generation: Int) -> String {
        "/* moup serve: live reload */\n(function () {\n  var served = \(generation);\n" + body + "})();\n"
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
            box.textContent = "moup: the content has a problem. This page shows the last good build; "
              + "fix the file and save, and the page reloads.\\n\\n" + problem;
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
    static func inject(into html: String, generation: Int) -> String {
        let script = element(generation: generation)
        let html = ContentSecurityPolicy.allowing(script: text(generation: generation), in: html)
        guard let end = html.range(of: "</body>", options: .backwards) else { return html + script }
        return html.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: script)
    }
}
