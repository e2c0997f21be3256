@testable import OpenQuartzCore
@testable import OpenUIKit
import Foundation
import PropertyBased
import Testing

/// A delegate that vends counted slide animators (and, when asked, an interactor) for
/// navigation and modal transitions, so the tests can check every transition ended once.
@MainActor
private final class CountingDelegate: NSObject, UINavigationControllerDelegate, UIViewControllerTransitioningDelegate {
    var vended = 0
    var ended = 0
    var endedTwice = false
    var animators: [Weak<SlideAnimationController>] = []
    var interactor: UIPercentDrivenInteractiveTransition?

    private func make(_ type: SlideAnimationController.TransitionType) -> SlideAnimationController {
        let animator = CountedSlide(type: type, owner: self)
        vended += 1
        animators.append(Weak(animator))
        return animator
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        make(.navigation(operation))
    }

    /// The interactor is vended once, for the pop the scenario starts (one interactor drives
    /// one transition).
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        defer { interactor = nil }
        return interactor
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { make(.modal(presenting: true)) }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { make(.modal(presenting: false)) }
}

@MainActor
private final class CountedSlide: SlideAnimationController {
    private weak var owner: CountingDelegate?
    private var endings = 0
    init(type: TransitionType, owner: CountingDelegate) {
        self.owner = owner
        super.init(type: type)
    }
    override func animationEnded(_ transitionCompleted: Bool) {
        endings += 1
        owner?.ended += 1
        if endings > 1 { owner?.endedTwice = true }
    }
}

/// Random sequences of pushes, pops, presentations, dismissals, tab switches and interactive
/// pops updated, finished or cancelled at random times, run to rest; then the invariants.
@MainActor
private struct TransitionScenario {
    let delegate = CountingDelegate()
    let stage: TabbedNavigations
    var interactive: UIPercentDrivenInteractiveTransition?
    var serial = 0

    init() {
        stage = TabbedNavigations(roots: [UIViewController(), UIViewController()], delegate: delegate)
    }

    mutating func apply(_ gene: Int) {
        let argument = gene / 16
        switch gene % 16 {
        case 0, 1:
            serial += 1
            let controller = UIViewController()
            controller.title = "V\(serial)"
            stage.currentNavigation.pushViewController(controller, animated: argument % 3 != 0)
        case 2:
            stage.currentNavigation.popViewController(animated: argument % 2 == 0)
        case 3:
            let controller = UIViewController()
            let styles: [UIModalPresentationStyle] = [.fullScreen, .overFullScreen, .pageSheet, .formSheet, .custom, .automatic]
            controller.modalPresentationStyle = styles[argument % styles.count]
            if argument % 4 == 1 { controller.transitioningDelegate = delegate }
            stage.topPresented.present(controller, animated: argument % 5 != 0)
        case 4:
            if stage.tabs.presentedViewController != nil { stage.topPresented.dismiss(animated: argument % 2 == 0) }
        case 5:
            stage.tabs.selectedIndex = argument % stage.navigations.count
        case 6:
            guard interactive == nil, stage.currentNavigation.viewControllers.count > 1, stage.tabs.presentedViewController == nil else { return }
            let interactor = UIPercentDrivenInteractiveTransition()
            interactive = interactor
            delegate.interactor = interactor
            stage.currentNavigation.popViewController(animated: true)
        case 7:
            interactive?.update(CGFloat(argument % 101) / 100)
        case 8, 9:
            guard let interactor = interactive else { return }
            gene % 16 == 8 ? interactor.finish() : interactor.cancel()
            interactive = nil
            delegate.interactor = nil
        case 10:
            let navigation = stage.currentNavigation
            let keep = navigation.viewControllers.prefix(max(1, argument % (navigation.viewControllers.count + 1)))
            navigation.setViewControllers(Array(keep), animated: argument % 2 == 0)
        case 11:
            // Emptied, and (half the time) refilled at once; settle() refills what stays empty.
            let navigation = stage.currentNavigation
            navigation.setViewControllers([], animated: argument % 2 == 0)
            if argument % 4 < 2 {
                serial += 1
                let controller = UIViewController()
                controller.title = "V\(serial)"
                navigation.setViewControllers([controller], animated: argument % 3 == 0)
            }
        default:
            advance(Double(argument % 40) / 60)
        }
    }

