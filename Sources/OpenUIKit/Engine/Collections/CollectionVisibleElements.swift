import Foundation

/// The collection view's layout pass: asks the layout for the elements in the visible bounds,
/// recycles the views of elements that left, asks the data source for views of elements that
/// came, and applies every element's attributes.
@MainActor
struct CollectionVisibleElements {
    let collectionView: UICollectionView

    /// The elements meeting `rect`, keyed, in the current layout (invalid index paths dropped).
    func attributes(in rect: CGRect, layout: UICollectionViewLayout? = nil) -> [CollectionElementKey: UICollectionViewLayoutAttributes] {
        let layout = layout ?? collectionView.collectionViewLayout
        var wanted: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in layout.layoutAttributesForElements(in: rect) ?? [] {
            guard OrthogonalScrollers.shows(attributes, in: rect, collectionView: collectionView) else { continue }
            let key = attributes.elementKey
            switch key.category {
            case .cell: guard collectionView.isValidItem(key.indexPath) else { continue }
            case .supplementaryView, .decorationView:
                guard key.indexPath.count >= 1, key.indexPath[0] >= 0, key.indexPath[0] < collectionView.numberOfSections else { continue }
            }
            wanted[key] = attributes
        }
        return wanted
    }

    /// Brings the views on screen in line with the layout at the current bounds.
    func update() {
        collectionView.prepareLayoutIfNeeded()
        OrthogonalScrollers.sync(collectionView)
        let wanted = attributes(in: collectionView.bounds)
        show(wanted)
        OrthogonalScrollers.runHandlers(collectionView, shown: wanted)
        prefetch(visible: Set(wanted.keys.filter { $0.category == .cell }.map(\.indexPath)))
    }

    /// Tells the prefetch data source about the items a screenful past the visible ones in the
    /// direction the content moved.
    private func prefetch(visible: Set<IndexPath>) {
        guard collectionView.isPrefetchingEnabled, let prefetcher = collectionView.prefetchDataSource else { return }
        let bounds = collectionView.bounds
        let previous = collectionView.lastPrefetchOffset ?? bounds.origin
        collectionView.lastPrefetchOffset = bounds.origin
        let dx = bounds.minX - previous.x, dy = bounds.minY - previous.y
        // Without movement (another layout pass) the last direction holds.
        if dx != 0 || dy != 0 {
            collectionView.prefetchDirection = abs(dx) > abs(dy) ? CGPoint(x: dx < 0 ? -1 : 1, y: 0) : CGPoint(x: 0, y: dy < 0 ? -1 : 1)
        }
        let direction = collectionView.prefetchDirection
        let ahead = bounds.offsetBy(dx: direction.x * bounds.width, dy: direction.y * bounds.height)
        let coming = attributes(in: ahead).keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
        let backward = direction.x < 0 || direction.y < 0
        let (start, stop) = collectionView.prefetching.update(visible: visible, ahead: backward ? coming.reversed() : coming)
        if !stop.isEmpty { prefetcher.collectionView(collectionView, cancelPrefetchingForItemsAt: stop) }
        if !start.isEmpty { prefetcher.collectionView(collectionView, prefetchItemsAt: start) }
    }

    /// Shows exactly the elements of `wanted`, with their attributes.
    func show(_ wanted: [CollectionElementKey: UICollectionViewLayoutAttributes]) {
        for (key, view) in collectionView.visibleViews where wanted[key] == nil {
            collectionView.visibleViews[key] = nil
            recycle(view, key: key)
        }
        collectionView.attributesBeingApplied = wanted
        defer { collectionView.attributesBeingApplied = [:] }
        for key in wanted.keys.sorted() {
            guard let attributes = wanted[key] else { continue }
            if let view = collectionView.visibleViews[key] {
                let container = OrthogonalScrollers.container(for: key, in: collectionView)
                if view.superview !== container { container.addSubview(view) }
                CollectionElementPlacement.apply(attributes, to: view)
                continue
            }
            guard let view = makeView(for: key) else { continue }
            CollectionElementPlacement.apply(attributes, to: view)
            display(view, key: key)
            askForSize(view, key: key, attributes: attributes)
        }
    }

