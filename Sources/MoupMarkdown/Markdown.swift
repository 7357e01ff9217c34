/// Renders human prose (notices, notes, routines) from GitHub-flavoured Markdown to safe HTML.
public enum Markdown {
    public static func html(_ markdown: String) -> String {
        fatalError("not yet implemented")
    }
}