    mutating func settle() {
        if let interactor = interactive {
            // Let the transition start if it has not, then let the gesture end.
            advance(1.0 / 60)
            interactor.finish()
            interactive = nil
            delegate.interactor = nil
        }
        RunLoopDriver.shared.runUntilIdle(timeout: 20)
        for navigation in stage.navigations where navigation.viewControllers.isEmpty {
            navigation.setViewControllers([UIViewController()], animated: false)
        }
        RunLoopDriver.shared.runUntilIdle(timeout: 20)
    }
}

@MainActor
struct TransitionSequencePropertyTests {
    static let genes = Gen.int(in: 0...16 * 1000).array(of: 1...24)
    /// `OPENUIKIT_SOAK_SEQUENCES` raises the count (the soak command runs 100,000).
    static var count: Int { ProcessInfo.processInfo.environment["OPENUIKIT_SOAK_SEQUENCES"].flatMap(Int.init) ?? 1000 }

    @Test func randomTransitionSequencesEndCleanly() async {
        await propertyCheck(count: Self.count, input: Self.genes) { genes in
            await MainActor.run { Self.check(genes) }
        }
    }

    static func check(_ genes: [Int]) {
        withApp { capture in
            var scenario = TransitionScenario()
            for gene in genes { scenario.apply(gene) }
            scenario.settle()
            let delegate = scenario.delegate

            #expect(RunLoopDriver.shared.isIdle, "still pending: \(RunLoopDriver.shared.pendingWork) for \(genes)")
            // Every transition ended exactly once.
            #expect(delegate.vended == delegate.ended && !delegate.endedTwice, "\(delegate.vended) vended, \(delegate.ended) ended: \(genes)")
            #expect(capture.records(withCode: .viewControllerMisuse).allSatisfy { !$0.message.hasPrefix("Unbalanced calls") }, "unbalanced appearance: \(genes)")
            #expect(capture.records(withCode: .transitionMisuse).allSatisfy { !$0.message.contains("completeTransition(_:) was called more than once") })

            // What is on screen matches the stacks and the presentation chain.
            let tabs = scenario.stage.tabs
            let covered = tabs.presentedViewController.map { $0.presentationRecord?.removesCoveredView ?? false } ?? false
            #expect(tabs.view.window === (covered ? nil : scenario.stage.window), "tabs in the window unless covered: \(genes)")
            #expect(tabs.children == tabs.viewControllers, "tab children match: \(genes)")
            for (index, navigation) in scenario.stage.navigations.enumerated() {
                // Nothing lost: the children are the stack, each with its parent.
                #expect(navigation.children == navigation.viewControllers, "navigation \(index) children match the stack: \(genes)")
                #expect(navigation.viewControllers.allSatisfy { $0.parent === navigation }, "parents: \(genes)")
                let top = navigation.topViewController!
                let shown = index == tabs.selectedIndex
                #expect(navigation.view.subviews.filter { $0 !== navigation.navigationBar } == (shown || navigation.isViewLoaded ? [top.view] : []),
                        "only the top view in navigation \(index): \(genes)")
                for controller in navigation.viewControllers.dropLast() {
                    #expect(controller.viewIfLoaded?.window == nil && controller.appearance.phase == .disappeared, "hidden controllers: \(genes)")
                }
                if shown, !covered {
                    #expect(top.appearance.phase == .appeared && top.view.window === scenario.stage.window, "top appeared: \(genes)")
                } else {
                    #expect(top.appearance.phase == .disappeared, "top of a hidden tab disappeared: \(genes)")
                }
                #expect(navigation.view.layer.speed == 1 && navigation.view.layer.timeOffset == 0, "layer time resumed: \(genes)")
            }
            var chain: [UIViewController] = []
            var top: UIViewController = tabs
            while let presented = top.presentedViewController { chain.append(presented); top = presented }
            let containers = scenario.stage.window.subviews.filter { $0 is PresentationContainerView }
            #expect(containers.count == chain.count, "one container per presentation: \(genes)")
            for (index, presented) in chain.enumerated() {
                let visible = index == chain.count - 1 || !(chain[index + 1].presentationRecord?.removesCoveredView ?? false)
                #expect(presented.appearance.phase == (visible ? .appeared : .disappeared), "presented \(index) appearance: \(genes)")
            }
            // Transient objects are gone.
            #expect(delegate.animators.allSatisfy { $0.object == nil }, "animators released: \(genes)")
        }
    }
}
