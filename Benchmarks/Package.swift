// swift-tools-version: 6.1
import PackageDescription

// OpenUIKit's benchmarks: a separate package so benchmark-only dependencies (pixman for the
// compositor reference) never reach the main package. Run with `bash scripts/benchmarks`.
let package = Package(
    name: "OpenUIKitBenchmarks",
    traits: [
        .trait(name: "Assertions", description: "The snapshot-assertion benchmarks (scripts/benchmarks assertions)."),
    ],
    dependencies: [
        // The identity of a path dependency is its folder name, which differs between clones;
        // naming it keeps the product reference below stable.
        .package(name: "OpenUIKit", path: ".."),
    ],
    targets: [
        // pixman: the reference the compositor is measured against (linked here only).
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        // Counts heap allocations (malloc interposed in the benchmark executable only).
        .target(name: "CAllocationCounter"),
        // A plain full-resolution separable Gaussian: the backdrop blur's reference.
        .target(name: "CReferenceBlur"),
        // kiwi, the C++ Cassowary solver: the Auto Layout solver's reference. Its headers are
        // unpacked into vendor/ by scripts/benchmarks (from kiwisolver's source on PyPI).
        .target(name: "CKiwi", exclude: ["vendor/LICENSE"], cxxSettings: [.headerSearchPath("vendor")]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "CPixman",
                "CAllocationCounter",
                "CReferenceBlur",
                "CKiwi",
                .product(name: "OpenCoreGraphics", package: "OpenUIKit"),
                .product(name: "OpenQuartzCore", package: "OpenUIKit"),
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                // The test kit (with swift-snapshot-testing, which needs XCTest: no static Swift
                // runtime) only for the assertions group, behind its trait.
                .product(name: "UIKitTesting", package: "OpenUIKit", condition: .when(traits: ["Assertions"])),
            ],
            path: "Sources/Benchmarks"
        ),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
