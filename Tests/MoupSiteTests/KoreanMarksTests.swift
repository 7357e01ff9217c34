import Testing

@testable import MoupSite

/// The Korean text left on a page of another language is marked `lang="ko"` (`KoreanMarks`, issue 32): in the
/// text of elements only, one `<span>` per Korean term.
@Suite struct KoreanMarksTests {
    static func marked(_ html: String) -> String {
        String(decoding: KoreanMarks.marked(Array(html.utf8)), as: UTF8.self)
    }

    @Test func aLegalTermBesideItsTranslationIsMarked() {
        #expect(
            Self.marked("<h1>Payslip (임금명세서) <small>Nov 2026</small></h1>")
                == "<h1>Payslip (<span lang=\"ko\">임금명세서</span>) <small>Nov 2026</small></h1>")
    }

    /// Spaces, middle dots and digits between Hangul belong to the term; a comma or a bracket ends it.
    @Test func oneTermIsOneSpan() {
        #expect(
            Self.marked("<p>Health (건강보험·장기요양보험), Retirement (퇴직소득 지방소득세)</p>")
                == "<p>Health (<span lang=\"ko\">건강보험·장기요양보험</span>), "
                + "Retirement (<span lang=\"ko\">퇴직소득 지방소득세</span>)</p>")
        #expect(
            Self.marked("<p>the limit (주 52시간); 52시간 a week</p>")
                == "<p>the limit (<span lang=\"ko\">주 52시간</span>); <span lang=\"ko\">52시간</span> a week</p>")
        #expect(
            Self.marked("<td>severance (퇴직금, 연차) </td>")
                == "<td>severance (<span lang=\"ko\">퇴직금</span>, <span lang=\"ko\">연차</span>) </td>")
    }

    /// Attribute values, the page's title, scripts and styles, and SVG are left as they are; so is text already
    /// inside an element whose `lang` is Korean, however deep.
    @Test func whatCannotHoldMarkupOrIsMarkedStaysAsItIs() {
        let html =
            "<html lang=\"en\"><head><title>Payslip (임금명세서)</title><style>/* 카페 */</style></head>"
            + "<body><a href=\"x\" title=\"김민지\" aria-label=\"김민지 < 배지훈\">x</a>"
            + "<script>if (a < b) { c = \"<b>한글</b>\"; }</script>"
            + "<div lang=\"ko\"><p>이번 달 <b>근무표</b></p></div><p lang=\"ko-KR\">안내</p>"
            + "<svg><text>인건비</text></svg><select><option>카페</option></select><!-- 주석 --></body></html>"
        #expect(Self.marked(html) == html)
    }

    /// Marking resumes after an element marked Korean closes, and inside an element marked another language.
    @Test func markingFollowsTheElements() {
        #expect(
            Self.marked("<p><span lang=\"ko\">김민지</span> (근로자)<br>기타 <i lang=\"en\">x 연차</i></p>")
                == "<p><span lang=\"ko\">김민지</span> (<span lang=\"ko\">근로자</span>)<br><span lang=\"ko\">기타</span> "
                + "<i lang=\"en\">x <span lang=\"ko\">연차</span></i></p>")
    }

    /// A page without Hangul comes back as it was; escaped text stays escaped.
    @Test func textWithoutKoreanIsUntouched() {
        let html = "<p>Tom &amp; Jerry&#39;s 09:00–18:00 · ₩10,320</p>"
        #expect(Self.marked(html) == html)
        #expect(Self.marked("<p>&lt;카페&gt;</p>") == "<p>&lt;<span lang=\"ko\">카페</span>&gt;</p>")
    }
}
