import MoupModel
import Testing

@testable import MoupContent

/// A worker whose `name` is still its id (as `moup new worker` writes it) is warned about where the
/// name is written: pages would show `kim` instead of the worker's name.
@Suite struct NameIsIDTests {
    @Test func nameThatIsTheIdIsWarnedAtTheName() throws {
        let kim = Sample.kim.replacingOccurrences(of: "name: 김민지", with: "name: kim")
        let fixture = try Fixture(Sample.files(["workplaces/cafe/workers/kim.md": kim]))
        #expect(
            fixture.messages() == [
                "content/workplaces/cafe/workers/kim.md:2:7: warning: the name is still the worker id 'kim' (as 'moup new worker' "
                    + "writes it): calendars and payslips show it as the worker's name; write the worker's real name after 'name:'"
            ])
        #expect(fixture.load().diagnostics.map(\.code) == ["content.name-is-id"])
        #expect(fixture.load().content?.workplace("cafe")?.worker("kim")?.name == "kim")
    }

    @Test func aRealNameOrAnotherWorkersIdIsNotWarned() throws {
        let named = try Fixture(Sample.files())
        #expect(named.messages() == [])
        // lee's id as kim's name is odd, but it is not kim's own id left in place.
        let kim = Sample.kim.replacingOccurrences(of: "name: 김민지", with: "name: lee")
        #expect(try Fixture(Sample.files(["workplaces/cafe/workers/kim.md": kim])).messages() == [])
    }
}
