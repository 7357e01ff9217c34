import FuzzDriver

// This file's top-level code is the executable's `main`: it hands over to libFuzzer's driver, which
// runs fuzzJSON on each input. The runtime that -sanitize=fuzzer links in also wants the target under
// its conventional C name, LLVMFuzzerTestOneInput (without it the link fails).
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { fuzzJSON(fuzzInput(data, size)) }

runFuzzer(testOneInput)
