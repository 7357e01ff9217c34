import Foundation
import MoupModel
import Testing

@testable import MoupPipeline

/// The starter's Korean comments (`starter/ko/`): the same files, settings and page texts as the English
/// starter, only the comments differ; and they are Korean.
@Suite struct KoreanStarterTests {
    static let today = CivilDate(year: 2026, month: 11, day: 20)!

    /// `text` without its YAML comments: whole-line comments dropped, ` # …` after a value cut off.
    static func settings(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#") { return nil }
            var kept = Substring(line)
            if let comment = line.range(of: " #") { kept = line[..<comment.lowerBound] }
            return kept.trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func bothStartersHaveTheSameFilesAndSettings() {
        let english = StarterSite.siteFiles(today: Self.today, minimumWage: 10320, language: .en)
        let korean = StarterSite.siteFiles(today: Self.today, minimumWage: 10320, language: .ko)
        #expect(english.map(\.path) == korean.map(\.path))
        for (en, ko) in zip(english, korean) {
            #expect(Self.settings(en.text) == Self.settings(ko.text), "\(en.path)")
        }
        for kind in ["worker", "notice"] {
            let values = [
                "id": "park-seoyeon", "slug": "holiday", "today": "2026-11-20", "minimumWage": "10320",
                "employeeNo": "A-003",
            ]
            #expect(
                Self.settings(StarterSite.newFile(kind, values, language: .en))
                    == Self.settings(StarterSite.newFile(kind, values, language: .ko)), "\(kind)")
        }
    }

    @Test func theKoreanCommentsAreKorean() {
        let korean = StarterSite.siteFiles(today: Self.today, minimumWage: 10320, language: .ko)
        for file in korean where !file.path.hasSuffix(".json") && !file.path.hasSuffix("README.md") {
            let comments = file.text.split(separator: "\n").compactMap { line -> Substring? in
                guard let mark = line.range(of: "# ") else { return nil }
                return line[mark.upperBound...]
            }
            #expect(!comments.isEmpty, "\(file.path)")
            for comment in comments where comment.contains(where: \.isLetter) {
                #expect(
                    comment.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
                        || comment.hasPrefix("baseURL") || comment.hasPrefix("ownerId") || comment.hasPrefix("person")
                        || comment.hasPrefix("pay:") || comment.hasPrefix("mealAllowance"), "\(file.path): \(comment)")
            }
        }
    }
}
