import MoupModel

/// What the records of one workplace (shifts, repeats) may refer to.
struct RecordContext {
    /// Every worker file's id, including files with errors (so one bad worker file does not
    /// also make every shift of that worker an "unknown worker" error). Sorted.
    var workerIDs: [String]
    /// The workers that loaded without errors, by id.
    var workers: [String: Worker]
    /// Every routine file's id. Sorted.
    var routineIDs: [String]

    /// Reports an id that names no worker, with a suggestion when one is close.
    func checkWorker(_ id: String, in fields: FieldReader, at position: SourcePosition) -> Bool {
        guard !workerIDs.contains(id) else { return true }
        let hint: Wording.Value =
            KeySuggestion.nearest(to: id, in: workerIDs).map { .phrase("content.didYouMean", ["key": "\($0)"]) } ?? ""
        fields.report.error(
            Wording("content.unknownWorker", ["id": "\(id)", "hint": hint]), in: fields.file, at: position,
            code: "content.unknown-worker")
        return false
    }

    func checkRoutine(_ id: String, in fields: FieldReader, at position: SourcePosition) -> Bool {
        guard !routineIDs.contains(id) else { return true }
        let hint: Wording.Value =
            KeySuggestion.nearest(to: id, in: routineIDs).map { .phrase("content.didYouMean", ["key": "\($0)"]) } ?? ""
        fields.report.error(
            Wording("content.unknownRoutine", ["id": "\(id)", "hint": hint]), in: fields.file, at: position,
            code: "content.unknown-routine")
        return false
    }
}
