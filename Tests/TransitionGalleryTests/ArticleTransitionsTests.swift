@testable import TransitionGallery
import Testing
import UIKit
@testable import QuartzCore
import UIKitTesting

/// Seed 000's demos run headless to their end states, with UIKit's callbacks in UIKit's order
/// (docs/transition-engine.md, "The recipe"): the delegate vends, wills (disappearing first),
/// the animator or interactor, then on completion the presentation controller, dids,
/// coordinator completions, `animationEnded(_:)`. A cancelled interaction reverses the wills
/// first (same section, steps 9 and 10).
@MainActor
struct ArticleTransitionsTests {
    private func depth(_ host: TransitionHost) -> Int {
        (host.window.rootViewController as? UINavigationController)?.viewControllers.count ?? 0
    }

    private func presented(_ host: TransitionHost) -> String {
        guard let presented = host.window.rootViewController?.presentedViewController else { return "-" }
        return presented.isBeingPresented || presented.isBeingDismissed ? "(moving)" : (presented.title ?? "?")
    }

    /// One non-interactive transition's callbacks, in UIKit's order.
    private func plainTransition(vended: String, animator: String, duration: String, leaving: String?, entering: String?,
                                 presentationController: (String, present: Bool)? = nil, alongside: Int = 0) -> [String] {
        var begin = [vended]
        var end = ["completeTransition(true)"]
        if let (controller, present) = presentationController {
            begin.append("\(controller).\(present ? "presentation" : "dismissal")TransitionWillBegin")
            end.append("\(controller).\(present ? "presentation" : "dismissal")TransitionDidEnd(true)")
        }
        if let leaving { begin.append("\(leaving).viewWillDisappear(true)") }
        if let entering { begin.append("\(entering).viewWillAppear(true)") }
        begin.append("\(animator).animateTransition (\(duration) s)")
        if alongside > 0 { begin.append("coordinator alongside animations (\(alongside))") }
        if let entering { begin.append("\(entering).viewIsAppearing(true)") }
        // Presentations end the appearing controller first (docs/transition-engine.md,
        // "Appearance order").
        let presenting = presentationController?.present ?? false
        if presenting, let entering { end.append("\(entering).viewDidAppear(true)") }
        if let leaving { end.append("\(leaving).viewDidDisappear(true)") }
        if !presenting, let entering { end.append("\(entering).viewDidAppear(true)") }
        return begin + end + ["coordinator completions (cancelled: false)", "\(animator).animationEnded(true)", "transition ended (completed: true)"]
    }

    @Test func slideNavigationPushesThenAnEarlyEdgeSwipeGoesBackAndALongOnePops() throws {
        let run = try runDemo(GalleryDemo.slideNavigation, sample: depth) { host in
            let navigation = host.window.rootViewController as! UINavigationController
            #expect(navigation.viewControllers.count == 1 && navigation.topViewController is SlideListViewController)
            #expect(navigation.topViewController?.view.transform == .identity, "the animator restores the transforms")
        }
        // The stack: pushed, popping (the stack already shows the pop), back on cancel, popped.
        #expect(run.seen == [1, 2, 1, 2, 1])
        let list = "SlideListViewController(\"Slide\")", detail = "SlideDetailViewController(\"Detail\")"
        // The delegate hears willShow before each transition and didShow after a completed one
        // (before animationEnded); the detail's title is set when its view loads, after willShow.
        let interactive = ["navigation delegate willShow \(list) (animated: true)",
                           "navigation delegate → SlideAnimationController, interactor UIPercentDrivenInteractiveTransition",
                           "\(detail).viewWillDisappear(true)", "\(list).viewWillAppear(true)",
                           "UIPercentDrivenInteractiveTransition.startInteractiveTransition (animator: SlideAnimationController)",
                           "\(list).viewIsAppearing(true)"]
        var push = plainTransition(vended: "navigation delegate → SlideAnimationController, no interactor", animator: "SlideAnimationController",
                                   duration: "0.4", leaving: list, entering: detail)
        push.insert("navigation delegate willShow SlideDetailViewController (animated: true)", at: 0)
        push.insert("navigation delegate didShow \(detail) (animated: true)", at: push.count - 2)
        let cancelled = interactive + [
            // Let go at 29 %: the wills reverse at once, the dids follow when the slide is back.
            "cancelInteractiveTransition (at 0.29)", "\(list).viewWillDisappear(true)", "\(detail).viewWillAppear(true)",
            "completeTransition(false)", "\(list).viewDidDisappear(true)", "\(detail).viewDidAppear(true)",
            "coordinator completions (cancelled: true)", "SlideAnimationController.animationEnded(false)", "transition ended (completed: false)",
        ]
        let finished = interactive + [
            "finishInteractiveTransition (at 0.63)", "completeTransition(true)", "\(detail).viewDidDisappear(true)", "\(list).viewDidAppear(true)",
            "coordinator completions (cancelled: false)", "navigation delegate didShow \(list) (animated: true)",
            "SlideAnimationController.animationEnded(true)", "transition ended (completed: true)",
        ]
        let expected = push + cancelled + finished
        #expect(run.callbackNames == expected, "\(CallbackRecorder.diff(expected: expected, actual: run.callbackNames))")
        // The cancelled pop runs back over the 29 % it had covered: 0.29 × 0.4 s ≈ 0.117 s.
        let cancelTime = run.callbacks.first { $0.callback.hasPrefix("cancelInteractiveTransition") }!.time
        let endTime = run.callbacks.first { $0.callback == "completeTransition(false)" }!.time
        #expect(abs((endTime - cancelTime) - 0.29 * 0.4) < 1.0 / 60 + 1e-6)
    }

