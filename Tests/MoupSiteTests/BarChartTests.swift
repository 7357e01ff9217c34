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
}
