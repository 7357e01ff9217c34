import Foundation
import MoupModel

/// Which language the command line speaks: the site's (`language:` in `site.md`, Korean when the key
/// is absent, as for the pages), else, outside a site, the locale's: `LC_ALL`, then `LC_MESSAGES`,
/// then `LANG` (the first one set decides, as POSIX says), Korean when it starts with `ko`, English otherwise.
/// `MOUP_LANGUAGE=ko|en` overrides both, for a script that matches messages in one language whatever
/// the site (scripts are better served by the JSON log's codes, which never change).
package enum TerminalLanguage {
    /// The language for a run over `contentFolder` (nil: the command reads no site) in `environment`.
    package static func choose(contentFolder: String?, environment: [String: String]) -> Site.Language {
        if let forced = environment["MOUP_LANGUAGE"].flatMap(Site.Language.init(rawValue:)) { return forced }
        if let contentFolder, let site = ofSite(contentFolder: contentFolder) { return site }
        return ofLocale(environment)
    }

    /// The locale's language: Korean for `ko_KR.UTF-8`, `ko`, …; English for anything else, `C` and unset included.
    package static func ofLocale(_ environment: [String: String]) -> Site.Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            return value.lowercased().hasPrefix("ko") ? .ko : .en
        }
        return .en
    }

    /// The language `contentFolder/site.md` names in its front matter: `ko` when it names none (the
    /// site's default); nil when there is no readable site.md or it names a language moup does not have
    /// (the loader reports that; until then the locale decides).
    package static func ofSite(contentFolder: String) -> Site.Language? {
        let path = (contentFolder as NSString).appendingPathComponent("site.md")
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            return nil
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? $0.dropLast() : $0
        }[...]
        guard lines.first == "---" else { return .ko }
        lines = lines.dropFirst()
        for line in lines {
            if line == "---" { break }
            guard line.hasPrefix("language:") else { continue }
            var value = line.dropFirst("language:".count)
            if let comment = value.range(of: " #") { value = value[..<comment.lowerBound] }
            let word = value.trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'"))
            return Site.Language(rawValue: word)
        }
        return .ko
    }
}
