import Foundation
import MoupModel
import MoupPrivacy
import MoupWords
import Testing

@testable import MoupPipeline

/// A shard that finds a reader without a secret says so in the site's language, naming up to five
/// readers and counting more.
@Suite struct ShardSecretsWordsTests {
    static let example =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path + "/content"

    func failure(_ content: Content) -> PipelineFailure? {
        do throws(PipelineFailure) {
            try Pipeline.requireSecrets(content, SecretStore(), path: "/tmp/s.json")
            return nil
        } catch {
            return error
        }
    }

    @Test func aMissingSecretIsNamedInKoreanAndEnglish() throws {
        let content = try Pipeline.validContent(Pipeline.load(content: Self.example), folder: Self.example)
        let refused = try #require(failure(content))
        #expect(refused.diagnostics.map(\.code) == ["secrets.missing"])
        let message = refused.diagnostics[0]
        #expect(
            message.message(in: .ko)
                == "근로자와 사장님 13명의 비밀번호가 아직 없습니다: 부분 빌드는 비밀번호를 만들지 않습니다(부분마다 다른 비밀번호를 "
                + "만들게 됩니다). 부분들을 만들기 전에 'moup secrets add'를 한 번 실행하세요")
        #expect(message.message(in: .en).hasPrefix("no secret yet for 13 people and owners: a shard build never makes"))
    }
}
