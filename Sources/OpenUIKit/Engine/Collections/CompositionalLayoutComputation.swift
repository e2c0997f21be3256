import Foundation

/// A compositional layout's computed attributes.
@MainActor
struct CompositionalLayoutResult {
    var contentSize: CGSize = .zero
    var elements: [UICollectionViewLayoutAttributes] = []
    var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var supplementary: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
    var decorations: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
    /// Items whose group's height is estimated (they size themselves).
    var estimatedItems: Set<IndexPath> = []
    var hasEstimatedGroups: Bool { !estimatedItems.isEmpty }
    /// The sections laid out across the scrolling direction, by section index.
    var orthogonal: [Int: OrthogonalSection] = [:]
    /// The sections' visible-items handlers, by section index.
    var handlers: [Int: NSCollectionLayoutSectionVisibleItemsInvalidationHandler] = [:]
    /// The environment the sections were made for.
    var environment: (any NSCollectionLayoutEnvironment)?
}

/// The environment handed to section providers.
@MainActor
final class CompositionalEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets, traitCollection: UITraitCollection) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.traitCollection = traitCollection
    }

    var container: any NSCollectionLayoutContainer { self }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

/// Lays out a compositional layout: sections one after another along the scrolling direction;
/// in each, its group repeated (each repetition takes as many items as its subitems place),
/// `interGroupSpacing` apart, inside the section's insets, between its headers and footers.
/// Fractional dimensions are fractions of the containing group (a section's groups: of the
/// section's content area, whose length along the scrolling direction is the visible one).
@MainActor
struct CompositionalLayoutComputation {
    let layout: UICollectionViewCompositionalLayout
    let collectionView: UICollectionView
    let provider: UICollectionViewCompositionalLayout.SectionProvider

    private var vertical: Bool { layout.configuration.scrollDirection == .vertical }

    func compute() -> CompositionalLayoutResult {
        var result = CompositionalLayoutResult()
        let insets = collectionView.adjustedContentInset
        let container = CGSize(width: max(0, collectionView.bounds.width - insets.left - insets.right),
                               height: max(0, collectionView.bounds.height - insets.top - insets.bottom))
        let environment = CompositionalEnvironment(contentSize: container, contentInsets: .zero, traitCollection: collectionView.traitCollection)
        let attributesType = type(of: layout).attributesType
        var along: CGFloat = 0
        for sectionIndex in 0..<collectionView.numberOfSections {
            if sectionIndex > 0 { along += layout.configuration.interSectionSpacing }
            guard let section = provider(sectionIndex, environment) else {
                OpenUIKitDiagnostics.report(.collectionViewMisuse, "The compositional layout's section provider gave no section for index \(sectionIndex); the section is empty.")
                continue
            }
            let sectionStart = along
            let boundaries = section.boundarySupplementaryItems
            // Headers (top, leading) before the content, footers (bottom, trailing) after.
            for item in boundaries where [.top, .topLeading, .topTrailing, .leading].contains(item.alignment) {
                along += place(item, section: sectionIndex, at: along, container: container, into: &result, type: attributesType)
            }
            let insetsAlong = vertical ? (section.contentInsets.top, section.contentInsets.bottom) : (section.contentInsets.leading, section.contentInsets.trailing)
            let insetsAcross = vertical ? (section.contentInsets.leading, section.contentInsets.trailing) : (section.contentInsets.top, section.contentInsets.bottom)
            along += insetsAlong.0
            let contentAcross = max(0, (vertical ? container.width : container.height) - insetsAcross.0 - insetsAcross.1)
            let sectionArea = vertical ? CGSize(width: contentAcross, height: container.height) : CGSize(width: container.width, height: contentAcross)
            let count = collectionView.numberOfItems(inSection: sectionIndex)
            if let handler = section.visibleItemsInvalidationHandler { result.handlers[sectionIndex] = handler }
            let run = SectionRun(section: section, index: sectionIndex, count: count, start: along, insetsAlong: insetsAlong,
                                 insetsAcross: insetsAcross, area: sectionArea, container: container, attributesType: attributesType)
            along = section.orthogonalScrollingBehavior == .none ? placeGroups(run, into: &result) : placeOrthogonalGroups(run, into: &result)
            along += insetsAlong.1
            for item in boundaries where ![.top, .topLeading, .topTrailing, .leading].contains(item.alignment) {
                along += place(item, section: sectionIndex, at: along, container: container, into: &result, type: attributesType)
            }
            decorate(section, index: sectionIndex, from: sectionStart, to: along, container: container, into: &result)
        }
        result.contentSize = vertical ? CGSize(width: container.width, height: along) : CGSize(width: along, height: container.height)
        result.environment = environment
        return result
    }

