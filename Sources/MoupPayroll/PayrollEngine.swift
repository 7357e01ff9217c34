import MoupModel
import MoupRules

/// The payroll engine: a pure function from (content, rules, month, build date) to payslips.
/// No I/O, no clock, no Foundation dates.
package struct PayrollEngine: Sendable {
    package let rules: RuleBook

    package init(rules: RuleBook) {
        self.rules = rules
    }

    /// Payslips of every pay period that ends in `month`, optionally for one workplace or worker; a
    /// leaver's 퇴직금 statement (`kind: severance`) follows the worker's wage payslips.
    /// `today` is the build date: scheduled days after it are planned, before it missing.
    package func report(for content: Content, month: YearMonth, today: CivilDate,
                       workplace: String? = nil, worker: String? = nil) -> PayrollReport {
        var payslips: [Payslip] = []
        var contentMonths: Set<YearMonth>?
        // Sorted by index: the workplaces and workers themselves are read in place, not copied into sorted arrays.
        let places = content.workplaces
        for placeIndex in places.indices.sorted(by: { places[$0].id < places[$1].id })
        where workplace == nil || places[placeIndex].id == workplace {
            let place = places[placeIndex]
            let people = place.workers
            // Each worker's shift records and repeats, gathered once per workplace (in file order) instead
            // of searched for in every shift of the workplace by each payslip; by the worker's place in
            // `people`, not by id (no id hashed per worker).
            var slots: WorkerSlots?
            let recordsByWorker = Self.positionsByWorker(place.shifts, workers: people, slots: &slots) { $0.workerID }
            let repeatsByWorker = Self.positionsByWorker(place.repeats, workers: people, slots: &slots) { $0.workerID }
            for personIndex in people.indices.sorted(by: { people[$0].id < people[$1].id })
            where worker == nil || people[personIndex].id == worker {
                let person = people[personIndex]
                let periods = PayPeriods.periods(endingIn: month, workplace: place, worker: person, rules: rules)
                let records = ShiftRecords(place.shifts, positions: recordsByWorker[personIndex])
                // The worker's repeats, read once for the ledger and every period.
                var repeats: [Repeat] = []
                repeats.reserveCapacity(repeatsByWorker[personIndex].count)
                for position in repeatsByWorker[personIndex] { repeats.append(place.repeats[position]) }
                let schedule = WorkerSchedule(listed: person, repeats: repeats)
                // One 연차 ledger for all of the worker's periods (weekly pay has several a month).
                let ledger = periods.last.map {
                    AnnualLeavePay.ledger(worker: person, workplace: place, records: records, rules: rules, through: $0.end,
                                          schedule: schedule)
                }
                var statement: Payslip?
                for period in periods {
                    let builder = PayslipBuilder(worker: person, workplace: place, records: records,
                                                 rules: rules, period: period, today: today, leaveLedger: ledger,
                                                 schedule: schedule)
                    guard var payslip = builder.build() else { continue }
                    if period.final {
                        // 퇴직금: a statement of its own, after the worker's wage payslips.
                        contentMonths = contentMonths ?? Set(content.months)
                        let outcome = SeverancePay.outcome(worker: person, workplace: place, records: records, rules: rules,
                                                           final: period, contentMonths: contentMonths!, today: today,
                                                           ledger: ledger ?? nil)
                        payslip.alerts += outcome.finalAlerts
                        payslip.notes += outcome.finalNotes
                        statement = outcome.statement
                    }
                    payslips.append(payslip)
                }
                if let statement { payslips.append(statement) }
            }
        }
        return PayrollReport(month: month, payslips: payslips)
    }

    /// The positions in `items` (ascending) of each worker's items, by the worker's index in `workers`
    /// (whose ids are unique: each is a file name); items of a worker not listed are left out.
    /// Two guesses are compared first (an id each): the previous record's worker (a file that lists a
    /// worker's records together), then the worker that followed that one the last time it came (a
    /// loader's records in (date, start, worker) order repeat the week's schedule, day after day).
    /// A table of the ids (`WorkerSlots`) is asked only when both fail: it is made then, into `table`,
    /// unless an earlier call for the same workers made it.
    static func positionsByWorker<Item>(_ items: [Item], workers: [Worker], slots table: inout WorkerSlots?,
                                        id: (Item) -> String) -> [[Int]] {
        // Each item's worker (-1: not listed) and each worker's count, then each list at its final size.
        var slotOf: [Int] = []
        slotOf.reserveCapacity(items.count)
        var counts = [Int](repeating: 0, count: workers.count)
        // By slot: the slot of the record that last followed one of that worker's (-1: none yet).
        var successor = [Int](repeating: -1, count: workers.count)
        var previous = -1
        for index in items.indices {
            let worker = id(items[index])
            var slot = -1
            if previous >= 0 && workers[previous].id == worker {
                slot = previous
            } else if previous >= 0 && successor[previous] >= 0 && workers[successor[previous]].id == worker {
                slot = successor[previous]
            } else {
                if table == nil { table = WorkerSlots(workers) }
                slot = table!.slot(of: worker) ?? -1
            }
            slotOf.append(slot)
            if slot >= 0 {
                counts[slot] += 1
                if previous >= 0 { successor[previous] = slot }
                previous = slot
            }
        }
        return positions(slotOf: slotOf, counts: counts)
    }

    /// The positions of each slot, ascending: position `index` belongs to slot `slotOf[index]` (none when
    /// negative), and each slot's list is made at its final size, `counts[slot]`.
    private static func positions(slotOf: [Int], counts: [Int]) -> [[Int]] {
        var lists: [[Int]] = []
        lists.reserveCapacity(counts.count)
        for count in counts {
            var list: [Int] = []
            list.reserveCapacity(count)
            lists.append(list)
        }
        for index in slotOf.indices where slotOf[index] >= 0 { lists[slotOf[index]].append(index) }
        return lists
    }
}
