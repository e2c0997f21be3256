

extension UIViewController {
    /// `presentedViewController`'s search.
    final var nearestPresentedViewController: UIViewController? {
        var controller: UIViewController? = self
        while let current = controller {
            if let presented = current.presentedStorage { return presented }
            controller = current.parentStorage
        }
        return nil
    }

    /// `presentingViewController`'s search.
    final var nearestPresentingViewController: UIViewController? {
        var controller: UIViewController? = self
        while let current = controller {
            if let presenting = current.presentingStorage { return presenting }
            controller = current.parentStorage
        }
        return nil
    }

    // MARK: Present

    /// `asksForAnimator: false` presents without asking the transitioning delegate for an
    /// animator (state restoration brings presentations back that way).
    func performPresent(_ presented: UIViewController, animated: Bool, asksForAnimator: Bool = true, completion: (() -> Void)?) {
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
        if let popover = effective as? UIPopoverPresentationController, popover.sourceView == nil,
           popover.barButtonItem?.shownView?.window == nil {
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
                                       animated: animated, asksForAnimator: asksForAnimator, completion: completion)
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

    func performDismiss(animated: Bool, completion: (() -> Void)?) {
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
            if let completion { FrameScheduler.performOnNextFrame(completion) }
            return
        }
        guard !presenter.presentationInFlight else {
            return drop("Attempt to dismiss from view controller \(UIKitDescription.of(presenter)) while a presentation or dismiss is in progress!")
        }
        PresentationTransition.dismissChain(presentedBy: presenter, animated: animated, completion: completion)
    }

    // MARK: show

    func performShow(_ controller: UIViewController, sender: Any?) {
        // The controller that handles `show` (a navigation controller pushes), else a presentation.
        if let target = targetViewController(forAction: .show, sender: sender), target !== self {
            target.show(controller, sender: sender)
            return
        }
        present(controller, animated: true)
    }

    func performShowDetail(_ controller: UIViewController, sender: Any?) {
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
    func forgetPresentationsOnReset() {
        for child in childStorage { child.forgetPresentationsOnReset() }
        guard let presented = presentedStorage else { return }
        presented.forgetPresentationsOnReset()
        presented.presentationRecord = nil
        presented.presentingStorage = nil
        presentedStorage = nil
    }
}
