/// What a presentation set up, so its dismissal can undo it.
@MainActor
package final class PresentationRecord {
    package let style: UIModalPresentationStyle
    package let transitionStyle: UIModalTransitionStyle
    /// The view the presented controller's view lives in (over the window or a context).
    package let containerView: UIView
    /// The controller whose view the presentation covers (the context controller for
    /// current-context styles, else the presenter). Held weakly: the covered controller
    /// holds the presented one, and a strong reference back would keep both alive forever.
    package private(set) weak var coveredController: UIViewController?
    /// Where the covered view was, when the style removed it from the window.
    package var removedView: CoveredViewPlacement?
    /// The presentation controller of a `.custom` presentation.
    package let presentationController: UIPresentationController?

    package init(style: UIModalPresentationStyle, transitionStyle: UIModalTransitionStyle, containerView: UIView,
                 coveredController: UIViewController, presentationController: UIPresentationController? = nil) {
        self.style = style
        self.transitionStyle = transitionStyle
        self.containerView = containerView
        self.coveredController = coveredController
        self.presentationController = presentationController
    }

    /// Full-screen styles move the covered view into the transition container while the
    /// presentation runs (UIKit relocates the presenting view the same way [O]), so it is
    /// scrubbed with the container when interactive. Remembers where it was.
    package func relocateCoveredView(_ view: UIView, into container: UIView) {
        guard let superview = view.superview, superview !== container else { return }
        if removedView == nil { removedView = CoveredViewPlacement(view, in: superview) }
        let frame = container.convert(view.untransformedFrame, from: superview)
        container.insertSubview(view, at: 0)
        view.untransformedFrame = frame
    }

    /// Takes the covered view out of the window. Where it was is remembered unless a
    /// relocation already remembered its original place.
    package func takeOutCoveredView(_ view: UIView) {
        if removedView == nil, let superview = view.superview {
            removedView = CoveredViewPlacement(view, in: superview)
        }
        view.removeFromSuperview()
    }

    /// Puts the covered view back where it originally was; returns where that was.
    /// The frame follows the view's autoresizing if its superview changed size meanwhile (the
    /// window rotated while the view was out).
    package func putBackCoveredView() -> CoveredViewPlacement? {
        guard let removed = removedView else { return nil }
        removed.superview.insertSubview(removed.view, at: min(removed.index, removed.superview.subviews.count))
        removed.view.untransformedFrame = removed.frame
        let size = removed.superview.bounds.size
        if size != removed.superviewSize { removed.view.resize(withOldSuperviewSize: removed.superviewSize, newSize: size) }
        removedView = nil
        return removed
    }

    /// After a dismissal: the animator added the covered view to the container (as it should);
    /// it goes back to its original place, keeping the geometry the animator left.
    package func returnCoveredView(to placement: CoveredViewPlacement) {
        let view = placement.view
        guard view.superview !== placement.superview, let current = view.superview else { return }
        let frame = placement.superview.convert(view.untransformedFrame, from: current)
        placement.superview.insertSubview(view, at: min(placement.index, placement.superview.subviews.count))
        view.untransformedFrame = frame
    }

    /// A cancelled dismissal: the covered view leaves the window again; its original place is
    /// still `placement`.
    package func takeOutCoveredViewAgain(returningTo placement: CoveredViewPlacement) {
        removedView = placement
        placement.view.removeFromSuperview()
    }

    /// Whether the presentation takes the covered view out of the window (and so sends it
    /// appearance callbacks): full screen and current context, or a presentation controller
    /// that says so.
    package var removesCoveredView: Bool {
        presentationController?.shouldRemovePresentersView ?? (style == .fullScreen || style == .currentContext)
    }

    /// The controller that lays the presentation out and decides what happens to the presenter:
    /// the adapted style's system controller when the presentation adapted, else the one the
    /// app sees (`presentationController`).
    package var effectiveController: UIPresentationController? { adaptiveController ?? presentationController }
    /// The system controller of the adapted style (compact width), if the presentation adapted.
    package var adaptiveController: UIPresentationController?
}

/// Where a covered view lived before a presentation took it out of the window.
@MainActor
package struct CoveredViewPlacement {
    package let view: UIView
    package let superview: UIView
    package let index: Int
    package let frame: CGRect
    /// The superview's size then (the frame is autoresized if it changed).
    package let superviewSize: CGSize

    init(_ view: UIView, in superview: UIView) {
        self.view = view
        self.superview = superview
        index = superview.subviews.firstIndex { $0 === view } ?? 0
        frame = view.untransformedFrame
        superviewSize = superview.bounds.size
    }
}

