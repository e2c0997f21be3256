import Foundation

/// The navigation controller's transition between collection view controllers that share one
/// collection view (`useLayoutToLayoutNavigationTransitions`): the collection view changes from
/// the layout on screen to the destination controller's `collectionViewLayout`, over the
/// navigation duration on the system curve; nothing slides. Not interactive (as on iOS: the
/// pop gesture does not drive it).
@MainActor
final class LayoutToLayoutNavigationAnimator: SystemTransitionAnimator {
    let collectionView: UICollectionView
    let targetLayout: UICollectionViewLayout

    init(collectionView: UICollectionView, targetLayout: UICollectionViewLayout) {
        self.collectionView = collectionView
        self.targetLayout = targetLayout
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        SystemTransitionConstants.navigationDuration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        if collectionView.superview !== container { container.addSubview(collectionView) }
        if let to = context.viewController(forKey: .to) {
            collectionView.frame = context.finalFrame(for: to)
            to.sendViewIsAppearing()
        }
        CollectionLayoutChange.run(collectionView, to: targetLayout, placingNewcomersBy: collectionView.collectionViewLayout,
                                   notifiesLayouts: true, animated: context.isAnimated, duration: transitionDuration(using: context),
                                   options: .systemCurve) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// Whether a navigation transition is a layout-to-layout one, and its animator.
@MainActor
enum LayoutToLayoutNavigation {
    /// The animator when `to` and `from` are collection view controllers sharing (push: about to
    /// share) one collection view; nil otherwise. A push hands `from`'s collection view to `to`.
    static func plan(isPush: Bool, from: UIViewController, to: UIViewController) -> LayoutToLayoutNavigationAnimator? {
        guard let fromController = from as? UICollectionViewController, let toController = to as? UICollectionViewController,
              let shared = fromController.viewIfLoaded as? UICollectionView else { return nil }
        if isPush {
            guard toController.usesLayoutToLayoutTransition(over: fromController) else { return nil }
            toController.adoptSharedCollectionView(shared)
        } else {
            guard toController.viewIfLoaded === shared else { return nil }
            // The controller below owns the shared view again (its responder chain).
            toController.view = shared
        }
        return LayoutToLayoutNavigationAnimator(collectionView: shared, targetLayout: toController.collectionViewLayout)
    }
}
