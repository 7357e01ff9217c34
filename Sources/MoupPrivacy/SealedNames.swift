import Crypto

/// Where sealed pages are published: `p/<name>.html`, every one in the same folder, the name 26
/// base32 symbols (130 bits) of an HMAC-SHA256, so the path says neither whose page it is nor what.
/// Names are stable from build to build (the same secrets give the same names) and change when the
/// secret they come from is rotated.
///
/// - A reader's start page is named by their own key (`startPage(for:)`): whoever holds the key (a
///   link, or the typed secret and the site's salt) can find it, and nobody else.
/// - Every other sealed page is named by the site's naming key and the page's place in the site
///   (`page(_:site:)`: `payslips/cafe/kim-minji/2026-11-01.html` → `p/…`).
package enum SealedNames {
    /// The folder every sealed page is published in.
    package static let folder = "p"

    /// The start page of the reader whose key is `key`.
    package static func startPage(for key: ReaderKey) -> String {
        path(Base32Name.of(HMAC<SHA256>.authenticationCode(for: Array("moup start v1".utf8), using: key.symmetricKey)))
    }

    /// The published path of the sealed page whose place in the site is `logicalPath`.
    package static func page(_ logicalPath: String, site: SiteSecret) -> String {
        let mac = HMAC<SHA256>.authenticationCode(
            for: Array("moup page v1\u{0}\(logicalPath)".utf8),
            using: site.symmetricNamingKey)
        return path(Base32Name.of(mac))
    }

    static func path(_ name: String) -> String { folder + "/" + name + ".html" }
}

/// 26 symbols of the secrets' base32 alphabet from the first 130 bits of a MAC: the names of
/// personal feeds and sealed pages.
enum Base32Name {
    static let length = 26

    static func of<MAC: Sequence>(_ mac: MAC) -> String where MAC.Element == UInt8 {
        var bits = 0
        var value = 0
        var out: [UInt8] = []
        for byte in mac {
            value = (value << 8) | Int(byte)
            bits += 8
            while bits >= 5, out.count < length {
                bits -= 5
                out.append(Secret.alphabet[(value >> bits) & 31])
            }
            value &= (1 << bits) - 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
