/// Number formatting for `basis` strings and every page: thousands separators, no locale, no
/// Foundation. Public so that the pages print amounts exactly as the payroll's `basis` does.
package enum WonText {
    /// `892680` → `892,680`.
    package static func grouped(_ value: Int) -> String {
        // Written from the last digit backwards into a buffer on the stack, then made a String once
        // (most amounts fit a small string, with no allocation): every amount on every page and in
        // every 계산 방법 passes here.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var magnitude = value.magnitude
            var start = buffer.count
            var digits = 0
            repeat {
                if digits > 0, digits % 3 == 0 {
                    start -= 1
                    buffer[start] = UInt8(ascii: ",")
                }
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                digits += 1
            } while magnitude > 0
            if value < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }
}