/// The view a presentation's views are put in (UIKit's transition view). It tells its
/// presentation controller about its layout. A popover's container also takes the taps
/// outside the popover (except on passthrough views, which touches reach through it).
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?
    /// The popover whose outside taps this container takes (see `takeTapsOutside(of:)`).
    private weak var popover: UIPopoverPresentationController?

    /// A popover's container: a tap outside its bubble asks the popover to dismiss.
    func takeTapsOutside(of popover: UIPopoverPresentationController) {
        guard self.popover == nil else { return }
        self.popover = popover
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        tap.addAction { [weak self] tap in
            // Only taps outside the popover dismiss it.
            guard let self, let popover = self.popover, !popover.bubbleContains(tap.location(in: self)) else { return }
            popover.userTappedOutside()
        }
        addGestureRecognizer(tap)
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard let popover, !popover.bubbleContains(point) else { return hit }
        // Outside the popover: passthrough views get the touch, anything else is the container's.
        let windowPoint = convert(point, to: nil)
        if (popover.passthroughViews ?? []).contains(where: { $0.window != nil && $0.point(inside: $0.convert(windowPoint, from: nil), with: event) }) { return nil }
        return hit == nil ? nil : self
    }
}

extension UIViewController {
    /// The controller presented by this controller or its nearest ancestor.
    public var presentedViewController: UIViewController? {
        var controller: UIViewController? = self
        while let current = controller {
            if let presented = current.presentedStorage { return presented }
            controller = current.parentStorage
        }
        return nil
    }

    /// The controller that presented this one (or its nearest presented ancestor).
    public var presentingViewController: UIViewController? {
        var controller: UIViewController? = self
        while let current = controller {
            if let presenting = current.presentingStorage { return presenting }
            controller = current.parentStorage
        }
        return nil
    }

    // MARK: Present

    package func performPresent(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        // Programmer errors (UIKit raises NSInvalidArgumentException): reported, nothing happens.
        if presented === self {
            return raise("Application tried to present modal view controller on itself. Presenting controller is \(UIKitDescription.of(self)).")
        }
        if let parent = presented.parentStorage {
            return raise("Application tried to present modally a view controller \(UIKitDescription.of(presented)) that has a parent view controller \(UIKitDescription.of(parent)).")
        }
        if let presenting = presented.presentingStorage {
            return raise("Application tried to present modally a view controller \(UIKitDescription.of(presented)) that is already being presented by \(UIKitDescription.of(presenting)).")
        }
        if presented.viewStorage?.window != nil || UIApplication.shared.state.windows.contains(where: { $0.rootViewControllerStorage === presented }) {
            return raise("Application tried to present modally an active controller \(UIKitDescription.of(presented)).")
        }
        guard let window = viewStorage?.window else {
            return drop("Attempt to present \(UIKitDescription.of(presented)) on \(UIKitDescription.of(self)) (from \(UIKitDescription.of(self))) whose view is not in the window hierarchy.")
        }
        // Every presentation has a presentation controller: the transitioning delegate's for
        // `.custom` (docs/transition-engine.md, "Who presents"), else UIKit's own for the style (the one `presentationController`
        // handed out before, if read).
        let nominal = presented.modalPresentationStyle
        let appController: UIPresentationController
        if nominal == .custom {
            appController = presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: self, source: self)
                ?? UIPresentationController(presentedViewController: presented, presenting: nil)
        } else {
            appController = presented.presentationController ?? UIPresentationController.system(for: nominal, presenting: presented)
        }
        if let popover = appController as? UIPopoverPresentationController {
            (popover.delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover)
        }
        // Adaptation (compact width only): the delegate may keep the style (`.none`) or pick
        // another; the adapted style's system controller then lays the presentation out.
        let adapted = appController.adaptedStyle(for: traitCollection)
        var effective = appController
        if adapted != appController.presentationStyle, adapted != .custom, adapted != .none, adapted != .automatic {
            if let popover = appController as? UIPopoverPresentationController, adapted == .pageSheet || adapted == .formSheet {
                effective = popover.adaptiveSheetPresentationController
            } else {
                effective = UIPresentationController.system(for: adapted, presenting: presented)
                effective.reportingController = appController
            }
            (effective as? UISheetPresentationController)?.styleOverride = adapted
        }
        // A popover shown as one needs an anchor: UIKit raises NSGenericException (docs/transition-engine.md, "Diagnostics").
        if let popover = effective as? UIPopoverPresentationController, popover.sourceView == nil {
            return raise("UIPopoverPresentationController (\(UIKitDescription.of(presented))) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
        }
        let style = effective.presentationStyle
        if presented.modalTransitionStyle == .partialCurl, style != .fullScreen {
            return raise("UIModalTransitionStylePartialCurl can only be used when the presented view controller's modalPresentationStyle is UIModalPresentationFullScreen (\(UIKitDescription.of(presented))).")
        }
        let contextStyle: UIModalPresentationStyle = effective.shouldPresentInFullscreen ? .fullScreen : .overCurrentContext
        let (presenter, covered) = resolvePresenter(for: contextStyle, in: window)
        if let current = presenter.presentedStorage {
            return drop("Attempt to present \(UIKitDescription.of(presented)) on \(UIKitDescription.of(presenter)) (from \(UIKitDescription.of(self))) which is already presenting \(UIKitDescription.of(current)).")
        }
        if presenter.presentationInFlight || presenter.beingPresented || presenter.beingDismissed {
            return drop("Attempt to present \(UIKitDescription.of(presented)) on \(UIKitDescription.of(presenter)) (from \(UIKitDescription.of(self))) while a presentation is in progress.")
        }
        if presenter.parentStorage == nil, presenter.presentingStorage == nil, window.rootViewControllerStorage !== presenter {
            OpenUIKitDiagnostics.report(.viewControllerMisuse, "Presenting view controllers on detached view controllers is discouraged \(UIKitDescription.of(presenter)).")
        }
        let transitionStyle = covered.providesPresentationContextTransitionStyle && (style == .currentContext || style == .overCurrentContext)
            ? covered.modalTransitionStyle : presented.modalTransitionStyle
        appController.setPresenting(presenter)
        effective.setPresenting(presenter)
        let adaptiveStyle: UIModalPresentationStyle = effective === appController ? .none : style
        // The controller belongs to this presentation now (a refused one keeps it for the next try).
        presented.preparedPresentationController = nil
        PresentationTransition.present(presented, by: presenter, source: self, covering: covered, style: style, transitionStyle: transitionStyle,
                                       controllers: (appController, effective), adaptiveStyle: adaptiveStyle, in: window,
                                       animated: animated, completion: completion)
    }

