// swift-tools-version:6.0
import PackageDescription

// Module graph (dependencies point one way, left to right):
//
//   PlumbLayout ──► PlumbRender ──┐
//        │                        ├──► PlumbRun ──► PlumbServe ──► plumb (CLI: main.swift only)
//        └──────► PlumbLua ───────┘       ▲            (FlyingFox)
//                    │              PlumbWatch         PlumbBench
//                    │
//              CLua, CLuaShims
//
//   PlumbScriptAPI ──► PlumbLua, PlumbImport, PlumbRun   (the script API declared once: names,
//                                                        value sets, advice, "did you mean")
//
//   PlumbConstraints ──► PlumbUIKit ──► PlumbLua   (Cassowary solver; UIStackView on it, as a
//                           ▲                       Layout the Lua bridge offers)
//                      PlumbLayout
//
//   PlumbImport (swift-syntax) ──► plumb-import
//                                   (its own executable: `plumb` runs it, never links it)
//   PlumbSwiftModule (swift-syntax, Foundation: finds and reads a file's module) ──► plumb-import
//   PlumbRun ──► PlumbServe (FlyingFox) ──► plumb-serve  (`watch --serve`; PlumbRun knows it only
//                                                         as `PreviewServing`, set by the executable;
//                                                         `plumb` hands `--serve` over to it by exec)
//
//   PlumbText ──► PlumbLayout   (text in points: widths, tracking, line metrics; PlumbText
//                                 depends on nothing)
//
// PlumbLayout, PlumbConstraints, PlumbUIKit, PlumbText and PlumbScriptAPI are pure Swift: no Lua,
// no I/O, no Foundation.
/// What `-static-stdlib` needs after the objects when the modules were compiled against the shared
/// Foundation (whose autolink entries name only Foundation's own libraries): one group, which the
/// linker searches until nothing more resolves.
let staticFoundation = [
    "swiftSynchronization", "_FoundationICU", "CoreFoundation", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "_FoundationCShims", "_FoundationCollections", "swiftCore",
]

