/// One row of the owner's list of the month's memos, absences and leave (on the dashboard): what
/// public pages leave out.
struct ShiftNoteRow: ViewModel {
    var date: String
    var tag: WorkerTag
    /// `결근`, `휴가`, `근무`…
    var status: String
    var time: String?
    var memo: String?
    /// `memo` as HTML, marked `lang="ko"` on a page of another language where it is Korean (`SiteIndex.lineHTML`).
    var memoHTML: String?
    var publicMemo: String?
    /// `publicMemo` as HTML, marked as `memoHTML` is.
    var publicMemoHTML: String?

    static let fields = Fields<ShiftNoteRow>(
        "ShiftNoteRow",
        [
            .text("date") { $0.date },
            .object("tag") { $0.tag },
            .text("status") { $0.status },
            .text("time") { $0.time },
            .text("memo") { $0.memo },
            .html("memoHTML") { $0.memoHTML },
            .text("publicMemo") { $0.publicMemo },
            .html("publicMemoHTML") { $0.publicMemoHTML },
        ])
}
