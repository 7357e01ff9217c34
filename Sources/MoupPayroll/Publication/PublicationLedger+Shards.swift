import MoupModel

/// The publication record of a build spread over shards (`moup build --shard I/N`): each shard
/// publishes the payslips of its own workplaces against its part of the record, and `moup merge`
/// joins the parts into the record one whole build would have left.
extension PublicationLedger {
    /// What publishing `payslips` (one shard's, dated `today`) does to the part of the ledger that
    /// `owns` picks: the payslips of the shard's workplaces (and, for one shard, of workplaces no
    /// longer in the content, so that every payslip of the record belongs to exactly one shard).
    /// Whether the record starts here is decided by the whole ledger, as for a whole build.
    package func publishing(
        _ payslips: [Payslip], today: CivilDate,
        owning owns: (PayslipKey) -> Bool
    ) -> Publication {
        PublicationLedger(payslips: self.payslips.filter { owns($0.key) })
            .publish(payslips, today: today, startsRecord: self.payslips.isEmpty)
    }

    /// What publishing `payslips` (those of some workplaces, dated `today`) does to this ledger, which
    /// holds the record's payslips of the same workplaces; `recordIsEmpty` says whether the whole
    /// record is (then it starts here, as for `publish(_:today:)`).
    package func publishing(_ payslips: [Payslip], today: CivilDate, recordIsEmpty: Bool) -> Publication {
        publish(payslips, today: today, startsRecord: recordIsEmpty)
    }

    /// The parts of the shards of one build joined; nil when two parts hold the same payslip.
    package static func joining(_ parts: [PublicationLedger]) -> PublicationLedger? {
        var payslips: [PayslipKey: PublishedPayslip] = [:]
        for part in parts {
            for (key, payslip) in part.payslips {
                guard payslips.updateValue(payslip, forKey: key) == nil else { return nil }
            }
        }
        return PublicationLedger(payslips: payslips)
    }
}
