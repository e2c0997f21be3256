@testable import OpenQuartzCore
@testable import OpenUIKit
import Testing
import UIKitTesting

/// `ApplicationEnvironment.reset()` (what the test kit, the tests, the command line and the
/// benchmarks run between runs) leaves nothing of the previous run: no observer, timer, display
/// link, transaction, window or frame rate; and what a test leaves behind is freed — windows,
/// controllers and views of presentations never dismissed and of transitions still running
/// (their closures, animations and coordinators hold each other in cycles that only the end of
/// the transition breaks).
@MainActor
struct ApplicationEnvironmentTests {
    @Test func aResetLeavesNothingOfThePreviousRun() {
        var observed = 0, timerFired = false, linkTicks = 0, completionRan = false
        withApp { _ in
            let window = makeWindow()
            let field = UITextField()
            window.addSubview(field)
            field.becomeFirstResponder()
            _ = RunLoopDriver.shared.addFrameObserver { _ in observed += 1 }
            RunLoopDriver.shared.schedule(at: CACurrentMediaTime() + 5, purpose: "test") { timerFired = true }
            CADisplayLink { _ in linkTicks += 1 }.add(to: .main, forMode: .common)
            RunLoopDriver.shared.framesPerSecond = 30
            UIView.setAnimationsEnabled(false)
            CATransaction.begin()
            CATransaction.setCompletionBlock { completionRan = true }
            window.layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
            // Reset in the middle of the transaction, as a test that fails half way does.
            ApplicationEnvironment.reset()

            #expect(RunLoopDriver.shared.isIdle, "\(RunLoopDriver.shared.pendingWork)")
            #expect(RunLoopDriver.shared.framesPerSecond == 60)
            #expect(CACurrentMediaTime() == MediaClock.virtualEpoch)
            #expect(UIApplication.shared.windows.isEmpty && UIApplication.shared.keyWindow == nil)
            #expect(UIApplication.shared.state.firstResponder == nil && !UIApplication.shared.state.keyboard.isVisible)
            #expect(UIView.areAnimationsEnabled)
            #expect(window.layer.animationKeys() == nil, "animations detached without a stop")
            RunLoopDriver.shared.advance(by: 10)
        }
        #expect(observed == 0 && !timerFired && linkTicks == 0 && !completionRan)
    }

    private struct Survivors {
        weak var window: UIWindow?
        weak var root: UIViewController?
        weak var other: UIViewController?
        var any: Bool { window != nil || root != nil || other != nil }
    }

    private func survivors(_ body: (inout Survivors) -> Void) -> Survivors {
        var survivors = Survivors()
        withApp { _ in body(&survivors) }
        return survivors
    }

    @Test(arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen, .pageSheet, .custom])
    func aPresentationNeverDismissedIsFreed(style: UIModalPresentationStyle) {
        let left = survivors { survivors in
            let root = UIViewController()
            let window = showInWindow(root)
            let presented = UIViewController()
            presented.modalPresentationStyle = style
            root.present(presented, animated: false)
            advance(0.5)
            #expect(root.presentedViewController === presented)
            survivors = Survivors(window: window, root: root, other: presented)
        }
        #expect(!left.any, "window \(left.window != nil), presenter \(left.root != nil), presented \(left.other != nil)")
    }

    @Test func aPushStillAnimatingIsFreed() {
        let left = survivors { survivors in
            let navigation = UINavigationController(rootViewController: UIViewController())
            let window = showInWindow(navigation)
            let pushed = UIViewController()
            navigation.pushViewController(pushed, animated: true)
            advance(0.1)
            #expect(navigation.transitionCoordinator != nil)
            survivors = Survivors(window: window, root: navigation, other: pushed)
        }
        #expect(!left.any)
    }

    @Test func aPresentationStillAnimatingIsFreed() {
        let left = survivors { survivors in
            let root = UIViewController()
            let window = showInWindow(root)
            let presented = UIViewController()
            root.present(presented, animated: true)
            advance(0.1)
            survivors = Survivors(window: window, root: root, other: presented)
        }
        #expect(!left.any)
    }

    @Test func anInteractivePopHalfwayIsFreed() {
        let left = survivors { survivors in
            let host = InteractivePopHost()
            let window = showInWindow(host.navigation)
            host.navigation.pushViewController(UIViewController(), animated: false)
            host.startPop()
            host.interactor.update(0.5)
            advance(0.1)
            survivors = Survivors(window: window, root: host.navigation, other: host.navigation.topViewController)
        }
        #expect(!left.any)
    }

    @Test func aCoordinatorKeptAfterItsTransitionStillAnswers() {
        withApp { _ in
            let navigation = UINavigationController(rootViewController: UIViewController())
            _ = showInWindow(navigation)
            navigation.pushViewController(UIViewController(), animated: true)
            advance(1.0 / 60)
            let coordinator = navigation.transitionCoordinator
            #expect(coordinator != nil)
            RunLoopDriver.shared.runUntilIdle(timeout: 5)
            #expect(navigation.transitionCoordinator == nil)
            #expect(coordinator?.isCancelled == false)
            #expect(coordinator?.isAnimated == true)
        }
    }
}

/// A navigation controller whose delegate vends a percent-driven interactor for one pop.
@MainActor
private final class InteractivePopHost: NSObject, UINavigationControllerDelegate {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let interactor = UIPercentDrivenInteractiveTransition()
    private var vendInteractor = false

    override init() {
        super.init()
        navigation.delegate = self
    }

    func startPop() {
        vendInteractor = true
        navigation.popViewController(animated: true)
        vendInteractor = false
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideAnimationController(type: .navigation(operation))
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        vendInteractor ? interactor : nil
    }
}
