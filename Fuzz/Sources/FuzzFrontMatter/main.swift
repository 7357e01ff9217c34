// libFuzzer's driver runs `fuzzFrontMatter` (exported as LLVMFuzzerTestOneInput) on each input; the command
// line is libFuzzer's (-max_total_time=, -timeout=, corpus folders, a crash file to replay). Which
// `main` the linker keeps depends on how SwiftPM names a Swift executable's entry point: libFuzzer's
// calls LLVMFuzzerTestOneInput itself, and this one hands over to the same driver.
#if canImport(Glibc)
import Glibc
#endif

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argc, &argv) { data, size in
    let empty: [UInt8] = [0]
    return empty.withUnsafeBufferPointer { fuzzFrontMatter(data ?? $0.baseAddress!, data == nil ? 0 : size) }
})
