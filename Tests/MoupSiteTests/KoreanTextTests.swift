import Testing

@testable import MoupSite

/// Which of the content's own texts an English page marks `lang="ko"` whole (`SiteIndex.proseHTML`,
/// `lineHTML`): those written in Korean, with more Hangul syllables than Latin letters.
@Suite struct KoreanTextTests {
    @Test func textWithMoreHangulThanLatinLettersIsKorean() {
        #expect(SiteIndex.isKorean("10월 공휴일 영업 안내"))
        #expect(SiteIndex.isKorean("레시피 카드는 바 오른쪽 서랍에 있습니다 (see the card)."))
        #expect(!SiteIndex.isKorean("Welcome 김민지! The winter menu starts on Monday."))
        #expect(!SiteIndex.isKorean("Hiring 서예지"))
        #expect(!SiteIndex.isKorean(""))
        #expect(!SiteIndex.isKorean("12:00–18:00"))
    }

    /// The site's title is marked whole where it has any Hangul, on a page that is not Korean; escaped as before.
    @Test func siteTitleWithHangulIsMarkedOnPagesOfAnotherLanguage() {
        #expect(SiteIndex.siteTitleHTML("MOUP 근무표", on: .en) == "<span lang=\"ko\">MOUP 근무표</span>")
        #expect(SiteIndex.siteTitleHTML("MOUP 근무표", on: .ko) == "MOUP 근무표")
        #expect(SiteIndex.siteTitleHTML("Tom & Jerry's", on: .en) == "Tom &amp; Jerry&#39;s")
        #expect(SiteIndex.siteTitleHTML("<카페>", on: .en) == "<span lang=\"ko\">&lt;카페&gt;</span>")
        #expect(SiteIndex.lineHTML("민지 대신 오픈 (Jiwoo)", on: .en) == "<span lang=\"ko\">민지 대신 오픈 (Jiwoo)</span>")
        #expect(SiteIndex.lineHTML("Covering for 민지", on: .en) == "Covering for 민지")
    }
}
