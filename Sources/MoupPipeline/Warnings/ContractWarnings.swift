import MoupModel
import MoupPayroll
import MoupWords

extension Pipeline {
    /// One warning per worker with a 근로계약서 (a worker with a repeat) whose page says "(작성 필요)" for an
    /// item the content lacks, located at the worker's file and naming each key to add and its file:
    /// `duties` and `payMethod` in the worker's file, `address` and `phone` in the workplace's `index.md`.
    /// Sorted by file. No pay figures (logs are mailed).
    package static func contractWarnings(_ content: Content) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for wp in content.workplaces {
            let hasRepeat = Set(wp.repeats.map(\.workerID))
            for worker in wp.workers where hasRepeat.contains(worker.id) {
                var own: [Wording.Value] = []
                if worker.duties == nil { own.append(.wording(Wording("contract.duties"))) }
                if worker.payMethod == nil { own.append(.wording(Wording("contract.payMethod"))) }
                var workplace: [Wording.Value] = []
                if wp.address == nil { workplace.append(.wording(Wording("contract.address"))) }
                if wp.phone == nil { workplace.append(.wording(Wording("contract.phone"))) }
                guard !own.isEmpty || !workplace.isEmpty else { continue }
                var adds: [Wording.Value] = []
                if !own.isEmpty { adds.append(.wording(Wording("contract.toThisFile", ["keys": .list(own)]))) }
                if !workplace.isEmpty {
                    adds.append(
                        .wording(Wording("contract.toFile", ["keys": .list(workplace), "file": "\(wp.location.file)"])))
                }
                let all =
                    adds.count == 2
                    ? .wording(Wording("contract.and", ["first": adds[0], "second": adds[1]])) : adds[0]
                warnings.append(
                    .warning(
                        Wording(
                            "contract.itemsMissing",
                            [
                                "worker": "\(worker.id)", "workplace": "\(wp.id)",
                                "adds": all,
                            ]),
                        at: worker.location, code: "content.contract-item-missing"))
            }
        }
        return warnings.sorted()
    }
}
