/// A small inline SVG bar chart: groups of bars along x, each bar a stack of coloured segments.
/// Integer coordinates only, so the same figures always give the same bytes.
struct BarChart {
    struct Segment {
        var value: Int
        var color: String
        var name: String
    }

    struct Bar {
        var segments: [Segment]
        var total: Int { segments.reduce(0) { $0 + $1.value } }
    }

    struct Group {
        var label: String
        /// Side-by-side bars (e.g. cost and sales); most groups have one stacked bar.
        var bars: [Bar]
    }

    var title: String
    var groups: [Group]
    /// Formats an axis value (in the chart's unit) for the tick labels.
    var tick: (Int) -> String
    var legend: [(name: String, color: String)]
    /// Gridline steps are multiples of this (60 for minutes shown as hours).
    var stepUnit: Int
    /// The `lang` of the legend's names where it is not the page's (workers' Korean names on an English
    /// page, `SiteIndex.namesLang`).
    var legendLang: String? = nil

    private let width = 640
    private let height = 240
    /// The least room left of the plot for the axis labels; more when a label needs it (`axisRoom`).
    private static let leastLeft = 64
    private let right = 8
    private let top = 12
    private let bottom = 28

    init(
        title: String, groups: [Group], legend: [(name: String, color: String)], stepUnit: Int = 1,
        tick: @escaping (Int) -> String, legendLang: String? = nil
    ) {
        self.stepUnit = stepUnit
        self.legendLang = legendLang
        self.title = title
        self.groups = groups
        self.legend = legend
        self.tick = tick
    }

    var svg: String {
        let maxValue = groups.flatMap(\.bars).map(\.total).max() ?? 0
        let step = Self.niceStep(for: (maxValue + stepUnit - 1) / stepUnit) * stepUnit
        let axisMax = max(step, ((maxValue + step - 1) / step) * step)
        let plotHeight = height - top - bottom
        let ticks = stride(from: 0, through: axisMax, by: step).map { (value: $0, label: tick($0)) }
        let left = Self.axisRoom(for: ticks.map(\.label))
        let plotWidth = width - left - right
        let legendHeight = legend.isEmpty ? 0 : 22
        var out =
            "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height + legendHeight)\" role=\"img\" aria-label=\"\(Self.escape(title))\">"
        out += "<title>\(Self.escape(title))</title>"
        for (value, label) in ticks {
            let y = top + plotHeight - value * plotHeight / max(axisMax, 1)
            out += "<line x1=\"\(left)\" y1=\"\(y)\" x2=\"\(width - right)\" y2=\"\(y)\" class=\"grid\"/>"
            out +=
                "<text x=\"\(left - 6)\" y=\"\(y + 4)\" text-anchor=\"end\" class=\"tick\">\(Self.escape(label))</text>"
        }
        let slot = groups.isEmpty ? plotWidth : plotWidth / groups.count
        for (i, group) in groups.enumerated() {
            let x0 = left + i * slot
            let barCount = max(group.bars.count, 1)
            let barWidth = max(2, min(48, (slot * 7 / 10) / barCount))
            let groupWidth = barWidth * barCount
            var x = x0 + (slot - groupWidth) / 2
            for bar in group.bars {
                var y = top + plotHeight
                for segment in bar.segments where segment.value > 0 {
                    let h = max(1, segment.value * plotHeight / max(axisMax, 1))
                    y -= h
                    out +=
                        "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(barWidth)\" height=\"\(h)\" fill=\"\(segment.color)\"><title>\(Self.escape(group.label + " " + segment.name + ": " + tick(segment.value)))</title></rect>"
                }
                x += barWidth
            }
            out +=
                "<text x=\"\(x0 + slot / 2)\" y=\"\(height - 8)\" text-anchor=\"middle\" class=\"tick\">\(Self.escape(group.label))</text>"
        }
        var lx = left
        for item in legend {
            out += "<rect x=\"\(lx)\" y=\"\(height + 6)\" width=\"12\" height=\"12\" fill=\"\(item.color)\"/>"
            let lang = legendLang.map { " lang=\"\(Self.escape($0))\"" } ?? ""
            out += "<text x=\"\(lx + 16)\" y=\"\(height + 16)\" class=\"tick\"\(lang)>\(Self.escape(item.name))</text>"
            lx += 28 + item.name.count * 13
        }
        out += "</svg>"
        return out
    }

    /// The room left of the plot for axis labels ending 6 units before it: the widest of `labels` as
    /// drawn on a phone, where style.css draws them 17 units high so that they still read when the
    /// chart shrinks to the screen, and 2 units to spare; at least `leastLeft`.
    static func axisRoom(for labels: [String]) -> Int {
        max(leastLeft, 6 + (labels.map(labelWidth).max() ?? 0) + 2)
    }

    /// How wide `label` is at a 17-unit font, from each character's usual advance: a Hangul syllable or
    /// CJK character a full 17, a digit or Latin letter 11 (a digit of Noto Sans CJK, the widest of the
    /// fonts style.css names), a comma, point or space 5.
    static func labelWidth(_ label: String) -> Int {
        label.unicodeScalars.reduce(0) { width, scalar in
            switch scalar.value {
            case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7A3, 0x4E00...0x9FFF: width + 17
            case 0x2C, 0x2E, 0x20: width + 5
            default: width + 11
            }
        }
    }

    /// A round step (1, 2 or 5 × 10ⁿ) that splits `maxValue` into about four gridlines.
    static func niceStep(for maxValue: Int) -> Int {
        guard maxValue > 0 else { return 1 }
        let rough = max(1, (maxValue + 3) / 4)
        var magnitude = 1
        while magnitude * 10 <= rough { magnitude *= 10 }
        for m in [1, 2, 5, 10] where m * magnitude >= rough { return m * magnitude }
        return 10 * magnitude
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
