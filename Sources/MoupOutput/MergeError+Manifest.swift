extension MergeError {
    /// The name of a shard folder's manifest (`.moup-manifest`), as `notAShard` names it: for the layers
    /// that word that failure themselves (the terminal's languages).
    package static var manifestFileName: String { Manifest.fileName }
}
