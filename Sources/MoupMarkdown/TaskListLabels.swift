/// Gives each checkbox of a GFM task list its item's text as label, which cmark-gfm does not:
/// `<li><input type="checkbox" disabled="" /> 포스기 켜기</li>` becomes
/// `<li><label><input type="checkbox" disabled="" /> 포스기 켜기</label></li>`, so a screen reader
/// says "포스기 켜기, checkbox, not checked" and validators and axe-core find a labelled control.
///
/// The label holds the item's first run of inline content (text, links, emphasis, code, images,
/// line breaks), never a nested list or a second paragraph, since a `<label>` may hold phrasing
/// content only. In a loose list, where cmark puts the checkbox before the item's first `<p>`, the
/// checkbox moves into that paragraph. Safe mode guarantees that the only `<input` in cmark's
/// output is a task-list checkbox (raw HTML is omitted and `<` in text is escaped).
enum TaskListLabels {
    static let checkbox = "<input type=\"checkbox\""

    /// Tags cmark-gfm writes for inline content, which a label may contain.
    static let inlineTags = [
        "<a ", "</a>", "<em>", "</em>", "<strong>", "</strong>", "<code>", "</code>",
        "<del>", "</del>", "<img ", "<br />", "<!--",
    ]

    /// `html` with every task-list checkbox wrapped in a `<label>` with its item's text.
    static func apply(_ html: String) -> String {
        guard html.contains(checkbox) else { return html }
        var out = ""
        out.reserveCapacity(html.utf8.count + 64)
        var rest = html[...]
        while let input = rest.range(of: checkbox), let close = rest[input.upperBound...].range(of: "/>") {
            out += rest[..<input.lowerBound]
            let tag = rest[input.lowerBound..<close.upperBound]
            var after = rest[close.upperBound...]
            let blank = after.prefix { $0 == " " || $0 == "\n" }
            let paragraph = after[blank.endIndex...]
            if paragraph.hasPrefix("<p>") {
                // Loose item: `<input … /> \n<p>text</p>` → `\n<p><label><input … /> text</label></p>`.
                out += blank.drop { $0 == " " } + "<p>"
                after = paragraph.dropFirst(3)
                out += "<label>" + tag + " "
            } else {
                out += "<label>" + tag
            }
            let text = phrasing(after)
            let trimmedEnd = text.lastIndex { $0 != " " && $0 != "\n" }.map { text.index(after: $0) } ?? text.startIndex
            out += after[..<trimmedEnd] + "</label>"
            rest = after[trimmedEnd...]
        }
        out += rest
        return out
    }

    /// The longest prefix of `html` that is inline content: it ends before the first tag that is
    /// not an inline tag (`</li>`, `<ul>`, `</p>` …) or at the end.
    static func phrasing(_ html: Substring) -> Substring {
        var i = html.startIndex
        while let open = html[i...].firstIndex(of: "<") {
            let tail = html[open...]
            guard let inline = inlineTags.first(where: { tail.hasPrefix($0) }) else { return html[..<open] }
            let end =
                inline == "<!--"
                ? tail.range(of: "-->")?.upperBound : tail.firstIndex(of: ">").map { html.index(after: $0) }
            guard let end else { return html[..<open] }
            i = end
        }
        return html
    }
}
