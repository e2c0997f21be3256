// swift-tools-version:5.9
// A UIKit library as iOS libraries ship one: its own XCTest suite, an `#if os(iOS)` guard, a
// define, and a file its manifest excludes. `openuikit test` runs the suite on Linux.
import PackageDescription

let package = Package(
    name: "Gauge",
    platforms: [.iOS(.v15)],
    products: [.library(name: "Gauge", targets: ["Gauge"])],
    targets: [
        .target(name: "Gauge", exclude: ["Gauge.docc"], swiftSettings: [.define("GAUGE_CLAMPS")]),
        .testTarget(name: "GaugeTests", dependencies: ["Gauge"]),
    ]
)
