// swift-tools-version: 6.1
import PackageDescription

// OpenUIKit: UIKit's view-controller transition system on Linux.
// Module names are deliberately not Apple's (see docs/porting.md, "Keeping `import UIKit`"):
// a module literally named `UIKit`/`QuartzCore`/`CoreGraphics` in a build graph makes other
// packages compile their Apple-only `#if canImport(UIKit)` code against it. iOS code gets the
// Apple names back per target with `-module-alias` (see `ModuleAliasTests` below).

/// Swift settings every OpenUIKit target uses. `OPENUIKIT_INTERNAL_CHECKS` (debug builds only)
/// checks, after every transaction commit, the layer tree's structure, the view tree against the
/// layer tree, navigation and tab bar children against their stacks, and presentation links
/// (`InternalChecks`); a violation is reported as `internalInconsistency` and fails the test.
let commonSettings: [SwiftSetting] = [
    .define("OPENUIKIT_INTERNAL_CHECKS", .when(configuration: .debug)),
]

/// The flags an iOS code base adds to its own (root-package) target to write `import UIKit`.
/// `unsafeFlags` are fine here: test targets are never part of a product others depend on.
let appleModuleAliases: [SwiftSetting] = [
    .unsafeFlags([
        "-module-alias", "UIKit=OpenUIKit",
        "-module-alias", "QuartzCore=OpenQuartzCore",
        "-module-alias", "CoreGraphics=OpenCoreGraphics",
    ]),
]

/// SourceBridgeBuildTests through SourceBridgePlugin (scripts/check-source-bridge-plugin, with the
/// `SourceBridge` trait) instead of from its committed bridged copy.
let bridgeThroughPlugin = Context.environment["OPENUIKIT_BRIDGE_THROUGH_PLUGIN"] == "1"

