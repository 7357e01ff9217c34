/// The links of a page, moved with it: every page is rendered where its content puts it
/// (`payslips/cafe/kim-minji/2026-11-01.html`), and sealing publishes private pages elsewhere
/// (`p/…`, `SealedNames`). Each relative `href` and `src` of a page published at a new place is
/// resolved against the place it was rendered at, sent to where its target is published, and
/// written relative to the page's new place (as Hugo's `relativeURLs` rewrites a rendered page's
/// links after the fact). Fragments and queries stay; absolute and in-page links are left alone.
///
/// Worked on the page's UTF-8 bytes, not on `String`s: a 1,000-worker site has 21,000 private pages
/// with some 40 links each, and resolving them as `String`s took 0.67 s of CPU, a quarter of what
/// sealing added to the build (issue 31's speed bar).
enum SealedLinks {
    /// `page` (rendered at `rendered`, published at `published`) with its relative links leading to
    /// where `places` publishes their targets (a shared page's target stays where it is).
    static func relocate(
        _ page: [UInt8], renderedAt rendered: String, publishedAt published: String,
        places: SealedPlaces
    ) -> [UInt8] {
        let path = Array(rendered.utf8)
        let folder = path[..<(path.lastIndex(of: slash) ?? 0)]
        let root = Array(Paths.root(of: published).utf8)
        let quote = UInt8(ascii: "\"")
        var out: [UInt8] = []
        out.reserveCapacity(page.count + 256)
        var copied = 0
        var i = 0
        // Each `="` after `href` or `src` starts a value; the bytes between values are copied as they are.
        while let equals = page[i...].firstIndex(of: UInt8(ascii: "=")) {
            i = equals + 1
            guard i < page.count, page[i] == quote, isLinkAttribute(endingAt: equals, in: page),
                let end = page[(i + 1)...].firstIndex(of: quote)
            else { continue }
            out += page[copied...i]
            append(moved: page[(i + 1)..<end], folder: folder, root: root, places: places, to: &out)
            copied = end
            i = end
        }
        out += page[copied...]
        return out
    }

    static let slash = UInt8(ascii: "/")
    static let dot = UInt8(ascii: ".")

    /// Whether the attribute whose `=` is at `equals` is an `href` or a `src`.
    static func isLinkAttribute(endingAt equals: Int, in page: [UInt8]) -> Bool {
        let before = page[..<equals]
        return before.suffix(5).elementsEqual(" href".utf8) || before.suffix(4).elementsEqual(" src".utf8)
    }

    /// `out` followed by the link `value`'s new text: resolved against `folder` (the rendered page's,
    /// without its last `/`), sent where `places` publishes it, from `root`.
    static func append(
        moved value: ArraySlice<UInt8>, folder: ArraySlice<UInt8>, root: [UInt8], places: SealedPlaces,
        to out: inout [UInt8]
    ) {
        guard let first = value.first, first != UInt8(ascii: "#"), first != slash, first != UInt8(ascii: "?"),
            !isAbsolute(value)
        else {
            out += value
            return
        }
        let cut = value.firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") } ?? value.endIndex
        let target = resolved(value[..<cut], in: folder)
        out += root
        out += (places.published(target) ?? target).utf8
        out += value[cut...]
    }

    /// Whether `value` starts with a scheme (`https:`, `mailto:`): a colon before any `/`, `#` or `?`.
    static func isAbsolute<Bytes: Sequence<UInt8>>(_ value: Bytes) -> Bool {
        for byte in value {
            switch byte {
            case UInt8(ascii: ":"): return true
            case UInt8(ascii: "/"), UInt8(ascii: "#"), UInt8(ascii: "?"): return false
            default: continue
            }
        }
        return false
    }

    /// The site path of the relative link `path` from a page in `folder` (`payslips/a/b`, empty at the
    /// root; `..` and `.` resolved; `..` at the root stays at the root).
    static func resolved(_ path: ArraySlice<UInt8>, in folder: ArraySlice<UInt8>) -> String {
        var folder = folder
        var rest = path
        // Most links only climb first (`../../style.css`): those need no segment list.
        while true {
            if rest.starts(with: "../".utf8) {
                folder = folder[..<(folder.lastIndex(of: slash) ?? folder.startIndex)]
                rest = rest.dropFirst(3)
            } else if rest.starts(with: "./".utf8) {
                rest = rest.dropFirst(2)
            } else {
                break
            }
        }
        if rest.elementsEqual("..".utf8) || rest.elementsEqual(".".utf8)
            || zip(rest, rest.dropFirst()).contains(where: { $0 == slash && $1 == dot })
        {
            return resolvedBySegments(rest, in: folder)
        }
        return String(decoding: folder.isEmpty ? rest : folder + [slash] + rest, as: UTF8.self)
    }

    /// `resolved` for a path with `.` or `..` past its start (`a/../b`, `./x/./y`): segment by segment.
    static func resolvedBySegments(_ path: ArraySlice<UInt8>, in folder: ArraySlice<UInt8>) -> String {
        var parts = folder.isEmpty ? [] : folder.split(separator: slash, omittingEmptySubsequences: false)
        for segment in path.split(separator: slash, omittingEmptySubsequences: false) {
            if segment.elementsEqual("..".utf8) {
                if !parts.isEmpty { parts.removeLast() }
            } else if !segment.elementsEqual(".".utf8) {
                parts.append(segment)
            }
        }
        return String(decoding: Array(parts.joined(separator: [slash])), as: UTF8.self)
    }
}
