import Foundation

/// Animates a collection view's batch update (UICollectionView+Updates.swift describes it).
/// Counts that do not add up are reported (UIKit raises "Invalid update") and the collection
/// view reloads instead.
@MainActor
enum CollectionUpdateAnimation {
    static let duration: TimeInterval = 0.3

    /// The state before the update: the counts the collection view knew and where its views were.
    @MainActor
    struct Before {
        let counts: [Int]?
        let attributes: [CollectionElementKey: UICollectionViewLayoutAttributes]

        init(_ collectionView: UICollectionView) {
            counts = collectionView.itemCounts
            var attributes: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
            for key in collectionView.visibleViews.keys {
                if let value = collectionView.attributes(for: key)?.copy() as? UICollectionViewLayoutAttributes { attributes[key] = value }
            }
            self.attributes = attributes
        }
    }

    static func run(_ collectionView: UICollectionView, _ update: SectionedUpdate, before: Before, completion: ((Bool) -> Void)?) {
        let completions = collectionView.nestedUpdateCompletions + [completion].compactMap { $0 }
        collectionView.nestedUpdateCompletions = []
        // An earlier update still animating ends here (its views already hold their final
        // values), so this one animates from there: updates in a row (LayoutKit inserts rows one
        // batch after another) each show their cells, as on iOS, instead of reloading.
        if collectionView.layoutChange?.isBatchUpdate == true { collectionView.layoutChange = nil }
        guard let oldCounts = before.counts, collectionView.dataSource != nil, collectionView.layoutChange == nil else {
            collectionView.forgetData()
            for completion in completions { completion(true) }
            return
        }
        let newCounts = CollectionCounts.ask(collectionView)
        let (map, sectionMap, problem) = update.mapping(old: oldCounts, new: newCounts)
        if let problem {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "Invalid update: \(problem). The collection view reloads its data instead (iOS raises an exception).")
            collectionView.forgetData()
            for completion in completions { completion(false) }
            return
        }
        collectionView.itemCounts = newCounts
        collectionView.selectedIndexPaths = collectionView.selectedIndexPaths.compactMap { map[$0] }
        let layout = collectionView.collectionViewLayout
        layout.invalidateLayout()
        collectionView.prepareLayoutIfNeeded()
        layout.prepare(forCollectionViewUpdates: updateItems(update))

        let elements = CollectionVisibleElements(collectionView: collectionView)
        // Views on screen follow the map; the others leave.
        var kept: [CollectionElementKey: UICollectionReusableView] = [:]
        var leaving: [(UICollectionReusableView, CollectionElementKey)] = []
        for (key, view) in collectionView.visibleViews {
            var target: CollectionElementKey?
            switch key.category {
            case .cell: target = map[key.indexPath].map { CollectionElementKey(category: .cell, kind: "", indexPath: $0) }
            case .supplementaryView, .decorationView:
                target = key.indexPath.count >= 1 ? sectionMap[key.indexPath[0]].map { section in
                    var path = key.indexPath
                    path[0] = section
                    return CollectionElementKey(category: key.category, kind: key.kind, indexPath: path)
                } : nil
            }
            if let target { kept[target] = view } else { leaving.append((view, key)) }
        }
        collectionView.visibleViews = kept
        let offset = collectionView.clamped(collectionView.contentOffset)
        let wanted = elements.attributes(in: CGRect(origin: offset, size: collectionView.bounds.size))

        // Newcomers: inserted items from the layout's initial attributes, others fade in place.
        for key in wanted.keys.sorted() where collectionView.visibleViews[key] == nil {
            guard let view = elements.makeView(for: key), let end = wanted[key] else { continue }
            let initial: UICollectionViewLayoutAttributes? = switch key.category {
            case .cell: layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
            case .supplementaryView: layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
            case .decorationView: layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind, at: key.indexPath)
            }
            UIView.performWithoutAnimation { CollectionElementPlacement.apply(initial ?? CollectionLayoutQuery.fading(end, visible: 0), to: view) }
            elements.display(view, key: key)
        }
        var finals: [(UIView, UICollectionViewLayoutAttributes)] = []
        for (key, view) in collectionView.visibleViews {
            if let end = wanted[key] ?? collectionView.attributes(for: key) { finals.append((view, end)) }
        }
        var leavingFinals: [(UIView, UICollectionViewLayoutAttributes)] = []
        for (view, key) in leaving {
            let final: UICollectionViewLayoutAttributes? = switch key.category {
            case .cell: layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
            case .supplementaryView: layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
            case .decorationView: layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind, at: key.indexPath)
            }
            if let end = final ?? before.attributes[key].map({ CollectionLayoutQuery.fading($0, visible: 0) }) { leavingFinals.append((view, end)) }
        }
        let change = CollectionLayoutChange.placeholder(for: collectionView)
        collectionView.layoutChange = change
        let apply = {
            collectionView.setOffset(offset)
            for (view, end) in finals { CollectionElementPlacement.apply(end, to: view) }
            for (view, end) in leavingFinals { CollectionElementPlacement.apply(end, to: view) }
            layout.finalizeCollectionViewUpdates()
        }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: apply) { finished in
            if collectionView.layoutChange === change { collectionView.layoutChange = nil }
            for (view, key) in leaving { elements.recycle(view, key: key) }
            collectionView.setNeedsLayout()
            collectionView.layoutIfNeeded()
            for completion in completions { completion(finished) }
        }
    }

    /// The changes as layouts see them.
    private static func updateItems(_ update: SectionedUpdate) -> [UICollectionViewUpdateItem] {
        var items: [UICollectionViewUpdateItem] = []
        for section in update.deletedSections { items.append(.init(action: .delete, before: IndexPath(index: section), after: nil)) }
        for section in update.insertedSections { items.append(.init(action: .insert, before: nil, after: IndexPath(index: section))) }
        for section in update.reloadedSections { items.append(.init(action: .reload, before: IndexPath(index: section), after: IndexPath(index: section))) }
        for move in update.movedSections { items.append(.init(action: .move, before: IndexPath(index: move.from), after: IndexPath(index: move.to))) }
        for path in update.deletedItems.sorted() { items.append(.init(action: .delete, before: path, after: nil)) }
        for path in update.insertedItems.sorted() { items.append(.init(action: .insert, before: nil, after: path)) }
        for path in update.reloadedItems.sorted() { items.append(.init(action: .reload, before: path, after: path)) }
        for move in update.movedItems { items.append(.init(action: .move, before: move.from, after: move.to)) }
        return items
    }
}
