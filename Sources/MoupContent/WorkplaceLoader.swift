import MoupModel

/// Loads one `workplaces/<id>/` folder: settings, workers, routines, notices, shifts, the
/// repeating schedule and sales, then the checks that span several files.
struct WorkplaceLoader {
    let folder: ContentFolder
    let id: String
    let report: Report

    private var base: String { "workplaces/\(id)" }

    private static let knownEntries: [String: Bool] = [
        "index.md": false, "schedule.json": false,
        "workers": true, "shifts": true, "routines": true, "notices": true, "sales": true,
    ]

    func load() -> Workplace? {
        // A workplace folder that cannot be listed is reported (by `list`) and not read further.
        guard let entries = folder.list(base, report: report) else { return nil }
        checkEntries(entries)
        let header = readHeader()
        // Without valid settings the workers are still checked, against the default week.
        let headerForWorkers =
            header
            ?? WorkplaceHeader(
                id: id, name: id, owner: "", weekStart: .mon, payDay: 10, body: "", location: folder.location(base))

        // A worker or routine file that cannot be read is reported once; its id still counts as known,
        // so its shifts do not each add an "unknown worker" error.
        let workerNames = matching(in: "workers", pattern: "workers/<id>.md") { FileNames.markdownID($0) }
        let workerFiles = files(workerNames)
        let workers = workerFiles.compactMap { file, workerID in
            WorkerReader.read(file, id: workerID, workplace: headerForWorkers, report: report)
        }
        checkPersons(workers)
        let routineNames = matching(in: "routines", pattern: "routines/<id>.md") { FileNames.markdownID($0) }
        let routineFiles = files(routineNames)
        let routines = routineFiles.compactMap { file, routineID in
            PageReaders.routine(file, id: routineID, report: report)
        }
        let noticeFiles = files(in: "notices", pattern: "notices/<YYYY-MM-DD>-<slug>.md") { FileNames.notice($0) }
        let notices = noticeFiles.compactMap { file, name in
            PageReaders.notice(file, date: name.date, slug: name.slug, report: report)
        }

        let context = RecordContext(
            workerIDs: workerNames.map(\.name).sorted(),
            workers: Dictionary(uniqueKeysWithValues: workers.map { ($0.id, $0) }),
            routineIDs: routineNames.map(\.name).sorted())
        let shiftFiles = files(in: "shifts", pattern: "shifts/<YYYY-MM>.json") { FileNames.month($0) }
        let shifts = Self.inShiftOrder(
            shiftFiles.flatMap { file, month in
                ShiftFileReader.read(file, month: month, context: context, report: report)
            })
        ShiftOverlapCheck.check(shifts, report: report)

        var repeats: [Repeat] = []
        if folder.fileExists(base + "/schedule.json"), let file = folder.read(base + "/schedule.json", into: report) {
            repeats = ScheduleReader.read(file, context: context, report: report)
            RepeatOverlapCheck.check(repeats, report: report)
        }
        HistoryAndLeaveCheck.check(workers: workers, shifts: shifts, repeats: repeats, report: report)
        PublicPayFigureCheck.check(notices: noticeFiles.map(\.0), shifts: shifts, workers: workers, report: report)
        let salesFiles = files(in: "sales", pattern: "sales/<YYYY-MM>.json") { FileNames.month($0) }
        let sales = salesFiles.flatMap { file, month in SalesReader.read(file, month: month, report: report) }
            .sorted { $0.date < $1.date }

        guard let header else { return nil }
        return Workplace(
            id: id, name: header.name, category: header.category, owner: header.owner, ownerId: header.ownerId,
            employees: header.employees ?? workers.count, weekStart: header.weekStart,
            industrialAccidentRate: header.industrialAccidentRate, payDay: header.payDay,
            address: header.address, phone: header.phone, body: header.body,
            workers: workers, shifts: shifts, repeats: repeats, routines: routines, notices: notices, sales: sales,
            location: header.location)
    }

    /// `shifts` by (date, start, worker), then file position so that equal keys still sort one way.
    static func inShiftOrder(_ shifts: [Shift]) -> [Shift] {
        shifts.sorted(byDayAndMinute: { ($0.date.dayNumber, $0.span?.start.minuteOfDay ?? -1) }) { a, b in
            a.workerID != b.workerID ? a.workerID < b.workerID : a.location < b.location
        }
    }

    /// A person appears once per workplace: two worker files with one `person` are a copy
    /// that would double the person's hours in their calendar.
    private func checkPersons(_ workers: [Worker]) {
        var first: [String: Worker] = [:]
        for worker in workers {
            if let earlier = first[worker.person] {
                report.error(
                    Wording(
                        "content.samePersonTwice",
                        [
                            "worker": "\(worker.id)", "earlier": "\(earlier.id)",
                            "person": "\(worker.person)",
                        ]), at: worker.location,
                    code: "content.same-person-twice")
            } else {
                first[worker.person] = worker
            }
        }
    }

    private func readHeader() -> WorkplaceHeader? {
        let path = base + "/index.md"
        guard folder.fileExists(path) else {
            report.error(
                Wording("content.workplaceIndexMissing"), at: folder.location(base),
                code: "content.file-missing")
            return nil
        }
        guard let file = folder.read(path, into: report) else { return nil }
        return WorkplaceReader.read(file, id: id, report: report)
    }

    /// Anything in the workplace folder that is not part of the format is ignored, with a
    /// warning (a misspelled `shedule.json` must not go unnoticed).
    private func checkEntries(_ entries: [ContentFolder.Entry]) {
        for entry in entries {
            if let isDirectory = Self.knownEntries[entry.name], isDirectory == entry.isDirectory { continue }
            let known = Self.knownEntries.keys.sorted()
            let hint: Wording.Value =
                KeySuggestion.nearest(to: entry.name, in: known)
                .map { .phrase("content.didYouMean", ["key": "\($0)"]) } ?? ""
            report.warning(
                Wording("content.strayInWorkplace", ["name": "\(entry.name)", "hint": hint]),
                at: folder.location(base + "/" + entry.name), code: "content.stray-file")
        }
    }

    /// The readable files of `sub` whose names match; a name or a folder that does not match is an error.
    private func files<Name>(in sub: String, pattern: String, _ match: (String) -> Name?) -> [(SourceFile, Name)] {
        files(matching(in: sub, pattern: pattern, match))
    }

    /// The files of `matches` that can be read (one that cannot is reported by `read`).
    private func files<Name>(_ matches: [(path: String, name: Name)]) -> [(SourceFile, Name)] {
        matches.compactMap { match in folder.read(match.path, into: report).map { ($0, match.name) } }
    }

    /// The files of `sub` whose names match, readable or not; a name or a folder that does not match is an error.
    private func matching<Name>(
        in sub: String, pattern: String,
        _ match: (String) -> Name?
    ) -> [(path: String, name: Name)] {
        var result: [(path: String, name: Name)] = []
        for entry in folder.list(base + "/" + sub, report: report) ?? [] {
            let path = base + "/" + sub + "/" + entry.name
            if entry.isDirectory {
                report.error(
                    Wording("content.strayFolder", ["sub": "\(sub)", "pattern": "\(pattern)"]),
                    at: folder.location(path),
                    code: "content.stray-folder")
                continue
            }
            guard let name = match(entry.name) else {
                report.error(
                    Wording(
                        "content.badFileName",
                        [
                            "name": "\(entry.name)", "pattern": "\(pattern)",
                            "rule": .phrase("content.idRule"),
                        ]), at: folder.location(path), code: "content.invalid-name")
                continue
            }
            result.append((path, name))
        }
        return result
    }
}
