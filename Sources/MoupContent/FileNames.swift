import MoupModel

/// The file-name patterns of a workplace folder. A name that does not match is an error, so
/// that a misspelled `2026-11.jsn` cannot silently drop a month of pay.
enum FileNames {
    /// `<id>.md` → id (workers and routines).
    static func markdownID(_ name: String) -> String? {
        guard name.hasSuffix(".md") else { return nil }
        let id = String(name.dropLast(3))
        return Identifier.isValid(id) ? id : nil
    }

    /// `<YYYY-MM>.json` → month (shifts and sales).
    static func month(_ name: String) -> YearMonth? {
        guard name.hasSuffix(".json") else { return nil }
        return YearMonth(iso: String(name.dropLast(5)))
    }

    /// `<YYYY-MM-DD>-<slug>.md` → date and slug (notices).
    static func notice(_ name: String) -> (date: CivilDate, slug: String)? {
        guard name.hasSuffix(".md") else { return nil }
        let stem = name.dropLast(3)
        guard stem.count > 11, let date = CivilDate(iso: String(stem.prefix(10))),
            stem.dropFirst(10).first == "-"
        else { return nil }
        let slug = String(stem.dropFirst(11))
        return Identifier.isValid(slug) ? (date, slug) : nil
    }
}
