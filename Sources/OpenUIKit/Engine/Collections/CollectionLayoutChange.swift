import Foundation

/// A change of a collection view's layout, animated or not: the views of the elements visible
/// before or after move from where the old layout put them to where the new one does, with the
/// content offset; views that end outside the bounds are recycled when it is over. While it
/// runs, the collection view's layout pass leaves its views alone.
@MainActor
final class CollectionLayoutChange {
    /// setCollectionViewLayout(_:animated: true)'s duration [R: iOS documents none].
    static let duration: TimeInterval = 0.3

    private weak var collectionView: UICollectionView?
    /// Whether the change only holds the layout pass for a batch update's animation.
    private(set) var isBatchUpdate = false

    private init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    /// A change that only holds the layout pass while another animation (a batch update) runs.
    static func placeholder(for collectionView: UICollectionView) -> CollectionLayoutChange {
        let change = CollectionLayoutChange(collectionView: collectionView)
        change.isBatchUpdate = true
        return change
    }

    /// Changes `collectionView` from its layout to `target`. `origin` places elements that come
    /// into view (the old layout, or a transition layout at its progress); `notifiesLayouts`
    /// sends the layouts' transition calls.
    static func run(_ collectionView: UICollectionView, to target: UICollectionViewLayout, placingNewcomersBy origin: UICollectionViewLayout,
                            notifiesLayouts: Bool, endingAt chosenOffset: CGPoint? = nil, animated: Bool, duration: TimeInterval = duration,
                            options: UIView.AnimationOptions = [.curveEaseInOut], completion: ((Bool) -> Void)?) {
        let old = collectionView.collectionViewLayout
        let elements = CollectionVisibleElements(collectionView: collectionView)
        collectionView.prepareLayoutIfNeeded()
        if notifiesLayouts {
            old.prepareForTransition(to: target)
            target.prepareForTransition(from: old)
        }
        // An earlier change still animating ends here (its views already hold their final values).
        collectionView.layoutChange = nil
        let startOffset = collectionView.contentOffset
        collectionView.installLayout(target)
        collectionView.prepareLayoutIfNeeded()
        var offset = collectionView.clamped(startOffset)
        if let chosenOffset {
            offset = chosenOffset
        } else {
            offset = target.targetContentOffset(forProposedContentOffset: offset)
            if let delegate = collectionView.collectionDelegate {
                offset = delegate.collectionView(collectionView, targetContentOffsetForProposedContentOffset: offset)
            }
        }
        if !offset.x.isFinite || !offset.y.isFinite { offset = startOffset }
        offset = collectionView.clamped(offset)
        let wanted = elements.attributes(in: CGRect(origin: offset, size: collectionView.bounds.size), layout: target)

        // Newcomers start where the origin layout has them (or, unknown there, transparent at their end).
        var newcomers: [(UICollectionReusableView, CollectionElementKey)] = []
        for key in wanted.keys.sorted() where collectionView.visibleViews[key] == nil {
            guard let view = elements.makeView(for: key), let end = wanted[key] else { continue }
            let start = CollectionLayoutQuery.attributes(of: key, in: origin) ?? CollectionLayoutQuery.fading(end, visible: 0)
            UIView.performWithoutAnimation { CollectionElementPlacement.apply(start, to: view) }
            newcomers.append((view, key))
        }
        for (view, key) in newcomers { elements.display(view, key: key) }

        // Every view on screen goes to its place in the new layout; those it does not show fade there.
        var finals: [(UIView, UICollectionViewLayoutAttributes)] = []
        for (key, view) in collectionView.visibleViews {
            if let end = wanted[key] ?? CollectionLayoutQuery.attributes(of: key, in: target) {
                finals.append((view, end))
            } else if let start = CollectionLayoutQuery.attributes(of: key, in: old) {
                finals.append((view, CollectionLayoutQuery.fading(start, visible: 0)))
            }
        }
        let views = collectionView.visibleViews.values.map { $0 }
        for view in views { view.willTransition(from: old, to: target) }

        let change = CollectionLayoutChange(collectionView: collectionView)
        let apply = {
            collectionView.setOffset(offset)
            for (view, attributes) in finals { CollectionElementPlacement.apply(attributes, to: view) }
        }
        let finish: (Bool) -> Void = { [weak collectionView] finished in
            guard let collectionView else { return }
            if collectionView.layoutChange === change { collectionView.layoutChange = nil }
            for view in views { view.didTransition(from: old, to: target) }
            if notifiesLayouts {
                old.finalizeLayoutTransition()
                target.finalizeLayoutTransition()
            }
            collectionView.setNeedsLayout()
            collectionView.layoutIfNeeded()
            completion?(finished)
        }
        guard animated else {
            UIView.performWithoutAnimation(apply)
            finish(true)
            return
        }
        collectionView.layoutChange = change
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: apply, completion: finish)
    }
}

/// An interactive layout change between `startInteractiveTransition(to:completion:)` and its
/// finish or cancel: the transition layout is installed, and the content offset follows its
/// progress from where it was toward where the next layout will rest.
@MainActor
final class CollectionInteractiveLayoutChange {
    let transitionLayout: UICollectionViewTransitionLayout
    let completion: ((Bool, Bool) -> Void)?
    let startOffset: CGPoint
    var targetOffset: CGPoint
    var isEnding = false

    init(transitionLayout: UICollectionViewTransitionLayout, completion: ((Bool, Bool) -> Void)?, startOffset: CGPoint, targetOffset: CGPoint) {
        self.transitionLayout = transitionLayout
        self.completion = completion
        self.startOffset = startOffset
        self.targetOffset = targetOffset
    }

    /// The offset at the layout's progress.
    var offset: CGPoint {
        let progress = transitionLayout.transitionProgress
        return CGPoint(x: startOffset.x + (targetOffset.x - startOffset.x) * progress, y: startOffset.y + (targetOffset.y - startOffset.y) * progress)
    }
}
