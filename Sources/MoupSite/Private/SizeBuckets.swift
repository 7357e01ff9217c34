/// Sealed pages padded to a few sizes, so that a page's size does not tell what it holds (a payslip
/// with insurance deductions was a kilobyte or two longer than one without): a page is padded with
/// spaces after its last byte (`PageSealer.seal(_:paddedTo:…)`; whitespace after `</html>` means
/// nothing to a browser) up to the next power of two from 8 KiB (8, 16, 32, 64 KiB, …). A page of
/// 4.9 KiB and one of 7.9 KiB both travel as 8 KiB; what is left to tell is the order of size.
enum SizeBuckets {
    static let smallest = 8 * 1024

    /// The size a page of `count` bytes is padded to.
    static func bucket(for count: Int) -> Int {
        var size = smallest
        while size < count { size *= 2 }
        return size
    }
}
