import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// Views the layout adds (decoration views: section backgrounds, a custom layout's own) and views
/// attached to items (badges): where they go, who makes them, and that they scroll with their
/// items.
@MainActor
struct DecorationAndBadgeTests {
    final class SectionBackground: UICollectionReusableView {
        override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
            super.interfaceBuilderConnections(into: &connections)
            connections.makeInstance = { SectionBackground(frame: .zero) }
        }
    }

    /// Two sections of ten 100-point rows, each with a 40-point header and a background inset 5.
    private func makeLayout(badges: Bool = false, orthogonal: Bool = false) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let badge = NSCollectionLayoutSupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                                                            elementKind: "badge",
                                                            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                                              supplementaryItems: badges ? [badge] : [])
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: orthogonal ? .absolute(150) : .fractionalWidth(1),
                                                                                              heightDimension: .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            if orthogonal { section.orthogonalScrollingBehavior = .continuous }
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
            let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
            background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            section.decorationItems = [background]
            return section
        }
        layout.register(SectionBackground.self, forDecorationViewOfKind: "background")
        return layout
    }

    final class BadgeSource: NSObject, UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
            view.tag = kind == "badge" ? 1 : 2
            return view
        }
    }

    private func makeCollectionView(_ layout: UICollectionViewLayout, source: BadgeSource) -> (UIViewController, UICollectionView) {
        let controller = UIViewController()
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        for kind in ["badge", UICollectionView.elementKindSectionHeader] {
            collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        collectionView.dataSource = source
        controller.view.addSubview(collectionView)
        return (controller, collectionView)
    }

    @Test func aSectionBackgroundCoversItsSectionBehindTheItems() throws {
        let source = BadgeSource()
        let (controller, collectionView) = makeCollectionView(makeLayout(), source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            // Section 0: header 0 ..< 40, rows 40 ..< 1040; the background inset 5 all round.
            let attributes = try #require(collectionView.layoutAttributesForDecorationElement(ofKind: "background", at: IndexPath(item: 0, section: 0)))
            // zIndex 0 by default (Apple's documented value), drawn below the items at 0.
            #expect(attributes.frame == CGRect(x: 5, y: 5, width: 383, height: 1030) && attributes.zIndex == 0)
            let backgrounds = collectionView.subviews.compactMap { $0 as? SectionBackground }
            #expect(backgrounds.count == 1, "only section 0's is on screen")
            #expect(backgrounds.first?.frame == attributes.frame && backgrounds.first?.layer.zPosition == -0.5)
            let cells = collectionView.visibleCells
            #expect(!cells.isEmpty && cells.allSatisfy { $0.layer.zPosition > (backgrounds.first?.layer.zPosition ?? 0) })
            // Scrolling to section 1 reuses the view.
            collectionView.contentOffset = CGPoint(x: 0, y: 1200)
            host.step()
            let now = collectionView.subviews.compactMap { $0 as? SectionBackground }
            #expect(now.count == 1 && now.first === backgrounds.first)
            #expect(abs((now.first?.frame.minY ?? 0) - (1040 + 5)) < 1e-9)
            #expect(collectionView.reusePool.madeCount < 20)
        }
    }

    @Test func aDecorationKindNeverRegisteredIsReportedOnce() {
        let layout = makeLayout()
        layout.register(nil as AnyClass?, forDecorationViewOfKind: "background")
        let source = BadgeSource()
        let capture = DiagnosticCapture(silent: true)
        OpenUIKitDiagnostics.$capture.withValue(capture) {
            let (controller, collectionView) = makeCollectionView(layout, source: source)
            TransitionHost.run(root: controller) { host in
                host.step()
                collectionView.contentOffset = CGPoint(x: 0, y: 1200)
                host.step()
                #expect(collectionView.subviews.contains { type(of: $0) == UICollectionReusableView.self && $0.layer.zPosition == -0.5 })
            }
        }
        #expect(capture.records.count == 1 && capture.records.first?.message.contains("register(_:forDecorationViewOfKind:)") == true)
    }

    @Test func aBadgeSitsOnItsItemsCorner() throws {
        let source = BadgeSource()
        let (controller, collectionView) = makeCollectionView(makeLayout(badges: true), source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            // Item 0 of section 0: 0, 40, 393 × 100. The badge's top trailing corner on the
            // item's, moved by (0.3, −0.3) of its 20 points.
            let attributes = try #require(collectionView.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 0, section: 0)))
            #expect(attributes.frame == CGRect(x: 393 - 20 + 6, y: 40 - 6, width: 20, height: 20) && attributes.zIndex == 1)
            let badge = try #require(collectionView.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 0)))
            #expect(badge.tag == 1 && badge.frame == attributes.frame)
            // Items 0 to 8 meet the 852-point screen (item 8's badge starts at 834).
            #expect(collectionView.visibleSupplementaryViews(ofKind: "badge").count == 9)
        }
    }

    @Test func aBadgeInAnOrthogonalSectionScrollsWithItsItem() throws {
        let source = BadgeSource()
        let (controller, collectionView) = makeCollectionView(makeLayout(badges: true, orthogonal: true), source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
            let badge = try #require(collectionView.supplementaryView(forElementKind: "badge", at: IndexPath(item: 1, section: 0)))
            #expect(badge.superview === cell.superview && badge.superview !== collectionView)
            let scroller = try #require(cell.superview as? UIScrollView)
            scroller.contentOffset = CGPoint(x: 100, y: 0)
            host.step()
            let badgeOnScreen = badge.convert(badge.bounds, to: collectionView)
            let cellOnScreen = cell.convert(cell.bounds, to: collectionView)
            #expect(abs(badgeOnScreen.maxX - (cellOnScreen.maxX + 6)) < 1e-9 && abs(badgeOnScreen.minY - (cellOnScreen.minY - 6)) < 1e-9)
            #expect(abs(cellOnScreen.minX - (150 - 100)) < 1e-9)
        }
    }

    /// A custom layout with a decoration view of its own: a rule under every row.
    final class RuledLayout: UICollectionViewFlowLayout {
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let items = super.layoutAttributesForElements(in: rect) ?? []
            let rules = items.filter { $0.representedElementCategory == .cell }.compactMap { layoutAttributesForDecorationView(ofKind: "rule", at: $0.indexPath) }
            return items + rules
        }
        override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard let item = layoutAttributesForItem(at: indexPath) else { return nil }
            let rule = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
            rule.frame = CGRect(x: item.frame.minX, y: item.frame.maxY, width: item.frame.width, height: 1)
            return rule
        }
    }

    @Test func aCustomLayoutsDecorationViewsAreMadeFromItsRegistration() {
        let layout = RuledLayout()
        layout.itemSize = CGSize(width: 393, height: 50)
        layout.minimumLineSpacing = 10
        layout.register(SectionBackground.self, forDecorationViewOfKind: "rule")
        let source = RecordingCollectionSource(counts: [3])
        let (controller, collectionView) = OpenUIKitTests.makeCollectionView(layout: layout, source: source)
        TransitionHost.run(root: controller) { host in
            host.step()
            let rules = collectionView.subviews.compactMap { $0 as? SectionBackground }.sorted { $0.frame.minY < $1.frame.minY }
            #expect(rules.map(\.frame) == [CGRect(x: 0, y: 50, width: 393, height: 1), CGRect(x: 0, y: 110, width: 393, height: 1), CGRect(x: 0, y: 170, width: 393, height: 1)])
        }
    }
}
