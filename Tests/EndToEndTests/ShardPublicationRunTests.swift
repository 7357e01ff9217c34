import Foundation
import Testing

/// A sharded nightly run keeps the record of published payslips and calendar events as a whole build
/// does (`moup build --shard I/N --publishes-to DIR`, then `moup merge --output DIR`): two nights, each
/// shard and the merge a separate `moup` process, give the very site, summary and build state of a
/// whole build doing the same two nights.
@Suite(.serialized, .enabled(if: Fixture.binaryExists, "needs .build/debug/moup (run swift build first)"))
struct ShardPublicationRunTests {
    /// The example with `privacy: none` (so pages can be read) and its two workplaces in two groups (no
    /// shared person), so both shards have payslips.
    static func content(in temp: String) throws -> String {
        let content = try CorrectedPayslipRunTests.plainCopy(in: temp)
        let worker = content + "/workplaces/pyeonuijeom-24/workers/park-jy.md"
        let text = try String(contentsOfFile: worker, encoding: .utf8)
        try text.replacingOccurrences(of: "person: park-junyoung\n", with: "").write(
            toFile: worker, atomically: true, encoding: .utf8)
        return content
    }

    /// The `"payslipsChanged":[…]` of a JSON log's summary.
    static func changed(_ log: String) -> String {
        let summary = CorrectedPayslipRunTests.summary(log)
        guard let start = summary.range(of: "\"payslipsChanged\":["), let end = summary.range(of: "],\"errors\"") else {
            return ""
        }
        return String(summary[start.lowerBound..<end.lowerBound]) + "]"
    }

    struct Night {
        var single: (status: Int32, output: String, error: String)
        var shards: [(status: Int32, output: String, error: String)]
        var merge: (status: Int32, output: String, error: String)
    }

    /// One night: a whole build into `temp/single`, and 2 shards (run at once) merged into `temp/site`.
    static func night(_ today: String, content: String, temp: String) throws -> Night {
        let common = ["--content", content, "--today", today, "--log-format", "json"]
        let single = try Fixture.runMoup(["build", "--output", temp + "/single"] + common)
        let processes = try (1...2).map { i in
            try MoupProcess(
                ["build", "--shard", "\(i)/2", "--output", temp + "/shard-\(i)", "--publishes-to", temp + "/site"]
                    + common)
        }
        let shards = processes.map { process in (status: process.wait(seconds: 900), output: "", error: process.error) }
        let merge = try Fixture.runMoup([
            "merge", temp + "/shard-2", temp + "/shard-1", "--output", temp + "/site",
            "--state", temp + "/.moup-state", "--log-format", "json",
        ])
        return Night(single: single, shards: shards, merge: merge)
    }

    /// The state folder's files whose names start with `prefix`, by name.
    /// The files of the state folder (or of its subfolder `subfolder`) whose names start with `prefix`,
    /// by name (a folder's bytes are empty).
    static func state(_ temp: String, _ prefix: String, in subfolder: String? = nil) throws -> [String: Data] {
        let folder = temp + "/.moup-state" + (subfolder.map { "/" + $0 } ?? "")
        return Dictionary(
            uniqueKeysWithValues: try FileManager.default.contentsOfDirectory(atPath: folder)
                .filter { $0.hasPrefix(prefix) }.map {
                    ($0, FileManager.default.contents(atPath: folder + "/" + $0) ?? Data())
                })
    }

