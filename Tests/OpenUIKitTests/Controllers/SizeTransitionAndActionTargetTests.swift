@testable import OpenUIKit
import Testing

/// `viewWillTransition(to:with:)` through window size changes, and
/// `targetViewController(forAction:sender:)` with show / showDetail routing.
@MainActor
struct SizeTransitionAndActionTargetTests {
    @Test func aWindowSizeChangeReachesEveryControllerWithACoordinator() {
        withApp { _ in
            let log = CallbackLog()
            let child = SizeLoggingController("child", log: log)
            let root = SizeLoggingController("root", log: log)
            root.childSize = { CGSize(width: $0.width / 2, height: $0.height) }
            root.addChild(child)
            root.view.addSubview(child.view)
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            child.didMove(toParent: root)
            let window = showInWindow(root)
            let presented = SizeLoggingController("presented", log: log)
            presented.modalPresentationStyle = .fullScreen
            root.present(presented, animated: false)
            advance(1.0 / 60)
            _ = log.take()

            let landscape = CGSize(width: 852, height: 393)
            let quarterTurn = CGAffineTransform(rotationAngle: -.pi / 2)
            window.transition(toSize: landscape, targetTransform: quarterTurn)
            // The root (which logs after calling super, so its child, with the size the root
            // gives it, logs first), then the presented controller; the alongside block runs at
            // the start, inside the resize's animation.
            #expect(log.take() == ["child willTransition(426x393, animated, 0.4 s)", "root willTransition(852x393, animated, 0.4 s)",
                                   "presented willTransition(852x393, animated, 0.4 s)", "root alongside ran"])
            #expect(root.coordinator?.targetTransform == quarterTurn)
            // Alongside animations run with the resize; completions at its end.
            advance(0.2)
            #expect(window.bounds.size == landscape, "the model size changes at once")
            let halfway = window.layer.presentation()!.bounds.width
            #expect(halfway > 393 && halfway < 852)
            #expect(log.entries.isEmpty)
            advance(0.25)
            #expect(log.take() == ["root completion (cancelled: false)"])
            #expect(presented.view.frame.size == landscape)
            // The root's view, out of the window under the full-screen presentation, comes back
            // at the new size.
            #expect(root.view.window == nil)
            root.dismiss(animated: false)
            advance(1.0 / 60)
            #expect(root.view.frame.size == landscape && child.view.frame.size == CGSize(width: 852, height: 393))
        }
    }

    @Test func showGoesToTheNavigationControllerAndClaimedActionsToTheirClaimer() {
        withApp { _ in
            let inner = UIViewController()
            let navigation = UINavigationController(rootViewController: inner)
            _ = showInWindow(navigation)
            #expect(inner.targetViewController(forAction: Selector("showViewController:sender:"), sender: nil) === navigation)
            #expect(inner.targetViewController(forAction: "showDetailViewController:sender:", sender: nil) == nil)
            let next = UIViewController()
            inner.show(next, sender: nil)
            advance(0.5)
            #expect(navigation.viewControllers == [inner, next])

            // A container that claims showDetail gets it from inside.
            let detailHost = DetailClaimingController()
            let leaf = UIViewController()
            detailHost.addChild(leaf)
            detailHost.view.addSubview(leaf.view)
            leaf.didMove(toParent: detailHost)
            next.present(detailHost, animated: false)
            advance(1.0 / 60)
            let detail = UIViewController()
            #expect(leaf.targetViewController(forAction: "showDetailViewController:sender:", sender: nil) === detailHost)
            leaf.showDetailViewController(detail, sender: nil)
            #expect(detailHost.shownDetail === detail)
            // Without a claimer, showDetail presents.
            let plain = UIViewController()
            leaf.show(plain, sender: nil)
            advance(1.0 / 60)
            #expect(detailHost.presentedViewController === plain, "presented: the search stops at the presentation")
            #expect(navigation.viewControllers == [inner, next])
        }
    }
}

@MainActor
private final class SizeLoggingController: UIViewController {
    let name: String
    let log: CallbackLog
    var childSize: (CGSize) -> CGSize = { $0 }
    var coordinator: (any UIViewControllerTransitionCoordinator)?

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.add("\(name) willTransition(\(Int(size.width))x\(Int(size.height)), \(coordinator.isAnimated ? "animated" : "not animated"), \(coordinator.transitionDuration) s)")
        guard name == "root" else { return }
        self.coordinator = coordinator
        coordinator.animate(alongsideTransition: { [log] _ in log.add("root alongside ran") },
                            completion: { [log] context in log.add("root completion (cancelled: \(context.isCancelled))") })
    }

    override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        childSize(parentSize)
    }
}

@MainActor
private final class DetailClaimingController: UIViewController {
    var shownDetail: UIViewController?
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == "showDetailViewController:sender:"
    }
    override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        shownDetail = vc
    }
}
