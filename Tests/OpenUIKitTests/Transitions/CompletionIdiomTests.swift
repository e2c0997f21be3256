@testable import OpenUIKit
import Testing
import UIKitTesting

/// The completion helpers production code wraps around navigation and presentation, written as
/// public code writes them: the coordinator read right after the call, and a `CATransaction`
/// completion block around the call. On iOS both wait for the transition; so must they here
/// (docs/transition-engine.md, "Completion idioms").
@MainActor
struct CompletionIdiomTests {
    /// The coordinator idiom: completion after the transition, or at once without one.
    static func afterTransition(of controller: UIViewController, _ completion: @escaping () -> Void) {
        if let coordinator = controller.transitionCoordinator {
            coordinator.animate(alongsideTransition: nil) { _ in completion() }
        } else {
            completion()
        }
    }

    /// The transaction idiom.
    static func inTransaction(_ change: () -> Void, completion: @escaping () -> Void) {
        CATransaction.begin()
        CATransaction.setCompletionBlock(completion)
        change()
        CATransaction.commit()
    }

    final class Recorder: UIViewController {
        var log: [String] = []
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.append("didAppear")
        }
    }

    private func navigationOnScreen() -> (UIWindow, UINavigationController) {
        let window = makeWindow()
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        advance(1.0 / 60)
        return (window, navigation)
    }

    @Test func aPushLeavesItsCoordinatorAvailableWhenTheCallReturns() {
        withApp { _ in
            let (_, navigation) = navigationOnScreen()
            let pushed = Recorder()
            navigation.pushViewController(pushed, animated: true)
            #expect(navigation.transitionCoordinator != nil, "the navigation controller's coordinator")
            #expect(pushed.transitionCoordinator != nil, "the pushed controller's coordinator")
            #expect(navigation.viewControllers.first?.transitionCoordinator != nil, "the covered controller's coordinator")
            let coordinator = navigation.transitionCoordinator
            #expect(coordinator?.isAnimated == true)
            #expect(coordinator?.viewController(forKey: .to) === pushed)
            #expect(coordinator?.viewController(forKey: .from) === navigation.viewControllers.first)
            var completions: [Double] = []
            var appearedFirst = false
            Self.afterTransition(of: navigation) {
                completions.append(now())
                appearedFirst = pushed.log == ["didAppear"] && pushed.view.window != nil
            }
            #expect(completions.isEmpty, "the completion waits for the slide")
            advance(1)
            #expect(completions.count == 1, "the completion runs once")
            let end = completions.first ?? 0
            #expect(end >= SystemTransitionConstants.navigationDuration, "after the slide (\(end) s)")
            #expect(appearedFirst, "the pushed screen is on screen and has appeared when the completion runs")
            #expect(navigation.transitionCoordinator == nil)
        }
    }

    @Test func anAlongsideAnimationRegisteredRightAfterAPushRunsWithTheSlide() {
        withApp { _ in
            let (_, navigation) = navigationOnScreen()
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            navigation.view.addSubview(badge)
            navigation.pushViewController(UIViewController(), animated: true)
            var cancelled: Bool?
            navigation.transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 0 }) { context in cancelled = context.isCancelled }
            #expect(badge.alpha == 1, "the block runs with the transition, not at registration")
            advance(SystemTransitionConstants.navigationDuration / 2)
            let halfway = badge.layer.presentation()?.opacity ?? -1
            #expect(halfway > 0.01 && halfway < 0.99, "halfway through the slide the badge is fading (\(halfway))")
            #expect(badge.alpha == 0)
            advance(1)
            #expect(cancelled == false)
        }
    }

    @Test func popsAndStackReplacementsLeaveTheirCoordinatorsToo() {
        withApp { _ in
            let (_, navigation) = navigationOnScreen()
            let root = navigation.viewControllers[0]
            let second = UIViewController(), third = UIViewController()
            navigation.setViewControllers([root, second, third], animated: false)
            advance(1.0 / 60)
            var log: [String] = []
            navigation.popViewController(animated: true)
            Self.afterTransition(of: navigation) { log.append("pop \(navigation.topViewController === second)") }
            #expect(log.isEmpty)
            advance(1)
            navigation.popToRootViewController(animated: true)
            Self.afterTransition(of: navigation) { log.append("popToRoot \(root.view.window != nil)") }
            advance(1)
            navigation.setViewControllers([root, third], animated: true)
            Self.afterTransition(of: navigation) { log.append("set \(third.view.window != nil)") }
            #expect(log == ["pop true", "popToRoot true"])
            advance(1)
            navigation.popToViewController(root, animated: true)
            Self.afterTransition(of: navigation) { log.append("popTo \(third.view.window == nil)") }
            advance(1)
            #expect(log == ["pop true", "popToRoot true", "set true", "popTo true"])
        }
    }

    @Test func changesCoalescedInOneTurnShareOneCoordinatorAndOneSlide() {
        withApp { capture in
            let (_, navigation) = navigationOnScreen()
            let first = UIViewController(), second = UIViewController()
            var completions = 0
            navigation.pushViewController(first, animated: true)
            let coordinator = navigation.transitionCoordinator
            Self.afterTransition(of: navigation) { completions += 1 }
            navigation.pushViewController(second, animated: true)
            #expect(navigation.transitionCoordinator === coordinator, "one transition, one coordinator")
            #expect(coordinator?.viewController(forKey: .to) === second, "to the latest top")
            Self.afterTransition(of: navigation) { completions += 1 }
            advance(1)
            #expect(completions == 2)
            #expect(second.view.window != nil && first.viewIfLoaded?.window == nil)
            #expect(capture.records(withCode: .transitionMisuse).isEmpty, "no nested-push warning for a coalesced change")
        }
    }

    @Test func aChangeThatComesToNothingCompletesAtTheNextTurn() {
        withApp { _ in
            let (window, navigation) = navigationOnScreen()
            var log: [String] = []
            navigation.pushViewController(UIViewController(), animated: true)
            Self.afterTransition(of: navigation) { log.append("push and pop") }
            Self.inTransaction({ navigation.popViewController(animated: true) }) { log.append("transaction") }
            #expect(log.isEmpty)
            advance(1.0 / 60)
            #expect(log == ["push and pop", "transaction"], "the same stack is shown: nothing slides, the completions run: \(log)")
            navigation.pushViewController(UIViewController(), animated: true)
            Self.afterTransition(of: navigation) { log.append("left the window") }
            window.isHidden = true
            advance(1.0 / 60)
            #expect(log.last == "left the window")
        }
    }

    @Test func aCoordinatorKeptFromBeforeTheStartReportsTheRunningTransition() {
        withApp { _ in
            let (_, navigation) = navigationOnScreen()
            let pushed = UIViewController()
            navigation.pushViewController(pushed, animated: true)
            guard let kept = navigation.transitionCoordinator else { return #expect(Bool(false), "no coordinator") }
            #expect(kept.percentComplete == 0 && kept.transitionDuration == SystemTransitionConstants.navigationDuration)
            advance(0.1)
            #expect(kept.containerView === navigation.view)
            #expect(kept.view(forKey: .to) === pushed.view)
            var late: Bool?
            kept.animate(alongsideTransition: nil) { context in late = context.isCancelled }
            advance(1)
            #expect(late == false, "a completion registered after the start still runs at the end")
            var afterEnd = 0
            kept.animate(alongsideTransition: nil) { _ in afterEnd += 1 }
            #expect(afterEnd == 1, "after the end, completions run at once")
        }
    }

    @Test func aTransactionCompletionAroundAPushWaitsForTheSlide() {
        withApp { _ in
            let (_, navigation) = navigationOnScreen()
            let pushed = Recorder()
            var completedAt: Double?
            var appeared = false
            Self.inTransaction({ navigation.pushViewController(pushed, animated: true) }) {
                completedAt = now()
                appeared = pushed.log == ["didAppear"]
            }
            advance(SystemTransitionConstants.navigationDuration / 2)
            #expect(completedAt == nil, "not before the slide ends")
            advance(1)
            #expect((completedAt ?? 0) >= SystemTransitionConstants.navigationDuration, "after the slide (\(completedAt ?? -1) s)")
            #expect(appeared)
            var popped: Double?
            Self.inTransaction({ navigation.popViewController(animated: true) }) { popped = now() }
            let start = now()
            advance(1)
            #expect((popped ?? 0) - start >= SystemTransitionConstants.navigationDuration - 1e-9, "a pop is waited for too")
        }
    }

    @Test func aTransactionCompletionAroundAnUnanimatedPushRunsAfterTheCommit() {
        withApp { _ in
            let (_, navigation) = navigationOnScreen()
            var completed = 0
            Self.inTransaction({ navigation.pushViewController(UIViewController(), animated: false) }) { completed += 1 }
            advance(1.0 / 60)
            #expect(completed == 1)
        }
    }

    @Test func presentingAndDismissingLeaveTheirCoordinatorAndTransactionsWait() {
        withApp { _ in
            let window = makeWindow()
            let root = UIViewController()
            window.rootViewController = root
            advance(1.0 / 60)
            let presented = Recorder()
            var log: [String] = []
            Self.inTransaction({ root.present(presented, animated: true) }) { log.append("transaction \(presented.log)") }
            #expect(root.presentedViewController === presented, "the presentation state is set when present returns")
            #expect(presented.isBeingPresented)
            #expect(root.transitionCoordinator != nil && presented.transitionCoordinator != nil)
            Self.afterTransition(of: presented) { log.append("coordinator \(presented.log)") }
            advance(1)
            #expect(log.sorted() == ["coordinator [\"didAppear\"]", "transaction [\"didAppear\"]"], "\(log)")
            log = []
            root.dismiss(animated: true) { log.append("dismiss completion") }
            #expect(presented.isBeingDismissed && root.presentedViewController === presented, "still presented while it leaves")
            Self.afterTransition(of: root) { log.append("coordinator") }
            advance(1)
            #expect(log == ["coordinator", "dismiss completion"], "\(log)")
            #expect(root.presentedViewController == nil)
        }
    }

    @Test func withAnimationsSwitchedOffThePushStillCompletesOnceAfterItEnds() {
        withApp { _ in
            let (_, navigation) = navigationOnScreen()
            UIView.setAnimationsEnabled(false)
            defer { UIView.setAnimationsEnabled(true) }
            let pushed = Recorder()
            var log: [String] = []
            navigation.pushViewController(pushed, animated: true)
            Self.afterTransition(of: navigation) { log.append("coordinator \(pushed.log)") }
            Self.inTransaction({ navigation.pushViewController(UIViewController(), animated: true) }) { log.append("transaction") }
            advance(1.0 / 60)
            advance(1.0 / 60)
            #expect(log.count == 2, "both completions ran within two frames: \(log)")
        }
    }

    @Test func aSpedUpWindowLayerShortensThePush() {
        withApp { _ in
            let (window, navigation) = navigationOnScreen()
            window.layer.speed = 100
            var completedAt: Double?
            let start = now()
            navigation.pushViewController(UIViewController(), animated: true)
            Self.afterTransition(of: navigation) { completedAt = now() }
            advance(0.1)
            let elapsed = (completedAt ?? 99) - start
            #expect(elapsed < 0.05, "a 100× window layer ends the 0.35 s push in a few frames (\(elapsed) s)")
        }
    }
}

