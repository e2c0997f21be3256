import Foundation
@testable import OpenCoreGraphics
import OpenUIKit
import Testing
import UIKitTesting

@MainActor
struct FrameTests {
    /// A green square sliding linearly from x = 0 to x = 200 over 1 s on a red screen.
    private func slidingSquare(_ host: TransitionHost) {
        let square = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        square.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        host.window.rootViewController!.view.addSubview(square)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { square.frame.origin.x = 200 }
    }

    private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        image.cgImage!.pixels.rgba(x: x, y: y)
    }

    @Test func frameAtATimeShowsThePresentationTreeThen() throws {
        try TransitionHost.run(root: ColorViewController("A", UIColor(red: 1, green: 0, blue: 0, alpha: 1))) { host in
            slidingSquare(host)
            let start = host.now
            let image = try host.frame(at: start + 0.5)
            #expect(image.size == CGSize(width: 393, height: 852))
            // Half way: the square covers x 100...150.
            #expect(pixel(image, 125, 125) == (0, 255, 0, 255))
            #expect(pixel(image, 95, 125) == (255, 0, 0, 255) && pixel(image, 155, 125) == (255, 0, 0, 255))
            #expect(host.now == start + 0.5)
            // Time only moves forward.
            #expect(throws: TransitionHost.FrameError.self) { try host.frame(at: start) }
            let doubled = try host.frame(scale: 2)
            #expect(doubled.cgImage!.width == 786 && pixel(doubled, 250, 250) == (0, 255, 0, 255))
        }
    }

    @Test func windowsAboveTheHostsAreOnTheScreenToo() throws {
        try TransitionHost.run(root: ColorViewController("A", UIColor(red: 1, green: 0, blue: 0, alpha: 1))) { host in
            // A banner library's window: a blue strip at the top, above the host's window.
            let banner = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
            banner.windowLevel = .statusBar
            banner.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            banner.isHidden = false
            // One below: covered by the host's opaque window.
            let below = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            below.windowLevel = UIWindow.Level(rawValue: -1)
            below.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            below.isHidden = false
            var image = try host.frame()
            #expect(pixel(image, 200, 50) == (0, 0, 255, 255))
            #expect(pixel(image, 200, 150) == (255, 0, 0, 255))
            banner.isHidden = true
            image = try host.frame()
            #expect(pixel(image, 200, 50) == (255, 0, 0, 255))
            below.isHidden = true
        }
    }

    @Test func aFilmstripHoldsEvenlySpacedFrames() throws {
        try TransitionHost.run(root: ColorViewController("A", UIColor(red: 1, green: 0, blue: 0, alpha: 1))) { host in
            slidingSquare(host)
            let start = host.now
            let strip = try host.filmstrip(from: start, to: start + 1, count: 5, columns: 5, thumbnailWidth: 100)
            // Five thumbnails of 100 pixels with 12-pixel gaps, and time passed to the end.
            #expect(strip.cgImage!.width == 5 * 112 + 12)
            #expect(host.now == start + 1)
        }
    }

    @Test func imageComparisonPassesWithinTheToleranceAndDrawsTheDifference() throws {
        try TransitionHost.run(root: ColorViewController("A", UIColor(red: 1, green: 0, blue: 0, alpha: 1))) { host in
            slidingSquare(host)
            let start = host.now
            let early = try host.frame(at: start + 0.2)
            let again = try UIImage(data: #require(early.pngData()))!
            #expect(ImageComparison.compare(early, again, tolerance: .compositor) == nil)
            let later = try host.frame(at: start + 0.3)
            // The square moved 20 points: 20 x 50 pixels left and gained on each side.
            let difference = try #require(ImageComparison.compare(early, later, tolerance: .compositor))
            #expect(difference.description.hasPrefix("2000 pixels"), "\(difference)")
            let diffImage = try #require(difference.diffImage)
            #expect(pixel(diffImage, 45, 125) == (255, 0, 255, 255), "differing pixels are magenta")
            #expect(ImageComparison.compare(early, later, tolerance: PixelTolerance(channel: 0, allowedFraction: 0.01)) == nil)
        }
    }
}
