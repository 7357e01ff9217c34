/// Where files that belong next to the content folder live by default (`templates`, the secrets file):
/// `content` → `NAME`, `data/content` → `data/NAME`, `content/` → `NAME`, `.` → `./../NAME`.
package func pathBesideContent(_ content: String, named name: String) -> String {
    var folder = Substring(content)
    while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
    let last = folder.split(separator: "/").last ?? ""
    if folder.isEmpty || last == "." || last == ".." { return folder + "/../" + name }
    guard let slash = folder.lastIndex(of: "/") else { return name }
    let parent = folder[..<slash]
    return (parent.isEmpty ? "" : String(parent)) + "/" + name
}
