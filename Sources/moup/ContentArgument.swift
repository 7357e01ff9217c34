/// The content folder a command line names, found before ArgumentParser reads it: the language of
/// the messages (and of `--help`) is chosen from that folder's site before parsing.
enum ContentArgument {
    /// `--content DIR` or `--content=DIR`; else `content`, the default of every command that reads a site;
    /// nil for `moup init` (the site does not exist yet) and `moup theme` (it reads none).
    static func folder(in arguments: [String]) -> String? {
        if let first = arguments.first, ["init", "theme"].contains(first) { return nil }
        var words = arguments[...]
        while let word = words.popFirst() {
            if word == "--" { break }
            if word == "--content" { return words.first }
            if word.hasPrefix("--content=") { return String(word.dropFirst("--content=".count)) }
        }
        return "content"
    }
}
