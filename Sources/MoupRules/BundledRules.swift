import MoupModel

extension RuleBook {
    /// The rule tables shipped with the tool (`Sources/MoupRules/rules/`).
    /// Throws the problems found in the data files (a broken data file is a bug, reported precisely).
    public static func bundled() throws(DiagnosticList) -> RuleBook {
        throw DiagnosticList([.error("rule tables not yet implemented", at: SourceLocation(file: "rules"))])
    }
}
