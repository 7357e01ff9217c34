/// On a page whose language is not Korean, the Korean text still on it marked `<span lang="ko">`, so
/// that a screen reader reads it in a Korean voice and the English around it in an English one (WCAG
/// 3.1.2, issue 32). The view models mark what they know to be Korean as a whole (names, the content's
/// prose: `SiteIndex.nameHTML`, `proseHTML`); this marks the rest, chiefly the legal terms the English
/// string table keeps beside their translations ("Payslip (임금명세서)", "Employment insurance
/// (고용보험)") and the rule table's names of public holidays.
///
/// A run of Hangul is marked with the spaces, middle dots and digits between its syllables and the
/// digits right before it (`건강보험·장기요양보험`, `주 52시간`). Only the text of elements is marked:
/// attribute values, text already inside an element with a `lang` of Korean, and what cannot hold
/// markup (`title`, `script`, `style`, `textarea`, `option`, SVG) stay as they are.
enum KoreanMarks {
    /// `html` with its unmarked Korean text marked.
    static func marked(_ html: [UInt8]) -> [UInt8] {
        // Hangul syllables and jamo are three bytes in UTF-8, led by 0xE1, 0xE3 or 0xEA–0xED.
        guard html.contains(where: { $0 >= 0xE1 }) else { return html }
        var out: [UInt8] = []
        out.reserveCapacity(html.count + 512)
        var open: [OpenElement] = []
        var textStart = 0
        var at = 0
        while at < html.count {
            guard html[at] == UInt8(ascii: "<"), let tag = Tag(html, at: at) else {
                at += 1
                continue
            }
            appendText(html[textStart..<at], marking: !(open.last?.leavesText ?? false), to: &out)
            out += html[at..<tag.end]
            at = tag.end
            switch tag.kind {
            case .other:
                break
            case .closing(let name):
                if let index = open.lastIndex(where: { $0.name == name }) { open.removeSubrange(index...) }
            case .opening(let name, let language, let selfClosing):
                if Self.rawText.contains(name) {
                    // Copied as it is up to its end tag: text without markup.
                    let end = HTMLScan.find(Array("</\(name)".utf8), in: html, from: at) ?? html.count
                    out += html[at..<end]
                    at = end
                } else if !selfClosing, !Self.void.contains(name) {
                    let parent = open.last
                    // Inside SVG or a list of options a `<span>` is not allowed at all; elsewhere an element's own
                    // `lang` decides, or its parent's.
                    let noSpans = (parent?.noSpans ?? false) || Self.noSpans.contains(name)
                    let korean = language.map { $0 == "ko" || $0.hasPrefix("ko-") } ?? (parent?.korean ?? false)
                    open.append(OpenElement(name: name, korean: korean, noSpans: noSpans))
                }
            }
            textStart = at
        }
        appendText(html[textStart...], marking: !(open.last?.leavesText ?? false), to: &out)
        return out
    }

    /// An element open at this point of the page: whether its text is Korean (its `lang`, or its parent's),
    /// and whether it or an element around it cannot hold a `<span>`.
    private struct OpenElement {
        var name: String
        var korean: Bool
        var noSpans: Bool

        var leavesText: Bool { korean || noSpans }
    }

    /// Elements whose content (and their descendants') cannot be a `<span>`.
    private static let noSpans: Set<String> = ["svg", "math", "select", "datalist"]

    /// Elements whose content is text, never markup: copied whole.
    private static let rawText: Set<String> = ["title", "script", "style", "textarea", "option"]

    /// Elements without an end tag.
    private static let void: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    /// `text` (the text between two tags) with its runs of Hangul marked when `marking`.
    private static func appendText(_ text: ArraySlice<UInt8>, marking: Bool, to out: inout [UInt8]) {
        guard marking, text.contains(where: { $0 >= 0xE1 }) else {
            out += text
            return
        }
        let scalars = Array(String(decoding: text, as: UTF8.self).unicodeScalars)
        var marked = String.UnicodeScalarView()
        var plainFrom = 0
        var index = 0
        while index < scalars.count {
            guard isHangul(scalars[index]) else {
                index += 1
                continue
            }
            var start = index
            while start > plainFrom, isDigit(scalars[start - 1]) { start -= 1 }
            var end = index + 1
            var probe = end
            while probe < scalars.count, isHangul(scalars[probe]) || joinsHangul(scalars[probe]) {
                probe += 1
                if isHangul(scalars[probe - 1]) { end = probe }
            }
            marked += scalars[plainFrom..<start]
            marked += "<span lang=\"ko\">".unicodeScalars
            marked += scalars[start..<end]
            marked += "</span>".unicodeScalars
            plainFrom = end
            index = end
        }
        marked += scalars[plainFrom...]
        out += String(marked).utf8
    }

    /// A Hangul syllable or jamo.
    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F: return true
        default: return false
        }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        (0x30...0x39).contains(scalar.value)
    }

    /// What may stand between two Hangul words of one Korean term: a space, a middle dot, a digit.
    private static func joinsHangul(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\u{00B7}" || isDigit(scalar)
    }

    /// One tag of the page: where it ends (after its `>`) and what it is.
    private struct Tag {
        enum Kind {
            /// `<name …>`, with its `lang` when it has one.
            case opening(name: String, language: String?, selfClosing: Bool)
            case closing(name: String)
            /// A comment, a doctype.
            case other
        }

        var end: Int
        var kind: Kind

        /// The tag starting at `start` (a `<`), or nil when the `<` starts no tag (`a < b` in text).
        init?(_ html: [UInt8], at start: Int) {
            let next = start + 1
            guard next < html.count else { return nil }
            if html[next...].starts(with: "!--".utf8) {
                guard let close = HTMLScan.find(Array("-->".utf8), in: html, from: next) else { return nil }
                end = close + 3
                kind = .other
                return
            }
            let closing = html[next] == UInt8(ascii: "/")
            let nameStart = closing ? next + 1 : next
            guard nameStart < html.count else { return nil }
            let first = html[nameStart]
            guard first == UInt8(ascii: "!") || Self.isLetter(first) else { return nil }
            var nameEnd = nameStart
            while nameEnd < html.count, Self.isLetter(html[nameEnd]) || (0x30...0x39).contains(html[nameEnd]) {
                nameEnd += 1
            }
            // The end of the tag, past quoted attribute values (which may hold `>`).
            var at = nameEnd
            var quote: UInt8?
            while at < html.count {
                let byte = html[at]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    break
                }
                at += 1
            }
            guard at < html.count else { return nil }
            end = at + 1
            let name = String(decoding: html[nameStart..<nameEnd], as: UTF8.self).lowercased()
            if first == UInt8(ascii: "!") {
                kind = .other
            } else if closing {
                kind = .closing(name: name)
            } else {
                let attributes = String(decoding: html[nameEnd..<at], as: UTF8.self)
                kind = .opening(
                    name: name, language: Self.language(in: attributes),
                    selfClosing: html[at - 1] == UInt8(ascii: "/"))
            }
        }

        /// The value of a `lang` attribute in `attributes`, lowercased.
        private static func language(in attributes: String) -> String? {
            for marker in [" lang=\"", " lang='", "\tlang=\"", "\nlang=\""] {
                guard let found = attributes.range(of: marker) else { continue }
                let quote = attributes[attributes.index(before: found.upperBound)]
                let value = attributes[found.upperBound...].prefix { $0 != quote }
                return value.lowercased()
            }
            return nil
        }

        private static func isLetter(_ byte: UInt8) -> Bool {
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
    }
}