    static func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    @Test func twoShardedNightsPublishWhatTwoWholeBuildsPublish() throws {
        let temp = Fixture.temporaryFolder()
        defer { Fixture.remove(temp) }
        let content = try Self.content(in: temp)

        // 11-20: October's pay (paid 11-10) is issued; nothing to compare with yet.
        let first = try Self.night("2026-11-20", content: content, temp: temp)
        for run in [first.single] + first.shards + [first.merge] {
            #expect(run.status == 0, "\(run.error)")
            #expect(Self.changed(run.error) == "\"payslipsChanged\":[]", "\(run.error)")
        }
        #expect(Fixture.snapshot(temp + "/site") == Fixture.snapshot(temp + "/single"))
        // The shards' parts of the record are in the state folder until the merge takes them.
        #expect(try Self.state(temp, "shard-").isEmpty)

        // 11-21: kim-minji's 10-02 shift at cafe-moup really ended an hour later.
        let shifts = content + "/workplaces/cafe-moup/shifts/2026-10.json"
        let text = try String(contentsOfFile: shifts, encoding: .utf8)
        #expect(try Fixture.lengthenKimMinjisOctoberShift(in: content))
        let second = try Self.night("2026-11-21", content: content, temp: temp)
        for run in [second.single] + second.shards + [second.merge] { #expect(run.status == 0, "\(run.error)") }

        // The merged site has the bytes of the whole build: the corrected statement, the dashboard's
        // changes of the day, the changed event's SEQUENCE.
        let merged = Fixture.snapshot(temp + "/site")
        #expect(merged == Fixture.snapshot(temp + "/single"))
        let payslip = try #require(merged["payslips/cafe-moup/kim-minji/2026-10-01.html"])
        #expect(String(decoding: payslip, as: UTF8.self).contains("<h1>정정 임금명세서"))
        let dashboard = try #require(merged["workplaces/cafe-moup/2026-10/dashboard.html"])
        #expect(String(decoding: dashboard, as: UTF8.self).contains("오늘 바뀐 임금명세서"))
        let feed = String(decoding: try #require(merged["workplaces/cafe-moup/calendar.ics"]), as: UTF8.self)
        #expect(feed.contains("SEQUENCE:1\r\n"))

        // The merge reports every changed payslip as the whole build does, without amounts; each shard
        // reports those of its own workplaces (cafe-moup is the heavier group: shard 1).
        let change =
            "{\"workplace\":\"cafe-moup\",\"worker\":\"kim-minji\",\"period\":\"2026-10-01/2026-10-31\","
            + "\"kind\":\"wages\",\"corrected\":true,\"fields\":[\"gross\",\"net\",\"earnings.base\",\"earnings.part_time_overtime\"]}"
        #expect(Self.changed(second.single.error) == "\"payslipsChanged\":[\(change)]")
        #expect(Self.changed(second.merge.error) == Self.changed(second.single.error))
        #expect(Self.changed(second.shards[0].error) == "\"payslipsChanged\":[\(change)]")
        #expect(Self.changed(second.shards[1].error) == "\"payslipsChanged\":[]")
        #expect(second.shards[0].error.contains("\"code\":\"payroll.corrected\""))
        for run in second.shards + [second.merge] {
            #expect(!run.error.contains("원"))
            #expect(run.error.range(of: #"\d{1,3},\d{3}"#, options: .regularExpression) == nil)
        }

        // The state a whole build leaves: the same records for the merged folder as for the whole
        // build's, private (0700 folder, 0600 files), and no shard's part left behind. No part of the
        // record is in a shard folder.
        let published = try Self.state(temp, "published-")
        let events = try Self.state(temp, "events-")
        #expect(published.count == 2 && Set(published.values).count == 1)
        // The events: a folder per output, a file per workplace in it.
        let eventFiles = try events.keys.map { try Self.state(temp, "", in: $0) }
        #expect(
            events.count == 2 && eventFiles.count == 2 && eventFiles[0] == eventFiles[1] && eventFiles[0].count == 2)
        #expect(try Self.state(temp, "shard-").isEmpty)
        #expect(try Self.mode(temp + "/.moup-state") == 0o700)
        for name in published.keys {
            #expect(try Self.mode(temp + "/.moup-state/" + name) == 0o600, "\(name)")
        }
        for name in events.keys {
            #expect(try Self.mode(temp + "/.moup-state/" + name) == 0o700, "\(name)")
            for file in try Self.state(temp, "", in: name).keys {
                #expect(try Self.mode(temp + "/.moup-state/" + name + "/" + file) == 0o600, "\(name)/\(file)")
            }
        }
        for part in ["shard-1", "shard-2"] {
            #expect(
                !Fixture.snapshot(temp + "/" + part).keys.contains { $0.contains("published") || $0.contains("shard-") }
            )
        }

        // Merged again, the parts have no records left to continue: refused, nothing written.
        let again = try Fixture.runMoup([
            "merge", temp + "/shard-1", temp + "/shard-2", "--output", temp + "/site",
            "--state", temp + "/.moup-state", "--log-format", "json",
        ])
        #expect(again.status == 1 && again.error.contains("\"code\":\"merge.records-missing\""), "\(again.error)")
        // Into another folder than the shards publish to: refused.
        let elsewhere = try Fixture.runMoup([
            "merge", temp + "/shard-1", temp + "/shard-2", "--output", temp + "/other",
            "--state", temp + "/.moup-state",
        ])
        #expect(
            elsewhere.status == 1 && elsewhere.error.contains("--publishes-to another output folder"),
            "\(elsewhere.error)")
        #expect(!FileManager.default.fileExists(atPath: temp + "/other"))

        // 11-22: shards are built, but before their merge the shift is set back and a whole build
        // publishes into the same folder, changing its record (the correction is withdrawn) ...
        for i in 1...2 {
            let shard = try Fixture.runMoup([
                "build", "--shard", "\(i)/2", "--content", content, "--output", temp + "/shard-\(i)",
                "--publishes-to", temp + "/site", "--today", "2026-11-22",
            ])
            #expect(shard.status == 0, "\(shard.error)")
        }
        try text.write(toFile: shifts, atomically: true, encoding: .utf8)
        let third = try Fixture.runMoup([
            "build", "--content", content, "--output", temp + "/site", "--today", "2026-11-22",
            "--log-format", "json",
        ])
        #expect(third.status == 0, "\(third.error)")
        #expect(
            Self.changed(third.error).contains(
                "\"worker\":\"kim-minji\",\"period\":\"2026-10-01/2026-10-31\","
                    + "\"kind\":\"wages\",\"corrected\":false"))
        let site = Fixture.snapshot(temp + "/site")
        #expect(
            !String(decoding: site["payslips/cafe-moup/kim-minji/2026-10-01.html"] ?? Data(), as: UTF8.self)
                .contains("<h1>정정 임금명세서"))
        // ... so the shards' parts continue a record that is no longer the folder's: refused, nothing written.
        let stale = try Fixture.runMoup([
            "merge", temp + "/shard-1", temp + "/shard-2", "--output", temp + "/site",
            "--state", temp + "/.moup-state", "--log-format", "json",
        ])
        #expect(stale.status == 1 && stale.error.contains("\"code\":\"merge.records-stale\""), "\(stale.error)")
        #expect(Fixture.snapshot(temp + "/site") == site)
    }
}
