import MoupModel
import MoupRules

/// A worker's 근로계약 versions at one workplace (`ContractVersions`), for the pages and `moup explain --contract`.
package struct WorkerContract: Hashable, Sendable {
    package var workplaceID: String
    package var workerID: String
    /// Oldest first; never empty.
    package var versions: [ContractVersion]

    package init(workplaceID: String, workerID: String, versions: [ContractVersion]) {
        self.workplaceID = workplaceID
        self.workerID = workerID
        self.versions = versions
    }

    /// The contracts of every worker with a repeat, by workplace id then worker id.
    package static func all(_ content: Content, rules: RuleBook) -> [WorkerContract] {
        content.workplaces.sorted { $0.id < $1.id }.flatMap { wp in
            wp.workers.sorted { $0.id < $1.id }.compactMap { worker -> WorkerContract? in
                let versions = ContractVersions.of(worker, at: wp, rules: rules)
                return versions.isEmpty
                    ? nil : WorkerContract(workplaceID: wp.id, workerID: worker.id, versions: versions)
            }
        }
    }

    /// The version in force on `date` (see `ContractVersions.current`).
    package func current(on date: CivilDate) -> ContractVersion { ContractVersions.current(versions, on: date)! }
}