    /// The presenter and the controller whose view the presentation covers: the nearest
    /// ancestor defining a presentation context for current-context styles, else the
    /// top-most ancestor (the window's root or a presented controller) (docs/transition-engine.md, "Who presents").
    private func resolvePresenter(for style: UIModalPresentationStyle, in window: UIWindow) -> (UIViewController, UIViewController) {
        if style == .currentContext || style == .overCurrentContext {
            var controller: UIViewController? = self
            while let current = controller {
                if current.definesPresentationContext { return (current, current) }
                controller = current.parentStorage
            }
            let root = window.rootViewControllerStorage ?? topAncestor
            return (root, root)
        }
        return (topAncestor, topAncestor)
    }

    private var topAncestor: UIViewController {
        var top: UIViewController = self
        while let parent = top.parentStorage { top = parent }
        return top
    }

    // MARK: Dismiss

    package func performDismiss(animated: Bool, completion: (() -> Void)?) {
        // The presenter dismisses; a presented controller that presents nothing asks its presenter.
        let presenter: UIViewController
        if presentedViewController != nil {
            var controller: UIViewController = self
            while controller.presentedStorage == nil, let parent = controller.parentStorage { controller = parent }
            presenter = controller
        } else if let presenting = presentingViewController {
            presenter = presenting
        } else {
            OpenUIKitDiagnostics.report(.viewControllerMisuse, "dismiss(animated:completion:) on \(UIKitDescription.of(self)), which neither presents nor is presented: nothing to dismiss.", level: .debug)
            if let completion { RunLoopDriver.shared.performOnNextFrame(completion) }
            return
        }
        guard !presenter.presentationInFlight else {
            return drop("Attempt to dismiss from view controller \(UIKitDescription.of(presenter)) while a presentation or dismiss is in progress!")
        }
        PresentationTransition.dismissChain(presentedBy: presenter, animated: animated, completion: completion)
    }

    // MARK: show

    package func performShow(_ controller: UIViewController, sender: Any?) {
        // The controller that handles `show` (a navigation controller pushes), else a presentation.
        if let target = targetViewController(forAction: .show, sender: sender), target !== self {
            target.show(controller, sender: sender)
            return
        }
        present(controller, animated: true)
    }

    package func performShowDetail(_ controller: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: .showDetail, sender: sender), target !== self {
            target.showDetailViewController(controller, sender: sender)
            return
        }
        present(controller, animated: true)
    }

    private func raise(_ message: String) {
        OpenUIKitDiagnostics.report(.viewControllerMisuse, message, level: .error)
    }

    private func drop(_ message: String) {
        OpenUIKitDiagnostics.report(.viewControllerMisuse, message)
    }
}

extension UIViewController {
    /// Between tests the application forgets its windows; presentations still on screen would
    /// keep their presenters, views and windows alive forever (the presenter holds the presented
    /// controller, whose presentation holds the presenter and the covered view's window). Drops
    /// every presentation under this controller without callbacks: nothing is on screen any more.
    package func forgetPresentationsOnReset() {
        for child in childStorage { child.forgetPresentationsOnReset() }
        guard let presented = presentedStorage else { return }
        presented.forgetPresentationsOnReset()
        presented.presentationRecord = nil
        presented.presentingStorage = nil
        presentedStorage = nil
    }
}