let package = Package(
    name: "OpenUIKit",
    products: [
        .library(name: "OpenCoreGraphics", targets: ["OpenCoreGraphics"]),
        .library(name: "OpenQuartzCore", targets: ["OpenQuartzCore"]),
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        // The OSLog framework's `Logger`, imported as `OSLog` through `-module-alias OSLog=OpenOSLog`.
        .library(name: "OpenOSLog", targets: ["OpenOSLog"]),
        .library(name: "SourceBridge", targets: ["SourceBridge"]),
        .plugin(name: "SourceBridgePlugin", targets: ["SourceBridgePlugin"]),
        // Stand-ins for Swift Testing's cross-import overlays with Apple's frameworks (see
        // docs/porting.md): a test target written with `import UIKit` and `import Testing`
        // depends on the one it needs.
        .library(name: "_Testing_UIKit", targets: ["_Testing_UIKit"]),
        .library(name: "_Testing_CoreGraphics", targets: ["_Testing_CoreGraphics"]),
        .executable(name: "openuikit", targets: ["openuikit"]),
    ],
    traits: [
        // Off by default, so packages depending on OpenUIKit never resolve swift-argument-parser
        // (nor build its plugins): `swift build --traits CommandLine` builds the real command.
        .trait(name: "CommandLine", description: "The openuikit command line (swift-argument-parser, SDL2)."),
        // Off by default, so packages depending on OpenUIKit never build swift-syntax: SwiftPM
        // builds the tool of every plugin in a package graph, and without this trait
        // SourceBridgePlugin's tool is a few lines that only say how to turn the bridge on.
        // Enable it on the dependency to bridge iOS sources (`traits: ["SourceBridge"]`). It
        // includes BridgeCommands, which is all `openuikit port` and `openuikit test` need.
        .trait(name: "SourceBridge", description: "The source bridge: SourceBridgePlugin, and `openuikit port` and `openuikit test` (builds swift-syntax twice: for the plugin's tool and for the command).",
               enabledTraits: ["BridgeCommands"]),
        // The bridge in the command line only (`openuikit port`, `openuikit test`), without the
        // plugin's: swift-syntax is built once instead of twice. OpenUIKit's own test build uses
        // it (scripts/test); `scripts/check-source-bridge-plugin` builds the plugin's route.
        .trait(name: "BridgeCommands", description: "`openuikit port` and `openuikit test` without SourceBridgePlugin's bridge (builds swift-syntax once)."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        // The source bridge parses and rewrites iOS sources (SourceBridge, `openuikit port`).
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
    ],
    targets: [
        // System libraries (targets, not products): drawing, text and PNG. Only pkg-config
        // names whose flags SwiftPM accepts, so no package depending on OpenUIKit sees a
        // "prohibited flag(s)" warning: Pango's (-pthread) and SDL2's (-D_REENTRANT) are not
        // used — CCairo declares the Pango calls it makes, CSDL2 includes <SDL2/SDL.h>.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        // SDL2 for the live window of the command line (openuikit view).
        .systemLibrary(
            name: "CSDL2",
            providers: [.apt(["libsdl2-dev"])]
        ),
        // The stand-ins for Apple's runtime and frameworks that Linux lacks (selectors, associated
        // objects, OSLog, Core Foundation's aliases) and OpenUIKit's diagnostics, below every
        // module and re-exported by OpenCoreGraphics. Not a product (swift-collections'
        // InternalCollectionsUtilities is the model).
        .target(
            name: "_OpenUIKitShims",
            dependencies: [.product(name: "Logging", package: "swift-log")],
            path: "Sources/OpenUIKitShims",
            swiftSettings: commonSettings
        ),
        // Apple's OSLog framework for Linux: `Logger` and its messages, over the shims' `OSLog`
        // and `os_log` (docs/porting.md).
        .target(
            name: "OpenOSLog",
            dependencies: ["_OpenUIKitShims", .product(name: "Logging", package: "swift-log")],
            swiftSettings: commonSettings
        ),
        .target(
            name: "OpenCoreGraphics",
            dependencies: ["_OpenUIKitShims", "CCairo", "CPNG", "COpenUIKitRaster", .product(name: "Logging", package: "swift-log")],
            swiftSettings: commonSettings
        ),
        // The compositor's and the shadows' per-pixel loops, in C so they can pick CPU-specific
        // code at run time without compiler flags that would break packages depending on OpenUIKit.
        .target(name: "COpenUIKitRaster"),
        .target(
            name: "OpenQuartzCore",
            dependencies: ["OpenCoreGraphics", "COpenUIKitRaster"],
            swiftSettings: commonSettings
        ),
        .target(
            name: "OpenUIKit",
            dependencies: ["OpenQuartzCore", .product(name: "Logging", package: "swift-log")],
            swiftSettings: commonSettings
        ),
        // Recorded frames and the files made of them (PNG and raw sequences, GIFs, filmstrips):
        // what the command line, the gallery and the test kit write. Not a product.
        .target(name: "FrameOutput", dependencies: ["OpenQuartzCore", "COpenUIKitRaster"], swiftSettings: commonSettings),
        .executableTarget(
            name: "openuikit",
            dependencies: [
                "OpenUIKit",
                "FrameOutput",
                "TransitionGallery",
                "UIKitTesting",
                "XcodeProjects",
                .target(name: "SourceBridge", condition: .when(traits: ["BridgeCommands"])),
                .target(name: "CSDL2", condition: .when(traits: ["CommandLine"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["CommandLine"])),
            ],
            swiftSettings: commonSettings
        ),
        // The source bridge: iOS sources (selectors, @objc, optional protocol requirements,
        // outlets, overrides in extensions, old UIKit names) rewritten to build on Linux. A
        // separate product, so packages that do not use it never build swift-syntax.
        .target(
            name: "SourceBridge",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: commonSettings
        ),
        // The bridge as a build tool, and the plugin that runs it on a target's iOS folders. Without
        // the SourceBridge trait the tool is built without the bridge and fails the build with
        // the one line that says how to enable it.
        .executableTarget(
            name: "openuikit-port",
            dependencies: [.target(name: "SourceBridge", condition: .when(traits: ["SourceBridge"]))],
            swiftSettings: commonSettings
        ),
        .plugin(name: "SourceBridgePlugin", capability: .buildTool(), dependencies: ["openuikit-port"]),
        // Xcode projects, workspaces and schemes read as Xcode reads them (Foundation only), for
        // `openuikit test App.xcodeproj` (docs/adopting-an-app.md).
        .target(name: "XcodeProjects", swiftSettings: commonSettings),
        .testTarget(
            name: "XcodeProjectsTests",
            dependencies: ["XcodeProjects", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Fixtures")],
            swiftSettings: commonSettings
        ),
        .testTarget(
            name: "SourceBridgeTests",
            // OpenUIKit too: the bridge's picture of UIKit's classes is checked against OpenUIKit's.
            dependencies: ["SourceBridge", "OpenUIKit"],
            exclude: ["Golden"],
            swiftSettings: commonSettings
        ),
        .testTarget(
            name: "OpenCoreGraphicsTests",
            dependencies: [
                "OpenCoreGraphics",
                "UIKitTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: commonSettings
        ),
        // Golden images live in `__Snapshots__` folders beside the tests that own them
        // (swift-snapshot-testing's layout); see Tests/OpenQuartzCoreTests/Support/ImageSnapshotting.swift.
        .testTarget(
            name: "OpenQuartzCoreTests",
            dependencies: [
                "OpenQuartzCore",
                "FrameOutput",
                "UIKitTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["Rendering/__Snapshots__"],
            swiftSettings: commonSettings
        ),
        // docs/coverage.md is generated from the manifest in this target; every entry marked
        // implemented names the API in code, so the table cannot claim what does not compile.
        .testTarget(
            name: "OpenUIKitTests",
            dependencies: [
                "OpenUIKit",
                "UIKitTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            // The solver's oracle fixtures (kiwisolver's answers), read from the source tree.
            exclude: ["Engine/Layout/Fixtures"],
            // Storyboards and xibs in Xcode's format, loaded from the test bundle as an app's are.
            resources: [.process("InterfaceBuilder/Documents")],
            swiftSettings: commonSettings
        ),
        .testTarget(
            name: "CoverageTests",
            dependencies: ["OpenUIKit", "UIKitTesting"],
            swiftSettings: commonSettings
        ),
        // Written like iOS code (`import QuartzCore`, `import CoreGraphics`) through module
        // aliases, so the porting recipe in the README stays true.
        .target(name: "_Testing_CoreGraphics", dependencies: ["OpenCoreGraphics"]),
        .target(name: "_Testing_UIKit", dependencies: ["OpenUIKit"]),
        // The test kit for transition tests on Linux CI: a host window on the virtual clock, time
        // control and synthetic fingers.
        .target(
            name: "UIKitTesting",
            dependencies: ["OpenUIKit", "FrameOutput", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            swiftSettings: commonSettings
        ),
        // The seed demos, written as iOS code (`import UIKit` through the module aliases): the
        // gallery renders them and their tests drive them with synthetic touches.
        .target(
            name: "TransitionGallery",
            dependencies: ["OpenUIKit", "UIKitTesting", "FrameOutput"],
            // iOS/ holds demos kept in their iOS form (#selector, @objc, outlets); iOS+Bridged/
            // is what the source bridge makes of them, committed so that the main job builds no
            // swift-syntax (SourceBridgeTests fails when it is stale; README.md there says how to
            // write it again). Storyboards/ holds the documents some demos are loaded from.
            exclude: ["iOS", "iOS+Bridged/README.md"],
            resources: [.process("Storyboards")],
            swiftSettings: commonSettings + appleModuleAliases
        ),
        .testTarget(
            name: "TransitionGalleryTests",
            dependencies: ["TransitionGallery", "OpenUIKit", "UIKitTesting", "_Testing_UIKit",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"],
            swiftSettings: commonSettings + appleModuleAliases
        ),
        // The test kit's own tests (its snapshot strategies' goldens live in __Snapshots__).
        .testTarget(
            name: "UIKitTestingTests",
            dependencies: ["UIKitTesting", "OpenUIKit", "FrameOutput", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"],
            swiftSettings: commonSettings
        ),
        // docs/testing-transitions.md's code, compiled and run: written as iOS code (`import
        // UIKit`) through the module aliases, as the guide tells a team to set it up.
        .testTarget(
            name: "TestingGuideTests",
            dependencies: ["OpenUIKit", "UIKitTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"],
            // Exactly the guide's manifest's settings (GuideIsCompiledTests compares them), so
            // this target compiles as the guide's package does.
            swiftSettings: appleModuleAliases + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
        ),
        // The command line end to end: runs the built `openuikit` (scripts/test builds it with
        // the tests) and checks the files it writes and its errors.
        .testTarget(
            name: "OpenUIKitCommandTests",
            dependencies: ["OpenCoreGraphics", "UIKitTesting"],
            swiftSettings: commonSettings
        ),
        // iOS transition code in Swift 5 language mode (NSObject animators conforming in
        // extensions, protocol-typed animators, layers built in free functions, UIView and
        // CALayer extensions): it compiles without isolation errors as against Apple's UIKit
        // (docs/porting.md, "Main actor"), so an isolation regression fails the build.
        .testTarget(
            name: "Swift5CompatibilityTests",
            dependencies: ["OpenUIKit", "_Testing_UIKit"],
            swiftSettings: [.swiftLanguageMode(.v5)] + appleModuleAliases
        ),
        // iOS XCTest files as iOS teams write them (Swift 5 mode, `import XCTest` and `import
        // UIKit`): Foundation's run loop waits and XCTest's expectations see animations,
        // transitions and completions at the pace of real time (docs/timing-model.md).
        .testTarget(
            name: "XCTestCompatibilityTests",
            dependencies: ["OpenUIKit"],
            swiftSettings: [.swiftLanguageMode(.v5)] + appleModuleAliases
        ),
        // iOS sources built untouched through the source bridge (Tests/SourceBridgeBuildTests/iOS:
        // #selector, @objc, optional protocol requirements, outlets, overrides in extensions), in
        // Swift 5 mode as iOS apps are, then driven like any OpenUIKit code. The test build
        // compiles what the bridge makes of them, committed in Bridged/ (SourceBridgeTests fails
        // when it is stale), so that it builds swift-syntax once; scripts/check-source-bridge-plugin
        // sets OPENUIKIT_BRIDGE_THROUGH_PLUGIN=1 to build the same target through SourceBridgePlugin.
        .testTarget(
            name: "SourceBridgeBuildTests",
            dependencies: ["OpenUIKit", "UIKitTesting", "_Testing_UIKit"],
            exclude: ["iOS", "source-bridge.json"] + (bridgeThroughPlugin ? ["Bridged"] : ["Bridged/README.md"]),
            resources: [.process("Storyboards")],
            swiftSettings: [.swiftLanguageMode(.v5)] + appleModuleAliases,
            plugins: bridgeThroughPlugin ? ["SourceBridgePlugin"] : []
        ),
        .testTarget(
            name: "ModuleAliasTests",
            dependencies: ["OpenUIKit", "OpenOSLog", "_Testing_CoreGraphics", "_Testing_UIKit"],
            swiftSettings: commonSettings + appleModuleAliases + [.unsafeFlags(["-module-alias", "OSLog=OpenOSLog"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Documentation (`bash scripts/docs`): the DocC plugin is added only when asked for, so packages
// depending on OpenUIKit never resolve or build it.
if Context.environment["OPENUIKIT_DOCS"] == "1" {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"))
}
