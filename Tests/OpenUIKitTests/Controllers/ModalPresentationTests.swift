@testable import OpenUIKit
import Testing

@MainActor
struct ModalPresentationTests {
    private func makeRoot(_ log: CallbackLog) -> (UIWindow, LoggingViewController) {
        let a = LoggingViewController("A", log: log)
        let window = showInWindow(a)
        advance(1.0 / 60)
        _ = log.take()
        return (window, a)
    }

    @Test func fullScreenPresentAndDismissFollowUIKitsOrder() {
        withApp { _ in
            let log = CallbackLog()
            let (window, a) = makeRoot(log)
            let b = LoggingViewController("B", log: log)
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: true) { log.add("present completion") }
            #expect(a.presentedViewController === b && b.presentingViewController === a)
            #expect(log.take() == ["B.loadView", "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true) [beingPresented]", "B.viewIsAppearing(true)"])
            advance(0.45)
            #expect(log.take() == ["B.viewDidAppear(true) [beingPresented]", "A.viewDidDisappear(true)", "present completion"])
            #expect(a.view.superview == nil, "full screen removes the presenter's view")
            #expect(b.view.window === window && b.view.frame == window.bounds)

            b.dismiss(animated: true) { log.add("dismiss completion") }
            #expect(log.take() == ["B.viewWillDisappear(true) [beingDismissed]", "A.viewWillAppear(true)", "A.viewIsAppearing(true)"])
            #expect(a.view.superview === window)
            advance(0.45)
            #expect(log.take() == ["B.viewDidDisappear(true) [beingDismissed]", "A.viewDidAppear(true)", "dismiss completion"])
            #expect(a.presentedViewController == nil && b.presentingViewController == nil)
            #expect(b.view.window == nil)
        }
    }

    @Test func coverVerticalFrames() {
        withApp { _ in
            let log = CallbackLog()
            let (window, a) = makeRoot(log)
            let b = LoggingViewController("B", log: log)
            b.modalPresentationStyle = .overFullScreen
            a.present(b, animated: true)
            let start = CACurrentMediaTime()
            CATransaction.flush()
            #expect(b.view.layer.presentation()!.frame.minY == window.bounds.height)
            advance(0.2)
            let progress = CGFloat(cubicBezier(0, 0, 0.58, 1, (CACurrentMediaTime() - start) / 0.4))
            #expect(near(b.view.layer.presentation()!.frame.minY, window.bounds.height * (1 - progress), 1e-3))
            advance(0.25)
            #expect(b.view.layer.presentation()!.frame.minY == 0)

            // The dismissal slides the whole view down (its size does not change).
            b.dismiss(animated: true)
            let dismissStart = CACurrentMediaTime()
            CATransaction.flush()
            for _ in 0..<3 {
                advance(0.1)
                let p = CGFloat(cubicBezier(0, 0, 0.58, 1, (CACurrentMediaTime() - dismissStart) / 0.4))
                let frame = b.view.layer.presentation()!.frame
                #expect(near(frame, CGRect(x: 0, y: window.bounds.height * p, width: 393, height: 852), 1e-3), "\(frame)")
            }
            advance(0.2)
            #expect(a.presentedViewController == nil)
        }
    }

    @Test func stylesThatKeepThePresenterSendItNoCallbacks() {
        withApp { _ in
            for style in [UIModalPresentationStyle.overFullScreen, .pageSheet, .formSheet, .automatic, .popover] {
                let log = CallbackLog()
                let (window, a) = makeRoot(log)
                let b = LoggingViewController("B", log: log)
                b.modalPresentationStyle = style
                a.present(b, animated: true)
                advance(0.5)
                b.dismiss(animated: true)
                advance(0.5)
                #expect(log.take().filter { $0.hasPrefix("A.") }.isEmpty, "\(style)")
                #expect(a.view.superview === window)
            }
        }
    }

    @Test func phoneSheetIsACardOverAShrunkPresenter() {
        withApp { _ in
            let log = CallbackLog()
            let (window, a) = makeRoot(log)
            let b = LoggingViewController("B", log: log)
            #expect(b.modalPresentationStyle == .pageSheet, ".automatic reads as a page sheet")
            a.present(b, animated: true)
            advance(0.5)
            #expect(b.view.frame == CGRect(x: 0, y: 59 + 10, width: 393, height: 852 - 69))
            #expect(b.view.layer.cornerRadius == 10)
            #expect(a.view.transform.a == 0.92)
            #expect(near(a.view.frame.minY, 59, 1e-9))
            #expect(window.subviews.last is PresentationContainerView)
            // Half way through an animated dismissal the card is lower, at full size.
            b.dismiss(animated: true)
            advance(0.2)
            let sliding = b.view.layer.presentation()!.frame
            #expect(near(sliding.width, 393) && near(sliding.height, 783, 1e-6) && sliding.minY > 69, "\(sliding)")
            advance(0.3)
            #expect(a.presentedViewController == nil && a.view.transform == .identity)
            a.present(b, animated: false)
            advance(1.0 / 60)
            b.dismiss(animated: false)
            advance(1.0 / 60)
            #expect(a.view.transform == .identity && a.view.frame == window.bounds)
        }
    }

    @Test func dismissingFromTheMiddleRemovesEverythingAbove() {
        withApp { _ in
            let log = CallbackLog()
            let (window, a) = makeRoot(log)
            let b = LoggingViewController("B", log: log), c = LoggingViewController("C", log: log), d = LoggingViewController("D", log: log)
            for controller in [b, c, d] { controller.modalPresentationStyle = .fullScreen }
            a.present(b, animated: false)
            advance(1.0 / 60)
            b.present(c, animated: false)
            advance(1.0 / 60)
            c.present(d, animated: false)
            advance(1.0 / 60)
            _ = log.take()
            #expect(c.presentedViewController === d && b.presentedViewController === c)
            var done = false
            b.dismiss(animated: true) { done = true }
            advance(0.5)
            #expect(done)
            // D animated out; C (already gone behind D) got nothing; B uncovered appears again.
            #expect(log.take() == ["D.viewWillDisappear(true) [beingDismissed]", "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
                                   "D.viewDidDisappear(true) [beingDismissed]", "B.viewDidAppear(true)"])
            #expect(b.presentedViewController == nil && c.presentingViewController == nil && d.presentingViewController == nil)
            #expect(a.presentedViewController === b)
            #expect(window.subviews.filter { $0 is PresentationContainerView }.count == 1)
        }
    }

    @Test func currentContextCoversTheDefiningController() {
        withApp { _ in
            let log = CallbackLog()
            let navigation = UINavigationController(rootViewController: LoggingViewController("Root", log: log))
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation, UIViewController()]
            navigation.definesPresentationContext = true
            UIScreen.setMain(UIScreen(preset: .iPad))
            _ = showInWindow(tabs)
            let modal = LoggingViewController("M", log: log)
            modal.modalPresentationStyle = .overCurrentContext
            navigation.topViewController!.present(modal, animated: false)
            advance(1.0 / 60)
            #expect(modal.presentingViewController === navigation)
            #expect(modal.view.superview?.frame == navigation.view.frame)
            #expect(tabs.presentedViewController == nil)
        }
    }

    @Test func misusesAreRefusedOrDroppedAsUIKitDoes() {
        withApp { capture in
            let log = CallbackLog()
            let (_, a) = makeRoot(log)
            a.present(a, animated: false)
            let child = UIViewController()
            a.addChild(child)
            a.present(child, animated: false)
            let b = LoggingViewController("B", log: log)
            a.present(b, animated: true)
            a.present(LoggingViewController("C", log: log), animated: true)
            let offscreen = UIViewController()
            offscreen.present(UIViewController(), animated: false)
            advance(1)
            let loose = UIViewController()
            var completed = false
            loose.dismiss(animated: true) { completed = true }
            advance(1.0 / 60)
            #expect(completed)
            let messages = capture.records(withCode: .viewControllerMisuse).map(\.message)
            #expect(messages.count == 5)
            guard messages.count == 5 else { return }
            #expect(messages[0].hasPrefix("Application tried to present modal view controller on itself. Presenting controller is <"))
            #expect(messages[1].hasPrefix("Application tried to present modally a view controller <") && messages[1].contains("that has a parent view controller"))
            #expect(messages[2].hasPrefix("Attempt to present <") && messages[2].contains("which is already presenting <"))
            #expect(messages[3].hasSuffix("whose view is not in the window hierarchy."))
            #expect(messages[4].contains("neither presents nor is presented"))
            #expect(a.presentedViewController === b)
        }
    }
}

