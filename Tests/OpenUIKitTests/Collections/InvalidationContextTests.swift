import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// Invalidation contexts as custom layouts use them (a magazine-style layout keeps its own
/// context subclass with flags of its own, reads what each invalidation covers, moves the
/// offset to keep content in place, and resizes items from their cells' preferred attributes).
@MainActor
struct InvalidationContextTests {
    final class FlaggingContext: UICollectionViewLayoutInvalidationContext {
        var invalidateMetrics = true
    }

    /// A column of rows 50 points tall unless a cell asked for another height.
    final class RowsLayout: UICollectionViewLayout {
        var log: [String] = []
        var heights: [IndexPath: CGFloat] = [:]
        var attributes: [UICollectionViewLayoutAttributes] = []

        override class var invalidationContextClass: AnyClass { FlaggingContext.self }

        override func prepare() {
            super.prepare()
            guard let collectionView else { return }
            var y: CGFloat = 0
            attributes = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                let indexPath = IndexPath(item: item, section: 0)
                let row = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                let height = heights[indexPath] ?? 50
                row.frame = CGRect(x: 0, y: y, width: collectionView.bounds.width, height: height)
                y += height
                return row
            }
        }

        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionView?.bounds.width ?? 0, height: attributes.last?.frame.maxY ?? 0)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            attributes.filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            attributes.first { $0.indexPath == indexPath }
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

        override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
            let context = super.invalidationContext(forBoundsChange: newBounds) as! FlaggingContext
            context.invalidateMetrics = false
            return context
        }

        override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                             withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
            preferredAttributes.size.height != originalAttributes.size.height
        }

        override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                          withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
            let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
            heights[originalAttributes.indexPath] = preferredAttributes.size.height
            return context
        }

        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            let flagging = context as? FlaggingContext
            log.append("everything \(context.invalidateEverything) counts \(context.invalidateDataSourceCounts) metrics \(flagging?.invalidateMetrics == true) items \(context.invalidatedItemIndexPaths?.map(\.item) ?? [])")
            super.invalidateLayout(with: context)
        }
    }

    /// A cell whose content asks for a height of 80 through Auto Layout.
    final class TallCell: UICollectionViewCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            let filler = UIView()
            filler.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(filler)
            // The bottom pin below required, as iOS cells write it: before the layout learns the
            // preferred height, the cell is 50 tall and the pin gives way instead of conflicting.
            let bottom = filler.bottomAnchor.constraint(equalTo: contentView.bottomAnchor)
            bottom.priority = UILayoutPriority(999)
            NSLayoutConstraint.activate([
                filler.topAnchor.constraint(equalTo: contentView.topAnchor), bottom,
                filler.leadingAnchor.constraint(equalTo: contentView.leadingAnchor), filler.heightAnchor.constraint(equalToConstant: 80),
            ])
        }

        required init?(coder: NSCoder) { nil }

        // What the source bridge writes for a registered class (Linux cannot make one by name).
        override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
            super.interfaceBuilderConnections(into: &connections)
            connections.makeInstance = { TallCell(frame: .zero) }
        }
    }

    @Test func invalidationsCarryTheLayoutsOwnContext() {
        let layout = RowsLayout()
        let source = RecordingCollectionSource(counts: [3])
        let (controller, collectionView) = makeCollectionView(layout: layout, source: source)
        TransitionHost.run(root: controller) { host in
            host.step()
            layout.log.removeAll()
            collectionView.reloadData()
            layout.invalidateLayout()
            collectionView.frame.size.width -= 20
            #expect(layout.log == ["everything true counts true metrics true items []", "everything true counts false metrics true items []",
                                   "everything false counts false metrics false items []"])
        }
    }

    @Test func theOffsetAdjustmentIsAppliedAtTheNextLayoutPass() {
        let layout = RowsLayout()
        let source = RecordingCollectionSource(counts: [100])
        let (controller, collectionView) = makeCollectionView(layout: layout, source: source)
        TransitionHost.run(root: controller) { host in
            host.step()
            collectionView.contentOffset = CGPoint(x: 0, y: 400)
            host.step()
            let context = layout.makeInvalidationContext()
            context.contentOffsetAdjustment = CGPoint(x: 0, y: 30)
            layout.invalidateLayout(with: context)
            #expect(collectionView.contentOffset.y == 400)
            collectionView.layoutIfNeeded()
            #expect(collectionView.contentOffset.y == 430)
        }
    }

    @Test func cellsPreferredSizesReachTheCustomLayout() {
        let layout = RowsLayout()
        let source = RecordingCollectionSource(counts: [2])
        let (controller, collectionView) = makeCollectionView(layout: layout, source: source)
        collectionView.register(TallCell.self, forCellWithReuseIdentifier: "Cell")
        TransitionHost.run(root: controller) { host in
            host.step()
            host.step()
            #expect(layout.log.contains("everything false counts false metrics true items [0]"))
            #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 80)
            #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.height == 80)
        }
    }
}


extension InvalidationContextTests {
    final class BoundsLoggingLayout: UICollectionViewFlowLayout {
        var log: [String] = []
        override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
            super.prepare(forAnimatedBoundsChange: oldBounds)
            log.append("prepare \(oldBounds.width)")
        }
        override func finalizeAnimatedBoundsChange() {
            super.finalizeAnimatedBoundsChange()
            log.append("finalize")
        }
        override func prepare() {
            super.prepare()
            log.append("prepare layout")
        }
    }

    @Test func animatedBoundsChangesAreAnnouncedAroundTheirLayoutPass() {
        let layout = BoundsLoggingLayout()
        let (controller, collectionView) = makeCollectionView(layout: layout, source: RecordingCollectionSource(counts: [4]))
        TransitionHost.run(root: controller) { host in
            host.step()
            layout.log.removeAll()
            // Outside an animation block nothing is announced.
            collectionView.frame.size.width -= 10
            collectionView.layoutIfNeeded()
            #expect(layout.log == ["prepare layout"])
            layout.log.removeAll()
            let width = collectionView.bounds.width
            UIView.animate(withDuration: 0.3) {
                collectionView.frame.size.width -= 20
                collectionView.layoutIfNeeded()
            }
            #expect(layout.log == ["prepare \(width)", "prepare layout", "finalize"])
            #expect(!layout.flipsHorizontallyInOppositeLayoutDirection && layout.developmentLayoutDirection == .leftToRight)
        }
    }
}
