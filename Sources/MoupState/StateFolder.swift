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
        readText(BuildState.fileName).flatMap(BuildState.init(decoding:))
    }

    /// Saves `state`, creating the folder with mode 0700 (and tightening it if it was looser).
    /// A state that cannot be saved only makes the next build a full one, so failures are ignored.
    public func write(_ state: BuildState) {
        writeText(BuildState.fileName, state.encoded())
    }
}
