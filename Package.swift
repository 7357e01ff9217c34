// swift-tools-version:6.0
import PackageDescription

// Layers, data flowing one way:
//   MoupContent (files → model) ─► MoupModel (values) ─► MoupPayroll (pure engine, rules from MoupRules)
//   ─► MoupSite (pages as (path, bytes), Markdown via MoupMarkdown/CCmarkGFM; private pages sealed
//   with MoupPrivacy) ─► MoupOutput (atomic writer)
//   MoupPipeline holds the pipeline; moup (CLI) and moup-bench wire it to the command line.
let package = Package(
    name: "moup",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "moup", targets: ["moup"]),
        .executable(name: "moup-bench", targets: ["moup-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(name: "MoupModel"),
        // The one place that speaks POSIX: files, folders, locks, the clock, the terminal's streams and
        // change notices, each failure a `SystemError`. No other module imports Glibc or Darwin.
        .target(name: "MoupSystem"),
        // The rule tables (rules/*.yml, *.csv) are compiled in by the EmbedFiles plugin: the binary
        // needs no resource folder beside it.
        .target(
            name: "MoupRules",
            dependencies: ["MoupModel", "MoupWords", .product(name: "Yams", package: "Yams")],
            exclude: ["rules"],
            plugins: ["EmbedFiles"]
        ),
        // The terminal's words, Korean and English (words/*.yml, compiled in by EmbedFiles): every
        // message the command line prints, in the owner's language.
        .target(
            name: "MoupWords",
            dependencies: ["MoupModel", .product(name: "Yams", package: "Yams")],
            exclude: ["words"],
            plugins: ["EmbedFiles"]
        ),
        .target(
            name: "MoupContent",
            dependencies: ["MoupModel", "MoupWords", "MoupSystem", .product(name: "Yams", package: "Yams")]
        ),
        .target(name: "MoupPayroll", dependencies: ["MoupModel", "MoupRules"]),
        .target(name: "MoupMarkdown", dependencies: ["CCmarkGFM"]),
        // Private pages: readers' secrets and keys, the secrets file, sealing pages with AES-256-GCM.
        .target(
            name: "MoupPrivacy",
            dependencies: [
                "MoupModel", "MoupWords", "MoupSystem",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CryptoExtras", package: "swift-crypto"),
            ]
        ),
        // Build state (`.moup-state/`): what the last build read and wrote, so a build with nothing
        // new to do can stop at once.
        .target(
            name: "MoupState",
            dependencies: [
                "MoupModel", "MoupPayroll", "MoupSystem", "MoupOutput",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .target(
            name: "MoupSite",
            dependencies: [
                "MoupModel", "MoupPayroll", "MoupMarkdown", "MoupOutput", "MoupPrivacy", "MoupWords",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            // The built-in theme: the repository's templates/ folder, compiled in by EmbedFiles.
            plugins: ["EmbedFiles"]
        ),
        .target(
            name: "MoupOutput",
            dependencies: ["MoupModel", "MoupSystem", .product(name: "Crypto", package: "swift-crypto")]
        ),
        // The pipeline the commands run (load → rules → payroll → theme → render → write), as a
        // library so that `moup`, `moup-bench` and the end-to-end tests share one wiring.
        .target(
            name: "MoupPipeline",
            dependencies: [
                "MoupModel", "MoupWords", "MoupContent", "MoupRules", "MoupPayroll", "MoupSite", "MoupOutput",
                "MoupPrivacy", "MoupState", "MoupSystem",
            ],
            // starter/: the site `moup init` writes, compiled in by EmbedFiles.
            exclude: ["starter"],
            plugins: ["EmbedFiles"]
        ),
        // `moup serve`: the preview server (a small HTTP/1.1 server on MoupSystem's loopback socket),
        // rebuilding on changes and reloading open pages.
        .target(
            name: "MoupServe",
            dependencies: [
                "MoupPipeline", "MoupModel", "MoupSite", "MoupSystem", "MoupWords",
            ]
        ),
        .executableTarget(
            name: "moup",
            dependencies: [
                "MoupPipeline", "MoupContent", "MoupModel", "MoupPayroll", "MoupServe", "MoupSystem", "MoupWords",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "moup-bench",
            dependencies: [
                "MoupModel", "MoupState", "MoupContent", "MoupRules", "MoupPayroll", "MoupSystem",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Build-time tool and plugin: compile a folder of text files into a module (templates/, rules/).
        .executableTarget(name: "moup-embed"),
        .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["moup-embed"]),
        .testTarget(name: "MoupModelTests", dependencies: ["MoupModel"]),
        .testTarget(name: "MoupContentTests", dependencies: ["MoupContent", "MoupModel"]),
        .testTarget(name: "MoupWordsTests", dependencies: ["MoupWords", "MoupModel"]),
        // MoupSite: only to read the engine's phrases in Korean (the built-in string table), as the tests were written.
        .testTarget(
            name: "MoupPayrollTests", dependencies: ["MoupPayroll", "MoupRules", "MoupModel", "MoupSite", "MoupWords"]),
        .testTarget(
            name: "MoupSiteTests",
            dependencies: [
                "MoupSite", "MoupMarkdown", "MoupPayroll", "MoupModel", "MoupPrivacy",
                .product(name: "Mustache", package: "swift-mustache"),
            ]),
        .testTarget(name: "MoupOutputTests", dependencies: ["MoupOutput"]),
        .testTarget(name: "MoupPrivacyTests", dependencies: ["MoupPrivacy", "MoupModel"]),
        .testTarget(name: "MoupStateTests", dependencies: ["MoupState", "MoupPayroll", "MoupModel", "MoupOutput"]),
        .testTarget(
            name: "MoupPipelineTests",
            dependencies: ["MoupPipeline", "MoupModel", "MoupState", "MoupWords", "MoupOutput"]),
        .testTarget(
            name: "MoupServeTests",
            dependencies: ["MoupServe", "MoupPipeline", "MoupModel", .product(name: "Crypto", package: "swift-crypto")]),
        .testTarget(name: "MoupSystemTests", dependencies: ["MoupSystem"]),
        .testTarget(name: "MoupBenchTests", dependencies: ["moup-bench", "MoupContent", "MoupModel"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "MoupPipeline", "MoupContent", "MoupRules", "MoupPayroll", "MoupSite", "MoupOutput", "MoupModel",
                "MoupPrivacy", "moup-bench",
            ]
        ),
    ]
)