    /// What placing one section's groups needs.
    private struct SectionRun {
        let section: NSCollectionLayoutSection
        let index: Int
        let count: Int
        /// Where the groups begin along the scrolling direction (after the leading inset).
        let start: CGFloat
        let insetsAlong: (CGFloat, CGFloat)
        let insetsAcross: (CGFloat, CGFloat)
        let area: CGSize
        let container: CGSize
        let attributesType: UICollectionViewLayoutAttributes.Type
    }

    /// The attributes of the item at `path` in `frame`.
    private func itemAttributes(_ run: SectionRun, _ path: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = run.section.listConfiguration.map { list in ListRowPlacement.attributes(path, count: run.count, list: list) }
            ?? run.attributesType.init(forCellWith: path)
        attributes.frame = frame
        return attributes
    }

    /// The views attached to an item (badges), anchored to its frame, in its scroll view when it
    /// is in an orthogonal section.
    private func attach(_ supplementaryItems: [NSCollectionLayoutSupplementaryItem], to item: UICollectionViewLayoutAttributes,
                        into result: inout CompositionalLayoutResult) {
        for supplementary in supplementaryItems {
            let attributes = type(of: layout).attributesType.init(forSupplementaryViewOfKind: supplementary.elementKind, with: item.indexPath)
            attributes.frame = supplementary.frame(attachedTo: item.frame)
            attributes.zIndex = supplementary.zIndex
            attributes.containerOrigin = item.containerOrigin
            result.supplementary[attributes.elementKey] = attributes
            result.elements.append(attributes)
        }
    }

    /// A section's decoration views (backgrounds) over its whole length along the layout.
    private func decorate(_ section: NSCollectionLayoutSection, index: Int, from start: CGFloat, to end: CGFloat, container: CGSize,
                          into result: inout CompositionalLayoutResult) {
        for decoration in section.decorationItems {
            let insets = decoration.contentInsets
            let whole = vertical ? CGRect(x: 0, y: start, width: container.width, height: end - start)
                                 : CGRect(x: start, y: 0, width: end - start, height: container.height)
            let attributes = type(of: layout).attributesType.init(forDecorationViewOfKind: decoration.elementKind, with: IndexPath(item: 0, section: index))
            attributes.frame = CGRect(x: whole.minX + insets.leading, y: whole.minY + insets.top,
                                      width: max(0, whole.width - insets.leading - insets.trailing), height: max(0, whole.height - insets.top - insets.bottom))
            attributes.zIndex = decoration.zIndex
            result.decorations[attributes.elementKey] = attributes
            result.elements.append(attributes)
        }
    }

