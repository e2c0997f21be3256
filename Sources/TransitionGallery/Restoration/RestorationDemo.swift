import Foundation
import UIKit
import UIKitTesting
import FrameOutput

/// The restoration demo as `openuikit restoration` runs it: launch, open two messages, start a
/// reply, move to the background (the state is saved), terminate, launch again (the state is
/// restored), with frames of the screen along the way.
public enum RestorationDemo {
    /// Why the demo could not be recorded.
    public struct DemoFailure: Error, CustomStringConvertible {
        public let description: String
    }

    public struct Recording {
        /// The screen before termination, and after the relaunch.
        public let before: UIImage, after: UIImage
        /// The screen at each step, with the steps under it.
        public let filmstrip: UIImage
        /// Every callback of the app, both launches, in order.
        public let calls: [String]
        /// The archive the first launch saved.
        public let archive: Data
        /// The screen's controllers after the relaunch, as restoration paths.
        public let restoredScreens: [String]
    }

    /// Runs the demo on the virtual clock at `scale` pixels per point.
    @MainActor
    public static func record(scale: CGFloat = 1) throws -> Recording {
        let log = RestorationDemoLog()
        return try TransitionHost.launch(device: .iPhone, appDelegate: RestorationDemoDelegate(log: log)) { @MainActor host in
            var frames: [RecordedFrame] = []
            var steps: [String] = []
            var elapsed: TimeInterval = 0
            @MainActor func take(_ step: String) throws {
                guard let pixels = HostRendering.windowPixels(of: host, scale: scale) else { throw DemoFailure(description: "The window could not be rendered.") }
                frames.append(RecordedFrame(index: frames.count, time: elapsed + host.now, pixels: pixels))
                steps.append("frame \(frames.count - 1): \(step)")
            }
            try take("launched")
            let navigation = host.window.rootViewController as! UINavigationController
            for number in 2 ... 3 {
                navigation.pushViewController(MessageController(number: number), animated: true)
                try host.runUntilIdle()
                try take("Message \(number) pushed")
            }
            let reply = ReplyController()
            reply.restorationIdentifier = "Reply"
            reply.draft = "See you at noon"
            navigation.topViewController!.present(reply, animated: true)
            host.advance(by: 0.2)
            try take("reply presenting")
            try host.runUntilIdle()
            try take("reply presented: home button, terminated")
            let before = try host.frame(scale: scale)
            elapsed += host.now
            host.relaunch()
            try host.runUntilIdle()
            try take("launched again: restored")
            let after = try host.frame(scale: scale)
            let archive = host.restorationArchiveURL.flatMap { FileManager.default.contents(atPath: $0.path) } ?? Data()
            guard let sheet = Filmstrip.make(frames, layout: Filmstrip.Layout(thumbnailWidth: Int(200 * scale), columns: frames.count), caption: steps) else {
                throw DemoFailure(description: "The filmstrip could not be laid out.")
            }
            let restored = host.window.rootViewController as! UINavigationController
            var screens = restored.viewControllers.map { "Mail/" + ($0.restorationIdentifier ?? "?") }
            if let presented = restored.presentedViewController { screens.append("Mail/" + (presented.restorationIdentifier ?? "?") + " (presented)") }
            return Recording(before: before, after: after, filmstrip: UIImage(cgImage: Raster.image(sheet), scale: scale, orientation: .up),
                             calls: log.lines, archive: archive, restoredScreens: screens)
        }
    }
}
