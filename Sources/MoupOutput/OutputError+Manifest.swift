extension OutputError {
    /// Where the manifest of the output folder `output` lives (`.site.moup-manifest` beside `site`), as
    /// `notOurs` names it: for the layers that word that failure themselves (the terminal's languages).
    package static func manifestPath(forOutput output: String) -> String {
        Manifest.path(forOutput: output)
    }
}