    /// One repetition of the section's group in `rect`, from item `first` on: its items'
    /// attributes (in the section's scroll view from `containerOrigin` when given) and the views
    /// attached to them go into the result. Answers how many items it placed; none is reported
    /// (the section's other items are left out).
    private func placeGroup(_ run: SectionRun, in rect: CGRect, from first: Int, containerOrigin: CGPoint? = nil, canPlace: Bool = true,
                            into result: inout CompositionalLayoutResult) -> Int {
        let placed = canPlace ? GroupPlacement.place(run.section.group, in: rect, from: first, count: run.count) : []
        guard !placed.isEmpty else {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "A group of section \(run.index) places no item (its size is \(rect.size)); the section's other items are left out.")
            return 0
        }
        for (offset, (frame, item)) in placed.enumerated() {
            let attributes = itemAttributes(run, IndexPath(item: first + offset, section: run.index), frame: frame)
            attributes.containerOrigin = containerOrigin
            result.items[attributes.indexPath] = attributes
            result.elements.append(attributes)
            attach(item.supplementaryItems, to: attributes, into: &result)
        }
        return placed.count
    }

    /// The section's groups one after another along the scrolling direction; answers where they end.
    private func placeGroups(_ run: SectionRun, into result: inout CompositionalLayoutResult) -> CGFloat {
        let section = run.section, sectionIndex = run.index, count = run.count
        var along = run.start
        var next = 0
        var firstGroup = true
        while next < count {
            var groupSize = section.group.layoutSize.resolve(in: run.area)
            // A group of one item with an estimated length takes the length its cell asked for.
            let estimated = vertical ? section.group.layoutSize.heightDimension.isEstimated : section.group.layoutSize.widthDimension.isEstimated
            let single = section.group.subitems.count == 1 && !(section.group.subitems[0] is NSCollectionLayoutGroup) && (section.group.count ?? 1) == 1
                && (vertical ? section.group.axis == .horizontal : section.group.axis == .vertical)
            if estimated, single {
                let path = IndexPath(item: next, section: sectionIndex)
                result.estimatedItems.insert(path)
                if let preferred = layout.preferredHeights[path] {
                    if vertical { groupSize.height = preferred } else { groupSize.width = preferred }
                }
            }
            if !firstGroup { along += section.interGroupSpacing }
            firstGroup = false
            let origin = vertical ? CGPoint(x: run.insetsAcross.0, y: along) : CGPoint(x: along, y: run.insetsAcross.0)
            let placed = placeGroup(run, in: CGRect(origin: origin, size: groupSize), from: next, into: &result)
            guard placed > 0 else { break }
            next += placed
            along += vertical ? groupSize.height : groupSize.width
        }
        return along
    }

    /// The section's groups side by side across the scrolling direction, in the frame of the
    /// section's own scroll view (the section's length along the layout: its insets and one
    /// group); answers where the groups end along the layout. Items' frames are where they are
    /// while that scroll view is at rest at its start.
    private func placeOrthogonalGroups(_ run: SectionRun, into result: inout CompositionalLayoutResult) -> CGFloat {
        let section = run.section
        let groupSize = section.group.layoutSize.resolve(in: run.area)
        let groupLength = vertical ? groupSize.height : groupSize.width
        let groupBreadth = vertical ? groupSize.width : groupSize.height
        let bandStart = run.start - run.insetsAlong.0
        let bandLength = run.insetsAlong.0 + groupLength + run.insetsAlong.1
        let frame = vertical ? CGRect(x: 0, y: bandStart, width: run.container.width, height: bandLength)
                             : CGRect(x: bandStart, y: 0, width: bandLength, height: run.container.height)
        var cursor = run.insetsAcross.0
        var extents: [ClosedRange<CGFloat>] = []
        var next = 0
        while next < run.count {
            if !extents.isEmpty { cursor += section.interGroupSpacing }
            let origin = vertical ? CGPoint(x: frame.minX + cursor, y: run.start) : CGPoint(x: run.start, y: frame.minY + cursor)
            // A group with no breadth would never move on across the section: it places nothing.
            let placed = placeGroup(run, in: CGRect(origin: origin, size: groupSize), from: next, containerOrigin: frame.origin,
                                    canPlace: groupBreadth > 0, into: &result)
            guard placed > 0 else { break }
            next += placed
            extents.append(cursor ... cursor + groupBreadth)
            cursor += groupBreadth
        }
        let contentLength = (extents.last?.upperBound ?? run.insetsAcross.0) + run.insetsAcross.1
        result.orthogonal[run.index] = OrthogonalSection(
            frame: frame, contentSize: vertical ? CGSize(width: contentLength, height: frame.height) : CGSize(width: frame.width, height: contentLength),
            behavior: section.orthogonalScrollingBehavior, groupExtents: extents, leadingInset: run.insetsAcross.0, scrollsHorizontally: vertical)
        return run.start + groupLength
    }

    /// A header or footer across the section at `along`; answers its length along the scrolling direction.
    private func place(_ item: NSCollectionLayoutBoundarySupplementaryItem, section: Int, at along: CGFloat, container: CGSize,
                       into result: inout CompositionalLayoutResult, type: UICollectionViewLayoutAttributes.Type) -> CGFloat {
        let size = item.layoutSize.resolve(in: container)
        let attributes = type.init(forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: section))
        attributes.frame = vertical ? CGRect(x: 0, y: along, width: size.width, height: size.height) : CGRect(x: along, y: 0, width: size.width, height: size.height)
        // Behaviour source [R] — Tables and collections
        //   Rule: Boundary supplementary items draw over the items by default, pinned ones over
        //     everything, unless a `zIndex` is set
        //   Value: 10; pinned 1024
        //   Source: Ours; Apple documents no default stacking for boundary items.
        // Boundary items keep their own order when one is set; by default they draw over the
        // items (10), pinned ones over everything (1024) [R].
        attributes.zIndex = item.zIndex != 1 ? item.zIndex : (item.pinToVisibleBounds ? 1024 : 10)
        result.supplementary[attributes.elementKey] = attributes
        result.elements.append(attributes)
        return vertical ? size.height : size.width
    }
}

