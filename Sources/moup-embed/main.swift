// moup-embed: turns a folder of text files into one Swift source file, so that data the tool needs
// (the built-in theme, the rule tables) is compiled into the binary instead of being looked up on
// disk. Run by the EmbedFiles build-tool plugin at build time; nothing it writes is committed.
//
//   moup-embed ENUM ROOT OUTPUT FILE…
//
// writes OUTPUT with `enum ENUM { static let files: [(path: String, text: String)] }`, one entry per
// FILE (a path relative to ROOT), sorted by path. Every text is written as an escaped string literal
// (every non-ASCII scalar as \u{…}), so the compiled text is byte-for-byte the file's.
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("moup-embed: \(message)\n".utf8))
    exit(1)
}

/// `text` as a Swift string literal with every character escaped that could change its meaning.
func literal(_ text: String) -> String {
    var out = "\""
    out.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case " "..."~": out.unicodeScalars.append(scalar)
        default: out += "\\u{" + String(scalar.value, radix: 16) + "}"
        }
    }
    return out + "\""
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 3 else { fail("usage: moup-embed ENUM ROOT OUTPUT FILE…") }
let name = arguments[arguments.startIndex]
let root = URL(fileURLWithPath: arguments[arguments.startIndex + 1])
let output = arguments[arguments.startIndex + 2]
let files = arguments.dropFirst(3).sorted()

var source = """
    // Generated at build time by moup-embed from \(root.lastPathComponent)/. Do not edit: edit the files there.

    enum \(name) {
        /// Every embedded file: its path relative to the folder, and its UTF-8 text. Sorted by path.
        static let files: [(path: String, text: String)] = [

    """
for file in files {
    let url = root.appendingPathComponent(file)
    guard let data = FileManager.default.contents(atPath: url.path) else { fail("cannot read \(url.path)") }
    guard let text = String(data: data, encoding: .utf8), Data(text.utf8) == data else {
        fail("\(url.path) is not UTF-8 text")
    }
    source += "        (\(literal(file)), \(literal(text))),\n"
}
source += "    ]\n}\n"
do {
    // Written only when different, so an unchanged folder does not recompile its module.
    if FileManager.default.contents(atPath: output) != Data(source.utf8) {
        try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    }
} catch {
    fail("cannot write \(output): \(error)")
}