let package = Package(
    name: "Plumb",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "plumb", targets: ["plumb"]),
        // `plumb` with the browser preview's server: `plumb watch --serve` and `plumb serve` exec
        // it (Sources/PlumbServe/README.md). Its own executable because FlyingFox brings
        // FoundationNetworking, whose libcurl and thirty more libraries cost every process 7 ms
        // to load; `plumb` links neither, and links the Swift runtime and Foundation statically.
        .executable(name: "plumb-serve", targets: ["plumb-serve"]),
        .executable(name: "plumb-bench", targets: ["PlumbBench"]),
        .executable(name: "plumb-fuzz", targets: ["plumb-fuzz"]),
        // SwiftUI source in, a Plumb script out. Its own product, so that `plumb` never
        // builds swift-syntax; `plumb` runs it as a subprocess (Sources/PlumbImport/README.md).
        .executable(name: "plumb-import", targets: ["plumb-import"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // `plumb watch --serve`'s HTTP and WebSocket server: FlyingFox 0.27.1, vendored with bounds on
        // every input (Vendor/FlyingFox/VENDORED.md; Sources/PlumbServe/README.md, "Limits").
        .package(path: "Vendor/FlyingFox"),
    ],
    targets: [
        .systemLibrary(
            name: "CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"]), .brew(["lua"])]
        ),
        .target(name: "CLuaShims", dependencies: ["CLua"]),
        .target(
            name: "PlumbLayout",
            dependencies: ["PlumbText"],
            exclude: ["README.md"],
            // `Double.rounded()` lowers to libm calls; without Foundation nothing else links libm.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(name: "PlumbConstraints", exclude: ["README.md"]),
        // The script API declared once: every view, modifier, function and namespace with its
        // parameters, the value sets they take, the SwiftUI names Plumb lacks with what to write
        // instead, and the one "did you mean". Depends on nothing; the bindings, the importer and
        // the command line read it (Sources/PlumbScriptAPI/README.md).
        .target(name: "PlumbScriptAPI", exclude: ["README.md"]),
        // Text measured in points as iOS measures it: widths from a generated table of Inter's,
        // SF's tracking and vertical metrics. Pure Swift, depends on nothing (Sources/PlumbText/README.md).
        .target(name: "PlumbText", exclude: ["README.md", "Inter-OFL.txt"]),
        // Zeroed memory whose pages a helper thread faults in ahead of their use.
        .target(name: "CPlumbMemory"),
        .target(name: "PlumbMemory", dependencies: ["CPlumbMemory"], exclude: ["README.md"]),
        .target(name: "PlumbUIKit", dependencies: ["PlumbConstraints", "PlumbLayout"], exclude: ["README.md"]),
        .target(name: "PlumbRender", dependencies: ["PlumbLayout"], exclude: ["README.md"]),
        .target(
            name: "PlumbLua", dependencies: ["PlumbScriptAPI", "PlumbLayout", "PlumbUIKit", "CLua", "CLuaShims"],
            exclude: ["README.md"]),
        .target(name: "PlumbWatch"),
        // The run pipeline and the command line's commands and options as types; the `plumb`
        // executable only calls `Plumb.main()`, and the tests call `Plumb.invoke` in process.
        .target(
            name: "PlumbRun",
            dependencies: [
                "PlumbScriptAPI", "PlumbLayout", "PlumbText", "PlumbRender", "PlumbLua", "PlumbWatch", "PlumbMemory",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["README.md"]
        ),
        // `plumb watch --serve`: the page, its assets, layouts at a proposal and the WebSocket that
        // pushes each save. PlumbRun knows it only through `PreviewServing`; the executable
        // registers it.
        .target(
            name: "PlumbServe",
            dependencies: ["PlumbRun", "PlumbScriptAPI", .product(name: "FlyingFox", package: "FlyingFox")],
            exclude: ["README.md"]
        ),
        // `-static-stdlib` in release builds: the Swift runtime and Foundation linked in, not
        // loaded and bound at every start (an empty script's run: 20 → 7.5 ms with
        // FoundationNetworking gone; Sources/PlumbBench/README.md). Not in debug builds: the
        // tests' one executable links this target's settings too, and it needs the shared
        // FoundationNetworking (PlumbServeTests). `plumb-serve` is not a dependency: SwiftPM would link
        // what it depends on (PlumbServe, FlyingFox) into `plumb` too. `swift build` and
        // `swift test` build it; `--serve` says how when it is missing, as for `plumb-import`.
        .executableTarget(
            name: "plumb", dependencies: ["PlumbRun"],
            linkerSettings: [
                .unsafeFlags(
                    ["-static-stdlib", "-Xlinker", "--start-group"]
                        + staticFoundation.flatMap { ["-Xlinker", "-l\($0)"] } + ["-Xlinker", "--end-group"],
                    .when(platforms: [.linux], configuration: .release))
            ]),
        .executableTarget(name: "plumb-serve", dependencies: ["PlumbRun", "PlumbServe"]),
        .executableTarget(
            name: "PlumbBench",
            dependencies: ["PlumbLayout", "PlumbLua"],
            exclude: ["README.md"]
        ),
        // The fuzzer: script generator, runner and classifier (used by plumb-fuzz and the tests).
        .target(name: "PlumbFuzz"),
        .executableTarget(name: "plumb-fuzz", dependencies: ["PlumbFuzz"]),
        // The importer: pure (no Lua, no I/O); swift-syntax parses, PlumbImport writes Lua.
        .target(
            name: "PlumbImport",
            dependencies: [
                "PlumbScriptAPI",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["README.md"]),
        // The Swift files of the module a file belongs to (its SwiftPM target, its Xcode app's folder,
        // …), found and read for the importer: the compiler reads a module, not a file.
        .target(
            name: "PlumbSwiftModule",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["README.md"]),
        .executableTarget(
            name: "plumb-import",
            dependencies: [
                "PlumbImport", "PlumbSwiftModule",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // What the tests that start processes share: child processes with deadlines, and a
        // watchdog that names a hung test instead of letting the run wait for CI's timeout.
        .target(name: "PlumbTestSupport", path: "Tests/PlumbTestSupport"),
        .testTarget(name: "PlumbTestSupportTests", dependencies: ["PlumbTestSupport"]),
        .testTarget(
            name: "PlumbLayoutTests",
            dependencies: [
                "PlumbLayout", "PlumbText", .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(name: "PlumbConstraintsTests", dependencies: ["PlumbConstraints"]),
        // PlumbLayout for its Dynamic Type table only (every style at every size), PlumbTestSupport
        // for the regeneration check's child process.
        .testTarget(name: "PlumbTextTests", dependencies: ["PlumbText", "PlumbLayout", "PlumbTestSupport"]),
        .testTarget(name: "PlumbMemoryTests", dependencies: ["PlumbMemory"]),
        .testTarget(name: "PlumbUIKitTests", dependencies: ["PlumbUIKit", "PlumbConstraints"]),
        .testTarget(
            name: "PlumbRenderTests", dependencies: ["PlumbLayout", "PlumbText", "PlumbRender", "PlumbTestSupport"]),
        .testTarget(name: "PlumbLuaTests", dependencies: ["PlumbLua", "PlumbScriptAPI", "PlumbLayout", "PlumbRender"]),
        .testTarget(name: "PlumbScriptAPITests", dependencies: ["PlumbScriptAPI", "PlumbLayout", "PlumbUIKit"]),
        .testTarget(name: "PlumbWatchTests", dependencies: ["PlumbWatch"]),
        // The command line in process: every subcommand, option, output and golden, through
        // `Plumb.invoke` with a captured console.
        .testTarget(
            name: "PlumbRunTests",
            dependencies: ["PlumbRun", "PlumbLayout", "PlumbText", "PlumbRender", "PlumbTestSupport"],
            exclude: ["Golden"]),
        .testTarget(
            name: "PlumbImportTests",
            dependencies: [
                "PlumbImport", "PlumbSwiftModule", "PlumbLua", "PlumbLayout", "PlumbRender", "PlumbTestSupport",
            ],
            exclude: ["Snippets", "Seeds", "Views", "Apps"]),
        .testTarget(name: "PlumbSwiftModuleTests", dependencies: ["PlumbSwiftModule"]),
        .testTarget(
            name: "PlumbServeTests",
            dependencies: [
                "PlumbServe", "PlumbRun", "PlumbTestSupport", "PlumbFuzz", "plumb-serve",
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]),
        // End-to-end: drives the built `plumb` binary (the dependency makes `swift test` build it).
        .testTarget(
            name: "PlumbCLITests",
            dependencies: [
                "plumb", "plumb-import", "plumb-serve", "PlumbFuzz", "PlumbRender", "PlumbTestSupport", "PlumbText",
            ],
            exclude: ["FuzzRegressions"]),
    ]
)
