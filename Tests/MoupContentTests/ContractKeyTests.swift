import MoupModel
import Testing

@testable import MoupContent

/// The 근로계약서 keys (content/README.md): `address` and `phone` in the workplace, `duties`, `payMethod` and
/// `contractIssued` in the worker file; read into the model, and a bad value reported at its line.
@Suite struct ContractKeyTests {
    private func lee(_ lines: String) -> String {
        Sample.lee.replacingOccurrences(of: "start: 2026-11-01\n", with: "start: 2026-11-01\n" + lines + "\n")
    }
    private let workplace = Sample.workplace.replacingOccurrences(
        of: "industrialAccidentRate: 0.0086\n",
        with: "industrialAccidentRate: 0.0086\naddress: 서울특별시 마포구 연남로 12\nphone: 02-000-0000\n")

    @Test func theKeysAreReadIntoTheModel() throws {
        let fixture = try Fixture(
            Sample.files([
                "workplaces/cafe/index.md": workplace,
                "workplaces/cafe/workers/lee.md": lee(
                    "duties: 계산, 진열\npayMethod: direct\ncontractIssued: [2026-11-13, 2026-11-01]"),
            ]))
        let loaded = fixture.load()
        #expect(loaded.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
        let cafe = try #require(loaded.content?.workplace("cafe"))
        #expect(cafe.address == "서울특별시 마포구 연남로 12")
        #expect(cafe.phone == "02-000-0000")
        let lee = try #require(cafe.worker("lee"))
        #expect(lee.duties == "계산, 진열")
        #expect(lee.payMethod == .direct)
        #expect(lee.contractIssued == [CivilDate(iso: "2026-11-01")!, CivilDate(iso: "2026-11-13")!])
        // Left out: nothing, and no error.
        let kim = try #require(cafe.worker("kim"))
        #expect(kim.duties == nil && kim.payMethod == nil && kim.contractIssued.isEmpty)
    }

    @Test func aSingleIssuedDateIsAListOfOne() throws {
        let fixture = try Fixture(Sample.files(["workplaces/cafe/workers/lee.md": lee("contractIssued: 2026-11-01")]))
        let lee = try #require(fixture.load().content?.workplace("cafe")?.worker("lee"))
        #expect(lee.contractIssued == [CivilDate(iso: "2026-11-01")!])
    }

    @Test func badValuesAreErrorsAtTheirLine() throws {
        let fixture = try Fixture(
            Sample.files([
                "workplaces/cafe/workers/lee.md": lee(
                    "payMethod: cash\ncontractIssued: [2026-11-01, 2026-11-01, 11/13]")
            ]))
        let errors = fixture.errors()
        #expect(errors.contains { $0.contains("lee.md:") && $0.contains("'payMethod' must be one of direct, bank") })
        #expect(errors.contains { $0.contains("'contractIssued' lists 2026-11-01 twice") })
        #expect(errors.contains { $0.contains("'contractIssued' must be a date like 2026-11-02") })
    }
}
