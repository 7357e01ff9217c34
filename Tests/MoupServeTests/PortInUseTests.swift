import Foundation
import MoupModel
import MoupSystem
import Testing

@testable import MoupServe

/// `moup serve` on a port something else holds says so in plain words, with a port to try instead.
@Suite struct PortInUseTests {
    @Test func theMessageSaysWhatHappenedAndWhatToTry() {
        #expect(
            PreviewServer.Failure.portInUse(port: 8080).description
                == "port 8080 is already in use on 127.0.0.1 (another 'moup serve' or web server is running there): "
                + "stop it, or try --port 8081")
        #expect(
            PreviewServer.Failure.portNeedsRoot(port: 80).description
                == "port 80 may only be opened by root (ports below 1024 are reserved): try --port 8000")
    }

    /// A real listener on a port, then the server on the same port: the failure is `portInUse`.
    @Test func aTakenPortIsReportedAsInUse() async throws {
        let taken = try LocalListener(port: 0)
        let missing = FileManager.default.temporaryDirectory.path + "/moup-no-content-" + UUID().uuidString
        let options = PreviewServer.Options(
            content: missing, templates: nil, secrets: nil, port: taken.port,
            today: { CivilDate(iso: "2026-11-20")! })
        let server = PreviewServer(options: options, output: .init(say: { _ in }, problems: { _ in }))
        await #expect(throws: PreviewServer.Failure.portInUse(port: taken.port)) { try await server.run() }
        withExtendedLifetime(taken) {}
    }
}
