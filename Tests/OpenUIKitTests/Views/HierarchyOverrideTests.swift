@testable import OpenUIKit
import Testing

/// Subclasses override the hierarchy methods and the orientation properties.
@MainActor
struct HierarchyOverrideTests {
    private final class RecordingView: UIView {
        var calls: [String] = []
        override func addSubview(_ view: UIView) {
            calls.append("add")
            super.addSubview(view)
        }
        override func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
            calls.append("insert below")
            super.insertSubview(view, belowSubview: siblingSubview)
        }
    }

    private final class LeavingView: UIView {
        var removals = 0
        override func removeFromSuperview() {
            removals += 1
            super.removeFromSuperview()
        }
    }

    @Test func overridesRunAndStillChangeTheHierarchy() {
        withApp { _ in
            let container = RecordingView()
            let first = LeavingView(), second = UIView()
            container.addSubview(first)
            container.insertSubview(second, belowSubview: first)
            #expect(container.calls == ["add", "insert below"])
            #expect(container.subviews == [second, first])
            first.removeFromSuperview()
            #expect(first.removals == 1 && first.superview == nil && container.subviews == [second])
        }
    }

    @Test func orientationPropertiesHaveIOSDefaultsAndCanBeOverridden() {
        final class LandscapeOnly: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            override var shouldAutorotate: Bool { false }
        }
        withApp { _ in
            let plain = UIViewController()
            #expect(plain.shouldAutorotate)
            #expect(plain.supportedInterfaceOrientations == .allButUpsideDown)
            #expect(plain.preferredInterfaceOrientationForPresentation == .portrait)
            let landscape: UIViewController = LandscapeOnly()
            #expect(landscape.supportedInterfaceOrientations == [.landscapeLeft, .landscapeRight])
            #expect(!landscape.shouldAutorotate)
            #expect(UIInterfaceOrientation.landscapeLeft.isLandscape && !UIInterfaceOrientation.landscapeLeft.isPortrait)
        }
    }
}
