@testable import TransitionGallery
import Testing
@testable import UIKit
import UIKitTesting

/// Every gallery demo runs headless to its end state, its script driving the transitions with
/// synthetic fingers; interactive demos also go back when let go early.
@MainActor
struct GalleryDemoTests {
    /// Runs `demo` and returns, for each frame, what `sample` saw (deduplicated in order); the
    /// root screen must end where it started.
    private func run<T: Equatable>(_ demo: GalleryDemo, options: DemoOptions = DemoOptions(), sample: @escaping @MainActor (UIViewController?) -> T,
                                   end: (TransitionHost) throws -> Void) throws -> [T] {
        try runDemo(demo, options: options, sample: { sample($0.window.rootViewController) }) { host in
            // The root screen ends where it started (flat too, unless a cancel left a seed's
            // animator with its model values: seed 002 never resets them).
            let rootView = host.window.rootViewController?.view
            #expect(rootView?.untransformedFrame == host.window.bounds)
            if options.cancelAt == nil { #expect(rootView?.layer.transform == CATransform3DIdentity) }
            try end(host)
        }.seen
    }

    /// The title of what is presented over the root, "(moving)" while it is being presented or
    /// dismissed, or "-".
    private func presentedTitle(_ root: UIViewController?) -> String {
        guard let presented = root?.presentedViewController else { return "-" }
        if presented.isBeingPresented || presented.isBeingDismissed { return "(moving)" }
        return presented.title ?? String(describing: type(of: presented))
    }

    @Test func everyDemoHasAUniqueNameAndFitsItsRecording() {
        let names = GalleryDemo.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(GalleryDemo.named("sc-flip")?.seed == "002")
    }

    @Test func scFlipPresentsAndDismissesWithThePanOrGoesBackWhenLetGoEarly() throws {
        let demo = GalleryDemo.named("sc-flip")!
        let shown = try run(demo, sample: presentedTitle) { host in
            #expect(host.window.rootViewController?.presentedViewController == nil)
        }
        #expect(shown == ["-", "(moving)", "SCModalViewController", "(moving)", "-"])
        // Let go at 30 %: the flip goes back, twice (the second pan finds nothing to dismiss and
        // presents again, going back again).
        let cancelled = try run(demo, options: DemoOptions(cancelAt: 0.3), sample: presentedTitle) { host in
            #expect(host.window.rootViewController?.presentedViewController == nil)
        }
        #expect(cancelled == ["-", "(moving)", "-", "(moving)", "-"])
    }

    @Test func petFlipOpensTheCardAndTheSwipeFlipsItBack() throws {
        let demo = GalleryDemo.named("pet-flip")!
        let shown = try run(demo, sample: presentedTitle) { host in
            #expect(host.window.rootViewController?.presentedViewController == nil)
        }
        #expect(shown == ["-", "(moving)", "RevealViewController", "(moving)", "-"])
        let kept = try run(demo, options: DemoOptions(cancelAt: 0.3), sample: presentedTitle) { host in
            #expect(host.window.rootViewController?.presentedViewController is RevealViewController)
        }
        #expect(kept == ["-", "(moving)", "RevealViewController", "(moving)", "RevealViewController"])
    }

    @Test func hsPushPushesAndThePanPops() throws {
        let depth: @MainActor (UIViewController?) -> Int = { ($0 as? UINavigationController)?.viewControllers.count ?? 0 }
        let demo = GalleryDemo.named("hs-push")!
        #expect(try run(demo, sample: depth) { _ in } == [1, 2, 1])
        // Let go at 30 %: the pop goes back, the second screen stays.
        #expect(try run(demo, options: DemoOptions(cancelAt: 0.3), sample: depth) { _ in } == [1, 2, 1, 2])
    }

    @Test func diagonalPresentsAndTheCloseButtonDismisses() throws {
        let shown = try run(GalleryDemo.named("diagonal")!, sample: presentedTitle) { host in
            #expect(host.window.rootViewController?.view.window === host.window)
        }
        #expect(shown == ["-", "(moving)", "DiagonalSecondViewController", "(moving)", "-"])
    }

    @Test func systemTransitionsRunOneAfterTheOther() throws {
        let pushedOrPresented: @MainActor (UIViewController?) -> String = { root in
            guard let navigation = root as? UINavigationController else { return "?" }
            if navigation.viewControllers.count > 1 { return "pushed" }
            return self.presentedTitle(navigation)
        }
        let seen = try run(GalleryDemo.named("system")!, sample: pushedOrPresented) { host in
            let navigation = host.window.rootViewController as! UINavigationController
            #expect(navigation.viewControllers.count == 1 && navigation.presentedViewController == nil)
        }
        let modal = ["覆盖 Cover vertical", "溶解 Cross dissolve", "翻转 Flip horizontal", "卷页 Partial curl", "表单 Page sheet"]
        #expect(seen == ["-", "pushed", "-"] + modal.flatMap { ["(moving)", $0, "(moving)", "-"] })
    }

    @Test func systemIPadShowsAFormSheetAndAPopoverThatATapOutsideDismisses() throws {
        var styles: [UIModalPresentationStyle] = []
        let presentedTitles: @MainActor (UIViewController?) -> String = { root in
            if let shown = root?.presentedViewController, !styles.contains(shown.modalPresentationStyle) { styles.append(shown.modalPresentationStyle) }
            return self.presentedTitle(root)
        }
        let seen = try run(GalleryDemo.named("system-ipad")!, sample: presentedTitles) { host in
            #expect(host.window.rootViewController?.presentedViewController == nil)
        }
        #expect(seen == ["-", "(moving)", "表格 Form sheet", "(moving)", "-", "(moving)", "弹出 Popover", "(moving)", "-"])
        #expect(styles == [.formSheet, .popover], "a regular-width popover stays a popover")
    }

    @Test func everydayRefreshesDeletesCancelsAndTurnsPages() throws {
        let shown: @MainActor (UIViewController?) -> String = { root in
            guard let navigation = root as? UINavigationController else { return "?" }
            if let pages = navigation.topViewController as? UIPageViewController {
                return "page \(pages.dataSource?.presentationIndex(for: pages) ?? -1)"
            }
            if let alert = navigation.presentedViewController as? UIAlertController {
                return alert.isBeingPresented || alert.isBeingDismissed ? "(moving)" : (alert.preferredStyle == .alert ? "alert" : "action sheet")
            }
            return "list"
        }
        let seen = try run(GalleryDemo.named("everyday")!, sample: shown) { host in
            let navigation = host.window.rootViewController as! UINavigationController
            let list = navigation.viewControllers.first as! EverydayControllersViewController
            #expect(list.log == ["refresh", "deleted", "cancelled"])
            #expect(navigation.viewControllers.count == 1 && navigation.presentedViewController == nil)
            #expect(list.refreshControl?.isRefreshing == false)
        }
        #expect(seen == ["list", "(moving)", "alert", "(moving)", "list", "(moving)", "action sheet", "(moving)", "list",
                         "page 0", "page 1", "page 2", "list"], "\(seen)")
    }
}
