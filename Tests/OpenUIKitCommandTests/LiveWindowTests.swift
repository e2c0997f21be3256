import Foundation
@testable import OpenCoreGraphics
import Testing
import UIKitTesting

/// `openuikit view` in a real X server (Xvfb, installed by scripts/setup): mouse events injected
/// at the SDL level go through UIKit's event path, and the screenshot shows the dragged view
/// where the percent-driven pop puts it.
@Suite(.serialized)
struct LiveWindowTests {
    /// An Xvfb server on a free display for the test's lifetime.
    final class VirtualDisplay {
        let number: Int
        private let process = Process()

        /// Displays already used by this process: each test gets a display of its own.
        nonisolated(unsafe) private static var used = 0

        init() throws {
            // A fresh display number per test: reusing the number of a server just killed raced
            // with its leftovers (its socket, lock and listening address), and a test went on
            // before its own server listened, or the server did not start.
            number = 100 + Int(ProcessInfo.processInfo.processIdentifier % 100) * 10 + Self.used % 10
            Self.used += 1
            Self.removeLeftovers(of: number)
            process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
            process.arguments = [":\(number)", "-screen", "0", "1280x1280x24", "-nolisten", "tcp"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Ready when its socket exists.
            let socket = "/tmp/.X11-unix/X\(number)"
            for _ in 0..<300 where !FileManager.default.fileExists(atPath: socket) { usleep(50_000) }
            guard FileManager.default.fileExists(atPath: socket) else { throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "Xvfb did not start"]) }
        }

        deinit {
            // SIGKILL: Xvfb left running after SIGTERM here (Foundation's terminate()).
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            Self.removeLeftovers(of: number)
        }

