// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FrameLab",
    // macOS 15: Synchronization's Mutex (the watcher, the preview hub); Swift 6 toolchains (Xcode 16+) run there.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "framelab", targets: ["framelab"]),
        .executable(name: "framelab-server", targets: ["framelab-server"]),
        .library(name: "LayoutCore", targets: ["LayoutCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", exact: "2.8.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .systemLibrary(
            name: "CEditLine",
            // On macOS libedit (histedit.h, editline/readline.h, libedit.tbd) comes with the SDK: pkg-config may not find it, and need not.
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // zlib, for the report's stored layouts (gzip; the page inflates them). In the macOS SDK.
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // cairo draws the PNG pictures (`eval --png`, `:png`, the MCP `render` tool).
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]
        ),
        .target(name: "LayoutCore"),
        .target(name: "Profiles", dependencies: ["LayoutCore", "CYaml"]),
        .target(
            name: "ViewSyntax",
            dependencies: [
                "LayoutCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        // The application layer: the layout pipeline, commands, sessions, renderers (text, JSON, SVG,
        // PNG, HTML), check/test/watch, and the terminal REPL (Terminal/, Input/) on top of them.
        .target(
            name: "FrameLabApplication",
            dependencies: ["LayoutCore", "Profiles", "ViewSyntax", "CEditLine", "CZlib", "CCairo"]
        ),
        // The MCP server and the live preview server: their dependencies stay out of the application layer.
        .target(
            name: "FrameLabServer",
            dependencies: [
                "FrameLabApplication", "LayoutCore", "Profiles", "ViewSyntax",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ]
        ),
        .executableTarget(
            name: "framelab",
            dependencies: [
                "FrameLabApplication",
                "ViewSyntax",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `framelab mcp` and `framelab serve` run this executable (installed next to `framelab`):
        // the MCP SDK (which links libcurl and its 30 libraries) and Hummingbird stay out of
        // every other command's start.
        .executableTarget(
            name: "framelab-server",
            dependencies: [
                "FrameLabApplication", "FrameLabServer", "LayoutCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "framelab-bench",
            dependencies: [
                "FrameLabApplication",
                "LayoutCore",
                "Profiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore"]),
        .testTarget(name: "ProfilesTests", dependencies: ["Profiles", "LayoutCore"]),
        .testTarget(name: "ViewSyntaxTests", dependencies: ["ViewSyntax", "LayoutCore", "Profiles"]),
        .testTarget(
            name: "FixtureTests",
            dependencies: ["ViewSyntax", "Profiles", "LayoutCore"]
        ),
        .testTarget(
            name: "PropertyTests",
            dependencies: [
                "LayoutCore", "ViewSyntax", "Profiles",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "FrameLabServerTests", dependencies: ["FrameLabServer", "FrameLabApplication"]),
        .testTarget(
            name: "FrameLabApplicationTests",
            dependencies: ["FrameLabApplication", "Profiles", "ViewSyntax", "LayoutCore"],
            exclude: ["Golden"]
        ),
    ]
)

// The fuzz targets (Tests/Fuzz). An ordinary build makes each one replay the files it is given
// (`scripts/fuzz replay`, run by `make test` over the committed seed corpus: every input that ever
// crashed stays a test). `scripts/fuzz` builds them with FRAMELAB_FUZZ=1 and
// -sanitize=fuzzer,address into .build-fuzz, where libFuzzer drives them.
let libFuzzer = Context.environment["FRAMELAB_FUZZ"] == "1"
package.targets += [
    .target(name: "CFuzzDriver", path: "Tests/Fuzz/CFuzzDriver",
            cSettings: libFuzzer ? [.define("FRAMELAB_LIBFUZZER")] : []),
    .target(name: "ProfileFuzzSupport", dependencies: ["Profiles", "LayoutCore"], path: "Tests/Fuzz/ProfileFuzzSupport"),
    .executableTarget(name: "fuzz-profiles", dependencies: ["CFuzzDriver", "ProfileFuzzSupport", "Profiles", "LayoutCore"], path: "Tests/Fuzz/FuzzProfiles"),
    .executableTarget(name: "fuzz-yaml", dependencies: ["CFuzzDriver", "ProfileFuzzSupport", "Profiles", "LayoutCore"], path: "Tests/Fuzz/FuzzYAML"),
    .executableTarget(name: "fuzz-walker", dependencies: ["CFuzzDriver", "ProfileFuzzSupport", "Profiles"], path: "Tests/Fuzz/FuzzWalker"),
    .target(name: "FuzzSupport", dependencies: ["ViewSyntax", "Profiles", "LayoutCore"], path: "Tests/Fuzz/FuzzSupport"),
    .executableTarget(name: "fuzz-source", dependencies: ["CFuzzDriver", "FuzzSupport", "ViewSyntax", "Profiles", "LayoutCore"], path: "Tests/Fuzz/FuzzSource"),
    .executableTarget(name: "fuzz-structured", dependencies: ["CFuzzDriver", "FuzzSupport", "ViewSyntax", "Profiles", "LayoutCore"], path: "Tests/Fuzz/FuzzStructured"),
    .executableTarget(name: "fuzz-repl", dependencies: ["CFuzzDriver", "FrameLabApplication", "Profiles", "LayoutCore"], path: "Tests/Fuzz/FuzzREPL"),
]
