import Foundation

/// A Hugo site with a given number of Markdown pages, shaped like a moup site: a section per
/// workplace of about ten pages, each page a title, a paragraph and a month's shift table
/// (about 2 KB of Markdown, rendered into a layout with a header and a stylesheet). It is the speed
/// anchor: Hugo builds the same number of pages of similar size in the same run.
struct HugoSite {
    var pages: Int
    static let pagesPerSection = 10

    /// Writes the site into `folder`, which must not exist yet.
    func write(into folder: String) throws {
        try put(
            folder + "/hugo.toml",
            """
            baseURL = "https://bench.example/"
            languageCode = "ko"
            title = "MOUP 벤치마크 (Hugo)"
            disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT"]
            buildFuture = true

            """)
        try put(
            folder + "/layouts/_default/baseof.html",
            """
            <!doctype html>
            <html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
            <title>{{ .Title }} · {{ .Site.Title }}</title><link rel="stylesheet" href="{{ "style.css" | relURL }}"></head>
            <body><header><a href="{{ "/" | relURL }}">{{ .Site.Title }}</a></header>
            <main>{{ block "main" . }}{{ end }}</main><footer>{{ .Site.Title }}</footer></body></html>

            """)
        try put(
            folder + "/layouts/_default/single.html",
            """
            {{ define "main" }}<article><h1>{{ .Title }}</h1><p class="meta">{{ .Params.workplace }} · {{ .Date.Format "2006-01-02" }}</p>
            {{ .Content }}</article>{{ end }}

            """)
        try put(
            folder + "/layouts/_default/list.html",
            """
            {{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}

            """)
        try put(
            folder + "/static/style.css", "body { font-family: sans-serif; } table { border-collapse: collapse; }\n")
        for page in 0..<pages {
            let section = page / Self.pagesPerSection
            try put(folder + "/content/shop-\(section)/page-\(page).md", Self.page(page, section: section))
        }
    }

    /// One page: front matter, a paragraph, and a table of 22 shifts.
    static func page(_ page: Int, section: Int) -> String {
        var rows = ""
        for day in 1...22 {
            let date = "2026-11-\(day < 10 ? "0" : "")\(day)"
            rows += "| \(date) | 09:00 | 15:30 | 30분 | 6시간 | \(10_320 * 6 + day)원 | 교대 메모 \(day) |\n"
        }
        return """
            ---
            title: "근무표 \(page)"
            date: 2026-11-30
            workplace: "모옵 \(section)호점"
            ---
            모옵 \(section)호점의 11월 근무와 급여 계산입니다. 휴게시간은 **꼭** 지켜 주세요.

            | 날짜 | 시작 | 끝 | 휴게 | 실근로 | 금액 | 메모 |
            |---|---|---|---|---|---|---|
            \(rows)
            - 주휴수당은 주 15시간 이상 근무할 때 지급됩니다.
            - 야간근로(22:00–06:00)는 50% 가산됩니다.

            """
    }

    private func put(_ path: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