        private static func removeLeftovers(of display: Int) {
            try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(display)")
            try? FileManager.default.removeItem(atPath: "/tmp/.X\(display)-lock")
        }
    }

    @Test func aDragInTheWindowScrubsTheInteractivePop() throws {
        // Push with the button, then hold a finger 100 points in from the left edge.
        let image = try screenshot("slide-nav", script: "0.3 click 196,737; 1.2 down 2,400; 1.3 move 52,400; 1.5 move 102,400; 1.8 screenshot @; 1.9 quit")
        #expect(image.width == 393 && image.height == 852)
        // The pop follows the finger through the percent-driven transition: 100 of 393 points
        // is that much of the Slide animator's time, so its ease-in-out puts the detail screen's
        // left edge at 393 × easeInOut(100/393) ≈ 53 points. Left of it, the list screen.
        let expectedEdge = 393 * TimingCurve.easeInEaseOut(100.0 / 393)
        let row = (0..<image.width).map { image.rgba(x: $0, y: 150) }
        let edge = try #require(pinkEdge(image), "the detail's pink header is on screen")
        #expect(abs(Double(edge) - expectedEdge) <= 2, "edge at \(edge), expected \(expectedEdge)")
        let listHeader = row[max(edge - 10, 0)]
        #expect(listHeader.2 > 150 && listHeader.0 < 100, "the list's teal header shows left of it: \(listHeader)")
    }

    @Test func aMouseFlickScrollsTheAlbumWithMomentum() throws {
        // A quick flick up on the album: the grid moves with the pointer and goes on moving after
        // the button is released (deceleration), so a frame just after the release and one a
        // second later differ.
        let shots = try screenshots("cell-magic-move", script: "0.3 screenshot @1; 0.35 down 196,700; 0.38 move 196,600; 0.41 move 196,500; 0.43 up 196,460; "
                                    + "0.45 screenshot @2; 1.6 screenshot @3; 1.7 quit", count: 3)
        @Sendable func column(_ image: PixelBuffer) -> [String] { stride(from: 120, to: 840, by: 10).map { "\(image.rgba(x: 73, y: $0))" } }
        #expect(column(shots[0]) != column(shots[1]), "the grid followed the pointer")
        #expect(column(shots[1]) != column(shots[2]), "and moved on after the release")
    }

    /// Runs `openuikit view DEMO --script SCRIPT` (`@1`, `@2`, … name the screenshots) on a fresh
    /// display; returns the screenshots in order.
    private func screenshots(_ demo: String, script: String, count: Int) throws -> [PixelBuffer] {
        let display = try VirtualDisplay()
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var filled = script
        for index in (1...count).reversed() { filled = filled.replacingOccurrences(of: "@\(index)", with: folder.appendingPathComponent("shot\(index).png").path) }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":\(display.number)"
        let result = try CommandRunner.run(["view", demo, "--no-overlay", "--script", filled], environment: environment)
        #expect(result.status == 0, "\(result.standardError)")
        return try (1...count).map { index in
            try #require(ImageCoding.image(fromPNG: Data(contentsOf: folder.appendingPathComponent("shot\(index).png")))).pixels
        }
    }

    /// Runs `openuikit view DEMO --script SCRIPT` on a fresh display; returns the screenshot the
    /// script's `screenshot @` step took.
    private func screenshot(_ demo: String, script: String) throws -> PixelBuffer {
        let display = try VirtualDisplay()
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shot = folder.appendingPathComponent("shot.png").path
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":\(display.number)"
        let result = try CommandRunner.run(["view", demo, "--no-overlay", "--script", script.replacingOccurrences(of: "@", with: shot)],
                                           environment: environment)
        #expect(result.status == 0, "\(result.standardError)")
        return try #require(ImageCoding.image(fromPNG: Data(contentsOf: URL(fileURLWithPath: shot)))).pixels
    }

    /// The x where the first pink (system pink header) pixel is on row `y`.
    private func pinkEdge(_ image: PixelBuffer, y: Int = 150) -> Int? {
        (0..<image.width).first { let p = image.rgba(x: $0, y: y); return p.0 > 240 && p.1 < 80 }
    }

    @Test func theRightArrowShowsTheNextDemo() throws {
        // slide-nav's list is teal; the next demo, slide-tabs, starts on a blue page with a tab bar.
        let image = try screenshot("slide-nav", script: "0.3 key right; 0.5 screenshot @; 0.6 quit")
        let header = image.rgba(x: 20, y: 150)
        #expect(header.0 < 30 && header.2 > 230, "a blue header: \(header)")
        let tabBar = image.rgba(x: 20, y: 830)
        #expect(tabBar.0 > 230 && tabBar.1 > 230 && tabBar.2 > 230, "the tab bar: \(tabBar)")
    }

    @Test func theHomeKeySendsTheAppToTheBackgroundAndBack() throws {
        // H: the home screen (dark) while in the background; H again: the demo's teal list.
        let home = try screenshot("slide-nav", script: "0.3 key h; 0.5 screenshot @; 0.6 quit")
        let dark = home.rgba(x: 20, y: 150)
        #expect(dark.0 < 50 && dark.1 < 50 && dark.2 < 70, "the home screen: \(dark)")
        let back = try screenshot("slide-nav", script: "0.3 key h; 0.4 key h; 0.6 screenshot @; 0.7 quit")
        let header = back.rgba(x: 20, y: 150)
        #expect(header.2 > 150 && header.0 < 100, "slide-nav's teal list again: \(header)")
    }

    @Test func aDemoOnAnotherDeviceResizesTheWindow() throws {
        // ← from the first demo wraps round to the last, system-ipad, which runs on an iPad
        // (834 x 1194 points); → from it comes back to an iPhone demo (393 x 852). The
        // screenshot is read back from the window's surface, so its size is the window's.
        let iPad = try screenshot("slide-nav", script: "0.3 key left; 0.5 screenshot @; 0.6 quit")
        #expect(iPad.width == 834 && iPad.height == 1194)
        // The whole window shows the iPad screen: its light background reaches the far corner.
        let corner = iPad.rgba(x: 820, y: 1180)
        #expect(corner.0 > 200 && corner.1 > 200 && corner.2 > 200, "bottom right: \(corner)")
        let iPhone = try screenshot("system-ipad", script: "0.3 key right; 0.5 screenshot @; 0.6 quit")
        #expect(iPhone.width == 393 && iPhone.height == 852)
        let header = iPhone.rgba(x: 20, y: 150)
        #expect(header.2 > 150 && header.0 < 100, "slide-nav's teal list: \(header)")
    }

    @Test func slowAnimationsPlayTenTimesSlower() throws {
        // 0.3 s (of the script's virtual time) after the push button: at full speed the detail
        // screen has covered most of its 0.4 s slide (its edge left of x = 200); at a tenth of
        // the speed a few per cent (its edge right of x = 340).
        let normal = try screenshot("slide-nav", script: "0.3 click 196,737; 0.6 screenshot @; 0.7 quit")
        let slow = try screenshot("slide-nav", script: "0.1 key t; 0.3 click 196,737; 0.6 screenshot @; 0.7 quit")
        let (normalEdge, slowEdge) = (try #require(pinkEdge(normal)), try #require(pinkEdge(slow)))
        #expect(normalEdge < 200 && slowEdge > 340, "edges: \(normalEdge) at full speed, \(slowEdge) slowed")
    }

    @Test func pauseFreezesTheTransitionAndStepsMoveItAFrameAtATime() throws {
        // Paused just after the push starts: nothing moves for half a second; then six single
        // frames move the detail screen on (1/10 s of its 0.4 s slide).
        let frozen = try screenshot("slide-nav", script: "0.3 click 196,737; 0.36 key space; 0.9 screenshot @; 1.0 quit")
        let stepped = try screenshot("slide-nav", script: "0.3 click 196,737; 0.36 key space; 0.9 key s; 0.95 key s; 1.0 key s; 1.05 key s; 1.1 key s; 1.15 key s; 1.3 screenshot @; 1.4 quit")
        let (frozenEdge, steppedEdge) = (try #require(pinkEdge(frozen)), try #require(pinkEdge(stepped)))
        #expect(frozenEdge > 340, "paused early in the slide: \(frozenEdge)")
        #expect(steppedEdge < frozenEdge - 20, "six frames later: \(steppedEdge) (paused at \(frozenEdge))")
    }

    @Test func withoutADisplayItSaysSoAndSuggestsRender() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["SDL_VIDEODRIVER"] = nil
        let result = try CommandRunner.run(["view", "slide-nav"], environment: environment)
        #expect(result.status == 1)
        #expect(result.standardError.contains("openuikit view needs a display") && result.standardError.contains("openuikit render DEMO"))
        // A display that does not exist is said so too (SDL would fall back to a driver that
        // shows nothing and the command would run forever).
        environment["DISPLAY"] = ":77"
        let missing = try CommandRunner.run(["view", "slide-nav"], environment: environment)
        #expect(missing.status == 1 && missing.standardError.contains("DISPLAY=:77 cannot be opened"))
    }
}
