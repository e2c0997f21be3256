import Foundation

/// A view controller whose view is a collection view, its own data source and delegate.
///
/// Pushed on a navigation controller over another collection view controller with
/// `useLayoutToLayoutNavigationTransitions`, it shares that controller's collection view: the
/// navigation controller animates the collection view from the old layout to this controller's
/// `collectionViewLayout` instead of sliding, and back on pop. The collection view keeps its data
/// source and delegate (the controller below), as on iOS.
///
/// As on iOS, the data source and delegate methods are the class's own: a subclass writes
/// `override func collectionView(_:numberOfItemsInSection:)`, `override func scrollViewDidScroll(_:)`.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout the controller was made with (the target of a layout-to-layout push).
    open private(set) var collectionViewLayout: UICollectionViewLayout
    /// Whether items selected are deselected when the view appears again (true by default).
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a push of this controller over another collection view controller changes the
    /// shared collection view's layout instead of sliding (set it before the push).
    open var useLayoutToLayoutNavigationTransitions = false {
        didSet {
            guard oldValue != useLayoutToLayoutNavigationTransitions, navigationController != nil else { return }
            OpenUIKitDiagnostics.report(.viewControllerMisuse, """
                useLayoutToLayoutNavigationTransitions changed on \(type(of: self)) after it was pushed (iOS raises an exception); \
                the new value applies to later transitions.
                """)
        }
    }

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        if let coder = coder as? InterfaceBuilderCoder {
            useLayoutToLayoutNavigationTransitions = coder.element.bool("useLayoutToLayoutNavigationTransitions") ?? false
            clearsSelectionOnViewWillAppear = coder.element.bool("clearsSelectionOnViewWillAppear") ?? true
        }
    }

    /// The collection view (the controller's view).
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// Makes a collection view the size of the screen with `collectionViewLayout`, this
    /// controller as data source and delegate (or loads the storyboard's).
    override open func loadView() {
        if IBSceneLoader.loadView(of: self) {
            if let loaded = viewIfLoaded as? UICollectionView {
                collectionViewLayout = loaded.collectionViewLayout
                if loaded.dataSource == nil { loaded.dataSource = self }
                if loaded.delegate == nil { loaded.delegate = self }
            }
            return
        }
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout)
        collectionView.backgroundColor = .systemBackground
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = viewIfLoaded as? UICollectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] { collectionView.deselectItem(at: indexPath, animated: animated) }
    }

    // MARK: Data source (override in your subclass)

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Your subclass must override this; the base class reports it and shows an empty cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        OpenUIKitDiagnostics.report(.collectionViewMisuse, "\(type(of: self)) does not override collectionView(_:cellForItemAt:); an empty cell is shown (iOS raises an exception).")
        return collectionView.placeholderCell()
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        OpenUIKitDiagnostics.report(.collectionViewMisuse, """
            The layout asked for a "\(kind)" view at \(indexPath), but \(type(of: self)) does not override \
            collectionView(_:viewForSupplementaryElementOfKind:at:); an empty view is shown (iOS raises an exception).
            """)
        return collectionView.placeholderSupplementaryView(ofKind: kind, at: indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: Delegate (override in your subclass)

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView, forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout, newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    open func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Scroll view delegate (override in your subclass)

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}

    // MARK: Layout-to-layout navigation

    /// Whether pushing `self` over `below` changes layouts instead of sliding.
    final func usesLayoutToLayoutTransition(over below: UIViewController) -> Bool {
        useLayoutToLayoutNavigationTransitions && below is UICollectionViewController
    }

    /// Takes `shared` as this controller's collection view (a layout-to-layout push).
    final func adoptSharedCollectionView(_ shared: UICollectionView) {
        loadViewIfNeeded()
        guard viewIfLoaded !== shared else { return }
        view = shared
    }
}
