// swift-tools-version:5.9
// A UIKit library whose test file has one test that needs SwiftUI (Linux has none): `openuikit
// test` leaves out that test alone and runs the rest of the file.
import PackageDescription

let package = Package(
    name: "Meter",
    platforms: [.iOS(.v15)],
    products: [.library(name: "Meter", targets: ["Meter"])],
    targets: [
        .target(name: "Meter"),
        .testTarget(name: "MeterTests", dependencies: ["Meter"]),
    ]
)
