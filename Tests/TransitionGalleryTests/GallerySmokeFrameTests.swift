@testable import TransitionGallery
import Testing
import UIKit
import SnapshotTesting
import UIKitTesting

/// Every demo renders: one frame in the middle of its first transition, at @1x, compared with a
/// golden PNG looked at once by eye (`__Snapshots__/GallerySmokeFrameTests/`). Tolerance: the
/// text one (±24 per channel on all but 2 % of pixels) — every frame has labels, whose glyphs
/// may move by a fraction of a pixel between Pango releases; a wrong frame (a view in the wrong
/// place, a missing mask, a transition at another time) differs on far more pixels.
@MainActor
struct GallerySmokeFrameTests {
    /// When each demo is half way through its first transition (seconds since it started).
    nonisolated static let midTransition: [String: TimeInterval] = [
        "slide-nav": 0.55, "slide-tabs": 0.55, "slide-modal": 0.55, "overlay": 0.55, "overlay-pc": 0.55, "blur-overlay": 0.55,
        "hs-push": 1.3, "sc-flip": 0.9, "sc-flip-storyboard": 0.8, "pet-flip": 0.9, "pet-flip-storyboard": 0.9, "container": 0.55, "magic-move": 0.6,
        "cell-magic-move": 0.55, "layout-to-layout": 0.5, "layout-pinch": 0.85,
        "mask-reveal": 0.65, "bubble": 0.6, "diagonal": 0.6, "card-expand": 0.6, "split-storyboard": 1.0, "system": 0.55, "system-ipad": 0.5, "everyday": 3.45,
    ]

    @Test func everyDemoHasASmokeFrame() {
        #expect(Set(Self.midTransition.keys) == Set(GalleryDemo.all.map(\.name)))
    }

    @Test(arguments: midTransition.keys.sorted())
    func midTransitionFrameMatchesItsGolden(_ name: String) throws {
        let demo = try #require(GalleryDemo.named(name))
        let time = try #require(Self.midTransition[name])
        let frame = TransitionHost.run(device: demo.device, root: demo.makeRoot()) { host -> UIImage? in
            let start = host.now
            var frame: UIImage?
            // The script plays in one go: the frame is taken as its time comes round.
            let observer = FrameScheduler.addFrameObserver { _ in
                if frame == nil, host.now - start >= time - 1e-9 { frame = try? host.frame() }
            }
            defer { FrameScheduler.removeFrameObserver(observer) }
            demo.play(in: host)
            return frame
        }
        let image = try #require(frame, "the demo ran past \(time) s")
        assertSnapshot(of: image, as: .image(tolerance: .text), named: name)
    }
}
