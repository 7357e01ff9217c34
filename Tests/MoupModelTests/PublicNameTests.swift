import MoupModel
import Testing

/// `publicNames`: how a name reads on public pages.
@Suite struct PublicNameTests {
    @Test func full() {
        #expect(Site.PublicNames.full.shown("김민지") == "김민지")
    }

    @Test func givenDropsTheFamilyName() {
        let given = Site.PublicNames.given
        #expect(given.shown("김민지") == "민지")
        #expect(given.shown("김지") == "지")
        #expect(given.shown("남궁민수") == "민수")
        #expect(given.shown("남궁민") == "민")
        #expect(given.shown("김 민지") == "민지")
        #expect(given.shown("Minji Kim") == "Minji")
        #expect(given.shown("Minji") == "Minji")
        #expect(given.shown("민") == "민")
    }

    @Test func maskedKeepsTheFirstAndLastCharacters() {
        let masked = Site.PublicNames.masked
        #expect(masked.shown("김민지") == "김*지")
        #expect(masked.shown("김지") == "김*")
        #expect(masked.shown("남궁민수") == "남**수")
        #expect(masked.shown("민") == "민")
    }
}
