import Testing
import UIKit
import UIKitTesting

/// The Objective-C runtime idioms of runtime-replacement/input, built through the bridge.
@MainActor
struct RuntimeReplacementTests {
    /// `method_setImplementation` on `UIViewController.dismiss`: every dismissal runs the
    /// replacement, which runs UIKit's own through the `IMP` it kept; putting the original back
    /// ends it.
    @Test func aReplacedDismissRunsTheReplacementThenUIKitsOwn() throws {
        let root = UIViewController()
        try TransitionHost.run(root: root) { host in
            _ = DismissTracking.install
            let presented = UIViewController()
            root.present(presented, animated: false)
            try host.runUntilIdle()
            var completions = 0
            presented.dismiss(animated: false) { completions += 1 }
            try host.runUntilIdle()
            DismissTracking.uninstall()
            #expect(DismissTracking.dismissals == ["UIViewController"])
            #expect(root.presentedViewController == nil, "UIKit's own dismiss ran")
            #expect(completions == 1)
            // Back to UIKit's own: no more tracking.
            root.present(presented, animated: false)
            try host.runUntilIdle()
            presented.dismiss(animated: false)
            try host.runUntilIdle()
            #expect(DismissTracking.dismissals.count == 1 && root.presentedViewController == nil)
        }
    }

    /// `override func responds(to:)` and `forwardingTarget(for:)` answer through `NSObject`'s
    /// own methods; `super.responds(to:)` is NSObject's answer.
    @Test func aDelegateSplitterAnswersForTheObjectsItForwardsTo() {
        let splitter = DelegateSplitter()
        let pinger = Pinger()
        let ping = Selector(Pinger.ping, name: "ping")
        #expect(!splitter.responds(to: ping) && splitter.forwardingTarget(for: ping) == nil)
        splitter.fallback = pinger
        #expect(splitter.responds(to: ping), "answered for the fallback")
        #expect((splitter.forwardingTarget(for: ping) as AnyObject?) === pinger)
        let own = Selector(DelegateSplitter.describeRoute, name: "describeRoute")
        #expect(splitter.responds(to: own), "super.responds(to:) answers for the splitter's own method")
        let asked: NSObject = splitter
        #expect(asked.responds(to: ping), "asked as an NSObject, the class's own answer")
    }
}