@MainActor
struct ModalTransitionStyleTests {
    @Test func crossDissolveFlipAndCurl() {
        withApp { capture in
            let log = CallbackLog()
            let a = LoggingViewController("A", log: log)
            let window = showInWindow(a)
            let b = LoggingViewController("B", log: log)
            b.modalPresentationStyle = .fullScreen
            b.modalTransitionStyle = .crossDissolve
            a.present(b, animated: true)
            advance(0.15)
            #expect(near(CGFloat(b.view.layer.presentation()!.opacity), CGFloat(easeInEaseOut(0.15 / 0.3)), 1e-3))
            advance(0.2)
            #expect(b.appearance.phase == .appeared)
            b.dismiss(animated: false)
            advance(1.0 / 60)

            let c = LoggingViewController("C", log: log)
            c.modalPresentationStyle = .fullScreen
            c.modalTransitionStyle = .flipHorizontal
            a.present(c, animated: true)
            advance(0.15)
            // A quarter of the way the container has turned about y and still shows A's side.
            let container = c.view.superview!
            let turned = container.layer.presentation()!.transform
            #expect(turned.m11 < 0.99 && turned.m11 > 0)
            #expect(container.layer.sublayers?.contains { $0.zPosition == 1_000_000 && $0.contents != nil } == true,
                    "a picture of the presenter's side covers the turning container in the first half")
            advance(0.5)
            #expect(!c.view.isHidden && c.appearance.phase == .appeared && a.view.window == nil)

            let d = UIViewController()
            d.modalPresentationStyle = .pageSheet
            d.modalTransitionStyle = .partialCurl
            c.present(d, animated: true)
            #expect(c.presentedViewController == nil)
            #expect(capture.records(withCode: .viewControllerMisuse).last?.message.hasPrefix("UIModalTransitionStylePartialCurl can only be used") == true)
            withExtendedLifetime(window) {}
        }
    }

    @Test func showPushesInANavigationControllerAndPresentsElsewhere() {
        withApp { _ in
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            _ = showInWindow(navigation)
            let next = UIViewController()
            root.show(next, sender: nil)
            #expect(navigation.topViewController === next)
            let loose = UIViewController()
            _ = showInWindow(loose)
            let detail = UIViewController()
            loose.showDetailViewController(detail, sender: nil)
            #expect(loose.presentedViewController === detail)
        }
    }
}
