import Foundation
import MoupContent
import MoupModel
import MoupPipeline
import Testing

/// Past planned shifts (payroll rules v3; issue 30, item 13) in the example built on 2026-12-15 with
/// `privacy: none`: the shifts of 22–30 November still recorded `planned` are unconfirmed (미확정), not
/// 예정, on the payslip, the worker's calendar, the feed and the owner's dashboard; the build warns once
/// per workplace and month at the file to edit.
@Suite(
    .enabled(
        if: Fixture.pipelineIsReady,
        "the repository's content/ must load without errors, and rules and templates must exist"))
struct PastPlannedShiftsExampleTests {
    static let today = CivilDate(iso: "2026-12-15")!

    /// 27 days at 카페 모옵 (배지훈 3, 최유나 4, 한지우 6, 김민지 4, 이서준 6, 오태양 2, 박준영 2) and 9 at the
    /// 편의점, each warned once, at the first planned record of the month's file.
    @Test func theBuildWarnsOncePerWorkplaceAndMonth() throws {
        let content = try #require(ContentLoader(folder: Fixture.content).load().content)
        let reports = Pipeline.payroll(content, rules: try Pipeline.rules(), today: Self.today)
        let warnings = Pipeline.unconfirmedShiftWarnings(reports, content: content)
        #expect(warnings.map(\.code) == ["payroll.unconfirmed-shifts", "payroll.unconfirmed-shifts"])
        #expect(
            warnings.map {
                "\($0.location.file.hasSuffix("content/workplaces/cafe-moup/shifts/2026-11.json") || $0.location.file.hasSuffix("content/workplaces/pyeonuijeom-24/shifts/2026-11.json")):\($0.location.line)"
            }
                == ["true:69", "true:38"])
        #expect(
            warnings.first?.message.hasPrefix(
                "27 unconfirmed shifts at cafe-moup in 2026-11 (the first: 2026-11-22 bae-jihoon)") == true)
        #expect(warnings.last?.message.hasPrefix("9 unconfirmed shifts at pyeonuijeom-24 in 2026-11 ") == true)
    }

    @Test func pastPlannedShiftsAreUnconfirmedOnThePayslipCalendarFeedAndDashboard() async throws {
        let pages = try await ExamplePlainSite.pages(today: Self.today)
        // 배지훈 (weekends) was planned on 11-22, 11-28 and 11-29 and none is recorded since: his November
        // payslip says so, and his calendar shows them unconfirmed, none still to come.
        let payslip = try #require(pages["payslips/cafe-moup/bae-jihoon/2026-11-01.html"])
        #expect(payslip.contains("미확정 근무 3일: 급여에 포함되지 않음 (2026년 11월 22일, 2026년 11월 28일, 2026년 11월 29일)"))
        let calendar = try #require(pages["people/bae-jihoon/2026-11/index.html"])
        // Only the legend still names 예정: no day of his November is planned any more.
        #expect(calendar.components(separatedBy: "chip planned").count - 1 == 1)
        #expect(calendar.components(separatedBy: "chip unconfirmed").count - 1 > 1)
        #expect(calendar.contains("<span class=\"time\">10:00–19:00</span> <span class=\"state\">미확정</span>"))
        #expect(!calendar.contains("남은 예정 근무"))
        #expect(calendar.contains("<dt>미확정 근무</dt><dd>3일</dd>"))
        let feed = try #require(pages["people/bae-jihoon/calendar.ics"])
        let event = try #require(
            feed.components(separatedBy: "BEGIN:VEVENT").first { $0.contains("DTSTART;TZID=Asia/Seoul:20261122T") })
        #expect(!event.contains("STATUS:"))
        #expect(event.contains("(미확정)"))
        // The owner's dashboard lists each day at the top, before the by-worker table.
        let dashboard = try #require(pages["workplaces/cafe-moup/2026-11/dashboard.html"])
        let alerts = try #require(dashboard.range(of: "<section id=\"alerts\">"))
        let table = try #require(dashboard.range(of: "<h2 id=\"workers-heading\">근무자별</h2>"))
        #expect(alerts.lowerBound < table.lowerBound)
        #expect(dashboard.contains("<span class=\"alert-day\">11월 22일 (일) 10:00–19:00</span>"))
        #expect(dashboard.contains("2026년 11월 근무 기록에 이 날들을"))
        #expect(!dashboard.contains("shifts/2026-11.json"))
        // The 연차 liability's note names the month without records in words, not as `2026-09`.
        #expect(dashboard.contains("(2026년 9월 임금 기록 없음)"))
        #expect(!dashboard.contains("2026-09 임금"))
    }
}
