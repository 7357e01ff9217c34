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
}
