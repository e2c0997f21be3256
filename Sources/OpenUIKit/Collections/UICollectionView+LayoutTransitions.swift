import Foundation

extension UICollectionView {
    // Behaviour source [R] — Tables and collections
    //   Rule: `setCollectionViewLayout(_:animated: true)`
    //   Value: 0.3 s, ease in-out
    //   Source: iOS documents no duration.
    //   Also: Sources/OpenUIKit/Engine/Collections/CollectionLayoutChange.swift,
    //     docs/collection-and-table-views.md
    /// Changes the layout; animated, every visible element moves from its old place to its new one
    /// (and the offset to the new layout's `targetContentOffset(forProposedContentOffset:)`) in
    /// 0.3 s, ease in-out [R: iOS documents no duration]. The layouts get
    /// `prepareForTransition(to:)`/`prepareForTransition(from:)` before and
    /// `finalizeLayoutTransition()` after; cells get `willTransition(from:to:)` and
    /// `didTransition(from:to:)`.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard layout !== collectionViewLayout else {
            completion?(true)
            return
        }
        if interactiveLayoutChange != nil {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "setCollectionViewLayout(_:animated:) during an interactive layout transition: finish or cancel it first (iOS raises an exception); ignored.")
            completion?(false)
            return
        }
        CollectionLayoutChange.run(self, to: layout, placingNewcomersBy: collectionViewLayout, notifiesLayouts: true, animated: animated, completion: completion)
    }

    /// Changes the layout without animation (`animated: false` with no completion).
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Starts a layout change you drive: installs the delegate's transition layout (a plain
    /// `UICollectionViewTransitionLayout` by default) at progress 0 and returns it. Set its
    /// `transitionProgress` as your gesture moves, then call `finishInteractiveTransition()` or
    /// `cancelInteractiveTransition()`; `completion` then gets (true, finished).
    public func startInteractiveTransition(to layout: UICollectionViewLayout, completion: ((Bool, Bool) -> Void)? = nil) -> UICollectionViewTransitionLayout {
        let current = collectionViewLayout
        if let running = interactiveLayoutChange {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "startInteractiveTransition(to:completion:) while another is running (iOS raises an exception); the running one is returned.")
            return running.transitionLayout
        }
        prepareLayoutIfNeeded()
        let transitionLayout = collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: current, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: current, nextLayout: layout)
        current.prepareForTransition(to: layout)
        layout.prepareForTransition(from: current)
        let startOffset = contentOffset
        // The next layout answers about the same collection view while the change runs.
        layout.collectionView = self
        layout.needsPreparation = true
        layout.prepareIfNeeded()
        var target = layout.targetContentOffset(forProposedContentOffset: startOffset)
        if let delegate = collectionDelegate { target = delegate.collectionView(self, targetContentOffsetForProposedContentOffset: target) }
        let size = layout.checkedContentSize, insets = adjustedContentInset
        target.x = min(max(target.x, -insets.left), max(-insets.left, size.width + insets.right - bounds.width))
        target.y = min(max(target.y, -insets.top), max(-insets.top, size.height + insets.bottom - bounds.height))
        if !target.x.isFinite || !target.y.isFinite { target = startOffset }
        interactiveLayoutChange = CollectionInteractiveLayoutChange(transitionLayout: transitionLayout, completion: completion,
                                                                    startOffset: startOffset, targetOffset: target)
        installLayout(transitionLayout)
        transitionLayout.collectionView = self
        for view in visibleViews.values { view.willTransition(from: current, to: layout) }
        return transitionLayout
    }

    /// Animates the interactive change to its next layout, which becomes the collection view's.
    public func finishInteractiveTransition() {
        endInteractiveTransition(finishing: true)
    }

    /// Animates the interactive change back to the layout it started from.
    public func cancelInteractiveTransition() {
        endInteractiveTransition(finishing: false)
    }

    private func endInteractiveTransition(finishing: Bool) {
        guard let change = interactiveLayoutChange, !change.isEnding else {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "\(finishing ? "finish" : "cancel")InteractiveTransition() without an interactive layout transition; ignored.")
            return
        }
        change.isEnding = true
        let transition = change.transitionLayout
        let target = finishing ? transition.nextLayout : transition.currentLayout
        let progress = transition.transitionProgress
        let remaining = finishing ? 1 - progress : progress
        var duration = CollectionLayoutChange.duration * Double(min(max(abs(remaining), 0.2), 1))
        // Behaviour source [R] — Tables and collections
        //   Rule: An interactive layout transition finished or cancelled: the rest takes 0.3 s ×
        //     the part left (at least 0.2 of it), or less at the progress's own speed (over the
        //     last two changes, if the last was < 0.1 s ago), never under 0.1 s
        //   Value: 0.3 s, 0.2, 0.1 s
        //   Source: iOS says only that the recorded changes may set the speed.
        //   Also: docs/collection-and-table-views.md
        // Moving toward the end faster than that, the rest goes at the progress's own speed
        // (at least 0.1 s) [R: iOS says only that the recorded changes may set the speed].
        if let speed = transition.progressSamples.velocity(), (finishing ? speed : -speed) > 0 {
            duration = min(duration, max(0.1, Double(abs(remaining) / abs(speed))))
        }
        CollectionLayoutChange.run(self, to: target, placingNewcomersBy: transition, notifiesLayouts: false,
                                   endingAt: finishing ? change.targetOffset : change.startOffset, animated: true,
                                   duration: duration, options: [.curveEaseOut]) { [weak self] _ in
            guard let self else { return }
            for view in visibleViews.values { view.didTransition(from: transition.currentLayout, to: transition.nextLayout) }
            transition.currentLayout.finalizeLayoutTransition()
            transition.nextLayout.finalizeLayoutTransition()
            if let other = finishing ? transition.currentLayout : transition.nextLayout as UICollectionViewLayout?, other.collectionView === self {
                other.collectionView = nil
            }
            interactiveLayoutChange = nil
            change.completion?(true, finishing)
        }
    }

    /// The interactive change's offset follows its progress.
    func interactiveProgressChanged() {
        guard let change = interactiveLayoutChange, !change.isEnding, collectionViewLayout === change.transitionLayout else { return }
        setOffset(change.offset)
    }
}
