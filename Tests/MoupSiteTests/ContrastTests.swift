import Foundation
import Testing

@testable import MoupSite

/// WCAG contrast in integers, and the ink of chips chosen by it.
@Suite struct ContrastTests {
    @Test func linearTableIsTheSRGBTransferFunction() {
        #expect(Contrast.linear.count == 256)
        #expect(Contrast.linear.first == 0 && Contrast.linear.last == 1_000_000)
        for v in 0..<256 {
            let c = Double(v) / 255
            let expected = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            #expect(abs(Double(Contrast.linear[v]) - expected * 1_000_000) <= 0.5, "value \(v)")
            if v > 0 { #expect(Contrast.linear[v] > Contrast.linear[v - 1]) }
        }
    }

    @Test func blackOnWhiteIsExactly21To1() {
        #expect(Contrast.luminance("#ffffff") == Contrast.white)
        #expect(Contrast.luminance("#000000") == 0)
        #expect(Contrast.meets(0, Contrast.white, atLeast: 21, 1))
        #expect(!Contrast.meets(0, Contrast.white, atLeast: 2101, 100))
        #expect(Contrast.meets(Contrast.white, 0, atLeast: 21, 1))  // order does not matter
    }

    /// The ratios axe-core reported for white names on the example's colours (3.67, 3.16, 4.09), and
    /// the grey that is the usual example of just failing (#777, 4.48) and just passing (#767676, 4.54).
    @Test func ratiosAgreeWithAxeCore() {
        func ratioInHundredths(_ color: String) -> Int {
            let l = Contrast.luminance(color)
            return (100...2100).last { Contrast.meets(l, Contrast.white, atLeast: $0, 100) }!
        }
        #expect(ratioInHundredths("#e15759") == 367)
        #expect(ratioInHundredths("#59a14f") == 316)
        #expect(ratioInHundredths("#9c755f") == 409)
        #expect(ratioInHundredths("#777777") == 447)
        #expect(ratioInHundredths("#767676") == 454)
        #expect(!Contrast.meets(Contrast.luminance("#777777"), Contrast.white, atLeast: 9, 2))
        #expect(Contrast.meets(Contrast.luminance("#767676"), Contrast.white, atLeast: 9, 2))
    }

    @Test func inkOfThePalette() {
        // White only where it reaches 4.5:1 (#4e79a7 is 4.55, #79706e 4.82); the light and middle
        // colours, which had white names before (#e15759 3.68, #9c755f 4.10), get near-black.
        let expected = [
            "#4e79a7": "#ffffff", "#f28e2b": "#111111", "#e15759": "#111111", "#76b7b2": "#111111",
            "#59a14f": "#111111", "#edc948": "#111111", "#b07aa1": "#111111", "#ff9da7": "#111111",
            "#9c755f": "#111111", "#79706e": "#ffffff", "#86bcb6": "#111111", "#d37295": "#111111",
        ]
        for (color, ink) in expected { #expect(Format.ink(on: color) == ink, "\(color)") }
        // #777777: white is 4.48, #111111 4.22, so black (4.69).
        #expect(Format.ink(on: "#777777") == "#000000")
        #expect(Format.ink(on: "#ffffff") == "#111111")
        #expect(Format.ink(on: "#1a1446") == "#ffffff")
        #expect(Format.ink(on: "not a colour") == "#111111")  // read as #888888
    }

    @Test func everyInkReachesAA() {
        var colors = (0..<4096).map { n in
            "#" + [n >> 8, (n >> 4) & 15, n & 15].map { String(repeating: String($0, radix: 16), count: 2) }.joined()
        }
        colors += (0..<256).map { "#" + String(repeating: String(format: "%02x", $0), count: 3) }
        for color in colors {
            let ink = Format.ink(on: color)
            #expect(
                Contrast.meets(Contrast.luminance(color), Contrast.luminance(ink), atLeast: 9, 2), "\(ink) on \(color)")
        }
    }
}
