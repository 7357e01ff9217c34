import MoupModel
import MoupRules

/// A worker's 근로계약 versions at one workplace (`ContractVersions`), for the pages and `moup explain --contract`.
public struct WorkerContract: Hashable, Sendable {
    public var workplaceID: String
    public var workerID: String
    /// Oldest first; never empty.
    public var versions: [ContractVersion]

    public init(workplaceID: String, workerID: String, versions: [ContractVersion]) {
        self.workplaceID = workplaceID
        self.workerID = workerID
        self.versions = versions
    }

    /// The contracts of every worker with a repeat, by workplace id then worker id.
    public static func all(_ content: Content, rules: RuleBook) -> [WorkerContract] {
        content.workplaces.sorted { $0.id < $1.id }.flatMap { wp in
            wp.workers.sorted { $0.id < $1.id }.compactMap { worker -> WorkerContract? in
                let versions = ContractVersions.of(worker, at: wp, rules: rules)
                return versions.isEmpty ? nil : WorkerContract(workplaceID: wp.id, workerID: worker.id, versions: versions)
            }
        }
    }

    /// The version in force on `date` (see `ContractVersions.current`).
    public func current(on date: CivilDate) -> ContractVersion { ContractVersions.current(versions, on: date)! }
}