    @Test func fasterDragsLetGoSoonerWithTheSameOutcome() throws {
        let letGo: (DemoRun<Int>) -> [TimeInterval] = { run in
            run.callbacks.filter { $0.callback.hasPrefix("cancelInteractiveTransition") || $0.callback.hasPrefix("finishInteractiveTransition") }.map(\.time)
        }
        let normal = try runDemo(GalleryDemo.slideNavigation, sample: depth)
        let fast = try runDemo(GalleryDemo.slideNavigation, options: DemoOptions(dragSpeed: 2), sample: depth)
        #expect(fast.seen == normal.seen)
        // The swipes take 0.5 s and 0.6 s; twice as fast saves 0.25 s on the first and, with the
        // waits unchanged, 0.25 + 0.3 s by the end of the second.
        let (normalTimes, fastTimes) = (letGo(normal), letGo(fast))
        #expect(normalTimes.count == 2 && fastTimes.count == 2)
        #expect(abs((normalTimes[0] - fastTimes[0]) - 0.25) < 1.0 / 60 + 1e-6, "\(normalTimes) \(fastTimes)")
        #expect(abs((normalTimes[1] - fastTimes[1]) - 0.55) < 2.0 / 60 + 1e-6, "\(normalTimes) \(fastTimes)")
    }

    @Test func aTabSwitchSlidesBothPagesSideBySide() throws {
        try TransitionHost.run(root: ScrollTabBarController()) { host in
            let tabs = host.window.rootViewController as! UITabBarController
            let (home, discover) = (tabs.viewControllers![0].view!, tabs.viewControllers![1].view!)
            tabs.selectedIndex = 1
            host.advance(by: 0.2)
            // Half way through the 0.4 s ease-in-out: the old page is as far out on the left as
            // the new one is still out on the right, edge to edge (layout passes during the
            // switch must not move the transformed pages).
            let width = host.window.bounds.width
            let shift = width * CGFloat(TimingCurve.easeInEaseOut(0.5))
            let (homeFrame, discoverFrame) = (home.layer.presentation()!.frame, discover.layer.presentation()!.frame)
            #expect(near(homeFrame.minX, -shift, 0.5) && near(discoverFrame.minX, width - shift, 0.5), "\(homeFrame) \(discoverFrame)")
            #expect(near(homeFrame.maxX, discoverFrame.minX, 1e-6))
            try host.runUntilIdle()
            #expect(home.superview == nil && discover.frame == tabs.view.bounds && discover.transform == .identity)
        }
    }

