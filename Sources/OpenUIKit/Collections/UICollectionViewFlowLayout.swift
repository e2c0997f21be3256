import Foundation

/// The grid layout: items fill lines across the scrolling direction, lines stack along it, each
/// section between its header and footer and inside its insets. Sizes and spacings come from
/// the layout's properties or, per section and item, from a delegate adopting
/// `UICollectionViewDelegateFlowLayout`.
///
/// In a line, items are centred across the line's thickness. Lines with several items are
/// justified (first at the leading inset, last at the trailing inset); a section's last line
/// keeps the spacing of the line before it (left-aligned), and a lone item on a line that is not
/// the last is centred, as UIKit's flow layout does in our observation (unpublished) [R].
///
/// - Note: OpenUIKit differs: `estimatedItemSize` sizes items by the cell's
///   `preferredLayoutAttributesFitting(_:)` when they are displayed (the content size grows as
///   they are seen, as on iOS); right-to-left lines are not supported.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// The `estimatedItemSize` that asks cells for their size.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// Along which axis the content scrolls (vertical by default).
    @exclusivity(unchecked) open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of items when the delegate gives none (50 × 50 by default).
    @exclusivity(unchecked) open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Non-zero: items size themselves, starting from this estimate.
    @exclusivity(unchecked) open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The space between lines (10 by default).
    @exclusivity(unchecked) open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line (10 by default).
    @exclusivity(unchecked) open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The size of section headers (the width counts when scrolling horizontally, the height
    /// vertically); zero: no header.
    @exclusivity(unchecked) open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of section footers, as for headers.
    @exclusivity(unchecked) open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Space around each section's items.
    @exclusivity(unchecked) open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// What section insets are measured from.
    @exclusivity(unchecked) open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// Whether headers stay at the top of the visible area while their section is on screen.
    @exclusivity(unchecked) open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether footers stay at the bottom of the visible area while their section is on screen.
    @exclusivity(unchecked) open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    @exclusivity(unchecked) final var sections: [FlowLayoutSection] = []
    @exclusivity(unchecked) final var contentSize: CGSize = .zero
    /// Sizes cells asked for through `preferredLayoutAttributesFitting(_:)` (self-sizing).
    @exclusivity(unchecked) final var preferredSizes: [IndexPath: CGSize] = [:]

    override public init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override open func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        let computed = FlowLayoutComputation(layout: self, collectionView: collectionView).compute()
        sections = computed.sections
        contentSize = computed.contentSize
    }

    override open var collectionViewContentSize: CGSize { contentSize }

    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        let vertical = scrollDirection == .vertical
        for (index, section) in sections.enumerated() where CollectionGeometry.overlaps(section.frame, rect) || pins {
            if let header = section.header, let placed = pinned(header, section: index, footer: false), CollectionGeometry.overlaps(placed.frame, rect) { result.append(placed) }
            result.append(contentsOf: section.items(in: rect, vertical: vertical))
            if let footer = section.footer, let placed = pinned(footer, section: index, footer: true), CollectionGeometry.overlaps(placed.frame, rect) { result.append(placed) }
        }
        return result
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let items = sections[indexPath.section].itemAttributes
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    override open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, sections.indices.contains(indexPath[0]) else { return nil }
        let section = sections[indexPath[0]]
        // A header or footer of zero size has attributes of zero size where it would be (at the
        // section's start or end), though no view is shown for it: LayoutKit's suite, which
        // runs on iOS, reads them.
        let vertical = scrollDirection == .vertical
        switch elementKind {
        case UICollectionView.elementKindSectionHeader:
            guard let header = section.header else { return emptySectionView(elementKind, section: indexPath[0], at: section.frame.origin) }
            return pinned(header, section: indexPath[0], footer: false)
        case UICollectionView.elementKindSectionFooter:
            guard let footer = section.footer else {
                let end = vertical ? CGPoint(x: section.frame.minX, y: section.frame.maxY) : CGPoint(x: section.frame.maxX, y: section.frame.minY)
                return emptySectionView(elementKind, section: indexPath[0], at: end)
            }
            return pinned(footer, section: indexPath[0], footer: true)
        default: return nil
        }
    }

    private func emptySectionView(_ kind: String, section: Int, at origin: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = type(of: self).attributesType.init(forSupplementaryViewOfKind: kind, with: IndexPath(index: section))
        attributes.frame = CGRect(origin: origin, size: .zero)
        return attributes
    }

    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let old = collectionView.bounds
        // A new length across the scrolling direction re-flows the lines; pinned headers move with any scroll.
        if scrollDirection == .vertical ? newBounds.width != old.width : newBounds.height != old.height { return true }
        return pins && newBounds.origin != old.origin
    }

    private var pins: Bool { sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds }

    /// A header or footer, moved to stay in the visible area when pinning is on.
    private func pinned(_ attributes: UICollectionViewLayoutAttributes, section: Int, footer: Bool) -> UICollectionViewLayoutAttributes? {
        guard footer ? sectionFootersPinToVisibleBounds : sectionHeadersPinToVisibleBounds, let collectionView else { return attributes }
        guard let moved = attributes.copy() as? UICollectionViewLayoutAttributes else { return attributes }
        let sectionFrame = sections[section].frame
        let visible = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
        var frame = moved.frame
        if scrollDirection == .vertical {
            frame.origin.y = footer
                ? max(sectionFrame.minY, min(frame.minY, visible.maxY - frame.height))
                : min(max(frame.minY, visible.minY), sectionFrame.maxY - frame.height)
        } else {
            frame.origin.x = footer
                ? max(sectionFrame.minX, min(frame.minX, visible.maxX - frame.width))
                : min(max(frame.minX, visible.minX), sectionFrame.maxX - frame.width)
        }
        moved.frame = frame
        moved.zIndex = max(moved.zIndex, 1024)
        return moved
    }

    override var asksCellsForSizes: Bool { estimatedItemSize != .zero }
    override var hearsOfPreferredAttributes: Bool { false }

    /// Records the size a self-sizing cell asked for; true when the layout must be computed again.
    override func notePreferredSize(_ size: CGSize, for indexPath: IndexPath) -> Bool {
        guard estimatedItemSize != .zero, size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return false }
        guard preferredSizes[indexPath] != size else { return false }
        preferredSizes[indexPath] = size
        return layoutAttributesForItem(at: indexPath)?.size != size
    }
}

/// What a flow layout's delegate may say per section and item (every method optional: the
/// defaults answer the layout's properties).
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
