// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for the content reader, kept out of the main package so that its build and tests
// never need the fuzzer flags. Build and run with `make fuzz FUZZ_SECONDS=N` (from the repository root),
// which does: swift build -c debug -Xswiftc -sanitize=fuzzer,address (in this folder), a seed corpus
// from content/, then each target for N seconds. MoupModel, MoupContent and MoupWords' Swift files are the
// main package's own (symbolic links), so the fuzzers test exactly the code that ships.
let package = Package(
    name: "moup-fuzz",
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .target(name: "MoupModel"),
        // The terminal's words the content reader's messages come from: MoupWords' Swift files (links in
        // Words/) and its tables, compiled into Words/TerminalWordFiles.swift by the main package's
        // moup-embed before this build (`make fuzz`), since a build-tool plugin here would be built with
        // the fuzzer's flags too.
        .target(name: "MoupWords", dependencies: ["MoupModel", .product(name: "Yams", package: "Yams")], path: "Words"),
        // The platform layer the content reader reads files through.
        .target(name: "MoupSystem"),
        .target(name: "MoupContent", dependencies: ["MoupModel", "MoupWords", "MoupSystem", .product(name: "Yams", package: "Yams")]),
        // Hands each executable to libFuzzer's driver.
        .target(name: "FuzzDriver"),
        // The strict JSON parser of shift, schedule and sales files.
        .executableTarget(name: "FuzzJSON", dependencies: ["FuzzDriver", "MoupContent"]),
        // The front-matter reader (YAML between '---' lines) of every Markdown file.
        .executableTarget(name: "FuzzFrontMatter", dependencies: ["FuzzDriver", "MoupContent", "MoupModel"]),
        // The whole loader: the input is a content folder, written out as files (see FuzzLoader).
        .executableTarget(name: "FuzzLoader", dependencies: ["FuzzDriver", "MoupContent", "MoupModel"]),
    ]
)