    @Test func slideTabsSlideOnATapSwitchOnAPanAndGoBackWhenLetGoEarly() throws {
        let run = try runDemo(GalleryDemo.scrollTabs, sample: { ($0.window.rootViewController as! UITabBarController).selectedIndex }) { host in
            let tabs = host.window.rootViewController as! UITabBarController
            #expect(tabs.selectedIndex == 2, "the cancelled pan leaves the third tab selected")
            #expect(tabs.selectedViewController?.view.superview != nil && tabs.viewControllers![1].viewIfLoaded?.superview == nil)
        }
        // Tap: 0 → 1; pan left: 1 → 2; pan right: 2 → 1 while it runs, back to 2 on cancel.
        #expect(run.seen == [0, 1, 2, 1, 2])
        let vends = run.callbackNames.filter { $0.hasPrefix("tab bar delegate") }
        #expect(vends == ["tab bar delegate → SlideAnimationController, no interactor",
                          "tab bar delegate → SlideAnimationController, interactor UIPercentDrivenInteractiveTransition",
                          "tab bar delegate → SlideAnimationController, interactor UIPercentDrivenInteractiveTransition"])
        #expect(run.callbackNames.filter { $0.hasPrefix("completeTransition") } == ["completeTransition(true)", "completeTransition(true)", "completeTransition(false)"])
    }

    @Test func modalDemosPresentAndDismissWithTheirAnimatorsAndPresentationControllers() throws {
        let card = "ModalCardViewController(\"Card\")"
        let cases: [(GalleryDemo, String, String?)] = [
            (.slideModal, "SlideAnimationController", "FullScreenPresentationController"),
            (.overlay, "OverlayAnimationController", "UIPresentationController"),
            (.overlayPresentationController, "OverlayAnimationController", "OverlayPresentationController"),
            (.blurOverlay, "OverlayAnimationController", "BlurOverlayPresentationController"),
        ]
        for (demo, animator, controller) in cases {
            var cardFrameWhilePresented: CGRect?
            let run = try runDemo(demo, sample: { host in
                let state = presented(host)
                if state == "Card" { cardFrameWhilePresented = host.window.rootViewController?.presentedViewController?.view.frame }
                return state
            }) { host in
                #expect(host.window.rootViewController?.presentedViewController == nil)
                #expect(host.window.rootViewController?.view.window === host.window, "the presenting view is back in (or never left) the window")
            }
            #expect(run.seen == ["-", "(moving)", "Card", "(moving)", "-"], "\(demo.name)")
            // `.fullScreen` (the slide) removes and restores the presenter; `.custom` leaves it alone.
            let presenter = demo.name == "slide-modal" ? "ModalPresenterViewController" : nil
            // The overlay presentation controllers dim (or blur) alongside, through the coordinator.
            let alongside = demo.name == "overlay-pc" || demo.name == "blur-overlay" ? 1 : 0
            let present = plainTransition(vended: "presentation transitioning delegate → \(animator), no interactor", animator: animator, duration: "0.4",
                                          leaving: presenter, entering: card, presentationController: controller.map { ($0, true) }, alongside: alongside)
            let dismiss = plainTransition(vended: "dismissal transitioning delegate → \(animator), no interactor", animator: animator, duration: "0.4",
                                          leaving: card, entering: presenter, presentationController: controller.map { ($0, false) }, alongside: alongside)
            let expected = present + dismiss
            #expect(run.callbackNames == expected, "\(demo.name): \(CallbackRecorder.diff(expected: expected, actual: run.callbackNames))")
            // The overlay is 2/3 of the screen, centred, as its animator (or presentation
            // controller) leaves it: UIKit does not move it to finalFrame(for:).
            let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
            let expectedFrame = demo.name == "slide-modal" ? screen : CGRect(x: 393.0 / 6, y: 852.0 / 6, width: 262, height: 568)
            #expect(cardFrameWhilePresented.map { near($0, expectedFrame, 1e-6) } == true, "\(demo.name): \(String(describing: cardFrameWhilePresented))")
        }
    }

    @Test func theOverlayPresentationControllerDimsAlongsideAndLaysOutOnSizeChanges() throws {
        try TransitionHost.run(root: ModalPresenterViewController(style: .overlayWithPresentationController)) { host in
            let presenter = host.window.rootViewController as! ModalPresenterViewController
            host.tap(presenter.presentButton)
            host.advance(by: 0.2)
            let controller = presenter.presentedViewController?.presentationController as! OverlayPresentationController
            // Half way through the 0.4 s ease-in-out, the dimming view's bounds are half grown.
            let dimming = controller.dimmingView.layer.presentation()!.bounds
            let expectedWidth = 262 + (393 - 262) * CGFloat(TimingCurve.easeInEaseOut(0.5))
            #expect(near(dimming.width, expectedWidth, 0.5), "\(dimming)")
            try host.runUntilIdle()
            #expect(controller.dimmingView.frame == host.window.bounds && controller.dimmingView.superview === controller.containerView)
            // A rotation: containerViewWillLayoutSubviews keeps the card at 2/3, centred.
            host.window.transition(toSize: CGSize(width: 852, height: 393), duration: 0)
            try host.runUntilIdle()
            #expect(near(presenter.presentedViewController!.view.frame, CGRect(x: 142, y: 65.5, width: 568, height: 262), 1e-6))
            #expect(controller.dimmingView.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        }
    }

    @Test func theCustomContainerSlidesScrubsAndRunsACancelBackWithItsDisplayLink() throws {
        var buttonColors: [String] = []
        let run = try runDemo(GalleryDemo.customContainer, sample: { host -> Int in
            (host.window.rootViewController as! CustomContainerRootViewController).container.selectedIndex
        }) { host in
            let root = host.window.rootViewController as! CustomContainerRootViewController
            let container = root.container
            #expect(container.selectedIndex == 2 && container.children == [container.viewControllers[2]])
            #expect(container.viewControllers[1].viewIfLoaded?.superview == nil)
            #expect(container.privateContainerView.layer.speed == 1 && container.privateContainerView.layer.timeOffset == 0)
            #expect(container.containerTransitionContext == nil && container.transitionCoordinator == nil)
            buttonColors = container.buttonTabBar.buttons.map { $0.titleColor(for: .normal) == .systemYellow ? "selected" : "normal" }
        }
        // Tap: 0 → 1; pan: 1 → 2; a pan let go early: 2 → 1, restored to 2.
        #expect(run.seen == [0, 1, 2, 1, 2])
        #expect(buttonColors == ["normal", "normal", "selected"], "the display link carried the title colours back")
        let red = "ContainerPageViewController(\"红 Red\")", green = "ContainerPageViewController(\"绿 Green\")", blue = "ContainerPageViewController(\"蓝 Blue\")"
        // The seed's context sends the appearance calls itself; the cancel reverses the wills.
        let expected = ["\(red).viewWillDisappear(true)", "\(green).viewWillAppear(true)",
                        "\(red).viewDidDisappear(true)", "\(green).viewIsAppearing(true)", "\(green).viewDidAppear(true)",
                        "\(green).viewWillDisappear(true)", "\(blue).viewWillAppear(true)",
                        "\(green).viewDidDisappear(true)", "\(blue).viewIsAppearing(true)", "\(blue).viewDidAppear(true)",
                        "\(blue).viewWillDisappear(true)", "\(green).viewWillAppear(true)",
                        "\(green).viewWillDisappear(true)", "\(blue).viewWillAppear(true)",
                        "\(green).viewDidDisappear(true)", "\(blue).viewDidAppear(true)"]
        #expect(run.callbackNames == expected, "\(CallbackRecorder.diff(expected: expected, actual: run.callbackNames))")
    }

    @Test func theContainersCoordinatorReachesItsChildrenAndReportsTheCancel() throws {
        try TransitionHost.run(root: CustomContainerRootViewController()) { host in
            let container = (host.window.rootViewController as! CustomContainerRootViewController).container
            let pages = container.viewControllers.map { $0 as! ContainerPageViewController }
            container.interactive = true
            container.selectedIndex = 1
            // The frozen animations are committed at the next frame (their begin time is the
            // layer's time then, so progress set before would be where they start).
            host.step()
            // The homework: the child sees the container's coordinator through its parent.
            let coordinator = try #require(pages[1].transitionCoordinator)
            #expect(coordinator.initiallyInteractive && coordinator.isInteractive && coordinator.transitionDuration == 0.4)
            var heard: [String] = []
            coordinator.notifyWhenInteractionEnds { context in heard.append("interaction ended, cancelled: \(context.isCancelled)") }
            _ = coordinator.animate(alongsideTransition: nil) { context in heard.append("completion, cancelled: \(context.isCancelled)") }
            let interaction = try #require(container.containerTransitionContext?.interactionController as? SDEPercentDrivenInteractiveTransition)
            interaction.updateInteractiveTransition(0.5)
            host.step()
            // Scrubbed to half the 0.4 s slide: the page is half way in (ease-in-out of 0.5).
            let width = host.window.bounds.width
            #expect(near(pages[1].view.layer.presentation()!.transform.m41, width * (1 - CGFloat(TimingCurve.easeInEaseOut(0.5))), 1e-3))
            interaction.cancelInteractiveTransition()
            try host.runUntilIdle()
            #expect(heard == ["interaction ended, cancelled: true", "completion, cancelled: true"])
            #expect(container.selectedIndex == 0 && container.children == [pages[0]])
        }
    }

    @Test func magicMoveFliesASnapshotAndLeavesNothingBehind() throws {
        var snapshotFrames: [CGRect] = []
        let run = try runDemo(GalleryDemo.magicMove, sample: { host -> Int in
            let navigation = host.window.rootViewController as! UINavigationController
            if let grid = navigation.viewControllers.first as? MagicGridViewController, grid.tiles[4].isHidden,
               let container = navigation.transitionCoordinator?.containerView,
               let snapshot = container.subviews.first(where: { $0 !== navigation.navigationBar && !($0.next is UIViewController) }) {
                snapshotFrames.append(snapshot.frame)
            }
            return navigation.viewControllers.count
        }) { host in
            let navigation = host.window.rootViewController as! UINavigationController
            let grid = navigation.viewControllers.first as! MagicGridViewController
            #expect(grid.tiles.allSatisfy { !$0.isHidden } && grid.view.alpha == 1)
        }
        #expect(run.seen == [1, 2, 1])
        // The snapshot's model frame goes straight to the end: on push the hero's place (16
        // points in, under the bar), on pop the tile's place in the grid.
        #expect(snapshotFrames.first.map { near($0.width, 361, 1e-6) } == true, "\(snapshotFrames)")
        #expect(run.callbackNames.filter { $0.hasSuffix("animateTransition (0.5 s)") } == ["MagicMoveAnimationController.animateTransition (0.5 s)",
                                                                                          "MagicMoveAnimationController.animateTransition (0.5 s)"])
    }

    @Test func revealsEndWithoutMasksOrBubbles() throws {
        let mask = try runDemo(GalleryDemo.maskReveal, sample: depth) { host in
            let navigation = host.window.rootViewController as! UINavigationController
            #expect(navigation.topViewController?.view.layer.mask == nil)
        }
        #expect(mask.seen == [1, 2, 1])
        #expect(mask.callbackNames.filter { $0.hasPrefix("completeTransition") } == ["completeTransition(true)", "completeTransition(true)"])
        let bubble = try runDemo(GalleryDemo.bubble, sample: presented) { host in
            #expect(host.window.rootViewController?.presentedViewController == nil)
            #expect(host.window.subviews.count == 1, "the transition container, with the bubble, is gone")
        }
        #expect(bubble.seen == ["-", "(moving)", "Card", "(moving)", "-"])
    }

    @Test func theBlurredOverlayFadesItsBlurInWithThePresentationCurve() throws {
        TransitionHost.run(root: ModalPresenterViewController(style: .blurredOverlay)) { host in
            let presenter = host.window.rootViewController as! ModalPresenterViewController
            host.tap(presenter.presentButton)
            let controller = presenter.presentedViewController?.presentationController as! BlurOverlayPresentationController
            #expect(controller.blurView.effect is UIBlurEffect, "the model value is set at once")
            host.advance(by: 0.2)
            // The backdrop is the effect view's first subview; its blur radius follows the
            // transition's 0.4 s ease-in-out from 0 to .systemMaterial's 10 points.
            let backdrop = controller.blurView.subviews[0].layer.presentation()!
            let expected = 10 * CGFloat(TimingCurve.easeInEaseOut(0.5))
            #expect(abs(backdrop.backdropBlurRadius - expected) < 0.2, "\(backdrop.backdropBlurRadius) vs \(expected)")
            host.advance(by: 0.4)
            #expect(controller.blurView.subviews[0].layer.presentation()!.backdropBlurRadius == 10)
            let card = presenter.presentedViewController as! ModalCardViewController
            host.tap(card.closeButton)
            host.advance(by: 0.6)
            #expect(controller.blurView.effect == nil && controller.blurView.window == nil, "gone with the container view")
        }
    }
}
