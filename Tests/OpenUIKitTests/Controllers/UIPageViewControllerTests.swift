@testable import OpenUIKit
import Testing
import UIKitTesting

/// Page view controllers as apps use them (onboarding pages, galleries): pages from a data
/// source, turned by a drag through the real touch path with the delegate's callbacks and the
/// pages' appearance callbacks in order, a drag let go early going back, programmatic turns
/// without delegate calls, the page control, and the page curl.
@MainActor
struct UIPageViewControllerTests {
    final class Pages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [UIViewController]
        let log: CallbackLog
        var showsCount = false
        init(_ pages: [UIViewController], log: CallbackLog) {
            self.pages = pages
            self.log = log
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            pages.firstIndex { $0 === viewController }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
        }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { showsCount ? pages.count : 0 }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int {
            pageViewController.viewControllers?.first.flatMap { shown in pages.firstIndex { $0 === shown } } ?? 0
        }
        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            log.add("delegate.willTransitionTo(\(pendingViewControllers.map { $0.title ?? "?" }))")
        }
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            log.add("delegate.didFinishAnimating(\(finished), previous: \(previousViewControllers.map { $0.title ?? "?" }), completed: \(completed))")
        }
    }

    private func setUp(style: UIPageViewController.TransitionStyle = .scroll) -> (UIWindow, UIPageViewController, Pages, CallbackLog) {
        let log = CallbackLog()
        let pages = Pages(["A", "B", "C"].map { LoggingViewController($0, log: log) }, log: log)
        let pager = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal)
        pager.dataSource = pages
        pager.delegate = pages
        pager.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
        let window = makeWindow()
        window.rootViewController = pager
        advance(0.1)
        _ = log.take()
        return (window, pager, pages, log)
    }

    private func appearance(_ entries: [String]) -> [String] {
        entries.filter { $0.contains("Appear") || $0.contains("Disappear") || $0.hasPrefix("delegate") }
    }

    @Test func aDragPastHalfTurnsThePageWithTheDelegateAndAppearanceInOrder() {
        withApp { _ in
            let (window, pager, pages, log) = setUp()
            #expect(pager.viewControllers?.first === pages.pages[0] && pager.children.count == 1)
            SyntheticTouches(window: window).drag(from: CGPoint(x: 330, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.5, holdBeforeRelease: 0.1)
            advance(0.5)
            #expect(pager.viewControllers?.first === pages.pages[1] && pager.children.map(\.title) == ["B"])
            #expect(appearance(log.take()) == [
                "delegate.willTransitionTo([\"B\"])", "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
                "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
                "delegate.didFinishAnimating(true, previous: [\"A\"], completed: true)",
            ])
            #expect(pages.pages[1].view.frame == window.bounds && pages.pages[0].viewIfLoaded?.superview == nil)
        }
    }

    @Test func aShortDragGoesBackAndPastTheEndOnlyGivesALittle() {
        withApp { _ in
            let (window, pager, pages, log) = setUp()
            SyntheticTouches(window: window).drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 220, y: 400), duration: 0.6, holdBeforeRelease: 0.2)
            advance(0.5)
            #expect(pager.viewControllers?.first === pages.pages[0] && pager.children.count == 1)
            #expect(appearance(log.take()) == [
                "delegate.willTransitionTo([\"B\"])", "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
                "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "B.viewDidDisappear(true)", "A.viewDidAppear(true)",
                "delegate.didFinishAnimating(true, previous: [\"A\"], completed: false)",
            ])
            // Nothing before the first page.
            let finger = SyntheticTouches(window: window).drag(along: [CGPoint(x: 60, y: 400), CGPoint(x: 300, y: 400)], duration: 0.4, release: false)!
            let shown = pages.pages[0].view.frame.minX
            #expect(shown > 10 && shown < 100, "a third of the drag: \(shown)")
            SyntheticTouches(window: window).lift([finger])
            advance(0.5)
            #expect(pages.pages[0].view.frame.minX == 0 && appearance(log.take()).isEmpty)
        }
    }

    @Test func setViewControllersSlidesWithoutTellingTheDelegateAndTheDotsFollow() {
        withApp { capture in
            let log = CallbackLog()
            let pages = Pages(["A", "B", "C"].map { LoggingViewController($0, log: log) }, log: log)
            pages.showsCount = true
            let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                             options: [.interPageSpacing: NSNumber(value: 10)])
            pager.dataSource = pages
            pager.delegate = pages
            pager.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
            let window = makeWindow()
            window.rootViewController = pager
            advance(0.1)
            #expect(!pager.pageControl.isHidden && pager.pageControl.numberOfPages == 3 && pager.pageControl.currentPage == 0)
            _ = log.take()
            var finished: Bool?
            pager.setViewControllers([pages.pages[2]], direction: .forward, animated: true) { finished = $0 }
            advance(0.175)
            let incoming = pages.pages[2].view.layer.presentation()?.frame.minX ?? 0
            #expect(incoming > 10 && incoming < 393, "sliding in from the trailing side: \(incoming)")
            advance(0.5)
            #expect(finished == true && pager.viewControllers?.first === pages.pages[2] && pager.pageControl.currentPage == 2)
            #expect(!log.take().contains { $0.hasPrefix("delegate") }, "programmatic turns do not tell the delegate")
            pager.setViewControllers([pages.pages[0], pages.pages[1]], direction: .reverse, animated: false)
            #expect(pager.viewControllers?.first === pages.pages[2])
            #expect(capture.records(withCode: .viewControllerMisuse).first?.message.contains("doesn't match the number required (1)") == true)
            _ = window
        }
    }

    @Test func aTapNearTheEdgeCurlsThePage() {
        withApp { _ in
            let (window, pager, pages, log) = setUp(style: .pageCurl)
            #expect(pager.spineLocation == .min && pager.gestureRecognizers.count == 2)
            SyntheticTouches(window: window).tap(at: CGPoint(x: 370, y: 400))
            advance(1)
            #expect(pager.viewControllers?.first === pages.pages[1])
            let entries = appearance(log.take())
            #expect(entries.first == "delegate.willTransitionTo([\"B\"])" && entries.last == "delegate.didFinishAnimating(true, previous: [\"A\"], completed: true)")
            SyntheticTouches(window: window).tap(at: CGPoint(x: 200, y: 400))
            advance(1)
            #expect(pager.viewControllers?.first === pages.pages[1], "a tap in the middle does nothing")
            SyntheticTouches(window: window).tap(at: CGPoint(x: 20, y: 400))
            advance(1)
            #expect(pager.viewControllers?.first === pages.pages[0])
        }
    }
}
