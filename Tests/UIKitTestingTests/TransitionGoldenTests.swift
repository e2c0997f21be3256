import Foundation
@testable import OpenCoreGraphics
import OpenQuartzCore
import OpenUIKit
import SnapshotTesting
import Testing
@testable import UIKitTesting
import FrameOutput

/// Whole-transition goldens: a recording's frames at fixed times and its callback timeline in
/// one animated PNG, verified frame by frame.
@MainActor
struct TransitionGoldenTests {
    private let red = UIColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
    private let blue = UIColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)

    private func navigation() -> UINavigationController {
        UINavigationController(rootViewController: ColorViewController("List", red))
    }

    private func scratchFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("kit-transitions-\(UUID().uuidString)").path
    }

    /// A push recorded until idle: the first frame before it, one every 1/30 s, the idle
    /// screen last; the timeline holds the push's callbacks with their times. Committed golden.
    @Test func anAnimatedPushAgainstItsGolden() throws {
        try TransitionHost.run(root: navigation()) { host in
            let navigation = host.window.rootViewController as! UINavigationController
            let recording = try host.record {
                navigation.pushViewController(ColorViewController("Detail", blue), animated: true)
            }
            #expect(recording.frames.first?.time == 0)
            #expect(recording.frames.map(\.time).prefix(3) == [0, 0.0333, 0.0667])
            // UIKit's push slide lasts 0.35 s after the frame it starts on; idle follows it.
            let last = try #require(recording.frames.last?.time)
            #expect(last > 0.35 && last < 0.5, "\(recording.frames.map(\.time))")
            #expect(recording.timeline.contains { $0.hasSuffix("ColorViewController(\"Detail\").viewDidAppear(true)") }, "\(recording.timeline)")
            #expect(recording.timeline.first?.hasPrefix("0.0") == true)
            assertSnapshot(of: recording, as: .transition(), named: "push")
        }
    }

    /// A change at one moment of a transition fails against the golden, naming the first frame
    /// that differs and its time; the same recording passes, byte for byte.
    @Test func aChangedFrameFailsAndIsNamed() throws {
        let folder = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func recordPush(color: UIColor) throws -> TransitionRecording {
            try TransitionHost.run(root: navigation()) { host in
                let navigation = host.window.rootViewController as! UINavigationController
                return try host.record(framesPerSecond: 20) {
                    navigation.pushViewController(ColorViewController("Detail", color), animated: true)
                }
            }
        }
        let golden = try recordPush(color: blue)
        _ = verifySnapshot(of: golden, as: .transition(), named: "push", record: true, snapshotDirectory: folder)
        #expect(verifySnapshot(of: try recordPush(color: blue), as: .transition(), named: "push", record: false, snapshotDirectory: folder) == nil)

        let failure = try #require(verifySnapshot(of: try recordPush(color: UIColor(red: 0.1, green: 0.8, blue: 0.3, alpha: 1)),
                                                  as: .transition(), named: "push", record: false, snapshotDirectory: folder))
        // Frame 0 is the list before the push starts; the detail slides in from frame 1 (0.05 s).
        #expect(failure.contains("Frame 1 of \(golden.frames.count), at 0.0500 s, is the first that differs"), "\(failure)")
        #expect(failure.contains("Diff picture:"))
        #expect(!failure.contains("timeline differs"), "the same controllers make the same callbacks")
    }

    /// A golden stores the hash of each frame's pixels: a recording whose frames hash the same
    /// passes without one frame of the golden decompressed; a changed frame is decoded and
    /// compared (and only the frames up to it).
    @Test func framesThatHashTheSameAreNeverDecoded() throws {
        func recordPush(_ color: UIColor) throws -> TransitionRecording {
            try TransitionHost.run(root: navigation()) { host in
                let navigation = host.window.rootViewController as! UINavigationController
                return try host.record(framesPerSecond: 20) { navigation.pushViewController(ColorViewController("Detail", color), animated: true) }
            }
        }
        let data = TransitionGolden.encode(try recordPush(blue))
        let golden = TransitionGolden.decode(data)
        #expect(TransitionGolden.difference(golden, try recordPush(blue), tolerance: .transitionFrames) == nil)
        #expect(golden.storage.decodedStillCount == 0)
        let changed = TransitionGolden.decode(data)
        #expect(TransitionGolden.difference(changed, try recordPush(red), tolerance: .transitionFrames) != nil)
        #expect(changed.storage.decodedStillCount == 1, "frame 0 is the list before the push in both; frame 1 differs")
        // The frames decode to what was recorded.
        let recorded = try recordPush(blue)
        // The hash taken while a frame was copied is the frame's hash.
        #expect(recorded.storage.hash(at: 3) == recorded.frames[3].image.cgImage?.pixels.contentHash)
        #expect(golden.frames.count == recorded.frames.count && golden.frames.map(\.time) == recorded.frames.map(\.time))
        #expect(ImageComparison.compare(golden.frames[4].image, recorded.frames[4].image, tolerance: .compositor) == nil)
    }

    /// A damaged or foreign golden fails with the reason, never a trap.
    @Test func aDamagedGoldenFailsWithTheReason() throws {
        let folder = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("not a png at all".utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent("damaged.push.png"))
        try TransitionHost.run(root: navigation()) { host in
            let navigation = host.window.rootViewController as! UINavigationController
            let recording = try host.record(framesPerSecond: 10) { navigation.pushViewController(ColorViewController("Detail", blue), animated: true) }
            let failure = try #require(verifySnapshot(of: recording, as: .transition(), named: "push", record: false,
                                                      snapshotDirectory: folder, testName: "damaged"))
            #expect(failure.contains("The golden has 0 frames") && failure.contains("the golden cannot be read: not a PNG file"), "\(failure)")
        }
    }

    /// The timeline is part of the golden: a callback missing or moved fails with a diff.
    @Test func aDifferentTimelineFails() throws {
        let folder = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TransitionHost.run(root: navigation()) { host in
            let navigation = host.window.rootViewController as! UINavigationController
            let recording = try host.record(framesPerSecond: 10) {
                navigation.pushViewController(ColorViewController("Detail", blue), animated: true)
            }
            _ = verifySnapshot(of: recording, as: .transition(), named: "push", record: true, snapshotDirectory: folder)
            var changed = recording
            changed.timeline.removeLast()
            let failure = try #require(verifySnapshot(of: changed, as: .transition(), named: "push", record: false, snapshotDirectory: folder))
            #expect(failure.contains("The timeline differs") && failure.contains("- \(recording.timeline.last!)"), "\(failure)")
            #expect(!failure.contains("Frame "), "the frames are the same")
            var fewer = recording
            fewer.frames.removeLast()
            let shorter = try #require(verifySnapshot(of: fewer, as: .transition(), named: "push", record: false, snapshotDirectory: folder))
            #expect(shorter.contains("The golden has \(recording.frames.count) frames; the recording has \(recording.frames.count - 1)"), "\(shorter)")
        }
    }

    /// A drag is recorded while the finger moves: an interactive pop's frames follow the finger.
    @Test func framesAreTakenWhileAFingerDrags() throws {
        try TransitionHost.run(root: navigation()) { host in
            let navigation = host.window.rootViewController as! UINavigationController
            navigation.pushViewController(ColorViewController("Detail", blue), animated: false)
            host.step()
            let recording = try host.record(duration: 0.3, framesPerSecond: 20) {
                host.edgeSwipe(from: .left, distance: 200, duration: 0.2, holdBeforeRelease: 0.1)
            }
            #expect(recording.frames.count == 7, "\(recording.frames.map(\.time))")
            #expect(recording.frames.map(\.time) == [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3])
            // The detail's left edge moves right with the finger: sample where it was blue at first.
            let reds = recording.frames.map { Int($0.image.cgImage!.pixels.rgba(x: 60, y: 400).0) }
            #expect(reds[0] < 40 && reds[4] > 100, "the list shows where the detail was: \(reds)")
            #expect(recording.timeline.contains { $0.hasSuffix("ColorViewController(\"List\").viewWillAppear(true)") }, "\(recording.timeline)")
        }
    }

    /// The host strategy records the next seconds; out-of-range settings and a screen that
    /// never settles are errors, not traps or hangs.
    @Test func hostStrategyAndBadSettings() throws {
        let folder = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        TransitionHost.run(root: ColorViewController("A", red)) { host in
            let cover = ColorViewController("B", blue)
            cover.modalPresentationStyle = .fullScreen
            host.window.rootViewController!.present(cover, animated: true)
            _ = verifySnapshot(of: host, as: .transition(duration: 0.2, framesPerSecond: 10), named: "present", record: true, snapshotDirectory: folder)
            #expect(abs(host.now - 1.0 / 60 - 0.2) < 1e-3, "time passed: \(host.now)")
            for rate in [0, -1, .nan, .infinity, 1000] {
                #expect(throws: TransitionHost.FrameError.self) { try host.record(framesPerSecond: rate) }
            }
            #expect(throws: TransitionHost.FrameError.self) { try host.record(duration: .nan) }
            #expect(throws: TransitionHost.FrameError.self) { try host.record(duration: 1e30) }
            #expect(throws: TransitionHost.FrameError.self) { try host.record(scale: 0) }
            let spinner = CABasicAnimation(keyPath: "opacity")
            spinner.fromValue = 1
            spinner.toValue = 0
            spinner.duration = 0.5
            spinner.repeatCount = .infinity
            cover.view.layer.add(spinner, forKey: "spin")
            #expect(throws: TransitionHost.StillBusy.self) { try host.record(timeout: 0.5) }
        }
    }

    /// The structural check: one patch of wrong pixels larger than the limit fails although
    /// the pixels that differ are far fewer than the fraction allowed; as many scattered
    /// pixels pass.
    @Test func oneLargeWrongPatchFailsWhereScatteredPixelsPass() throws {
        let size = CGSize(width: 200, height: 200)
        let white = UIGraphicsImageRenderer(size: size).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
        let patch = UIGraphicsImageRenderer(size: size).image { context in
            white.draw(at: .zero)
            UIColor.black.setFill()
            context.fill(CGRect(x: 50, y: 60, width: 30, height: 20)) // 600 px, 1.5 %
        }
        let scattered = UIGraphicsImageRenderer(size: size).image { context in
            white.draw(at: .zero)
            UIColor.black.setFill()
            for index in 0..<600 { context.fill(CGRect(x: (index * 7) % 200, y: (index * 13) % 200 / 4 * 4, width: 1, height: 1)) }
        }
        #expect(ImageComparison.compare(white, patch, tolerance: .text) == nil, "under .text's 2 %")
        let failure = try #require(ImageComparison.compare(white, patch, tolerance: .transitionFrames))
        #expect(failure.description.contains("A patch of wrong pixels 30×20 pt at (50, 60) pt is larger than the 24 pt allowed"), "\(failure)")
        #expect(ImageComparison.compare(white, scattered, tolerance: .transitionFrames) == nil)
        #expect(ImageComparison.compare(white, patch, tolerance: .text.limitingWrongPatches(to: 30)) == nil)
        #expect(PixelTolerance(channel: 0, allowedFraction: 0, largestWrongPatch: .nan).largestWrongPatch == .infinity)
    }
}
