import Foundation

/// One section of a flow layout: its frame (header to footer), its elements' attributes and its
/// lines, so the elements meeting a rectangle are found by binary search.
@MainActor
struct FlowLayoutSection {
    struct Line {
        /// Where the line starts and ends along the scrolling direction.
        var start: CGFloat
        var end: CGFloat
        var items: Range<Int>
    }

    var frame: CGRect
    var header: UICollectionViewLayoutAttributes?
    var footer: UICollectionViewLayoutAttributes?
    var itemAttributes: [UICollectionViewLayoutAttributes]
    var lines: [Line]

    /// The items whose frames meet `rect`.
    func items(in rect: CGRect, vertical: Bool) -> [UICollectionViewLayoutAttributes] {
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        // The first line ending after `low`.
        var first = 0, last = lines.count
        while first < last {
            let middle = (first + last) / 2
            if lines[middle].end <= low { first = middle + 1 } else { last = middle }
        }
        var result: [UICollectionViewLayoutAttributes] = []
        var index = first
        while index < lines.count, lines[index].start < high {
            for item in lines[index].items where CollectionGeometry.overlaps(itemAttributes[item].frame, rect) { result.append(itemAttributes[item]) }
            index += 1
        }
        return result
    }
}

/// Computes a flow layout: sections one after the other along the scrolling direction, items
/// in lines across it (UICollectionViewFlowLayout's documentation describes the rules).
@MainActor
struct FlowLayoutComputation {
    let layout: UICollectionViewFlowLayout
    let collectionView: UICollectionView

    private var vertical: Bool { layout.scrollDirection == .vertical }

    /// A rectangle from positions along and across the scrolling direction.
    private func rect(along: CGFloat, across: CGFloat, alongLength: CGFloat, acrossLength: CGFloat) -> CGRect {
        vertical ? CGRect(x: across, y: along, width: acrossLength, height: alongLength)
            : CGRect(x: along, y: across, width: alongLength, height: acrossLength)
    }

    private func finite(_ value: CGFloat, _ fallback: CGFloat = 0) -> CGFloat { value.isFinite ? value : fallback }

