/// Runs the navigation controller's pop gesture: decides whether it may begin, starts the pop
/// with a percent-driven interactor and drives it from the finger.
@MainActor
final class InteractivePopDriver: NSObject, UIGestureRecognizerDelegate {
    let recognizer = UIScreenEdgePanGestureRecognizer()
    /// Not weak: see `UnretainedReference`.
    @exclusivity(unchecked) private var navigationReference: UnretainedReference<UIViewController>?
    private var navigationController: UINavigationController? {
        guard let navigationReference else { return nil }
        return UINavigationController.navigation(navigationReference)
    }
    /// The interactor the gesture is driving.
    @exclusivity(unchecked) private var interactor: UIPercentDrivenInteractiveTransition?
    @exclusivity(unchecked) private var reportedCustomAnimator = false

    override init() {
        super.init()
        recognizer.edges = .left
        recognizer.followsLeadingEdge = true
        recognizer.name = "UINavigationController.interactivePopGestureRecognizer"
        recognizer.delegate = self
        recognizer.addTarget(self, action: InteractivePopDriver.handle)
    }

    func install(on navigationController: UINavigationController, view: UIView) {
        navigationReference = navigationController.unretainedReference
        view.addGestureRecognizer(recognizer)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation = navigationController else { return false }
        let stack = navigation.viewControllers
        guard stack.count >= 2, !navigation.isTransitionPendingOrRunning else { return false }
        guard let top = stack.last, !top.navigationItem.hidesBackButton || navigation.isNavigationBarHidden else { return false }
        // Behaviour source [R] — Transitions and navigation
        //   Rule: A layout-to-layout pop is not interactive; the edge swipe does not begin over
        //     such a stack, the back button pops
        //   Value: no interactive pop
        //   Source: The statement "layout transitions do not support interaction" comes from seed
        //     000 (a third-party article, docs/gallery.md), not from Apple. Apple's page for the
        //     property is silent on the edge swipe. Settled by a published observation of iOS.
        //   Also: docs/collection-and-table-views.md,
        //     Tests/OpenUIKitTests/Collections/CollectionLayoutTransitionTests.swift
        // A layout-to-layout pop is a layout change, which a finger does not drive (seed 000 §4:
        // "layout transitions do not support interaction"); the back button pops it [R].
        if let collection = top as? UICollectionViewController, let below = stack[stack.count - 2] as? UICollectionViewController,
           collection.viewIfLoaded != nil, collection.viewIfLoaded === below.viewIfLoaded {
            return false
        }
        if let delegate = navigation.delegate,
           delegate.navigationController(navigation, animationControllerFor: .pop, from: top, to: stack[stack.count - 2]) != nil {
            if !reportedCustomAnimator {
                reportedCustomAnimator = true
                OpenUIKitDiagnostics.report(.transitionMisuse, "The navigation controller's delegate vends its own pop animator: the edge swipe will not pop interactively (drive your animator with your own gesture and interaction controller).", level: .info)
            }
            return false
        }
        return true
    }

    private func handle(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let navigation = navigationController else { return }
        // Right to left, the gesture starts at the right edge and moves left.
        let direction: CGFloat = navigation.view.readsRightToLeft ? -1 : 1
        let width = max(navigation.view.bounds.width, 1)
        let progress = min(max(direction * gesture.translation(in: navigation.view).x / width, 0), 1)
        switch gesture.state {
        case .began:
            // The pop goes through the public call (a subclass's override sees it, as on iOS);
            // the interactor then rides on the transition request it made.
            let interactor = UIPercentDrivenInteractiveTransition()
            navigation.popViewController(animated: true)
            self.interactor = navigation.attachToRequestedTransition(interactor) ? interactor : nil
        case .changed:
            interactor?.update(progress)
        case .ended:
            // The lift position counts: the rest of the pop starts where the finger left it.
            interactor?.update(progress)
            let velocity = direction * gesture.velocity(in: navigation.view).x
            let finishes = velocity > SystemTransitionConstants.interactivePopFinishVelocity
                || (progress > SystemTransitionConstants.interactivePopFinishFraction && velocity > -SystemTransitionConstants.interactivePopFinishVelocity)
            finishes ? interactor?.finish() : interactor?.cancel()
            interactor = nil
        case .cancelled:
            interactor?.cancel()
            interactor = nil
        default:
            break
        }
    }
}
