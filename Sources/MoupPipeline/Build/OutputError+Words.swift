import MoupModel
import MoupOutput
import MoupSystem

extension OutputError {
    /// The failure in the terminal's words (`output.*`), so that the owner reads it in the site's
    /// language; the English text is `description`, word for word. The system's reason (`strerror`)
    /// and the page path's reason stay as they are written.
    var wording: Wording {
        switch self {
        case .invalidPath(let path, let reason):
            return Wording("output.invalidPath", ["path": .text(path), "reason": .text(reason)])
        case .duplicatePath(let path):
            return Wording("output.duplicatePath", ["path": .text(path)])
        case .fileFolderConflict(let file, let inside):
            return Wording("output.fileFolderConflict", ["file": .text(file), "inside": .text(inside)])
        case .notOurs(let path):
            return Wording(
                "output.notOurs", ["path": .text(path), "manifest": .text(Self.manifestPath(forOutput: path))])
        case .notAFolder(let path):
            return Wording("output.notAFolder", ["path": .text(path)])
        case .symbolicLink(let path):
            return Wording("output.symbolicLink", ["path": .text(path)])
        case .io(let operation, let path, let code):
            let key = Self.operationKeys[operation]
            return Wording(
                "output.io",
                [
                    "operation": key.map { .wording(Wording("operation." + $0)) } ?? .text(operation),
                    "path": .text(path), "reason": .text(Self.reason(for: code)),
                ])
        case .locked(let output, let lockFile):
            return Wording("output.locked", ["output": .text(output), "lock": .text(lockFile)])
        }
    }

    /// The operations `io` names, by their English words (any other is printed as written).
    static let operationKeys = [
        "create the file": "createTheFile", "create the folder": "createTheFolder",
        "keep the previous file": "keepThePreviousFile",
        "lock": "lock", "move into place": "moveIntoPlace", "open the lock file": "openTheLockFile",
        "read the folder": "readTheFolder", "remove": "remove", "remove the folder": "removeTheFolder",
        "set permissions of": "setPermissionsOf", "write": "write",
    ]

    /// What the system says about `code`, as `description` says it.
    static func reason(for code: Int32) -> String {
        SystemError.reason(for: code)
    }
}
