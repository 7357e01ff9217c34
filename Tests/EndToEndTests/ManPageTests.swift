import Foundation
import Testing

/// The package's man page (packaging/debian/man-page.sh) is made from moup's English help even where moup
/// would speak Korean: `make deb` runs in this repository, whose content/ is a Korean site, and an owner's
/// locale may be Korean. (It was once a page of Korean help with an empty NAME and no COMMANDS.)
@Suite(.enabled(if: Fixture.binaryExists, "needs .build/debug/moup (run swift build first)"))
struct ManPageTests {
    @Test func theManPageIsEnglishBesideAKoreanSiteUnderAKoreanLocale() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Fixture.repositoryRoot + "/packaging/debian/man-page.sh", Fixture.moupBinary]
        process.currentDirectoryURL = URL(fileURLWithPath: Fixture.repositoryRoot)
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "ko_KR.UTF-8"
        environment["LC_ALL"] = nil
        environment["LC_MESSAGES"] = nil
        environment["MOUP_LANGUAGE"] = nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let page = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(page.contains(".SH NAME\nmoup \\- builds work schedules"), "\(page.prefix(300))")
        #expect(page.contains(".SS \"moup build\"") && page.contains(".SS \"moup secrets rotate\""))
        #expect(page.contains("OVERVIEW: "))
    }
}
