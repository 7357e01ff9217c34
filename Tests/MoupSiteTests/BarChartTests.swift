import Testing

@testable import MoupSite

@Suite struct BarChartTests {
    @Test func niceSteps() {
        #expect(BarChart.niceStep(for: 0) == 1)
        #expect(BarChart.niceStep(for: 7) == 2)  // 7 / 4 → 2
        #expect(BarChart.niceStep(for: 138) == 50)  // 138 / 4 = 35 → 50
        #expect(BarChart.niceStep(for: 1_600_000) == 500_000)
    }

    @Test func barsAreStackedWithIntegerCoordinates() {
        let chart = BarChart(
            title: "테스트 <차트>",
            groups: [
                BarChart.Group(
                    label: "1주",
                    bars: [
                        BarChart.Bar(segments: [
                            BarChart.Segment(value: 60, color: "#e15759", name: "김"),
                            BarChart.Segment(value: 120, color: "#4e79a7", name: "이"),
                        ])
                    ])
            ],
            legend: [("김", "#e15759"), ("이", "#4e79a7")], stepUnit: 60, tick: { "\($0 / 60)시간" })
        let svg = chart.svg
        #expect(svg.hasPrefix("<svg class=\"chart\""))
        #expect(svg.contains("<title>테스트 &lt;차트&gt;</title>"))
        // Max 180 minutes, step 60 → axis 0…180 over a 200 px plot: 60 min → 66 px, 120 min → 133 px.
        #expect(svg.contains("height=\"66\" fill=\"#e15759\""))
        #expect(svg.contains("height=\"133\" fill=\"#4e79a7\""))
        #expect(svg.contains(">3시간</text>"))
        #expect(svg.firstMatch(of: /\d\.\d/) == nil)  // no fractional coordinates
        #expect(svg == chart.svg)
    }

    @Test func theAxisLabelsHaveRoomAtThePhonesSize() {
        // At 17 units a digit is 11 wide, a comma 5, a Hangul syllable 17 (Chromium measures 97 and 65
        // for the first two in Noto Sans CJK).
        #expect(BarChart.labelWidth("40,000,000") == 8 * 11 + 2 * 5)
        #expect(BarChart.labelWidth("4,000만") == 4 * 11 + 5 + 17)
        #expect(BarChart.labelWidth("1,500시간") == 4 * 11 + 5 + 2 * 17)
        // The labels end 6 units before the plot, with 2 to spare; never less than 64.
        #expect(BarChart.axisRoom(for: ["0", "10,000,000", "40,000,000"]) == 6 + 98 + 2)
        #expect(BarChart.axisRoom(for: ["0", "800 h"]) == 64)
        #expect(BarChart.axisRoom(for: []) == 64)
        let chart = BarChart(
            title: "Labour cost",
            groups: [
                BarChart.Group(
                    label: "26/10",
                    bars: [BarChart.Bar(segments: [.init(value: 40_000_000, color: "#e15759", name: "Cost")])])
            ],
            legend: [], tick: { $0 == 0 ? "0" : "\($0 / 1_000_000),000,000" })
        // The grid starts at 106 and the labels end at 100: "40,000,000" (98 wide) starts at 2, inside the chart.
        #expect(chart.svg.contains("<line x1=\"106\""))
        #expect(chart.svg.contains("<text x=\"100\" y=\"16\" text-anchor=\"end\" class=\"tick\">40,000,000</text>"))
    }
}