/// Where a group puts its items: along its axis, each subitem in turn (repeating them) while they
/// fit, or `count` equal ones; a nested group takes as many items as it places.
@MainActor
enum GroupPlacement {
    static func place(_ group: NSCollectionLayoutGroup, in rect: CGRect, from first: Int, count: Int) -> [(frame: CGRect, item: NSCollectionLayoutItem)] {
        let horizontal = group.axis == .horizontal
        let length = horizontal ? rect.width : rect.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        var slots: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        var used: CGFloat = 0
        var remaining = count - first
        if let fixed = group.count, let subitem = group.subitems.first {
            let each = max(0, (length - spacing * CGFloat(fixed - 1)) / CGFloat(fixed))
            let natural = subitem.layoutSize.resolve(in: rect.size)
            for _ in 0..<min(fixed, remaining) {
                slots.append((subitem, horizontal ? CGSize(width: each, height: natural.height) : CGSize(width: natural.width, height: each)))
            }
        } else {
            var index = 0
            while remaining > 0, !group.subitems.isEmpty {
                let subitem = group.subitems[index % group.subitems.count]
                var size = subitem.layoutSize.resolve(in: rect.size)
                // Behaviour source [R] — Tables and collections
                //   Rule: An item with an estimated length across its group's axis fills the group;
                //     a group of one estimated item takes its cell's preferred length; other
                //     estimates are used as they are
                //   Value: as described
                //   Source: Limitation: items do not size themselves yet.
                //   Also: Sources/OpenUIKit/Collections/NSCollectionLayoutItem.swift,
                //     docs/collection-and-table-views.md
                // An item with an estimated length across the group's axis fills the group (which
                // took the length its cell asked for) [R].
                if horizontal, subitem.layoutSize.heightDimension.isEstimated { size.height = rect.height }
                if !horizontal, subitem.layoutSize.widthDimension.isEstimated { size.width = rect.width }
                let itemLength = horizontal ? size.width : size.height
                let needed = used + (slots.isEmpty ? 0 : spacing) + itemLength
                if !slots.isEmpty, needed > length + 0.0001 { break }
                if slots.isEmpty, itemLength <= 0 { break }
                slots.append((subitem, size))
                used = needed
                remaining -= (subitem as? NSCollectionLayoutGroup).map { _ in 1 } ?? 1
                index += 1
                if index > 10_000 { break }
            }
        }
        // Flexible spacing shares out what is left between the items.
        var gap = spacing
        if group.interItemSpacing?.isFlexibleSpacing == true, slots.count > 1 {
            let total = slots.reduce(CGFloat(0)) { $0 + (horizontal ? $1.size.width : $1.size.height) }
            gap = max(spacing, (length - total) / CGFloat(slots.count - 1))
        }
        var frames: [(frame: CGRect, item: NSCollectionLayoutItem)] = []
        var cursor = horizontal ? rect.minX : rect.minY
        var next = first
        for slot in slots {
            guard next < count else { break }
            let cell = horizontal ? CGRect(x: cursor, y: rect.minY, width: slot.size.width, height: slot.size.height)
                                  : CGRect(x: rect.minX, y: cursor, width: slot.size.width, height: slot.size.height)
            if let nested = slot.item as? NSCollectionLayoutGroup {
                let placed = place(nested, in: cell, from: next, count: count)
                frames.append(contentsOf: placed)
                next += placed.count
            } else {
                let insets = slot.item.contentInsets
                frames.append((CGRect(x: cell.minX + insets.leading, y: cell.minY + insets.top,
                                      width: max(0, cell.width - insets.leading - insets.trailing), height: max(0, cell.height - insets.top - insets.bottom)),
                               slot.item))
                next += 1
            }
            cursor += (horizontal ? slot.size.width : slot.size.height) + gap
        }
        return frames
    }
}

/// A list section's row attributes: the look the row's cell draws.
@MainActor
enum ListRowPlacement {
    static func attributes(_ indexPath: IndexPath, count: Int, list: UICollectionLayoutListConfiguration) -> UICollectionViewLayoutAttributes {
        let attributes = ListRowLayoutAttributes(forCellWith: indexPath)
        let headerRows = list.headerMode == .firstItemInSection ? 1 : 0
        attributes.isHeaderRow = indexPath.item < headerRows
        attributes.isGrouped = list.isGrouped
        attributes.isInset = list.appearance == .insetGrouped && !attributes.isHeaderRow
        attributes.isFirst = indexPath.item == headerRows
        attributes.isLast = indexPath.item == count - 1
        attributes.showsSeparator = list.showsSeparators && !attributes.isHeaderRow && !(list.isGrouped && attributes.isLast)
        return attributes
    }
}
