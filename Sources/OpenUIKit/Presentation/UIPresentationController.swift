/// Something that holds content a container sizes: view controllers and presentation
/// controllers.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    /// The container's size is about to change to `size` (the window resized or rotated); the
    /// coordinator runs alongside animations with the change and tells when it is done.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The size a child content container gets within `parentSize`.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The container's traits are about to become `newCollection` (never called here: traits
    /// come from the screen preset and do not change while the app runs).
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}
extension UIPresentationController: UIContentContainer {}

/// Manages a modal presentation after (and during) its transition: where the presented view
/// goes, the chrome around it (dimming), and what happens to the presenter's view.
///
/// Every presentation has one, as on iOS: the system styles use UIKit's own subclasses
/// (full screen, `UISheetPresentationController`, `UIPopoverPresentationController`); a
/// `.custom` presentation uses the one its transitioning delegate vends (or this base class).
/// Reading a controller's `presentationController` before presenting it creates the one for
/// its current style, so its delegate can be set beforehand.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// Key-value observations of this object, once one started (UIKit+KeyValueObserving.swift).
    final package var keyValueObserverStorage: KeyValueObserverList?

    /// Outlets and actions storyboards and nibs can connect (see `InterfaceBuilderConnections`).
    open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {}

    /// The controller being presented.
    public let presentedViewController: UIViewController
    private var presentingStorage: UIViewController?
    final var installedContainer: UIView?

    /// The delegate deciding adaptation and user dismissal (held weakly, as on iOS).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// `presentingViewController` may be `nil`; the presentation fills in the real presenter.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presentingStorage = presentingViewController
        super.init()
    }

    /// The controller that presents (the one the presentation chose).
    open var presentingViewController: UIViewController {
        presentingStorage ?? presentedViewController.presentingViewController ?? presentedViewController
    }

    final func setPresenting(_ controller: UIViewController) { presentingStorage = controller }
    /// Set while a dismissal the user started runs (see `UserDismissal`).
    var userDismissalInProgress = false
    /// For the system controller of an adapted style: the controller the app sees (its delegate
    /// hears about user dismissal).
    weak var reportingController: UIPresentationController?
    var reporting: UIPresentationController { reportingController ?? self }

    /// The presented controller's style.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// The view the presentation happens in; `nil` until the presentation starts.
    open var containerView: UIView? { installedContainer }

    /// The view animated in and out: the presented controller's view unless a subclass wraps it.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view goes in the container (the container's bounds by default).
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// `false` makes the presentation cover the nearest controller that defines a presentation
    /// context instead of the whole screen.
    open var shouldPresentInFullscreen: Bool { true }

    /// `true` when the presented content hides the presenter completely: its view then leaves
    /// the window and it gets appearance callbacks. Default `false`.
    open var shouldRemovePresentersView: Bool { false }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    /// The style the presentation adapts to in the current environment.
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }

    /// The style to adapt to for `traitCollection`: the delegate's answer if it gives one (the
    /// trait-collection variant first), else UIKit's own adaptation in compact width (a popover
    /// becomes a sheet, current context covers the screen) and the presentation's own style
    /// otherwise.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        if let delegate {
            let answer = delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
            if answer != .automatic { return answer }
            let plain = delegate.adaptivePresentationStyle(for: self)
            if plain != .automatic { return plain }
        }
        return traitCollection.horizontalSizeClass == .compact ? defaultCompactStyle : presentationStyle
    }

    /// The traits of the presentation's environment.
    open var traitCollection: UITraitCollection { presentingViewController.traitCollection }

    /// The size of the presented content for a container of `parentSize` (the full size by default).
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// Called when the presented controller's `preferredContentSize` changes.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The presented content's preferred size (the presented controller's).
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    /// The container is about to change size: the presented controller hears of it with the size
    /// this controller gives it.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(to: self.size(forChildContentContainer: presentedViewController, withParentContainerSize: size),
                                                   with: coordinator)
    }

    /// The presentation's traits are about to become `newCollection`; the default passes the
    /// change on to the presented controller. Never called here (see `UIContentContainer`).
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController.willTransition(to: newCollection, with: coordinator)
    }
}

/// Decides how a presentation adapts and whether the user may dismiss it. Every member is
/// optional. The two `adaptivePresentationStyle` defaults return `.automatic`, which stands for
/// "not implemented" (docs/porting.md, "No Objective-C runtime": a delegate answering `.none` means "do not adapt").
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: _SelectorResponding {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The presentation is about to start with `style` (`.none` when it does not adapt).
    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .automatic }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    public func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
}

extension UIViewController {
    /// The presentation controller managing this controller's presentation. Before the
    /// controller is presented, reading it creates the one for its current
    /// `modalPresentationStyle` (so a delegate can be set first); `nil` for `.custom`, whose
    /// controller the transitioning delegate vends when the presentation starts.
    ///
    /// Once created, that controller stays, as on iOS: a `modalPresentationStyle` set afterwards
    /// is ignored for the next presentation (and reported — docs/transition-engine.md, "Diagnostics").
    public var presentationController: UIPresentationController? {
        if let current = presentationRecord?.presentationController { return current }
        if let prepared = preparedPresentationController { return prepared }
        let style = modalPresentationStyle
        guard style != .custom, style != .none else { return nil }
        let controller = UIPresentationController.system(for: style, presenting: self)
        preparedPresentationController = controller
        return controller
    }
}
