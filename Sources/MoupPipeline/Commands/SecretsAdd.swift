import MoupModel
import MoupPrivacy

extension Pipeline {
    /// `moup secrets add`: a secret for every person and owner of the content who has none yet, without
    /// building. Shard builds never make secrets, so this runs once before them. Returns the secrets
    /// file and the readers added (none when everyone has a secret; the file is then left as it was).
    package static func addSecrets(
        content folder: String,
        secrets: String? = nil
    ) throws(PipelineFailure) -> (path: String, added: [Reader]) {
        let (content, path, loaded) = try contentAndSecretsPath(folder, secrets: secrets)
        return try PipelineFailure.keeping(loaded.diagnostics) { () throws(PipelineFailure) in
            let found = try Pipeline.secrets(for: content, path: path, contentFolder: folder, output: folder)
            if !found.added.isEmpty { try saveSecrets(found.store, path: path) }
            return (path, found.added)
        }
    }
}
