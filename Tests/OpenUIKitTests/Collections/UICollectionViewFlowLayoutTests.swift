import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// The flow layout's geometry, computed by hand from its rules: lines fill across the scrolling
/// direction with justified spacing, the last line keeps the spacing of the one before, items
/// are centred in their line, sections stack with headers and insets.
@MainActor
struct UICollectionViewFlowLayoutTests {
    @Test func itemsFillJustifiedLinesAndSectionsStack() {
        let source = RecordingCollectionSource(counts: [7, 2])
        let layout = makeGridLayout(header: 50)
        let (controller, collectionView) = makeCollectionView(layout: layout, source: source)
        TransitionHost.run(root: controller) { _ in
            // 393 wide, insets 10: 373 for three 100-point items → (373 − 300) / 2 = 36.5 apart.
            @MainActor func frame(_ item: Int, _ section: Int) -> CGRect? { collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame }
            #expect(frame(0, 0) == CGRect(x: 10, y: 60, width: 100, height: 100))
            #expect(frame(1, 0) == CGRect(x: 146.5, y: 60, width: 100, height: 100))
            #expect(frame(2, 0) == CGRect(x: 283, y: 60, width: 100, height: 100))
            #expect(frame(3, 0) == CGRect(x: 10, y: 170, width: 100, height: 100))
            // The last line keeps the spacing of the line before it.
            #expect(frame(6, 0) == CGRect(x: 10, y: 280, width: 100, height: 100))
            // Section 0 ends at 280 + 100 + 10 = 390; section 1's header is there.
            let header = collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
            #expect(header?.frame == CGRect(x: 0, y: 390, width: 393, height: 50))
            #expect(frame(0, 1) == CGRect(x: 10, y: 450, width: 100, height: 100))
            // A lone last line has no line before it: the minimum spacing.
            #expect(frame(1, 1) == CGRect(x: 120, y: 450, width: 100, height: 100))
            #expect(collectionView.contentSize == CGSize(width: 393, height: 560))
            #expect(frame(2, 1) == nil)
        }
    }

    @Test func horizontalScrollingSwapsTheAxes() {
        let source = RecordingCollectionSource(counts: [4])
        let layout = makeGridLayout()
        layout.scrollDirection = .horizontal
        let (controller, collectionView) = makeCollectionView(layout: layout, source: source)
        TransitionHost.run(root: controller) { _ in
            // 852 tall, insets 10: 832 for lines of 100-point items: 7 per column fit (7·100 + 6·10 = 760).
            @MainActor func frame(_ item: Int) -> CGRect? { collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
            #expect(frame(0) == CGRect(x: 10, y: 10, width: 100, height: 100))
            #expect(frame(1) == CGRect(x: 10, y: 120, width: 100, height: 100))
            #expect(frame(3) == CGRect(x: 10, y: 340, width: 100, height: 100))
            #expect(collectionView.contentSize == CGSize(width: 120, height: 852))
        }
    }

    /// A section without a header or footer still answers for them: attributes of zero size at
    /// the section's start and end, and no view on screen (LayoutKit's suite, run on iOS, reads
    /// them).
    @Test func aHeaderOfZeroSizeHasZeroSizedAttributesAndNoView() {
        let source = RecordingCollectionSource(counts: [2, 1])
        let (controller, collectionView) = makeCollectionView(layout: makeGridLayout(), source: source)
        TransitionHost.run(root: controller) { _ in
            @MainActor func attributes(_ kind: String, _ section: Int) -> UICollectionViewLayoutAttributes? {
                collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))
            }
            // Section 0: 10 + 100 + 10 = 120 tall; section 1 starts there.
            #expect(attributes(UICollectionView.elementKindSectionHeader, 0)?.frame == CGRect(x: 0, y: 0, width: 0, height: 0))
            #expect(attributes(UICollectionView.elementKindSectionFooter, 0)?.frame == CGRect(x: 0, y: 120, width: 0, height: 0))
            #expect(attributes(UICollectionView.elementKindSectionHeader, 1)?.frame == CGRect(x: 0, y: 120, width: 0, height: 0))
            #expect(attributes(UICollectionView.elementKindSectionHeader, 2) == nil, "no such section")
            #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).isEmpty)
            let shown = collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds) ?? []
            #expect(shown.allSatisfy { $0.representedElementCategory == .cell })
        }
    }
}
