import Foundation
import MoupModel
import MoupPayroll
import Testing

@testable import MoupState

/// The record of published payslips on disk: one file per output folder, private, read back exactly.
@Suite struct LedgerFileTests {
    static func ledger() -> PublicationLedger {
        let key = PayslipKey(
            workplaceID: "cafe-moup", workerID: "kim-minji", kind: .wages,
            periodStart: CivilDate(year: 2026, month: 10, day: 1)!)
        let issued = PayslipFigures(["gross": 1_000_000, "net": 991_000, "earnings.base": 1_000_000])
        return PublicationLedger([
            PublishedPayslip(
                key: key, periodEnd: CivilDate(year: 2026, month: 10, day: 31)!,
                payDate: CivilDate(year: 2026, month: 11, day: 10)!,
                figures: PayslipFigures([
                    "gross": 1_005_250, "net": 996_203, "earnings.base": 1_000_000, "earnings.night": 5_250,
                ]),
                issued: PublishedPayslip.Issue(on: CivilDate(year: 2026, month: 11, day: 10)!, figures: issued),
                change: PublishedPayslip.Change(on: CivilDate(year: 2026, month: 11, day: 20)!, before: issued))
        ])
    }

    @Test func aLedgerIsReadBackAsItWasWrittenWithMode0600() throws {
        let folder =
            FileManager.default.temporaryDirectory.path
            + "/moup-ledger-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let state = StateFolder(path: folder)
        #expect(state.readLedger(output: "/srv/site").payslips.isEmpty)
        #expect(state.writeLedger(Self.ledger(), output: "/srv/site"))
        #expect(state.readLedger(output: "/srv/site") == Self.ledger())
        // Another output folder is another publication.
        #expect(state.readLedger(output: "/srv/other").payslips.isEmpty)
        let file = folder + "/" + LedgerFile.name(forOutput: "/srv/site")
        var info = stat()
        #expect(stat(file, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(stat(folder, &info) == 0 && info.st_mode & 0o777 == 0o700)
    }

    @Test func aDamagedOrForeignFileReadsAsNoRecord() {
        #expect(LedgerFile.decode("moup published payslips 3\n") == nil)
        #expect(LedgerFile.decode(LedgerFile.header + "\n{\"workplace\": 1}\n") == nil)
        #expect(LedgerFile.decode(LedgerFile.encode(Self.ledger())) == Self.ledger())
        // A line filed under another workplace than its payslip's is damage.
        let misfiled = LedgerFile.encode(Self.ledger()).replacingOccurrences(of: "\ncafe-moup\t", with: "\nbakery\t")
        #expect(LedgerFile.decode(misfiled) == nil)
    }

    /// A record written before the workplace led each line (version 1) is still read.
    @Test func aFirstVersionRecordIsStillRead() {
        let first = LedgerFile.encode(Self.ledger())
            .replacingOccurrences(of: LedgerFile.header, with: LedgerFile.firstHeader)
            .replacingOccurrences(of: "\ncafe-moup\t", with: "\n")
        #expect(first.hasPrefix("moup published payslips 1\n{"))
        #expect(LedgerFile.decode(first) == Self.ledger())
        #expect(LedgerFile.decode(Array(first.utf8), workplaces: ["cafe-moup"]) == nil, "read whole instead")
    }

    /// A rebuild of one workplace reads its payslips alone and replaces their lines: the file is the
    /// one a whole write of the same record gives.
    @Test func oneWorkplacesPayslipsAreReadAndPatchedAlone() throws {
        func payslip(_ workplace: String, _ worker: String, gross: Int) -> PublishedPayslip {
            PublishedPayslip(
                key: PayslipKey(
                    workplaceID: workplace, workerID: worker, kind: .wages,
                    periodStart: CivilDate(year: 2026, month: 11, day: 1)!),
                periodEnd: CivilDate(year: 2026, month: 11, day: 30)!,
                payDate: CivilDate(year: 2026, month: 12, day: 10)!,
                figures: PayslipFigures(["gross": gross]), issued: nil, change: nil)
        }
        let whole = PublicationLedger([
            payslip("a-shop", "kim", gross: 1), payslip("bakery", "lee", gross: 2),
            payslip("bakery", "park", gross: 3), payslip("cafe", "choi", gross: 4),
        ])
        let bytes = Array(LedgerFile.encode(whole).utf8)
        let bakery = try #require(LedgerFile.decode(bytes, workplaces: ["bakery"]))
        #expect(bakery.ledger.payslips.count == 2 && !bakery.isEmpty)
        #expect(bakery.ledger.payslips.keys.allSatisfy { $0.workplaceID == "bakery" })
        #expect(LedgerFile.decode(Array((LedgerFile.header + "\n").utf8), workplaces: ["bakery"])?.isEmpty == true)

        // The bakery now has one payslip changed and one gone; a new workplace between them appears.
        let part = PublicationLedger([payslip("bakery", "lee", gross: 20), payslip("b-new", "jung", gross: 5)])
        let patched = try #require(LedgerFile.patch(bytes, workplaces: ["bakery", "b-new"], with: part))
        let expected = PublicationLedger([
            payslip("a-shop", "kim", gross: 1), payslip("b-new", "jung", gross: 5),
            payslip("bakery", "lee", gross: 20), payslip("cafe", "choi", gross: 4),
        ])
        #expect(String(decoding: patched, as: UTF8.self) == LedgerFile.encode(expected))
        // Past the last line, too.
        let last = try #require(
            LedgerFile.patch(bytes, workplaces: ["zoo"], with: PublicationLedger([payslip("zoo", "x", gross: 6)])))
        #expect(LedgerFile.decode(String(decoding: last, as: UTF8.self))?.payslips.count == 5)
    }
}
