import MoupModel
import MoupPayroll

/// Where each page lives in the site, and relative links between pages.
enum Paths {
    static let index = "index.html"
    static let notFound = "404.html"
    static let stylesheet = "style.css"
    /// The script that opens sealed pages (`UnlockScript`), with `privacy: encrypted` only.
    static let unlockScript = "unlock.js"

    /// The root prefix of `404.html`, which a host serves for a missing address at any depth
    /// (`/2026-12/`, `/a/b/c`), where a relative `style.css` or `index.html` would point nowhere: the
    /// path of the site's `baseURL` (`https://moup.example.kr/` → `/`, `https://x.github.io/moup` →
    /// `/moup/`), else `/`. An absolute path, not a whole address, so a local preview server works too.
    static func notFoundRoot(baseURL: String?) -> String {
        guard let baseURL, let scheme = baseURL.range(of: "://") else { return "/" }
        let afterHost = baseURL[scheme.upperBound...].drop { $0 != "/" }
        let path = afterHost.prefix { $0 != "?" && $0 != "#" }
        return path.hasSuffix("/") ? String(path) : path + "/"
    }

    static func workplace(_ wp: String) -> String { "workplaces/\(wp)/index.html" }
    static func month(_ wp: String, _ month: YearMonth) -> String { "workplaces/\(wp)/\(month)/index.html" }
    static func dashboard(_ wp: String, _ month: YearMonth) -> String { "workplaces/\(wp)/\(month)/dashboard.html" }
    static func person(_ person: String, _ month: YearMonth) -> String { "people/\(person)/\(month)/index.html" }
    /// A person's start page: their months, payslips and feed.
    static func personIndex(_ person: String) -> String { "people/\(person)/index.html" }
    /// Whether `path` is a person's or an owner's start page.
    static func isStartPage(_ path: String) -> Bool {
        (path.hasPrefix("people/") || path.hasPrefix("owners/")) && path.hasSuffix("/index.html")
            && path.split(separator: "/").count == 3
    }

    /// An owner's start page: their workplaces' dashboards and payslips.
    static func ownerIndex(_ owner: String) -> String { "owners/\(owner)/index.html" }
    static func payslip(_ wp: String, _ worker: String, _ start: CivilDate) -> String {
        "payslips/\(wp)/\(worker)/\(start).html"
    }
    /// A leaver's 퇴직금 산정 내역, beside their payslips: `payslips/<wp>/<worker>/<end>-severance.html`.
    static func severance(_ wp: String, _ worker: String, _ end: CivilDate) -> String {
        "payslips/\(wp)/\(worker)/\(end)-severance.html"
    }
    /// One version of a worker's 근로계약서, beside their payslips: `payslips/<wp>/<worker>/contract-<from>.html`.
    static func contract(_ wp: String, _ worker: String, _ from: CivilDate) -> String {
        "payslips/\(wp)/\(worker)/contract-\(from).html"
    }
    /// The page of a payslip of either kind: a wage payslip's or a severance statement's.
    static func statement(_ slip: Payslip) -> String {
        slip.kind == .severance
            ? severance(slip.workplaceID, slip.workerID, slip.period.end)
            : payslip(slip.workplaceID, slip.workerID, slip.period.start)
    }

    /// The relative prefix from the page at `path` back to the site root (`workplaces/a/index.html` → `../../`).
    static func root(of path: String) -> String {
        String(repeating: "../", count: path.utf8.filter { $0 == UInt8(ascii: "/") }.count)
    }

    /// A link from the page at `from` to the page at `to`, both relative to the site root.
    static func link(from: String, to: String) -> String { root(of: from) + to }

    /// The anchor of a day's details: `d-2026-11-02`.
    static func dayAnchor(_ date: CivilDate) -> String { "d-\(date)" }
}
