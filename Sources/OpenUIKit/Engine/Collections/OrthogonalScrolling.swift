import Foundation

/// A compositional section laid out across the layout's scrolling direction: the frame of the
/// scroll view it moves in, that scroll view's content, and its groups' extents (for coming to
/// rest on a group).
struct OrthogonalSection {
    /// The section's scroll view, in the collection view's content coordinates: the section's
    /// whole length along the layout (insets and group), the content area's width across it.
    var frame: CGRect
    /// The scroll view's content: every group and the section's insets across the layout.
    var contentSize: CGSize
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// Each group's start and end across the layout, in the scroll view's content coordinates.
    var groupExtents: [ClosedRange<CGFloat>]
    /// The section's inset before its first group across the layout.
    var leadingInset: CGFloat
    /// Whether the section scrolls horizontally (in a vertical layout).
    var scrollsHorizontally: Bool
}

/// A section's visible-items handler with the environment it is given.
@MainActor
struct SectionItemsHandler {
    let handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler
    let environment: any NSCollectionLayoutEnvironment
}

/// The scroll view an orthogonal section's cells live in, as on iOS (where it is private): it
/// drags, decelerates and bounces as any scroll view, comes to rest on groups as the section's
/// behaviour says, and has the collection view bring cells in and out as it scrolls. Its
/// indicators are hidden, as on iOS.
@MainActor
final class CollectionOrthogonalScrollView: UIScrollView {
    private(set) var geometry: OrthogonalSection
    private let events = OrthogonalScrollEvents()

    init(geometry: OrthogonalSection, collectionView: UICollectionView) {
        self.geometry = geometry
        super.init(frame: geometry.frame)
        events.collectionView = collectionView
        events.scroller = self
        delegate = events
        contentInsetAdjustmentBehavior = .never
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        apply(geometry)
    }

    required init?(coder: NSCoder) {
        fatalError("An orthogonal section's scroll view is made by its collection view, never decoded.")
    }

    /// Takes the section's new geometry (after a layout pass), keeping the offset within the content.
    func apply(_ geometry: OrthogonalSection) {
        self.geometry = geometry
        if frame != geometry.frame { frame = geometry.frame }
        if contentSize != geometry.contentSize { contentSize = geometry.contentSize }
        isPagingEnabled = geometry.behavior == .paging
        decelerationRate = [.paging, .groupPaging, .groupPagingCentered].contains(geometry.behavior) ? .fast : .normal
        alwaysBounceHorizontal = geometry.scrollsHorizontally
        alwaysBounceVertical = !geometry.scrollsHorizontally
        let kept = clamped(contentOffset)
        if kept != contentOffset { contentOffset = kept }
    }

    /// Where a drag released at `proposed` (the deceleration's natural end) comes to rest,
    /// moving at `velocity` (points per millisecond), having begun at `start`.
    func restingOffset(proposed: CGPoint, velocity: CGPoint, dragStart start: CGPoint) -> CGPoint {
        let horizontal = geometry.scrollsHorizontally
        let length = horizontal ? bounds.width : bounds.height
        let stops: [CGFloat] = switch geometry.behavior {
        case .continuousGroupLeadingBoundary, .groupPaging: geometry.groupExtents.map { $0.lowerBound - geometry.leadingInset }
        case .groupPagingCentered: geometry.groupExtents.map { ($0.lowerBound + $0.upperBound) / 2 - length / 2 }
        case .none, .continuous, .paging: []
        }
        guard !stops.isEmpty else { return proposed }
        let range = offsetRange
        let low = horizontal ? range.min.x : range.min.y, high = horizontal ? range.max.x : range.max.y
        let bounded = stops.map { min(max($0, low), high) }
        let current = horizontal ? contentOffset.x : contentOffset.y
        let speed = horizontal ? velocity.x : velocity.y
        let chosen: CGFloat
        if geometry.behavior == .continuousGroupLeadingBoundary {
            let natural = horizontal ? proposed.x : proposed.y
            chosen = bounded.min { abs($0 - natural) < abs($1 - natural) } ?? natural
        } else {
            // Behaviour source [R] — Scrolling
            //   Rule: Orthogonal group paging: one group per swipe, the next in the fling's
            //     direction above 0.3 pt/ms, else the group nearest where the finger left
            //   Value: 0.3 pt/ms
            //   Source: iOS documents neither the threshold nor one group per swipe.
            //   Also: docs/collection-and-table-views.md
            // One group per swipe [R: iOS documents no rule]: from the group the drag began on,
            // the next one in the direction of a fling faster than 0.3 points per millisecond,
            // else the nearest to where the finger left the content.
            let began = horizontal ? start.x : start.y
            let home = bounded.min { abs($0 - began) < abs($1 - began) } ?? began
            if speed > 0.3 {
                chosen = bounded.filter { $0 > home + 0.5 }.min() ?? home
            } else if speed < -0.3 {
                chosen = bounded.filter { $0 < home - 0.5 }.max() ?? home
            } else {
                chosen = bounded.min { abs($0 - current) < abs($1 - current) } ?? current
            }
        }
        return horizontal ? CGPoint(x: chosen, y: proposed.y) : CGPoint(x: proposed.x, y: chosen)
    }
}

