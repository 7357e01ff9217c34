import Foundation
import MoupModel
import MoupPayroll
import Testing
@testable import MoupState

/// The record of published payslips on disk: one file per output folder, private, read back exactly.
@Suite struct LedgerFileTests {
    static func ledger() -> PublicationLedger {
        let key = PayslipKey(workplaceID: "cafe-moup", workerID: "kim-minji", kind: .wages,
                             periodStart: CivilDate(year: 2026, month: 10, day: 1)!)
        let issued = PayslipFigures(["gross": 1_000_000, "net": 991_000, "earnings.base": 1_000_000])
        return PublicationLedger([PublishedPayslip(
            key: key, periodEnd: CivilDate(year: 2026, month: 10, day: 31)!, payDate: CivilDate(year: 2026, month: 11, day: 10)!,
            figures: PayslipFigures(["gross": 1_005_250, "net": 996_203, "earnings.base": 1_000_000, "earnings.night": 5_250]),
            issued: PublishedPayslip.Issue(on: CivilDate(year: 2026, month: 11, day: 10)!, figures: issued),
            change: PublishedPayslip.Change(on: CivilDate(year: 2026, month: 11, day: 20)!, before: issued))])
    }

    @Test func aLedgerIsReadBackAsItWasWrittenWithMode0600() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/moup-ledger-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
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
        #expect(LedgerFile.decode("moup published payslips 2\n") == nil)
        #expect(LedgerFile.decode(LedgerFile.header + "\n{\"workplace\": 1}\n") == nil)
        #expect(LedgerFile.decode(LedgerFile.encode(Self.ledger())) == Self.ledger())
    }
}
