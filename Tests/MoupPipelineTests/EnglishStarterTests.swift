import Foundation
import MoupModel
import Testing

@testable import MoupPipeline

/// The English starter names Korean terms in English, with the Korean beside them in brackets ("the
/// four social insurances (4대보험)"), never a bare Korean word inside an English sentence ("4대보험 and
/// income tax"): in its comments, and in the English paragraphs of `content/README.md`. Values (a name,
/// a title) and the page texts are the site's, Korean, and are not looked at.
@Suite struct EnglishStarterTests {
    static let today = CivilDate(year: 2026, month: 11, day: 20)!

    static func isHangul(_ scalar: Unicode.Scalar) -> Bool { (0xAC00...0xD7A3).contains(scalar.value) }

    static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// Whether `text` has a Korean word inside English: Hangul outside brackets, or a bracket whose part
    /// between commas mixes Hangul with Latin letters ("(4대보험 and income tax)"). A bracket of Korean
    /// alone ("(4대보험)", "(근무장소, 사업주 주소)") or after a comma ("(a paid annual-leave day, 연차)") is
    /// the Korean beside the English. Quotes and code spans are not looked at.
    static func bareKorean(_ text: String) -> Bool {
        var groups = [""]
        var quoted = false
        var code = false
        func mixes(_ group: String) -> Bool {
            group.split(whereSeparator: { $0 == "," || $0 == ";" }).contains { part in
                part.unicodeScalars.contains(where: isHangul) && part.unicodeScalars.contains(where: isLatin)
            }
        }
        for character in text {
            switch character {
            case "`": code.toggle()
            case "\"" where !code: quoted.toggle()
            case _ where code || quoted: continue
            case "(": groups.append("")
            case ")" where groups.count > 1:
                if mixes(groups.removeLast()) { return true }
            default: groups[groups.count - 1].append(character)
            }
        }
        return groups[0].unicodeScalars.contains(where: isHangul) || groups.dropFirst().contains(where: mixes)
    }

    /// `text` without what stands in brackets, in quotes or in code spans.
    static func outsideBrackets(_ text: String) -> String {
        var result = ""
        var depth = 0
        var quoted = false
        var code = false
        for character in text {
            switch character {
            case "`": code.toggle()
            case "\"" where !code: quoted.toggle()
            case _ where code || quoted: continue
            case "(": depth += 1
            case ")" where depth > 0: depth -= 1
            default: if depth == 0 { result.append(character) }
            }
        }
        return result
    }

    @Test func theCommentsGiveKoreanTermsInBrackets() {
        var texts = StarterSite.siteFiles(today: Self.today, minimumWage: 10320, language: .en)
            .filter { !$0.path.hasSuffix(".json") && !$0.path.hasSuffix("README.md") }
        for kind in ["worker", "notice"] {
            texts.append(
                (
                    "new/\(kind).md",
                    StarterSite.newFile(
                        kind,
                        [
                            "id": "park-seoyeon", "slug": "holiday", "today": "2026-11-20",
                            "minimumWage": "10320", "employeeNo": "A-003",
                        ])
                ))
        }
        for file in texts {
            for line in file.text.split(separator: "\n") {
                guard let mark = line.range(of: "# ") else { continue }
                let comment = String(line[mark.upperBound...])
                #expect(!Self.bareKorean(comment), "\(file.path): \(comment)")
            }
        }
    }

    /// An English paragraph of the README (letters mostly Latin outside brackets and code) has Korean only
    /// in brackets or quotes.
    @Test func theReadmesEnglishParagraphsGiveKoreanTermsInBrackets() throws {
        let readme = try #require(
            StarterSite.siteFiles(today: Self.today, minimumWage: 10320)
                .first { $0.path == "content/README.md" }
        ).text
        var english = 0
        for paragraph in readme.components(separatedBy: "\n\n") {
            let trimmed = paragraph.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("#") || trimmed.isEmpty { continue }
            let outside = Self.outsideBrackets(trimmed)
            let hangul = outside.unicodeScalars.filter(Self.isHangul).count
            let latin = outside.unicodeScalars.filter(Self.isLatin).count
            guard hangul * 10 < latin else { continue }
            english += 1
            #expect(!Self.bareKorean(trimmed), "\(trimmed)")
        }
        #expect(english >= 6)
    }

    @Test func theCheckSeesABareKoreanWord() {
        #expect(Self.bareKorean("none, or insurance (4대보험 and income tax)"))
        #expect(Self.bareKorean("a paid 연차 day"))
        #expect(!Self.bareKorean("insurance (the four social insurances (4대보험) and income tax)"))
        #expect(!Self.bareKorean("a missing one prints \"(작성 필요)\""))
        #expect(
            !Self.bareKorean(
                "paid annual leave (a paid annual-leave day, 연차), the place (근무장소, 사업주 주소), the form (표준근로계약서 (단시간근로자))"
            ))
    }
}