    func compute() -> (sections: [FlowLayoutSection], contentSize: CGSize) {
        let insets = collectionView.adjustedContentInset
        let crossLength = max(0, vertical ? collectionView.bounds.width - insets.left - insets.right
                                          : collectionView.bounds.height - insets.top - insets.bottom)
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let attributesType = type(of: layout).attributesType
        var along: CGFloat = 0
        var sections: [FlowLayoutSection] = []
        for section in 0..<collectionView.numberOfSections {
            let start = along
            let headerSize = delegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section) ?? layout.headerReferenceSize
            let header = sectionView(UICollectionView.elementKindSectionHeader, section: section, size: headerSize, at: &along, crossLength: crossLength)
            let inset = sectionInset(section, delegate: delegate)
            along += vertical ? inset.top : inset.left
            let lineSpacing = max(0, finite(delegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section) ?? layout.minimumLineSpacing))
            let interitemSpacing = max(0, finite(delegate?.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section) ?? layout.minimumInteritemSpacing))
            let leading = vertical ? inset.left : inset.top
            let available = max(0, crossLength - leading - (vertical ? inset.right : inset.bottom))
            let count = collectionView.numberOfItems(inSection: section)
            let sizes = (0..<count).map { itemSize(IndexPath(item: $0, section: section), delegate: delegate) }
            var items: [UICollectionViewLayoutAttributes] = []
            items.reserveCapacity(count)
            var lines: [FlowLayoutSection.Line] = []
            var next = 0
            var previousSpacing: CGFloat?
            while next < count {
                // Fill a line: the first item always fits.
                var end = next + 1
                var used = vertical ? sizes[next].width : sizes[next].height
                while end < count {
                    let size = vertical ? sizes[end].width : sizes[end].height
                    guard used + interitemSpacing + size <= available + 0.0001 else { break }
                    used += interitemSpacing + size
                    end += 1
                }
                let isLast = end == count
                let thickness = (next..<end).map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
                let total = (next..<end).reduce(CGFloat(0)) { $0 + (vertical ? sizes[$1].width : sizes[$1].height) }
                let n = end - next
                var across = leading
                var spacing = interitemSpacing
                if n == 1 {
                    // Behaviour source [R] — Tables and collections
                    //   Rule: Flow layout: a lone item on a line that is not the section's last is
                    //     centred
                    //   Value: centred
                    //   Source: UIKit's flow layout does this in our observation, which is
                    //     unpublished; no publication is cited, so it is `[R]` by the legend.
                    //   Also: Sources/OpenUIKit/Collections/UICollectionViewFlowLayout.swift,
                    //     docs/collection-and-table-views.md
                    // A lone item that is not the section's last line is centred [R].
                    if !isLast { across = leading + (available - total) / 2 }
                } else if !isLast {
                    spacing = (available - total) / CGFloat(n - 1)
                    previousSpacing = spacing
                } else {
                    spacing = previousSpacing ?? interitemSpacing
                }
                for item in next..<end {
                    let size = sizes[item]
                    let itemAlong = vertical ? size.height : size.width, itemAcross = vertical ? size.width : size.height
                    let attributes = attributesType.init(forCellWith: IndexPath(item: item, section: section))
                    attributes.frame = rect(along: along + (thickness - itemAlong) / 2, across: across, alongLength: itemAlong, acrossLength: itemAcross)
                    items.append(attributes)
                    across += itemAcross + spacing
                }
                lines.append(.init(start: along, end: along + thickness, items: next..<end))
                along += thickness
                if !isLast { along += lineSpacing }
                next = end
            }
            along += vertical ? inset.bottom : inset.right
            let footerSize = delegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section) ?? layout.footerReferenceSize
            let footer = sectionView(UICollectionView.elementKindSectionFooter, section: section, size: footerSize, at: &along, crossLength: crossLength)
            sections.append(FlowLayoutSection(frame: rect(along: start, across: 0, alongLength: along - start, acrossLength: crossLength),
                                              header: header, footer: footer, itemAttributes: items, lines: lines))
        }
        let contentSize = vertical ? CGSize(width: crossLength, height: along) : CGSize(width: along, height: crossLength)
        return (sections, contentSize)
    }

    /// A header or footer across the section at `along` (nil when its size along the scrolling
    /// direction is zero), moving `along` past it.
    private func sectionView(_ kind: String, section: Int, size: CGSize, at along: inout CGFloat, crossLength: CGFloat) -> UICollectionViewLayoutAttributes? {
        let thickness = max(0, finite(vertical ? size.height : size.width))
        guard thickness > 0 else { return nil }
        let attributes = type(of: layout).attributesType.init(forSupplementaryViewOfKind: kind, with: IndexPath(index: section))
        attributes.frame = rect(along: along, across: 0, alongLength: thickness, acrossLength: crossLength)
        attributes.zIndex = 10
        along += thickness
        return attributes
    }

    /// The section's insets, plus what the inset reference adds on the sides across the scrolling direction.
    private func sectionInset(_ section: Int, delegate: (any UICollectionViewDelegateFlowLayout)?) -> UIEdgeInsets {
        var inset = delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
        for value in [inset.top, inset.left, inset.bottom, inset.right] where !value.isFinite {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "The flow layout's inset for section \(section) is \(inset) (\(value) is not finite); zero is used.")
            inset = .zero
            break
        }
        let reference: UIEdgeInsets
        switch layout.sectionInsetReference {
        case .fromContentInset: return inset
        case .fromSafeArea: reference = collectionView.safeAreaInsets
        case .fromLayoutMargins: reference = collectionView.layoutMargins
        }
        let adjusted = collectionView.adjustedContentInset
        if vertical {
            inset.left += max(0, reference.left - adjusted.left)
            inset.right += max(0, reference.right - adjusted.right)
        } else {
            inset.top += max(0, reference.top - adjusted.top)
            inset.bottom += max(0, reference.bottom - adjusted.bottom)
        }
        return inset
    }

    /// An item's size: what the cell asked for (self-sizing), else the delegate's or the layout's.
    private func itemSize(_ indexPath: IndexPath, delegate: (any UICollectionViewDelegateFlowLayout)?) -> CGSize {
        if layout.estimatedItemSize != .zero {
            if let preferred = layout.preferredSizes[indexPath] { return preferred }
            if layout.estimatedItemSize != UICollectionViewFlowLayout.automaticSize { return checked(layout.estimatedItemSize, indexPath) }
        }
        let size = delegate?.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath) ?? layout.itemSize
        return checked(size, indexPath)
    }

    private func checked(_ size: CGSize, _ indexPath: IndexPath) -> CGSize {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0, size.width < 1e7, size.height < 1e7 else {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "The flow layout's size for item \(indexPath) is \(size); zero is used.")
            return .zero
        }
        return size
    }
}
