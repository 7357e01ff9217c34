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
        checkEntries()
        let header = readHeader()
        // Without valid settings the workers are still checked, against the default week.
        let headerForWorkers = header ?? WorkplaceHeader(
            id: id, name: id, owner: "", weekStart: .mon, payDay: 10, body: "", location: folder.location(base))

        let workerFiles = files(in: "workers", pattern: "workers/<id>.md") { FileNames.markdownID($0) }
        let workers = workerFiles.compactMap { file, workerID in
            WorkerReader.read(file, id: workerID, workplace: headerForWorkers, report: report)
        }
        checkPersons(workers)
        let routineFiles = files(in: "routines", pattern: "routines/<id>.md") { FileNames.markdownID($0) }
        let routines = routineFiles.compactMap { file, routineID in
            PageReaders.routine(file, id: routineID, report: report)
        }
        let noticeFiles = files(in: "notices", pattern: "notices/<YYYY-MM-DD>-<slug>.md") { FileNames.notice($0) }
        let notices = noticeFiles.compactMap { file, name in
            PageReaders.notice(file, date: name.date, slug: name.slug, report: report)
        }

        let context = RecordContext(
            workerIDs: workerFiles.map(\.1).sorted(),
            workers: Dictionary(uniqueKeysWithValues: workers.map { ($0.id, $0) }),
            routineIDs: routineFiles.map(\.1).sorted())
        let shiftFiles = files(in: "shifts", pattern: "shifts/<YYYY-MM>.json") { FileNames.month($0) }
        let shifts = shiftFiles.flatMap { file, month in
            ShiftFileReader.read(file, month: month, context: context, report: report)
        }.sorted(by: Self.shiftOrder)
        ShiftOverlapCheck.check(shifts, report: report)

        var repeats: [Repeat] = []
        if folder.fileExists(base + "/schedule.json"), let file = folder.read(base + "/schedule.json", into: report) {
            repeats = ScheduleReader.read(file, context: context, report: report)
            RepeatOverlapCheck.check(repeats, report: report)
        }
        HistoryAndLeaveCheck.check(workers: workers, shifts: shifts, repeats: repeats, report: report)
        let salesFiles = files(in: "sales", pattern: "sales/<YYYY-MM>.json") { FileNames.month($0) }
        let sales = salesFiles.flatMap { file, month in SalesReader.read(file, month: month, report: report) }
            .sorted { $0.date < $1.date }

        guard let header else { return nil }
        return Workplace(
            id: id, name: header.name, category: header.category, owner: header.owner, ownerId: header.ownerId,
            employees: header.employees ?? workers.count, weekStart: header.weekStart,
            industrialAccidentRate: header.industrialAccidentRate, payDay: header.payDay, body: header.body,
            workers: workers, shifts: shifts, repeats: repeats, routines: routines, notices: notices, sales: sales,
            location: header.location)
    }

    /// (date, start, worker), then file position so that equal keys still sort one way.
    static func shiftOrder(_ a: Shift, _ b: Shift) -> Bool {
        let aStart = a.span?.start.minuteOfDay ?? -1
        let bStart = b.span?.start.minuteOfDay ?? -1
        return (a.date.dayNumber, aStart, a.workerID, a.location) < (b.date.dayNumber, bStart, b.workerID, b.location)
    }

    /// A person appears once per workplace: two worker files with one `person` are a copy
    /// that would double the person's hours in their calendar.
    private func checkPersons(_ workers: [Worker]) {
        var first: [String: Worker] = [:]
        for worker in workers {
            if let earlier = first[worker.person] {
                report.error("'\(worker.id)' and '\(earlier.id)' are the same person '\(worker.person)'; "
                             + "a person has one worker file per workplace", at: worker.location)
            } else {
                first[worker.person] = worker
            }
        }
    }

    private func readHeader() -> WorkplaceHeader? {
        let path = base + "/index.md"
        guard folder.fileExists(path) else {
            report.error("the workplace folder has no index.md with its 'name' and 'owner'", at: folder.location(base))
            return nil
        }
        guard let file = folder.read(path, into: report) else { return nil }
        return WorkplaceReader.read(file, id: id, report: report)
    }

    /// Anything in the workplace folder that is not part of the format is ignored, with a
    /// warning (a misspelled `shedule.json` must not go unnoticed).
    private func checkEntries() {
        for entry in folder.list(base) ?? [] {
            if let isDirectory = Self.knownEntries[entry.name], isDirectory == entry.isDirectory { continue }
            let known = Self.knownEntries.keys.sorted()
            var message = "'\(entry.name)' is not part of a workplace folder and is ignored"
            if let suggestion = KeySuggestion.nearest(to: entry.name, in: known) { message += " (did you mean '\(suggestion)'?)" }
            report.warning(message, at: folder.location(base + "/" + entry.name))
        }
    }

    /// The readable files of `sub` whose names match; a name or a folder that does not match is an error.
    private func files<Name>(in sub: String, pattern: String, _ match: (String) -> Name?) -> [(SourceFile, Name)] {
        var result: [(SourceFile, Name)] = []
        for entry in folder.list(base + "/" + sub) ?? [] {
            let path = base + "/" + sub + "/" + entry.name
            if entry.isDirectory {
                report.error("unexpected folder in \(sub)/; only files named \(pattern) belong here", at: folder.location(path))
                continue
            }
            guard let name = match(entry.name) else {
                report.error("file name '\(entry.name)' does not match \(pattern) (ids use \(Identifier.rule)); "
                             + "the file is not read", at: folder.location(path))
                continue
            }
            if let file = folder.read(path, into: report) { result.append((file, name)) }
        }
        return result
    }
}