/// `setViewControllers(_:animated: true)` on a tab bar controller whose shown tab leaves: a tab
/// switch, with the delegate's animator, that a transaction around the call waits for.
@MainActor
struct TabReplacementIdiomTests {
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let to = transitionContext.view(forKey: .to) else { return }
            transitionContext.containerView.addSubview(to)
            to.alpha = 0
            UIView.animate(withDuration: 0.3, animations: { to.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    final class Delegate: NSObject, UITabBarControllerDelegate {
        var asked: [(UIViewController, UIViewController)] = []
        func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                              to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            asked.append((fromVC, toVC))
            return FadeAnimator()
        }
    }

    @Test func replacingTheShownTabAnimatedAsksTheDelegateAndTheTransactionWaits() {
        withApp { _ in
            let window = makeWindow()
            let tabs = UITabBarController()
            let old = UIViewController(), first = UIViewController(), second = UIViewController()
            tabs.viewControllers = [old]
            let delegate = Delegate()
            tabs.delegate = delegate
            window.rootViewController = tabs
            advance(1.0 / 60)
            var completedAt: Double?
            let start = now()
            CompletionIdiomTests.inTransaction({ tabs.setViewControllers([first, second], animated: true) }) { completedAt = now() }
            #expect(delegate.asked.count == 1, "the delegate is asked for an animator")
            #expect(delegate.asked.first?.0 === old && delegate.asked.first?.1 === first)
            #expect(tabs.selectedViewController === first && tabs.transitionCoordinator != nil)
            #expect(old.parent === tabs, "the leaving controller stays a child until the switch ends")
            advance(0.15)
            #expect(completedAt == nil)
            advance(1)
            #expect(((completedAt ?? 0) - start) >= 0.3 - 1e-9, "the transaction waited for the fade")
            #expect(old.parent == nil && old.viewIfLoaded?.superview == nil && first.view.superview === tabs.view)
            tabs.setViewControllers([second], animated: false)
            #expect(delegate.asked.count == 1, "not animated: shown at once, the delegate is not asked")
            #expect(second.view.superview === tabs.view && first.parent == nil)
        }
    }
}
