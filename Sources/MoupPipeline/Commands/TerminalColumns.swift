/// Text columns for a terminal, where East Asian wide characters (Hangul, CJK, full-width forms)
/// take two cells and combining marks none.
package enum TerminalColumns {
    /// The number of terminal cells `text` takes.
    package static func width(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    static func width(of scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if v == 0x200B || (0x1160...0x11FF).contains(v) { return 0 }  // zero-width space, Hangul medial/final jamo
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(v) } ? 2 : 1
    }

    /// `text` padded with spaces to `width` cells, on the right (or on the left when `alignRight`).
    package static func pad(_ text: String, to width: Int, alignRight: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - self.width(text)))
        return alignRight ? fill + text : text + fill
    }
}
