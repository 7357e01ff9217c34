#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MoupModel

/// The build state folder (default `.moup-state/` next to the content folder): private to the owner
/// (mode 0700), never inside the output folder, written atomically. Losing it costs one full build.
public struct StateFolder: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// `.moup-state` next to the content folder: `content` → `.moup-state`, `data/content` → `data/.moup-state`.
    public static func defaultPath(forContent content: String) -> String {
        pathBesideContent(content, named: ".moup-state")
    }

    /// The last successful build's state, or nil (none yet, or unreadable: the build runs in full).
    public func read() -> BuildState? {
        guard let file = fopen(path + "/" + BuildState.fileName, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return BuildState(decoding: String(decoding: bytes, as: UTF8.self))
    }

    /// Saves `state`, creating the folder with mode 0700 (and tightening it if it was looser).
    /// A state that cannot be saved only makes the next build a full one, so failures are ignored.
    public func write(_ state: BuildState) {
        mkdir(path, 0o700)
        chmod(path, 0o700)
        let target = path + "/" + BuildState.fileName
        let temporary = target + ".tmp-\(getpid())"
        guard let file = fopen(temporary, "w") else { return }
        let bytes = Array(state.encoded().utf8)
        let complete = fwrite(bytes, 1, bytes.count, file) == bytes.count
        fclose(file)
        if complete { rename(temporary, target) } else { unlink(temporary) }
    }
}
