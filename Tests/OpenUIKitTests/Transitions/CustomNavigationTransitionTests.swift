@testable import OpenUIKit
import Testing

@MainActor
struct CustomNavigationTransitionTests {
    /// A navigation controller with A, B on the stack (B on top), driven by the slide delegate.
    private func makeStack(_ log: CallbackLog) -> (UINavigationController, LoggingViewController, LoggingViewController, SlideNavigationDelegate) {
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let delegate = SlideNavigationDelegate()
        navigation.delegate = delegate
        _ = showInWindow(navigation)
        navigation.pushViewController(b, animated: false)
        advance(1.0 / 60)
        delegate.log = log
        _ = log.take()
        return (navigation, a, b, delegate)
    }

    @Test func customPushFramesAndCompletionOrder() {
        withApp { _ in
            let log = CallbackLog()
            let (navigation, a, b, delegate) = makeStack(log)
            let c = LoggingViewController("C", log: log)
            navigation.pushViewController(c, animated: true)
            #expect(log.take() == ["C.willMove(toParent: UINavigationController)"])
            advance(1.0 / 60)
            // The coordinator is there from the will-callbacks on.
            #expect(c.transitionCoordinator != nil && b.transitionCoordinator === c.transitionCoordinator)
            var completionsSeen: [String] = []
            c.transitionCoordinator?.animate(alongsideTransition: nil) { context in
                completionsSeen.append("coordinator completion (cancelled: \(context.isCancelled))")
                log.add("coordinator completion")
            }
            let width = navigation.view.bounds.width
            let start = CACurrentMediaTime()
            var samples: [CGFloat] = []
            for step in 1...4 {
                advance(0.1)
                let p = (CACurrentMediaTime() - start) / 0.4
                samples.append(c.view.layer.presentation()!.transform.m41)
                #expect(near(samples.last!, width * (1 - CGFloat(easeInEaseOut(min(p, 1)))), 1e-3), "at \(step * 25) %")
                if step < 4 { #expect(near(b.view.layer.presentation()!.transform.m41, -width * CGFloat(easeInEaseOut(p)), 1e-3)) }
            }
            advance(1.0 / 60)
            #expect(log.take() == [
                "nav.willShow(C)", "C.loadView", "C.viewDidLoad", "B.viewWillDisappear(true)", "C.viewWillAppear(true) [movingToParent]",
                "C.viewIsAppearing(true)", "B.viewDidDisappear(true)", "C.viewDidAppear(true) [movingToParent]",
                "C.didMove(toParent: UINavigationController)", "coordinator completion", "nav.didShow(C)", "animator.animationEnded(true)",
            ])
            #expect(completionsSeen == ["coordinator completion (cancelled: false)"])
            #expect(c.transitionCoordinator == nil)
            #expect(navigation.viewControllers == [a, b, c] && b.view.superview == nil)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func interactivePopFinishesFromWhereTheFingerLetGo() {
        withApp { _ in
            let log = CallbackLog()
            let (navigation, a, b, delegate) = makeStack(log)
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.interactor = interactor
            navigation.popViewController(animated: true)
            advance(1.0 / 60)
            #expect(a.transitionCoordinator?.isInteractive == true && a.transitionCoordinator?.initiallyInteractive == true)
            #expect(interactor.duration == 0.4)
            let width = navigation.view.bounds.width
            interactor.update(0.3)
            CATransaction.flush()
            // Layer time is scrubbed: each animation shows its own curve at 0.3 × duration.
            #expect(near(b.view.layer.presentation()!.transform.m41, width * CGFloat(easeInEaseOut(0.3)), 1e-3))
            #expect(near(a.view.layer.presentation()!.transform.m41, -width * (1 - CGFloat(easeInEaseOut(0.3))), 1e-3))
            advance(1)
            #expect(near(b.view.layer.presentation()!.transform.m41, width * CGFloat(easeInEaseOut(0.3)), 1e-3), "frozen while the finger rests")
            interactor.update(0.6)
            _ = log.take()
            interactor.finish()
            #expect(a.transitionCoordinator?.completionVelocity == 1)
            // The rest takes (1 − 0.6) × 0.4 s = 0.16 s and moves only forwards.
            var previous = b.view.layer.presentation()!.transform.m41
            var elapsed = 0.0
            while elapsed < 0.16 - 1e-9 {
                advance(1.0 / 60)
                elapsed += 1.0 / 60
                guard b.view.window != nil else { break }  // done: B left (its transform was reset)
                let x = b.view.layer.presentation()!.transform.m41
                #expect(x >= previous - 1e-9 && x <= width)
                previous = x
            }
            advance(1.0 / 60)
            #expect(log.take() == ["B.viewDidDisappear(true) [movingFromParent]", "A.viewDidAppear(true)", "B.didMove(toParent: nil)",
                                   "nav.didShow(A)", "animator.animationEnded(true)"])
            #expect(navigation.viewControllers == [a] && b.parent == nil)
            #expect(navigation.view.layer.speed == 1 && navigation.view.layer.timeOffset == 0)
        }
    }

    /// The progress lives in the transition's context: the interactor reads the value the
    /// coordinator reports, while it is driven, after a pause and after the transition let it go.
    @Test func theInteractorAndTheCoordinatorReportOneProgress() {
        withApp { _ in
            let log = CallbackLog()
            let (navigation, _, _, delegate) = makeStack(log)
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.interactor = interactor
            navigation.popViewController(animated: true)
            advance(1.0 / 60)
            let coordinator = navigation.transitionCoordinator
            interactor.update(0.3)
            #expect(interactor.percentComplete == 0.3 && coordinator?.percentComplete == 0.3)
            interactor.update(.nan)
            #expect(interactor.percentComplete == 0 && coordinator?.percentComplete == 0, "NaN counts as 0")
            interactor.update(0.6)
            interactor.finish()
            advance(0.5)
            #expect(navigation.transitionCoordinator == nil)
            #expect(interactor.percentComplete == 0.6 && coordinator?.percentComplete == 0.6, "kept after the end")
            #expect(interactor.duration == 0.4)
        }
    }

    @Test func cancelledInteractivePopRunsBackWithoutAJumpAndRestoresTheStack() {
        withApp { _ in
            let log = CallbackLog()
            let (navigation, a, b, delegate) = makeStack(log)
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.interactor = interactor
            navigation.popViewController(animated: true)
            advance(1.0 / 60)
            var handlerSaw: [String] = []
            a.transitionCoordinator?.notifyWhenInteractionChanges { context in
                handlerSaw.append("interaction changed (cancelled: \(context.isCancelled))")
                log.add("interaction changed")
            }
            interactor.update(0.5)
            _ = log.take()
            let width = navigation.view.bounds.width
            var trajectory: [CGFloat] = [b.view.layer.presentation()!.transform.m41]
            interactor.cancel()
            // Handlers first, then the reversed will-callbacks.
            #expect(log.take() == ["interaction changed", "A.viewWillDisappear(true)", "B.viewWillAppear(true)"])
            #expect(handlerSaw == ["interaction changed (cancelled: true)"])
            // 0.5 × 0.4 s back to the start along the ease-in-out completion curve.
            for _ in 0..<12 {
                advance(1.0 / 60)
                trajectory.append(b.view.layer.presentation()?.transform.m41 ?? 0)
            }
            #expect(zip(trajectory, trajectory.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 }, "only backwards: \(trajectory)")
            #expect(zip(trajectory, trajectory.dropFirst()).allSatisfy { $0 - $1 < width * 0.12 }, "no jump: \(trajectory)")
            #expect(near(trajectory[0], width * CGFloat(easeInEaseOut(0.5)), 1e-3))
            #expect(trajectory.last! == 0)
            advance(1.0 / 60)
            #expect(log.take() == ["A.viewDidDisappear(true)", "B.viewDidAppear(true)", "animator.animationEnded(false)"])
            // Never didAppear for A, never didDisappear for B, no didShow; B stays on the stack.
            #expect(navigation.viewControllers == [a, b] && b.parent === navigation && navigation.topViewController === b)
            #expect(b.view.superview === navigation.view && a.view.superview == nil)
            #expect(b.view.transform == .identity)
            #expect(navigation.navigationBar.topItem?.title == "B")
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func finishRequestedBeforeTheStartIsRemembered() {
        withApp { _ in
            let log = CallbackLog()
            let (navigation, a, _, delegate) = makeStack(log)
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.interactor = interactor
            navigation.popViewController(animated: true)
            interactor.finish()   // the gesture ended before the transition began
            advance(1.0 / 60)
            advance(0.5)
            #expect(navigation.viewControllers == [a] && a.appearance.phase == .appeared)
        }
    }
}
