/// The links of a page, moved with it: every page is rendered where its content puts it
/// (`payslips/cafe/kim-minji/2026-11-01.html`), and sealing publishes private pages elsewhere
/// (`p/…`, `SealedNames`). Each relative `href` and `src` of a page published at a new place is
/// resolved against the place it was rendered at, sent to where its target is published, and
/// written relative to the page's new place (as Hugo's `relativeURLs` rewrites a rendered page's
/// links after the fact). Fragments and queries stay; absolute and in-page links are left alone.
enum SealedLinks {
    /// `page` (rendered at `rendered`, published at `published`) with its relative links leading to
    /// where `places` publishes their targets (a shared page's target stays where it is).
    static func relocate(_ page: [UInt8], renderedAt rendered: String, publishedAt published: String,
                         places: SealedPlaces) -> [UInt8] {
        let base = rendered.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        let root = Paths.root(of: published)
        let quote = UInt8(ascii: "\"")
        var out: [UInt8] = []
        out.reserveCapacity(page.count + 256)
        var copied = 0, i = 0
        // Each `="` after `href` or `src` starts a value; the bytes between values are copied as they are.
        while let equals = page[i...].firstIndex(of: UInt8(ascii: "=")) {
            i = equals + 1
            guard i < page.count, page[i] == quote, isLinkAttribute(endingAt: equals, in: page),
                  let end = page[(i + 1)...].firstIndex(of: quote) else { continue }
            out += page[copied...i]
            let value = String(decoding: page[(i + 1)..<end], as: UTF8.self)
            out += moved(value, base: base, root: root, places: places).utf8
            copied = end
            i = end
        }
        out += page[copied...]
        return out
    }

    /// Whether the attribute whose `=` is at `equals` is an `href` or a `src`.
    static func isLinkAttribute(endingAt equals: Int, in page: [UInt8]) -> Bool {
        let before = page[..<equals]
        return before.suffix(5).elementsEqual(" href".utf8) || before.suffix(4).elementsEqual(" src".utf8)
    }

    /// A link's new text: `value` resolved against the folder `base`, sent where `places` publishes
    /// it, from `root`.
    static func moved(_ value: String, base: [String], root: String, places: SealedPlaces) -> String {
        guard let first = value.utf8.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "/"), first != UInt8(ascii: "?"),
              !isAbsolute(value) else { return value }
        let cut = value.firstIndex(where: { $0 == "#" || $0 == "?" }) ?? value.endIndex
        let target = resolved(value[..<cut], in: base)
        return root + (places.published(target) ?? target) + value[cut...]
    }

    /// Whether `value` starts with a scheme (`https:`, `mailto:`): a colon before any `/`, `#` or `?`.
    static func isAbsolute(_ value: String) -> Bool {
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: ":"): return true
            case UInt8(ascii: "/"), UInt8(ascii: "#"), UInt8(ascii: "?"): return false
            default: continue
            }
        }
        return false
    }

    /// The site path of the relative link `path` from a page in the folder `base` (`..` and `.`
    /// resolved; `..` at the root stays at the root).
    static func resolved(_ path: Substring, in base: [String]) -> String {
        var folder = base[...]
        var rest = path
        // Most links only climb first (`../../style.css`): those need no segment list.
        while true {
            if rest.hasPrefix("../") { folder = folder.dropLast(); rest = rest.dropFirst(3) }
            else if rest.hasPrefix("./") { rest = rest.dropFirst(2) }
            else { break }
        }
        if rest.contains("/.") || rest == ".." || rest == "." {
            var parts = Array(folder)
            for segment in rest.split(separator: "/", omittingEmptySubsequences: false) {
                switch segment {
                case "..": if !parts.isEmpty { parts.removeLast() }
                case ".": continue
                default: parts.append(String(segment))
                }
            }
            return parts.joined(separator: "/")
        }
        return folder.isEmpty ? String(rest) : folder.joined(separator: "/") + "/" + rest
    }
}
