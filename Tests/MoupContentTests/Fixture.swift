import Foundation
import MoupContent
import MoupModel

/// A content folder written into a fresh temporary directory for one test, removed with the fixture.
final class Fixture {
    let root: String
    var contentPath: String { root + "/content" }

    /// Writes `files` (path relative to `content/` → text) and returns the fixture.
    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.path + "/moup-content-" + UUID().uuidString
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/content/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(atPath: root + "/content", withIntermediateDirectories: true)
    }

    func write(_ path: String, bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: root + "/content/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func load() -> LoadedContent { ContentLoader(folder: contentPath).load() }

    /// Every diagnostic as printed, with paths starting at `content/`.
    func messages() -> [String] {
        load().diagnostics.map { $0.description.replacingOccurrences(of: root + "/", with: "") }
    }

    /// Only the errors.
    func errors() -> [String] {
        load().diagnostics.filter { $0.severity == .error }
            .map { $0.description.replacingOccurrences(of: root + "/", with: "") }
    }
}

/// A small valid content folder; tests override single files.
enum Sample {
    static let site = """
        ---
        title: MOUP 근무표
        ---
        안녕하세요.
        """

    static let workplace = """
        ---
        name: 카페 모업
        owner: 박사장
        industrialAccidentRate: 0.0086
        ---
        카페 소개
        """

    static let kim = """
        ---
        name: 김민지
        employeeNo: "A-001"
        wage:
          type: hourly
          amount: 10030
        breakMinutes: 30
        ---
        메모
        """

    static let lee = """
        ---
        name: 이준호
        birthDate: 2001-03-04
        start: 2026-11-01
        wage:
          type: hourly
          amount:
            - amount: 10030
            - from: 2026-12-01
              amount: 10500
        breakMinutes: auto
        ---
        """

    static let shifts = """
        { "shifts": [
          { "worker": "kim", "date": "2026-11-02", "start": "09:00", "end": "15:30", "break": 30, "memo": "오픈", "routines": ["open"] },
          { "worker": "lee", "date": "2026-11-02", "start": "22:00", "end": "06:00",
            "breaks": [{ "start": "02:00", "end": "03:00" }] },
          { "worker": "kim", "date": "2026-11-13", "status": "absent" }
        ] }
        """

    static let routine = """
        ---
        name: 오픈 준비
        time: "08:50"
        ---
        - [ ] 포스기 켜기
        """

    static func files(_ overrides: [String: String] = [:]) -> [String: String] {
        var files = [
            "site.md": site,
            "workplaces/cafe/index.md": workplace,
            "workplaces/cafe/workers/kim.md": kim,
            "workplaces/cafe/workers/lee.md": lee,
            "workplaces/cafe/shifts/2026-11.json": shifts,
            "workplaces/cafe/routines/open.md": routine,
        ]
        for (path, text) in overrides { files[path] = text }
        return files
    }
}
