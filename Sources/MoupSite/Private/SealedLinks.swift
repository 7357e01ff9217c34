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
        var out: [UInt8] = []
        out.reserveCapacity(page.count + 256)
        var i = 0
        while i < page.count {
            guard let (valueStart, valueEnd) = attributeValue(in: page, at: i) else {
                out.append(page[i])
                i += 1
                continue
            }
            out.append(contentsOf: page[i..<valueStart])
            let value = String(decoding: page[valueStart..<valueEnd], as: UTF8.self)
            out.append(contentsOf: Array(moved(value, base: base, root: root, places: places).utf8))
            i = valueEnd
        }
        return out
    }

    static let attributes: [[UInt8]] = [Array(" href=\"".utf8), Array(" src=\"".utf8)]

    /// The value's bounds when an `href="` or `src="` starts at `i`.
    static func attributeValue(in page: [UInt8], at i: Int) -> (Int, Int)? {
        guard page[i] == UInt8(ascii: " ") else { return nil }
        for attribute in attributes where page.count - i > attribute.count && page[i..<(i + attribute.count)].elementsEqual(attribute) {
            let start = i + attribute.count
            guard let end = page[start...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
            return (start, end)
        }
        return nil
    }

    /// A link's new text: `value` resolved against the folder `base`, sent where `places` publishes
    /// it, from `root`.
    static func moved(_ value: String, base: [String], root: String, places: SealedPlaces) -> String {
        guard let first = value.first, first != "#", first != "/", first != "?",
              !value.prefix(while: { $0 != "/" && $0 != "#" && $0 != "?" }).contains(":") else { return value }
        let cut = value.firstIndex(where: { $0 == "#" || $0 == "?" }) ?? value.endIndex
        var parts = base
        for segment in value[..<cut].split(separator: "/", omittingEmptySubsequences: false) {
            switch segment {
            case "..": if !parts.isEmpty { parts.removeLast() }
            case ".": continue
            default: parts.append(String(segment))
            }
        }
        let target = parts.joined(separator: "/")
        return root + (places.published(target) ?? target) + value[cut...]
    }
}
