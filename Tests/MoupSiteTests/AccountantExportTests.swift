import MoupModel
import MoupPayroll
import Testing

@testable import MoupSite

/// `payroll.csv`: UTF-8 with BOM, CRLF, RFC 4180 quoting, fixed columns from `LineCode.allCases`.
@Suite struct AccountantExportTests {
    static let header =
        "근무자ID,이름,사번,기간 시작,기간 끝,지급일,근로시간(분),야간근로(분),연장근로(분),휴일근로(분),"
        + "기본급,야간근로수당,연장근로수당,휴일근로수당,주휴수당,유급휴일수당(공휴일),연차휴가수당,단시간근로자 초과근로수당,"
        + "식대(비과세),미사용 연차수당,지급액 합계,비과세,"
        + "공제 국민연금,공제 건강보험,공제 장기요양보험,공제 고용보험,공제 소득세,공제 지방소득세,공제액 합계,실지급액,"
        + "사업주 국민연금,사업주 건강보험,사업주 장기요양보험,사업주 고용보험,사업주 산재보험,인건비 합계,"
        + "연차 잔여(분),연차 평가액,퇴직금 추계액,퇴직금 지급 의무 시작일,퇴직금 적립,인건비+퇴직금 적립"

    static func csv(_ input: SiteInput = Fixture.input) throws -> String {
        let pages = AccountantExports.build(SiteIndex(input, words: Theme.builtInWords(.ko)))
        #expect(pages.map(\.path) == ["workplaces/cafe-moup/2026-11/payroll.csv"])
        #expect(pages.allSatisfy { $0.visibility == .private })
        return try #require(pages.first).text
    }

    @Test func headerAndKimsRow() throws {
        // Kim's November payslip (Fixture.payslip): 5,190 min worked, 90 overtime;
        // 기본급 892,680 + 주휴 120,000 = 1,012,680 gross, nothing tax-free;
        // 소득세 30,380 + 지방소득세 3,030 = 33,410 deducted; net 1,012,680 − 33,410 = 979,270;
        // 산재보험 8,700 employer share; labour cost 1,012,680 + 8,700 = 1,021,380.
        // Every other code is 0 (v2 adds 연차휴가수당, 단시간근로자 초과근로수당 and 미사용 연차수당 columns;
        // 퇴직금 and 퇴직소득세 belong to severance statements, not to these columns). No 사번 for Kim: an empty field.
        let row =
            "kim-minji,김민지,,2026-11-01,2026-11-30,2026-12-10,5190,0,90,0,"
            + "892680,0,0,0,120000,0,0,0,0,0,1012680,0,"
            + "0,0,0,0,30380,3030,33410,979270,"
            + "0,0,0,0,8700,1021380"
            // The liabilities (연차, 퇴직금) are empty: the fixture gives none (see LeaveAndSeverancePagesTests).
            + ",,,,,,"
        #expect(try Self.csv() == "\u{FEFF}" + Self.header + "\r\n" + row + "\r\n")
        #expect(
            Self.header.split(separator: ",").count == row.split(separator: ",", omittingEmptySubsequences: false).count
        )
    }

    @Test func startsWithTheByteOrderMarkAndEndsLinesWithCRLF() throws {
        let bytes = Array(try Self.csv().utf8)
        #expect(Array(bytes.prefix(3)) == [0xEF, 0xBB, 0xBF])
        #expect(Array(bytes.suffix(2)) == [0x0D, 0x0A])
        for (i, byte) in bytes.enumerated() where byte == 0x0A { #expect(bytes[i - 1] == 0x0D) }
    }

    @Test func columnsFollowLineCodeOrder() {
        #expect(
            AccountantExports.earningCodes.map(\.rawValue)
                == [
                    "base", "night", "overtime", "holiday", "weekly_holiday", "public_holiday", "annual_leave",
                    "part_time_overtime", "meal_allowance", "annual_leave_payout",
                ])
        #expect(
            AccountantExports.deductionCodes.map(\.rawValue)
                == [
                    "national_pension", "health_insurance", "long_term_care", "employment_insurance", "income_tax",
                    "local_income_tax",
                ])
        #expect(
            AccountantExports.employerCodes.map(\.rawValue)
                == [
                    "national_pension", "health_insurance", "long_term_care", "employment_insurance",
                    "industrial_accident",
                ])
    }

    @Test func quotesFieldsThatNeedIt() {
        #expect(CSV.quote("plain 이름") == "plain 이름")
        #expect(CSV.quote("김, 민지") == "\"김, 민지\"")
        #expect(CSV.quote("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSV.quote("two\nlines") == "\"two\nlines\"")
        #expect(CSV.quote("cr\r\nlf") == "\"cr\r\nlf\"")
        #expect(CSV.field(.number(-1200)) == "-1200")
        // A text cell that a spreadsheet would run as a formula stays text.
        #expect(CSV.field(.text("=HYPERLINK(\"x\")")) == "\"'=HYPERLINK(\"\"x\"\")\"")
        #expect(CSV.field(.text("@sum")) == "'@sum")
    }

    @Test func quotesANameWithACommaInARealRow() throws {
        var input = Fixture.input
        input.content.workplaces[0].workers[0].name = "김, \"민지\""
        input.content.workplaces[0].workers[0].employeeNo = "A-1"
        let lines = try Self.csv(input).components(separatedBy: "\r\n")
        #expect(lines[1].hasPrefix("kim-minji,\"김, \"\"민지\"\"\",A-1,2026-11-01,"))
    }
}