/// The section scroll view's delegate: scrolling brings cells in and out; a drag's end comes to
/// rest as the section's behaviour says.
@MainActor
private final class OrthogonalScrollEvents: NSObject, UIScrollViewDelegate {
    weak var collectionView: UICollectionView?
    weak var scroller: CollectionOrthogonalScrollView?
    private var dragStart = CGPoint.zero

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let collectionView, collectionView.layoutChange == nil else { return }
        CollectionVisibleElements(collectionView: collectionView).update()
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        dragStart = scrollView.contentOffset
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let scroller else { return }
        targetContentOffset.pointee = scroller.restingOffset(proposed: targetContentOffset.pointee, velocity: velocity, dragStart: dragStart)
    }
}

/// Keeps a collection view's section scroll views in line with its layout's orthogonal sections.
@MainActor
enum OrthogonalScrollers {
    /// Makes, moves or removes the section scroll views; views of elements in a removed one go
    /// back to the collection view.
    static func sync(_ collectionView: UICollectionView) {
        let sections = collectionView.collectionViewLayout.orthogonalSections
        for (index, scroller) in collectionView.orthogonalScrollers where sections[index] == nil {
            for view in scroller.subviews where view is UICollectionReusableView { collectionView.addSubview(view) }
            scroller.removeFromSuperview()
            collectionView.orthogonalScrollers[index] = nil
        }
        for index in sections.keys.sorted() {
            guard let geometry = sections[index] else { continue }
            if let scroller = collectionView.orthogonalScrollers[index] {
                scroller.apply(geometry)
                continue
            }
            let scroller = CollectionOrthogonalScrollView(geometry: geometry, collectionView: collectionView)
            collectionView.orthogonalScrollers[index] = scroller
            collectionView.insertSubview(scroller, at: collectionView.backgroundView == nil ? 0 : 1)
        }
    }

    /// Where an element's view is shown: in its section's scroll view for an orthogonal
    /// section's cell (and views attached to it), else in the collection view.
    static func container(for key: CollectionElementKey, in collectionView: UICollectionView) -> UIView {
        guard key.category != .decorationView, key.indexPath.count >= 1,
              let scroller = collectionView.orthogonalScrollers[key.indexPath[0]] else { return collectionView }
        if key.category == .cell { return scroller }
        // A view attached to an item (a badge) scrolls with it; headers and footers do not.
        let attributes = collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
        return attributes?.containerOrigin != nil ? scroller : collectionView
    }

    /// The element's frame where it shows now, in the collection view's content coordinates
    /// (an orthogonal section's cell moved by its section's scrolling).
    static func displayedFrame(of attributes: UICollectionViewLayoutAttributes, in collectionView: UICollectionView) -> CGRect {
        guard attributes.containerOrigin != nil, let scroller = collectionView.orthogonalScrollers[attributes.indexPath.section] else { return attributes.frame }
        return attributes.frame.offsetBy(dx: -scroller.contentOffset.x, dy: -scroller.contentOffset.y)
    }

    /// Whether the element shows in `rect` (an orthogonal section's cell also within its
    /// section's scroll view).
    static func shows(_ attributes: UICollectionViewLayoutAttributes, in rect: CGRect, collectionView: UICollectionView) -> Bool {
        let frame = displayedFrame(of: attributes, in: collectionView)
        guard CollectionGeometry.overlaps(frame, rect) else { return false }
        guard attributes.containerOrigin != nil, let scroller = collectionView.orthogonalScrollers[attributes.indexPath.section] else { return true }
        return CollectionGeometry.overlaps(frame, scroller.frame)
    }

    /// Hands each section's visible items to its handler and shows what it changed.
    static func runHandlers(_ collectionView: UICollectionView, shown: [CollectionElementKey: UICollectionViewLayoutAttributes]) {
        let handlers = collectionView.collectionViewLayout.visibleItemsHandlers
        guard !handlers.isEmpty else { return }
        for section in handlers.keys.sorted() {
            guard let entry = handlers[section] else { continue }
            let keys = shown.keys.filter { $0.indexPath.count >= 1 && $0.indexPath[0] == section }.sorted()
            let items = keys.compactMap { key in
                (shown[key]?.copy() as? UICollectionViewLayoutAttributes).map(CollectionLayoutVisibleItem.init)
            }
            let offset = collectionView.orthogonalScrollers[section]?.contentOffset ?? collectionView.contentOffset
            entry.handler(items, offset, entry.environment)
            for item in items {
                guard let view = collectionView.visibleViews[item.attributes.elementKey] else { continue }
                CollectionElementPlacement.apply(item.attributes, to: view)
            }
        }
    }
}
