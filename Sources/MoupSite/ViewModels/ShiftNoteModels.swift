/// One row of the owner's list of the month's memos, absences and leave (on the dashboard): what
/// public pages leave out.
struct ShiftNoteRow: ViewModel {
    var date: String
    var tag: WorkerTag
    /// `결근`, `휴가`, `근무`…
    var status: String
    var time: String?
    var memo: String?
    var publicMemo: String?

    static let fields = Fields<ShiftNoteRow>(
        "ShiftNoteRow",
        [
            .text("date") { $0.date },
            .object("tag") { $0.tag },
            .text("status") { $0.status },
            .text("time") { $0.time },
            .text("memo") { $0.memo },
            .text("publicMemo") { $0.publicMemo },
        ])
}
