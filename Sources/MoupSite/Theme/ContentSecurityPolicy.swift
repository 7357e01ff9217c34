import Crypto
import Foundation

/// The `Content-Security-Policy` every HTML page carries in a `<meta>` at the top of its `<head>`:
/// only the inline scripts the page was built with may run (each by its SHA-256, taken at build
/// time), never an inline event handler or a `javascript:` address, no plug-ins, no `<base>`, no form
/// sent anywhere. A custom template that lets an `onerror` attribute through, or a decrypted page
/// carrying one, runs nothing. Styles are not restricted (the pages colour people with `style`
/// attributes). A page with a `<script src>` of its own (a custom template) also allows the site's
/// own files (`'self'`).
package enum ContentSecurityPolicy {
    /// The policy for a page whose inline scripts hash to `hashes` (base64 SHA-256, in page order).
    static func policy(hashes: [String], external: Bool) -> String {
        let sources = (external ? ["'self'"] : []) + hashes.map { "'sha256-\($0)'" }
        return "script-src " + (sources.isEmpty ? "'none'" : sources.joined(separator: " "))
            + "; object-src 'none'; base-uri 'none'; form-action 'none'"
    }

    /// `html` with the policy's `<meta>` right after its `<meta charset>` (or its `<head>` tag); `html`
    /// as it is when it has no `<head>`.
    static func apply(to html: [UInt8]) -> [UInt8] {
        guard let at = insertionPoint(in: html) else { return html }
        let scripts = InlineScripts(html)
        let meta =
            "<meta http-equiv=\"Content-Security-Policy\" content=\""
            + policy(hashes: scripts.bodies.map(hash), external: scripts.hasExternal) + "\">\n"
        var out: [UInt8] = []
        out.reserveCapacity(html.count + meta.utf8.count)
        out += html[..<at]
        out += meta.utf8
        out += html[at...]
        return out
    }

    /// `html` (a page built with its policy) with one more inline script allowed: for `moup serve`,
    /// which adds its live-reload script to the pages it serves. `script` is the script's text.
    package static func allowing(script: String, in html: String) -> String {
        let marker = "content=\"script-src "
        guard let start = html.range(of: marker) else { return html }
        let source = "'sha256-\(hash(Array(script.utf8)))'"
        if html[start.upperBound...].hasPrefix("'none'") {
            let none = start.upperBound..<html.index(start.upperBound, offsetBy: 6)
            return html.replacingCharacters(in: none, with: source)
        }
        return html.replacingCharacters(in: start.upperBound..<start.upperBound, with: source + " ")
    }

    /// Base64 of the SHA-256 of `bytes`, as CSP hash sources write it.
    static func hash(_ bytes: [UInt8]) -> String {
        Data(SHA256.hash(data: bytes)).base64EncodedString()
    }

    /// After the line of `<meta charset…>` when the head starts with it (it must stay in the first
    /// 1,024 bytes), else right after the `<head>` tag.
    private static func insertionPoint(in html: [UInt8]) -> Int? {
        guard let head = HTMLScan.find(Array("<head".utf8), in: html, from: 0),
            let headEnd = HTMLScan.find([UInt8(ascii: ">")], in: html, from: head)
        else { return nil }
        var at = headEnd + 1
        if at < html.count, html[at] == UInt8(ascii: "\n") { at += 1 }
        let charset = Array("<meta charset".utf8)
        if html.count >= at + charset.count, Array(html[at..<at + charset.count]) == charset,
            let end = HTMLScan.find([UInt8(ascii: ">")], in: html, from: at)
        {
            at = end + 1
            if at < html.count, html[at] == UInt8(ascii: "\n") { at += 1 }
        }
        return at
    }
}

/// The `<script>` elements of a page: the text of each one that runs inline, and whether any loads
/// a file. A `<script type=…>` of another type than JavaScript (the sealed page's JSON) is data.
struct InlineScripts {
    var bodies: [[UInt8]] = []
    var hasExternal = false

    init(_ html: [UInt8]) {
        let open = Array("<script".utf8)
        let close = Array("</script".utf8)
        var from = 0
        while let start = HTMLScan.find(open, in: html, from: from),
            let tagEnd = HTMLScan.find([UInt8(ascii: ">")], in: html, from: start)
        {
            // Lower case, any white space a space: `<script\n  src=…>` is read as `<script src=…>`.
            let tag = String(
                String(decoding: html[start...tagEnd], as: UTF8.self).lowercased()
                    .map { $0.isWhitespace ? " " : $0 })
            let bodyEnd = HTMLScan.find(close, in: html, from: tagEnd + 1) ?? html.count
            if tag.contains(" src=") {
                hasExternal = true
            } else if Self.runs(tag) {
                bodies.append(Array(html[(tagEnd + 1)..<bodyEnd]))
            }
            from = bodyEnd
        }
    }

    /// Whether a `<script …>` tag is JavaScript: no `type`, or a JavaScript or module type.
    private static func runs(_ tag: String) -> Bool {
        guard let range = tag.range(of: " type=") else { return true }
        let value = tag[range.upperBound...].drop { $0 == "\"" || $0 == "'" }.prefix {
            $0 != "\"" && $0 != "'" && $0 != " " && $0 != ">"
        }
        return ["", "module", "text/javascript", "application/javascript"].contains(String(value))
    }
}

/// Byte searches over a page.
enum HTMLScan {
    /// The index of the first `needle` in `bytes` at or after `from`, ASCII letters in any case but the
    /// first byte (`<` or `>`), found with `memchr`.
    static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard !needle.isEmpty, from >= 0, bytes.count >= needle.count, from <= bytes.count - needle.count else {
            return nil
        }
        return bytes.withUnsafeBufferPointer { all -> Int? in
            guard let base = all.baseAddress else { return nil }
            var index = from
            while index <= all.count - needle.count {
                guard let hit = memchr(base + index, Int32(needle[0]), all.count - needle.count + 1 - index) else {
                    return nil
                }
                index = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base
                var offset = 1
                while offset < needle.count, lower(all[index + offset]) == lower(needle[offset]) { offset += 1 }
                if offset == needle.count { return index }
                index += 1
            }
            return nil
        }
    }

    /// `bytes` cut at each `separator` (found as `find` finds it), the separators left out.
    static func split(_ bytes: [UInt8], at separator: [UInt8]) -> [ArraySlice<UInt8>] {
        var pieces: [ArraySlice<UInt8>] = []
        var start = 0
        while let hit = find(separator, in: bytes, from: start) {
            pieces.append(bytes[start..<hit])
            start = hit + separator.count
        }
        pieces.append(bytes[start...])
        return pieces
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        byte >= 65 && byte <= 90 ? byte + 32 : byte
    }
}
