/// The last build's part state with its build state, read once for both ways a build uses them
/// (a changed-parts plan, `keptParts`); nil unless both are there and belong to the same build.
package struct LastBuild: Sendable {
    package var parts: PartState
    package var build: BuildState

    /// `build`: the build state, already read.
    package init?(_ state: StateFolder?, build: BuildState?) {
        guard let state, let build, let parts = state.readParts(), parts.build == build.inputs
        else { return nil }
        self.parts = parts
        self.build = build
    }
}
