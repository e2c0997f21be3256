/// What a presentation set up, so its dismissal can undo it.
@MainActor
package final class PresentationRecord {
    package let style: UIModalPresentationStyle
    package let transitionStyle: UIModalTransitionStyle
    /// The view the presented controller's view lives in (over the window or a context).
    package let containerView: UIView
    /// The controller whose view the presentation covers (the context controller for
    /// current-context styles, else the presenter).
    package let coveredController: UIViewController
    /// Where the covered view was, when the style removed it from the window.
    package var removedView: (view: UIView, superview: UIView, index: Int, frame: CGRect)?
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
        if removedView == nil { removedView = (view, superview, superview.subviews.firstIndex { $0 === view } ?? 0, view.frame) }
        let frame = container.convert(view.frame, from: superview)
        container.insertSubview(view, at: 0)
        view.frame = frame
    }

    /// Takes the covered view out of the window. Where it was is remembered unless a
    /// relocation already remembered its original place.
    package func takeOutCoveredView(_ view: UIView) {
        if removedView == nil, let superview = view.superview {
            removedView = (view, superview, superview.subviews.firstIndex { $0 === view } ?? 0, view.frame)
        }
        view.removeFromSuperview()
    }

    /// Puts the covered view back where it originally was; returns where that was.
    package func putBackCoveredView() -> (view: UIView, superview: UIView, index: Int, frame: CGRect)? {
        guard let removed = removedView else { return nil }
        removed.superview.insertSubview(removed.view, at: min(removed.index, removed.superview.subviews.count))
        removed.view.frame = removed.frame
        removedView = nil
        return removed
    }

    /// After a dismissal: the animator added the covered view to the container (as it should);
    /// it goes back to its original place, keeping the geometry the animator left.
    package func returnCoveredView(to placement: (view: UIView, superview: UIView, index: Int, frame: CGRect)) {
        let view = placement.view
        guard view.superview !== placement.superview, let current = view.superview else { return }
        let frame = placement.superview.convert(view.frame, from: current)
        placement.superview.insertSubview(view, at: min(placement.index, placement.superview.subviews.count))
        view.frame = frame
    }

    /// A cancelled dismissal: the covered view leaves the window again; its original place is
    /// still `placement`.
    package func takeOutCoveredViewAgain(returningTo placement: (view: UIView, superview: UIView, index: Int, frame: CGRect)) {
        removedView = placement
        placement.view.removeFromSuperview()
    }

    /// Whether the presentation takes the covered view out of the window (and so sends it
    /// appearance callbacks): full screen and current context, or a presentation controller
    /// that says so.
    package var removesCoveredView: Bool {
        presentationController?.shouldRemovePresentersView ?? (style == .fullScreen || style == .currentContext)
    }
}

/// The view a presentation's views are put in (UIKit's transition view). It tells a custom
/// presentation controller about its layout.
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
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
        let style = presented.resolvedPresentationStyle(in: traitCollection)
        if presented.modalTransitionStyle == .partialCurl, style != .fullScreen {
            return raise("UIModalTransitionStylePartialCurl can only be used when the presented view controller's modalPresentationStyle is UIModalPresentationFullScreen (\(UIKitDescription.of(presented))).")
        }
        if presented.modalPresentationStyleStorage == .popover, traitCollection.horizontalSizeClass != .compact {
            OpenUIKitDiagnostics.reportOnce(key: "popover-regular", .unsupportedAPI, "Popover presentations in regular width are shown as form sheets: UIPopoverPresentationController (arrow, source view) is not implemented yet.")
        }
        // A .custom presentation asks its delegate for a presentation controller first (spec §5.1).
        var presentationController: UIPresentationController?
        if style == .custom {
            presentationController = presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: self, source: self)
                ?? UIPresentationController(presentedViewController: presented, presenting: nil)
        }
        let contextStyle: UIModalPresentationStyle = presentationController.map { $0.shouldPresentInFullscreen ? .custom : .overCurrentContext } ?? style
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
        presentationController?.setPresenting(presenter)
        PresentationTransition.present(presented, by: presenter, source: self, covering: covered, style: style, transitionStyle: transitionStyle,
                                       presentationController: presentationController, in: window, animated: animated, completion: completion)
    }

    /// `.automatic` is a page sheet; in compact width sheets stay sheets (the phone card), a
    /// popover becomes a sheet and current context covers the screen (spec §7.3).
    package func resolvedPresentationStyle(in traits: UITraitCollection) -> UIModalPresentationStyle {
        let style = modalPresentationStyleStorage == .automatic ? .pageSheet : modalPresentationStyleStorage
        guard traits.horizontalSizeClass == .compact else { return style == .popover ? .formSheet : style }
        switch style {
        case .popover: return .pageSheet
        case .currentContext: return .fullScreen
        default: return style
        }
    }

    /// The presenter and the controller whose view the presentation covers: the nearest
    /// ancestor defining a presentation context for current-context styles, else the
    /// top-most ancestor (the window's root or a presented controller) (spec §7.2).
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
        var target: UIViewController? = self
        while let current = target {
            if current.handlesShow {
                current.show(controller, sender: sender)
                return
            }
            target = current.parentStorage ?? current.presentingStorage
        }
        present(controller, animated: true)
    }

    package func performShowDetail(_ controller: UIViewController, sender: Any?) {
        present(controller, animated: true)
    }


    private func raise(_ message: String) {
        OpenUIKitDiagnostics.report(.viewControllerMisuse, message, level: .error)
    }

    private func drop(_ message: String) {
        OpenUIKitDiagnostics.report(.viewControllerMisuse, message)
    }
}
