import Foundation
import MoupModel

/// The site `moup init` writes, and the files `moup new` adds: the texts live in `starter/` (compiled
/// in by the EmbedFiles plugin), with `{{name}}` placeholders filled in here. `starter/ko/` holds the
/// same files with their comments in Korean, written for an owner whose terminal speaks Korean; the
/// settings themselves are the same in both (`StarterSiteTests` checks that). Only the dated records
/// (the schedule and this month's shifts) are made in code, from one table, so that they agree.
enum StarterSite {
    /// A weekly repeat of the starter's schedule: the contract, and the shifts worked so far.
    struct Repeat {
        var worker: String
        var days: [Weekday]
        var start: String
        var end: String
        var breakMinutes: Int
        var routines: [String] = []
    }

    static let workplace = "my-shop"
    static let repeats = [
        Repeat(
            worker: "kim-minji", days: [.mon, .wed, .fri], start: "09:00", end: "15:00", breakMinutes: 30,
            routines: ["open"]),
        Repeat(worker: "lee-junho", days: [.sat, .sun], start: "10:00", end: "16:00", breakMinutes: 30),
    ]

    /// Every file of a new site (relative paths), for the month of `today`: workers hired on the
    /// month's first day at `minimumWage`, the schedule from that day, and a worked shift for each
    /// scheduled day before `today` (the days from `today` on stay planned).
    static func siteFiles(
        today: CivilDate, minimumWage: Int, language: Site.Language = .en
    ) -> [(path: String, text: String)] {
        let month = today.yearMonth
        let values = [
            "monthStart": month.firstDay.description, "today": today.description,
            "minimumWage": String(minimumWage),
        ]
        var files: [(path: String, text: String)] = StarterSiteFiles.files.compactMap { path, _ in
            if path.hasPrefix("new/") || path.hasPrefix("ko/") { return nil }
            let target = path == "gitignore" ? ".gitignore" : path
            return (fill(target, values), fill(text(of: path, in: language), values))
        }
        let folder = "content/workplaces/\(workplace)"
        files.append(("\(folder)/schedule.json", scheduleJSON(from: month.firstDay)))
        files.append(("\(folder)/shifts/\(month).json", shiftsJSON(month: month, before: today)))
        return files.sorted { $0.path < $1.path }
    }

    /// The text of a file `moup new` adds (`worker` or `notice`), filled in with `values`.
    static func newFile(_ kind: String, _ values: [String: String], language: Site.Language = .en) -> String {
        fill(text(of: "new/\(kind).md", in: language), values)
    }

    /// The starter file at `path` with its comments in `language`: `ko/<path>` for Korean when there is
    /// one (the README is in both languages already), else `path`.
    static func text(of path: String, in language: Site.Language) -> String {
        let files = StarterSiteFiles.files
        if language == .ko, let korean = files.first(where: { $0.path == "ko/" + path }) { return korean.text }
        return files.first { $0.path == path }!.text
    }

    static func fill(_ text: String, _ values: [String: String]) -> String {
        var result = text
        for (name, value) in values { result = result.replacingOccurrences(of: "{{\(name)}}", with: value) }
        return result
    }

    static func scheduleJSON(from start: CivilDate) -> String {
        let lines = repeats.map { r in
            let days = r.days.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            return
                "  {\"worker\": \"\(r.worker)\", \"days\": [\(days)], \"start\": \"\(r.start)\", \"end\": \"\(r.end)\", "
                + "\"break\": \(r.breakMinutes), \"from\": \"\(start)\"}"
        }
        return "{ \"repeats\": [\n" + lines.joined(separator: ",\n") + "\n] }\n"
    }

    static func shiftsJSON(month: YearMonth, before today: CivilDate) -> String {
        var lines: [String] = []
        for day in month.days where day < today {
            for r in repeats where r.days.contains(day.weekday) {
                let routines =
                    r.routines.isEmpty
                    ? "" : ", \"routines\": [" + r.routines.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
                lines.append(
                    "  {\"worker\": \"\(r.worker)\", \"date\": \"\(day)\", \"start\": \"\(r.start)\", "
                        + "\"end\": \"\(r.end)\", \"break\": \(r.breakMinutes)\(routines)}")
            }
        }
        return lines.isEmpty ? "{ \"shifts\": [] }\n" : "{ \"shifts\": [\n" + lines.joined(separator: ",\n") + "\n] }\n"
    }
}
