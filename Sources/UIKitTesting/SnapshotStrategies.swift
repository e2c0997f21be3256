import Foundation
import OpenCoreGraphics
import OpenUIKit
import SnapshotTesting

// swift-snapshot-testing strategies for transitions. The first run records a golden beside the
// test (`__Snapshots__/<TestFile>/<test>.<n>.png` or `.txt`); later runs compare with it. They
// work in XCTest and Swift Testing suites alike:
//
//     assertSnapshot(of: host, as: .image())                  // the screen now
//     assertSnapshot(of: host, as: .filmstrip(duration: 0.4)) // the next 0.4 s
//     assertSnapshot(of: host, as: .viewTree)                 // the window's view tree as text
//
// Call them on the main actor (every UIKit type lives there).

/// Compares two images under a tolerance.
public enum ImageComparison {
    /// How `actual` differs from `expected` beyond `tolerance`: a message and a picture of the
    /// differences (the expected image dimmed, differing pixels magenta); `nil` when they match.
    public struct Difference: Error, CustomStringConvertible {
        public let description: String
        public let diffImage: UIImage?
    }

    public static func compare(_ expected: UIImage, _ actual: UIImage, tolerance: PixelTolerance = .text) -> Difference? {
        guard let golden = expected.cgImage.map(Raster.pixels), let rendered = actual.cgImage.map(Raster.pixels) else {
            return Difference(description: "An image has no pixels to compare.", diffImage: nil)
        }
        guard let (message, picture) = compareImages(golden, rendered, tolerance: tolerance, pixelsPerPoint: actual.scale) else { return nil }
        return Difference(description: message, diffImage: picture.map { UIImage(cgImage: Raster.image($0)) })
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// A PNG golden, compared under `tolerance` (default: `.text`, for screens with labels). On
    /// failure the diff picture is written beside swift-snapshot-testing's artifacts
    /// (`$SNAPSHOT_ARTIFACTS` or the temporary folder) and named in the message: its name comes
    /// from the two images' pixels, so a failing test writes the same file on every run.
    public static func image(tolerance: PixelTolerance = .text) -> Snapshotting {
        let diffing = Diffing<UIImage>.diff(
            toData: { image in image.cgImage.map { goldenData(Raster.pixels(of: $0), reportKey: ReportedAssertions.key(image)) } ?? Data() },
            fromData: { UIImage(data: $0) ?? .placeholder },
            diffV2: { golden, actual in
                guard let expected = golden.cgImage.map(Raster.pixels), let rendered = actual.cgImage.map(Raster.pixels) else {
                    return ("An image has no pixels to compare.", [])
                }
                let name = "snapshot-" + contentName(expected, rendered)
                return goldenDifference(expected, rendered, tolerance: tolerance, diffName: name, pixelsPerPoint: actual.scale,
                                        reportKey: ReportedAssertions.key(actual)).map { ($0, []) }
            }
        )
        return Snapshotting(pathExtension: "png", diffing: diffing)
    }
}

extension Snapshotting where Value == TransitionHost, Format == UIImage {
    /// The host's screen now (drive it to the moment first: `advance(by:)`, a drag, …).
    public static func image(scale: CGFloat = 1, tolerance: PixelTolerance = .text) -> Snapshotting {
        Snapshotting<UIImage, UIImage>.image(tolerance: tolerance).pullback { host in
            MainActor.assumeIsolated { (try? host.frame(scale: scale)) ?? .placeholder }
        }
    }

    /// The next `duration` seconds as a filmstrip of `frames` evenly spaced frames (the first
    /// now). Time passes: the host ends `duration` later.
    public static func filmstrip(duration: TimeInterval, frames: Int = 12, columns: Int = 6,
                                 tolerance: PixelTolerance = .text) -> Snapshotting {
        Snapshotting<UIImage, UIImage>.image(tolerance: tolerance).pullback { host in
            MainActor.assumeIsolated {
                let start = host.now
                return (try? host.filmstrip(from: start, to: start + duration, count: frames, columns: columns)) ?? .placeholder
            }
        }
    }
}

extension Snapshotting where Value == TransitionHost, Format == String {
    /// The window's view tree as text: each view's type and controller, where it is on screen
    /// now (presentation frames, alpha, transforms), labels' text. Compared line by line.
    public static var viewTree: Snapshotting { viewTree(maxDepth: 8) }

    public static func viewTree(maxDepth: Int) -> Snapshotting {
        Snapshotting<String, String>.reportedLines.pullback { host in MainActor.assumeIsolated { host.viewTree(maxDepth: maxDepth) } }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// swift-snapshot-testing's `.lines`, with each comparison and recording in the report.
    static var reportedLines: Snapshotting {
        let lines = Diffing<String>.lines
        let diffing = Diffing<String>.diff(
            toData: { text in
                ReportedAssertions.converted(key: "text-\(text.hashValue)", kind: .text) { entry, _ in entry.actualText = text }
                return lines.toData(text)
            },
            fromData: lines.fromData,
            diffV2: { golden, actual in
                let result = lines.diffV2(golden, actual)
                ReportedAssertions.compared(key: "text-\(actual.hashValue)", kind: .text, failure: result?.0) { entry, _ in
                    entry.referenceText = golden
                    entry.actualText = actual
                }
                return result
            }
        )
        return Snapshotting(pathExtension: "txt", diffing: diffing)
    }
}

extension UIImage {
    /// One transparent pixel: what a strategy compares when a frame could not be taken (it
    /// never matches a real golden, so the failure shows).
    fileprivate static var placeholder: UIImage { UIImage(cgImage: Raster.image(PixelBuffer(width: 1, height: 1))) }
}
