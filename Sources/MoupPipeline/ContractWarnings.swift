import MoupModel
import MoupPayroll

extension Pipeline {
    /// One warning per worker with a 근로계약서 (a worker with a repeat) whose page says "(작성 필요)" for an
    /// item the content lacks, located at the worker's file and naming each key to add and its file:
    /// `duties` and `payMethod` in the worker's file, `address` and `phone` in the workplace's `index.md`.
    /// Sorted by file. No pay figures (logs are mailed).
    public static func contractWarnings(_ content: Content) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for wp in content.workplaces {
            let hasRepeat = Set(wp.repeats.map(\.workerID))
            for worker in wp.workers where hasRepeat.contains(worker.id) {
                var own: [String] = []
                if worker.duties == nil { own.append("'duties' (업무의 내용)") }
                if worker.payMethod == nil { own.append("'payMethod: bank' or 'direct' (지급방법)") }
                var workplace: [String] = []
                if wp.address == nil { workplace.append("'address' (근무장소, 사업주 주소)") }
                if wp.phone == nil { workplace.append("'phone' (사업주 전화)") }
                guard !own.isEmpty || !workplace.isEmpty else { continue }
                var adds: [String] = []
                if !own.isEmpty { adds.append(own.joined(separator: ", ") + " to this file") }
                if !workplace.isEmpty { adds.append(workplace.joined(separator: ", ") + " to \(wp.location.file)") }
                warnings.append(.warning("the 근로계약서 of \(worker.id) at \(wp.id) says (작성 필요) where the content is silent: add "
                                         + adds.joined(separator: "; and "),
                                         at: worker.location, code: "content.contract-item-missing"))
            }
        }
        return warnings.sorted()
    }
}