    /// A self-sizing layout learns the size a new cell wants; a change lays out again (once the
    /// sizes are known they no longer change, so this settles). A custom layout hears of every
    /// new cell's and supplementary view's preferred attributes through
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` and, when
    /// it says yes, invalidates with the context it makes for them, as on iOS.
    private func askForSize(_ view: UICollectionReusableView, key: CollectionElementKey, attributes: UICollectionViewLayoutAttributes) {
        let layout = collectionView.collectionViewLayout
        // Self-sizing layouts ask cells; custom layouts hear of cells and supplementary views.
        // Other views are not asked (no copy of the attributes is made for them).
        let asks = layout.asksCellsForSizes ? key.category == .cell : layout.hearsOfPreferredAttributes && key.category != .decorationView
        guard asks, let copy = attributes.copy() as? UICollectionViewLayoutAttributes else { return }
        let preferred = view.preferredLayoutAttributesFitting(copy)
        if layout.asksCellsForSizes {
            if layout.notePreferredSize(preferred.size, for: key.indexPath) { layout.invalidateLayout() }
        } else if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) {
            layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
        }
    }

    /// Asks the data source for the view of `key` (a cell must come from a dequeue).
    func makeView(for key: CollectionElementKey) -> UICollectionReusableView? {
        // Decoration views come from the layout's registrations, not the data source.
        if key.category == .decorationView { return collectionView.makeDecorationView(ofKind: key.kind, for: key) }
        guard let dataSource = collectionView.dataSource else { return nil }
        let view: UICollectionReusableView
        switch key.category {
        case .cell:
            view = dataSource.collectionView(collectionView, cellForItemAt: key.indexPath)
        case .supplementaryView:
            view = dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        case .decorationView:
            return nil
        }
        if collectionView.dequeuedViews.remove(ObjectIdentifier(view)) == nil {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, """
                The view returned for the \(key) was not dequeued: views must come from dequeueReusableCell(withReuseIdentifier:for:) \
                or dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:) (iOS raises an exception); it is shown anyway.
                """)
        }
        if collectionView.visibleViews.values.contains(where: { $0 === view }) {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "The view returned for the \(key) is already on screen for another element; it is not shown twice.")
            return nil
        }
        return view
    }

    /// Puts a new view on screen with the delegate's calls.
    func display(_ view: UICollectionReusableView, key: CollectionElementKey) {
        if let cell = view as? UICollectionViewCell {
            cell.isSelected = collectionView.selectedIndexPaths.contains(key.indexPath)
            cell.isHighlighted = false
            collectionView.collectionDelegate?.collectionView(collectionView, willDisplay: cell, forItemAt: key.indexPath)
        } else if key.category == .decorationView {
            // The delegate hears nothing of decoration views, as on iOS.
        } else {
            collectionView.collectionDelegate?.collectionView(collectionView, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        }
        collectionView.visibleViews[key] = view
        let container = OrthogonalScrollers.container(for: key, in: collectionView)
        if view.superview !== container { container.addSubview(view) }
    }

    /// Takes a view off screen into the reuse pool, with the delegate's call.
    func recycle(_ view: UICollectionReusableView, key: CollectionElementKey) {
        view.removeFromSuperview()
        if key.category == .decorationView {
            collectionView.reusePool.put(view, identifier: UICollectionView.decorationPoolKey(key.kind))
            return
        }
        if let cell = view as? UICollectionViewCell {
            collectionView.collectionDelegate?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else {
            collectionView.collectionDelegate?.collectionView(collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        }
        guard let identifier = view.reuseIdentifier else { return }
        collectionView.reusePool.put(view, identifier: (key.category == .cell ? "cell" : key.kind) + "/" + identifier)
    }
}

/// Applies a layout's attributes to an element's view.
@MainActor
enum CollectionElementPlacement {
    static func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UIView) {
        let size = attributes.size
        var center = attributes.center
        // In an orthogonal section's scroll view, the centre is in that view's content.
        if let origin = attributes.containerOrigin { center = CGPoint(x: center.x - origin.x, y: center.y - origin.y) }
        guard size.width.isFinite, size.height.isFinite, center.x.isFinite, center.y.isFinite else {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "The layout gave \(attributes.elementKey) a frame of \(attributes.frame); the view keeps its place.")
            return
        }
        if view.bounds.size != size { view.bounds = CGRect(origin: view.bounds.origin, size: CGSize(width: max(0, size.width), height: max(0, size.height))) }
        if view.center != center { view.center = center }
        if !CATransform3DEqualToTransform(view.transform3D, attributes.transform3D) { view.transform3D = attributes.transform3D }
        let alpha = attributes.alpha.isFinite ? min(max(attributes.alpha, 0), 1) : 1
        if view.alpha != alpha { view.alpha = alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        // A decoration view sits below the cells and supplementary views of its own zIndex
        // (Apple: a decoration item at the default 0 "appears below all other items").
        let z = CGFloat(attributes.zIndex) - (attributes.representedElementCategory == .decorationView ? 0.5 : 0)
        if view.layer.zPosition != z { view.layer.zPosition = z }
        if let reusable = view as? UICollectionReusableView, let copy = attributes.copy() as? UICollectionViewLayoutAttributes {
            reusable.apply(copy)
        }
    }
}

/// Asks a data source for its counts.
@MainActor
enum CollectionCounts {
    static func ask(_ collectionView: UICollectionView) -> [Int] {
        guard let dataSource = collectionView.dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: collectionView)
        guard sections >= 0 else {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "numberOfSections(in:) answered \(sections); no section is shown.")
            return []
        }
        return (0..<sections).map { section in
            let items = dataSource.collectionView(collectionView, numberOfItemsInSection: section)
            guard items >= 0 else {
                OpenUIKitDiagnostics.report(.collectionViewMisuse, "collectionView(_:numberOfItemsInSection: \(section)) answered \(items); the section is empty.")
                return 0
            }
            return items
        }
    }
}

/// Where scrolling to an element puts the content.
@MainActor
enum CollectionScrolling {
    /// The offset showing `frame` at `position` (horizontal and vertical parts taken separately;
    /// none on an axis keeps that axis, scrolling the least to show it).
    static func offset(showing frame: CGRect, at position: UICollectionView.ScrollPosition, in scrollView: UIScrollView) -> CGPoint {
        let visible = scrollView.bounds.inset(by: scrollView.adjustedContentInset)
        let insets = scrollView.adjustedContentInset
        var offset = scrollView.contentOffset
        if position.contains(.top) { offset.y = frame.minY - insets.top }
        else if position.contains(.bottom) { offset.y = frame.maxY - scrollView.bounds.height + insets.bottom }
        else if position.contains(.centeredVertically) { offset.y = frame.midY - insets.top - visible.height / 2 }
        else if frame.minY < visible.minY { offset.y = frame.minY - insets.top }
        else if frame.maxY > visible.maxY { offset.y += frame.maxY - visible.maxY }
        if position.contains(.left) { offset.x = frame.minX - insets.left }
        else if position.contains(.right) { offset.x = frame.maxX - scrollView.bounds.width + insets.right }
        else if position.contains(.centeredHorizontally) { offset.x = frame.midX - insets.left - visible.width / 2 }
        else if frame.minX < visible.minX { offset.x = frame.minX - insets.left }
        else if frame.maxX > visible.maxX { offset.x += frame.maxX - visible.maxX }
        return offset
    }
}

/// Rectangle tests as UIKit's collection views make them: frames that only touch the visible
/// bounds are not visible (Foundation's `intersects` on Linux counts touching edges).
enum CollectionGeometry {
    /// Whether the rectangles share an area (or an empty frame lies inside `rect`).
    static func overlaps(_ frame: CGRect, _ rect: CGRect) -> Bool {
        if frame.width <= 0 || frame.height <= 0 { return rect.contains(frame.origin) }
        return frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY && rect.minY < frame.maxY
    }
}
