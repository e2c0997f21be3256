import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// Compositional layouts: items sized as fractions of their group, groups of their section,
/// repeated along the scrolling direction with the section's insets, spacing and headers.
@MainActor
struct UICollectionViewCompositionalLayoutTests {
    @Test func aGridOfThirdsWithInsetsSpacingAndAHeader() {
        // Items a third of the group wide with 5-point insets; groups the full width, 120 tall,
        // 10 apart; the section inset 16 on every side; a 44-point header.
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let source = RecordingCollectionSource(counts: [7])
        let (controller, collectionView) = makeCollectionView(layout: UICollectionViewCompositionalLayout(section: section), source: source)
        TransitionHost.run(root: controller) { host in
            host.step()
            // 393 − 32 = 361 for three thirds of 120.33; each item inset 5.
            let third = 361.0 / 3
            @MainActor func frame(_ item: Int) -> CGRect? { collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
            // (Attributes keep a centre and a size: frames come back within rounding.)
            func close(_ a: CGRect?, _ b: CGRect) -> Bool {
                guard let a else { return false }
                return abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
            }
            #expect(close(frame(0), CGRect(x: 16 + 5, y: 44 + 16 + 5, width: third - 10, height: 110)))
            #expect(frame(2).map { abs($0.minX - (16 + 2 * third + 5)) < 1e-9 } == true)
            #expect(close(frame(3), CGRect(x: 16 + 5, y: 44 + 16 + 120 + 10 + 5, width: third - 10, height: 110)))
            let header = collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
            #expect(header?.frame == CGRect(x: 0, y: 0, width: 393, height: 44))
            // Three groups: 44 + 16 + 3·120 + 2·10 + 16.
            #expect(collectionView.contentSize == CGSize(width: 393, height: 44 + 16 + 360 + 20 + 16))
            #expect(collectionView.visibleCells.count == 7)
            #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 1)
        }
    }

    @Test func nestedGroupsAndEqualCountsPlaceTheirItemsInOrder() {
        // A large item on the left, two stacked on the right; then the pattern repeats.
        let large = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let pair = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
                                                    subitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
                                                       subitems: [large, pair])
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            #expect(environment.container.effectiveContentSize.width == 393)
            return NSCollectionLayoutSection(group: group)
        })
        let source = RecordingCollectionSource(counts: [5])
        let (controller, collectionView) = makeCollectionView(layout: layout, source: source)
        TransitionHost.run(root: controller) { host in
            host.step()
            @MainActor func frame(_ item: Int) -> CGRect? { collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
            #expect(frame(0) == CGRect(x: 0, y: 0, width: 262, height: 200))
            #expect(frame(1) == CGRect(x: 262, y: 0, width: 131, height: 100))
            #expect(frame(2) == CGRect(x: 262, y: 100, width: 131, height: 100))
            #expect(frame(3) == CGRect(x: 0, y: 200, width: 262, height: 200))
            #expect(frame(4) == CGRect(x: 262, y: 200, width: 131, height: 100))
            #expect(frame(5) == nil)
        }
    }

    @Test func aMissingSectionOrAGroupThatPlacesNothingIsReported() {
        let capture = DiagnosticCapture(silent: true)
        OpenUIKitDiagnostics.$capture.withValue(capture) {
            let empty = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(.nan)),
                                                           subitems: [empty])
            let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in index == 0 ? NSCollectionLayoutSection(group: group) : nil })
            let source = RecordingCollectionSource(counts: [3, 2])
            let (controller, collectionView) = makeCollectionView(layout: layout, source: source)
            TransitionHost.run(root: controller) { host in
                host.step()
                #expect(collectionView.visibleCells.isEmpty && collectionView.contentSize.height == 0)
            }
        }
        let messages = capture.records.map(\.message)
        #expect(messages.contains { $0.hasPrefix("NSCollectionLayoutDimension nan must be finite") })
        #expect(messages.contains { $0.hasPrefix("A group of section 0 places no item") })
        #expect(messages.contains { $0.hasPrefix("The compositional layout's section provider gave no section for index 1") })
    }
}
