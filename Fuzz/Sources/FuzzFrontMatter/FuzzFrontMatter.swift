import MoupModel
@testable import MoupContent

/// One fuzz input: any bytes as a Markdown file with front matter. Reading must give a tree or
/// diagnostics, never crash, hang or leak; every diagnostic names the file and a real position.
func fuzzFrontMatter(_ bytes: UnsafeBufferPointer<UInt8>) -> CInt {
    let text = String(decoding: bytes, as: UTF8.self)
    let file = SourceFile(path: "fuzz.md", text: text)
    let report = Report()
    let matter = FrontMatter.read(file, into: report)
    precondition(matter != nil || report.hasErrors, "front matter refused without a reason")
    for diagnostic in report.diagnostics {
        precondition(diagnostic.location.file == "fuzz.md" && diagnostic.location.line >= 1
                     && diagnostic.location.column >= 1 && !diagnostic.code.isEmpty, "bad diagnostic \(diagnostic)")
    }
    return 0
}
