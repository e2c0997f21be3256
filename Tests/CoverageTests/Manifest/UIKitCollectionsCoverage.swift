import Foundation
import OpenUIKit

@MainActor
let uiKitCollectionSections: [CoverageSection] = [
    CoverageSection(module: "OpenUIKit", title: "Collection views", entries: [
        CoverageEntry("UICollectionView(frame:collectionViewLayout:) / collectionViewLayout / dataSource / delegate / backgroundView / reloadData() / numberOfSections / numberOfItems(inSection:)",
                      .differs, "delegate keeps the scroll view's type (a UICollectionViewDelegate assigned to it gets every call); counts are asked once per reload, as on iOS") {
            let c = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            c.backgroundView = nil; c.reloadData(); _ = (c.collectionViewLayout, c.dataSource, c.delegate, c.numberOfSections, c.numberOfItems(inSection: 0))
        },
        CoverageEntry("register(_:forCellWithReuseIdentifier:) (class and nib) / register(_:forSupplementaryViewOfKind:withReuseIdentifier:) / dequeueReusableCell(withReuseIdentifier:for:) / dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)",
                      .differs, "a registered subclass is made through InterfaceBuilderConnections.makeInstance, which the source bridge writes (Linux cannot make a class by init(frame:) from its name); views are reused only once off screen") {
            let c = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            c.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "a"); c.register(nil as UINib?, forCellWithReuseIdentifier: "b")
            c.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "h")
            _ = c.dequeueReusableCell(withReuseIdentifier: "a", for: IndexPath(item: 0, section: 0))
            _ = c.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "h", for: IndexPath(item: 0, section: 0))
        },
        CoverageEntry("visibleCells / indexPathsForVisibleItems / cellForItem(at:) / indexPath(for:) / indexPathForItem(at:) / supplementaryView(forElementKind:at:) / visibleSupplementaryViews(ofKind:) / indexPathsForVisibleSupplementaryElements(ofKind:) / layoutAttributesForItem(at:) / layoutAttributesForSupplementaryElement(ofKind:at:) / scrollToItem(at:at:animated:)",
                      .implemented, "only elements whose frames overlap the visible bounds have views") {
            let c = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()), i = IndexPath(item: 0, section: 0)
            _ = (c.visibleCells, c.indexPathsForVisibleItems, c.cellForItem(at: i), c.indexPath(for: UICollectionViewCell()), c.indexPathForItem(at: .zero))
            _ = (c.supplementaryView(forElementKind: "k", at: i), c.visibleSupplementaryViews(ofKind: "k"), c.indexPathsForVisibleSupplementaryElements(ofKind: "k"))
            _ = (c.layoutAttributesForItem(at: i), c.layoutAttributesForSupplementaryElement(ofKind: "k", at: i))
            c.scrollToItem(at: i, at: [.top, .centeredHorizontally], animated: false)
        },
        CoverageEntry("allowsSelection / allowsMultipleSelection / indexPathsForSelectedItems / selectItem(at:animated:scrollPosition:) / deselectItem(at:animated:)",
                      .differs, "a tap highlights at once (iOS waits briefly inside a scroll view)") {
            let c = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            c.allowsSelection = true; c.allowsMultipleSelection = false; _ = c.indexPathsForSelectedItems
            c.selectItem(at: nil, animated: false, scrollPosition: []); c.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
        },
        CoverageEntry("UICollectionViewDataSource / UICollectionViewDelegate (highlight, selection, display, transitionLayoutForOldLayout, targetContentOffsetForProposedContentOffset)",
                      .implemented, "optional methods have defaults; a missing supplementary view is reported and shown empty (iOS raises)") {
            _ = ((any UICollectionViewDataSource).self, (any UICollectionViewDelegate).self)
        },
        CoverageEntry("UICollectionReusableView reuseIdentifier / prepareForReuse() / apply(_:) / willTransition(from:to:) / didTransition(from:to:) / preferredLayoutAttributesFitting(_:), UICollectionViewCell contentView / backgroundView / selectedBackgroundView / isSelected / isHighlighted",
                      .implemented, "") {
            let cell = UICollectionViewCell(frame: .zero)
            cell.prepareForReuse(); cell.apply(UICollectionViewLayoutAttributes()); _ = cell.preferredLayoutAttributesFitting(UICollectionViewLayoutAttributes())
            _ = (cell.reuseIdentifier, cell.contentView, cell.backgroundView, cell.selectedBackgroundView, cell.isSelected, cell.isHighlighted)
            cell.willTransition(from: UICollectionViewLayout(), to: UICollectionViewLayout()); cell.didTransition(from: UICollectionViewLayout(), to: UICollectionViewLayout())
        },
        CoverageEntry("UICollectionViewController(collectionViewLayout:) / collectionView / collectionViewLayout / clearsSelectionOnViewWillAppear / useLayoutToLayoutNavigationTransitions",
                      .implemented, "a layout-to-layout push shares the collection view below and changes its layout; its data source and delegate stay with the controller below, as on iOS") {
            let c = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
            c.clearsSelectionOnViewWillAppear = true; c.useLayoutToLayoutNavigationTransitions = true; _ = (c.collectionViewLayout, c.collectionView)
        },
    ]),
    CoverageSection(module: "OpenUIKit", title: "Updates, diffable data sources and registrations", entries: [
        CoverageEntry("UICollectionView performBatchUpdates(_:completion:) / insertItems / deleteItems / reloadItems / moveItem / insertSections / deleteSections / reloadSections / moveSection",
                      .differs, "0.3 s ease in-out (iOS documents no duration); an update whose counts do not add up is reported and reloads (iOS raises)") {
            let c = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()), i = IndexPath(item: 0, section: 0)
            c.performBatchUpdates({
                c.insertItems(at: [i]); c.deleteItems(at: [i]); c.reloadItems(at: [i]); c.moveItem(at: i, to: i)
                c.insertSections([0]); c.deleteSections([0]); c.reloadSections([0]); c.moveSection(0, toSection: 0)
            }, completion: { _ in })
        },
        CoverageEntry("NSDiffableDataSourceSnapshot: sections and items (append, insert before/after, delete, move, reload, reconfigure), counts, identifiers, indexes",
                      .differs, "identifiers need only be Hashable; reconfigureItems reloads the items; a repeated identifier is reported and kept once (iOS raises)") {
            var s = NSDiffableDataSourceSnapshot<Int, Int>()
            s.appendSections([0]); s.insertSections([1], afterSection: 0); s.insertSections([2], beforeSection: 0); s.deleteSections([2]); s.moveSection(1, beforeSection: 0)
            s.moveSection(1, afterSection: 0); s.reloadSections([0])
            s.appendItems([1], toSection: 0); s.insertItems([2], beforeItem: 1); s.insertItems([3], afterItem: 1); s.deleteItems([3]); s.moveItem(2, afterItem: 1)
            s.moveItem(2, beforeItem: 1); s.reloadItems([1]); s.reconfigureItems([1])
            _ = (s.numberOfItems, s.numberOfSections, s.sectionIdentifiers, s.itemIdentifiers, s.itemIdentifiers(inSection: 0), s.numberOfItems(inSection: 0))
            _ = (s.sectionIdentifier(containingItem: 1), s.indexOfItem(1), s.indexOfSection(0), s.reloadedItemIdentifiers, s.reconfiguredItemIdentifiers, s.reloadedSectionIdentifiers)
            s.deleteAllItems()
        },
        CoverageEntry("UICollectionViewDataSourcePrefetching / UITableViewDataSourcePrefetching, prefetchDataSource, isPrefetchingEnabled", .differs,
                      "the items a screenful past the visible ones in the scrolling direction are announced (how far iOS looks is not documented)") {
            let c = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()); c.prefetchDataSource = nil; c.isPrefetchingEnabled = true
            let t = UITableView(frame: .zero, style: .plain); t.prefetchDataSource = nil
            _ = ((any UICollectionViewDataSourcePrefetching).self, (any UITableViewDataSourcePrefetching).self)
        },
        CoverageEntry("UICollectionViewDiffableDataSource(collectionView:cellProvider:) / supplementaryViewProvider / apply(_:animatingDifferences:completion:) / applySnapshotUsingReloadData / snapshot() / itemIdentifier(for:) / indexPath(for:) / sectionIdentifier(for:) / index(for:)",
                      .implemented, "differences by identity: deletions, insertions, and moves outside the longest run that kept its order") {
            let c = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let d = UICollectionViewDiffableDataSource<Int, Int>(collectionView: c) { _, _, _ in nil }
            d.supplementaryViewProvider = nil; d.apply(d.snapshot(), animatingDifferences: true) {}; d.applySnapshotUsingReloadData(d.snapshot())
            _ = (d.itemIdentifier(for: IndexPath(item: 0, section: 0)), d.indexPath(for: 0), d.sectionIdentifier(for: 0), d.index(for: 0))
        },
        CoverageEntry("UITableViewDiffableDataSource(tableView:cellProvider:) / defaultRowAnimation / apply / applySnapshotUsingReloadData / snapshot() / itemIdentifier(for:) / indexPath(for:) / sectionIdentifier(for:)",
                      .implemented, "") {
            let t = UITableView(frame: .zero, style: .plain)
            let d = UITableViewDiffableDataSource<Int, Int>(tableView: t) { _, _, _ in nil }
            d.defaultRowAnimation = .fade; d.apply(d.snapshot()); d.applySnapshotUsingReloadData(d.snapshot())
            _ = (d.itemIdentifier(for: IndexPath(row: 0, section: 0)), d.indexPath(for: 0), d.sectionIdentifier(for: 0))
        },
        CoverageEntry("UICollectionView.CellRegistration(handler:) / (cellNib:handler:) / SupplementaryRegistration(elementKind:handler:) / dequeueConfiguredReusableCell(using:for:item:) / dequeueConfiguredReusableSupplementary(using:for:)",
                      .differs, "a subclass is made through the source bridge's factory (without it: its init(coder:), reported)") {
            let c = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let r = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
            let h = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: "k") { _, _, _ in }
            _ = c.dequeueConfiguredReusableCell(using: r, for: IndexPath(item: 0, section: 0), item: 1)
            _ = c.dequeueConfiguredReusableSupplementary(using: h, for: IndexPath(item: 0, section: 0))
            _ = UICollectionView.CellRegistration<UICollectionViewCell, Int>(cellNib: UINib(data: Data(), bundle: nil)) { _, _, _ in }
        },
    ]),
    CoverageSection(module: "OpenUIKit", title: "Collection view layouts", entries: [
        CoverageEntry("UICollectionViewLayout prepare() / layoutAttributesForElements(in:) / layoutAttributesForItem(at:) / layoutAttributesForSupplementaryView(ofKind:at:) / collectionViewContentSize / invalidateLayout() / shouldInvalidateLayout(forBoundsChange:) / layoutAttributesClass / collectionView",
                      .differs, "invalidation contexts are not available yet: invalidateLayout() recomputes everything") {
            let l = UICollectionViewLayout(); l.prepare(); l.invalidateLayout()
            _ = (l.layoutAttributesForElements(in: .zero), l.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)), l.collectionViewContentSize, l.collectionView)
            _ = (l.layoutAttributesForSupplementaryView(ofKind: "k", at: IndexPath(item: 0, section: 0)), l.shouldInvalidateLayout(forBoundsChange: .zero), UICollectionViewLayout.layoutAttributesClass)
        },
        CoverageEntry("targetContentOffset(forProposedContentOffset:) / targetContentOffset(forProposedContentOffset:withScrollingVelocity:) / prepareForTransition(from:) / prepareForTransition(to:) / finalizeLayoutTransition()",
                      .implemented, "asked around layout changes in UIKit's order") {
            let l = UICollectionViewLayout()
            _ = (l.targetContentOffset(forProposedContentOffset: .zero), l.targetContentOffset(forProposedContentOffset: .zero, withScrollingVelocity: .zero))
            l.prepareForTransition(from: l); l.prepareForTransition(to: l); l.finalizeLayoutTransition()
        },
        CoverageEntry("prepare(forCollectionViewUpdates:) / finalizeCollectionViewUpdates() / initialLayoutAttributesForAppearingItem(at:) / finalLayoutAttributesForDisappearingItem(at:) / …SupplementaryElement, UICollectionViewUpdateItem",
                      .implemented, "the base class fades items in and out in place") {
            let l = UICollectionViewLayout(); l.prepare(forCollectionViewUpdates: []); l.finalizeCollectionViewUpdates()
            _ = (l.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 0)), l.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 0, section: 0)))
            _ = (l.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: "k", at: IndexPath(item: 0, section: 0)),
                 l.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: "k", at: IndexPath(item: 0, section: 0)), UICollectionViewUpdateItem.Action.insert)
        },
        CoverageEntry("UICollectionViewLayoutInvalidationContext invalidateEverything / invalidateDataSourceCounts / invalidateItems(at:) / invalidateSupplementaryElements(ofKind:at:) / invalidateDecorationElements(ofKind:at:) / invalidated…IndexPaths / contentOffsetAdjustment / contentSizeAdjustment, UICollectionViewFlowLayoutInvalidationContext, invalidationContextClass / invalidateLayout(with:) / invalidationContext(forBoundsChange:) / shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:) / invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)",
                      .differs, "every invalidation runs prepare() in full; contentSizeAdjustment is superseded by the size the layout computes again") {
            let l = UICollectionViewLayout(); let c = UICollectionViewLayoutInvalidationContext()
            c.invalidateItems(at: []); c.invalidateSupplementaryElements(ofKind: "k", at: []); c.invalidateDecorationElements(ofKind: "k", at: [])
            c.contentOffsetAdjustment = .zero; c.contentSizeAdjustment = .zero
            _ = (c.invalidateEverything, c.invalidateDataSourceCounts, c.invalidatedItemIndexPaths, c.invalidatedSupplementaryIndexPaths, c.invalidatedDecorationIndexPaths)
            let f = UICollectionViewFlowLayoutInvalidationContext(); f.invalidateFlowLayoutDelegateMetrics = false; f.invalidateFlowLayoutAttributes = false
            _ = (UICollectionViewLayout.invalidationContextClass, l.invalidationContext(forBoundsChange: .zero))
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            _ = (l.shouldInvalidateLayout(forPreferredLayoutAttributes: a, withOriginalAttributes: a), l.invalidationContext(forPreferredLayoutAttributes: a, withOriginalAttributes: a))
            l.invalidateLayout(with: c)
        },
        CoverageEntry("prepare(forAnimatedBoundsChange:) / finalizeAnimatedBoundsChange() / flipsHorizontallyInOppositeLayoutDirection / developmentLayoutDirection",
                      .differs, "layouts are never mirrored (OpenUIKit lays out left to right)") {
            let l = UICollectionViewLayout(); l.prepare(forAnimatedBoundsChange: .zero); l.finalizeAnimatedBoundsChange()
            _ = (l.flipsHorizontallyInOppositeLayoutDirection, l.developmentLayoutDirection)
        },
        CoverageEntry("UICollectionViewLayoutAttributes(forCellWith:) / (forSupplementaryViewOfKind:with:) / (forDecorationViewOfKind:with:) / frame / center / size / bounds / transform / transform3D / alpha / zIndex / isHidden / indexPath / representedElementCategory / representedElementKind / copy(with:) / isEqual(_:)",
                      .implemented, "zIndex becomes the layer's zPosition") {
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            a.frame = .zero; a.center = .zero; a.size = .zero; a.transform = .identity; a.transform3D = CATransform3DIdentity; a.alpha = 1; a.zIndex = 0; a.isHidden = false
            _ = (a.bounds, a.indexPath, a.representedElementCategory, a.representedElementKind, a.copy(), a.isEqual(a))
            _ = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "k", with: IndexPath(item: 0, section: 0))
        },
        CoverageEntry("UICollectionViewFlowLayout scrollDirection / itemSize / estimatedItemSize / automaticSize / minimumLineSpacing / minimumInteritemSpacing / headerReferenceSize / footerReferenceSize / sectionInset / sectionInsetReference / sectionHeadersPinToVisibleBounds / sectionFootersPinToVisibleBounds, UICollectionViewDelegateFlowLayout",
                      .differs, "lines are justified, a section's last line keeps the spacing of the line before it (observed behaviour, our reading); right-to-left lines are not supported") {
            let f = UICollectionViewFlowLayout()
            f.scrollDirection = .horizontal; f.itemSize = .zero; f.estimatedItemSize = UICollectionViewFlowLayout.automaticSize; f.minimumLineSpacing = 0
            f.minimumInteritemSpacing = 0; f.headerReferenceSize = .zero; f.footerReferenceSize = .zero; f.sectionInset = .zero
            f.sectionInsetReference = .fromSafeArea; f.sectionHeadersPinToVisibleBounds = true; f.sectionFootersPinToVisibleBounds = false
            _ = (any UICollectionViewDelegateFlowLayout).self
        },
        CoverageEntry("UICollectionViewCompositionalLayout(section:) / (section:configuration:) / (sectionProvider:) / (sectionProvider:configuration:) / configuration, UICollectionViewCompositionalLayoutConfiguration scrollDirection / interSectionSpacing, NSCollectionLayoutEnvironment / NSCollectionLayoutContainer",
                      .differs, "orthogonal scrolling, decoration items and list configurations are not available yet; estimated dimensions are used as they are") {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let section = NSCollectionLayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
            let configuration = UICollectionViewCompositionalLayoutConfiguration(); configuration.scrollDirection = .horizontal; configuration.interSectionSpacing = 8
            _ = UICollectionViewCompositionalLayout(section: section); _ = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
            let l = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
                _ = (environment.container.contentSize, environment.container.effectiveContentSize, environment.container.contentInsets,
                     environment.container.effectiveContentInsets, environment.traitCollection)
                return section
            })
            _ = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in nil }, configuration: configuration); _ = l.configuration
        },
        CoverageEntry("NSCollectionLayoutDimension fractionalWidth / fractionalHeight / absolute / estimated, NSCollectionLayoutSize, NSCollectionLayoutItem contentInsets, NSCollectionLayoutGroup horizontal / vertical (subitems:, subitem:count:, repeatingSubitem:count:) / interItemSpacing, NSCollectionLayoutSpacing fixed / flexible, NSCollectionLayoutSection contentInsets / interGroupSpacing / boundarySupplementaryItems, NSCollectionLayoutBoundarySupplementaryItem, NSRectAlignment",
                      .differs, "boundary items are placed at the top or bottom of their section; pinToVisibleBounds only raises them above the items") {
            let d = NSCollectionLayoutDimension.fractionalHeight(0.5); _ = (d.isFractionalWidth, d.isFractionalHeight, d.isAbsolute, d.isEstimated, d.dimension)
            let size = NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .estimated(20))
            let item = NSCollectionLayoutItem(layoutSize: size); item.contentInsets = .zero
            let g = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 2); g.interItemSpacing = .flexible(4)
            _ = (NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 2), NSCollectionLayoutGroup.vertical(layoutSize: size, subitem: item, count: 2),
                 NSCollectionLayoutGroup.vertical(layoutSize: size, repeatingSubitem: item, count: 2), NSCollectionLayoutSpacing.fixed(2).isFixedSpacing, g.subitems)
            let s = NSCollectionLayoutSection(group: g); s.contentInsets = .zero; s.interGroupSpacing = 4
            let h = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "h", alignment: .top); h.pinToVisibleBounds = false
            s.boundarySupplementaryItems = [h]; _ = (h.elementKind, h.alignment)
        },
        CoverageEntry("NSCollectionLayoutSection orthogonalScrollingBehavior / visibleItemsInvalidationHandler, UICollectionLayoutSectionOrthogonalScrollingBehavior (.none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered), NSCollectionLayoutVisibleItem, NSCollectionLayoutSectionVisibleItemsInvalidationHandler",
                      .differs, "group paging moves one group per swipe and a fling faster than 0.3 points per millisecond moves to the next group (iOS documents neither); the handler's offset is the section's own scroll view's offset") {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)))
            let s = NSCollectionLayoutSection(group: .horizontal(layoutSize: item.layoutSize, subitems: [item]))
            s.orthogonalScrollingBehavior = .groupPagingCentered
            s.visibleItemsInvalidationHandler = { items, _, _ in
                for i in items {
                    i.alpha = 1; i.zIndex = 0; i.isHidden = false; i.center = i.center; i.transform = .identity; i.transform3D = CATransform3DIdentity
                    _ = (i.name, i.indexPath, i.frame, i.bounds, i.representedElementCategory, i.representedElementKind)
                }
            }
            _ = [UICollectionLayoutSectionOrthogonalScrollingBehavior.none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging]
        },
        CoverageEntry("NSDiffableDataSourceSectionSnapshot (append(_:to:) of items or of a snapshot, insert(_:before:/after:), delete, deleteAll, expand, collapse, isExpanded, isVisible, contains, level(of:), parent(of:), index(of:), items, visibleItems, rootItems, snapshot(of:includingParent:)), UICollectionViewDiffableDataSource apply(_:to:animatingDifferences:completion:) / snapshot(for:) / sectionSnapshotHandlers (SectionSnapshotHandlers), UICellAccessory.outlineDisclosure(displayed:options:actionHandler:) / OutlineDisclosureOptions, UICollectionViewListCell indentationLevel / indentationWidth / indentsAccessories",
                      .differs, "the automatic chevron style is .header in a section's header item and .cell elsewhere (our reading); indentation steps are 10 points; a whole snapshot applied replaces the outlines with flat sections") {
            var t = NSDiffableDataSourceSectionSnapshot<Int>(); t.append([1, 2]); t.append([3], to: 1); t.insert([4], before: 2); t.insert([5], after: 2)
            var sub = NSDiffableDataSourceSectionSnapshot<Int>(); sub.append([6]); t.append(sub, to: 2)
            t.expand([1]); t.collapse([1]); t.delete([5]); _ = (t.isExpanded(1), t.isVisible(3), t.contains(3), t.level(of: 3), t.parent(of: 3), t.index(of: 3))
            _ = (t.items, t.visibleItems, t.rootItems, t.snapshot(of: 1, includingParent: true)); t.deleteAll()
            let c = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let d = UICollectionViewDiffableDataSource<Int, Int>(collectionView: c) { _, _, _ in nil }
            d.apply(t, to: 0, animatingDifferences: false); _ = d.snapshot(for: 0)
            var h = SectionSnapshotHandlers<Int>(); h.shouldExpandItem = { _ in true }; h.willExpandItem = { _ in }; h.shouldCollapseItem = { _ in true }
            h.willCollapseItem = { _ in }; h.snapshotForExpandingParent = { _, s in s }; d.sectionSnapshotHandlers = h
            let cell = UICollectionViewListCell(frame: .zero); cell.indentationLevel = 1; cell.indentationWidth = 10; cell.indentsAccessories = true
            cell.accessories = [.outlineDisclosure(options: .init(style: .header)), .outlineDisclosure(displayed: .always, options: .init(style: .cell)) {}]
            _ = UICellAccessory.OutlineDisclosureOptions.Style.automatic
        },
        CoverageEntry("NSCollectionLayoutSection.decorationItems, NSCollectionLayoutDecorationItem.background(elementKind:) / zIndex / contentInsets, UICollectionViewLayout register(_:forDecorationViewOfKind:) (class and nib) / layoutAttributesForDecorationView(ofKind:at:) / initialLayoutAttributesForAppearingDecorationElement / finalLayoutAttributesForDisappearingDecorationElement, UICollectionView.layoutAttributesForDecorationElement(ofKind:at:)",
                      .differs, "a background covers its section with its headers and footers, behind the items (zIndex −1 by default, our choice)") {
            let d = NSCollectionLayoutDecorationItem.background(elementKind: "bg"); d.zIndex = -1; d.contentInsets = .zero; _ = d.elementKind
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)))
            let s = NSCollectionLayoutSection(group: .horizontal(layoutSize: item.layoutSize, subitems: [item])); s.decorationItems = [d]
            let l = UICollectionViewFlowLayout(); l.register(UICollectionReusableView.self, forDecorationViewOfKind: "bg"); l.register(nil as UINib?, forDecorationViewOfKind: "x")
            _ = (l.layoutAttributesForDecorationView(ofKind: "bg", at: IndexPath(item: 0, section: 0)), l.initialLayoutAttributesForAppearingDecorationElement(ofKind: "bg", at: IndexPath(item: 0, section: 0)),
                 l.finalLayoutAttributesForDisappearingDecorationElement(ofKind: "bg", at: IndexPath(item: 0, section: 0)))
            _ = UICollectionView(frame: .zero, collectionViewLayout: l).layoutAttributesForDecorationElement(ofKind: "bg", at: IndexPath(item: 0, section: 0))
        },
        CoverageEntry("NSCollectionLayoutItem(layoutSize:supplementaryItems:) / supplementaryItems, NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:containerAnchor:) / (…itemAnchor:) / zIndex, NSCollectionLayoutAnchor(edges:) / (edges:absoluteOffset:) / (edges:fractionalOffset:), NSDirectionalRectEdge, NSCollectionLayoutBoundarySupplementaryItem.zIndex",
                      .differs, "a fractional offset is a fraction of the attached view's own size (our reading); attached views in orthogonal sections scroll with their items") {
            let size = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
            let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size, elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
            badge.zIndex = 2
            _ = NSCollectionLayoutSupplementaryItem(layoutSize: size, elementKind: "b", containerAnchor: NSCollectionLayoutAnchor(edges: .all, absoluteOffset: .zero),
                                                    itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
            _ = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: [badge]).supplementaryItems
            _ = (NSDirectionalRectEdge.top, NSDirectionalRectEdge.leading, NSDirectionalRectEdge.bottom, NSDirectionalRectEdge.trailing, badge.containerAnchor.edges, badge.itemAnchor)
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "h", alignment: .top); header.zIndex = 3
        },
        CoverageEntry("UICollectionLayoutListConfiguration(appearance:) / appearance / showsSeparators / headerMode / footerMode, NSCollectionLayoutSection.list(using:layoutEnvironment:), UICollectionViewCompositionalLayout.list(using:), UICollectionViewListCell defaultContentConfiguration()",
                      .differs, "rows size themselves from their cells; .firstItemInSection makes the first item a header (it expands with an outline section snapshot); swipe actions are not available yet; the metrics are ours") {
            var c = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            c.showsSeparators = true; c.headerMode = .supplementary; c.footerMode = .none; _ = c.appearance
            c.headerMode = .firstItemInSection
            _ = UICollectionViewCompositionalLayout.list(using: c)
            _ = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in NSCollectionLayoutSection.list(using: c, layoutEnvironment: environment) })
            _ = UICollectionViewListCell(frame: .zero).defaultContentConfiguration()
        },
        CoverageEntry("setCollectionViewLayout(_:animated:) / setCollectionViewLayout(_:animated:completion:)", .differs,
                      "animated changes take 0.3 s ease in-out (iOS documents no duration)") {
            let c = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            c.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: false); c.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: false) { _ in }
        },
        CoverageEntry("startInteractiveTransition(to:completion:) / finishInteractiveTransition() / cancelInteractiveTransition(), UICollectionViewTransitionLayout(currentLayout:nextLayout:) / transitionProgress / currentLayout / nextLayout / updateValue(_:forAnimatedKey:) / value(forAnimatedKey:)",
                      .differs, "the content offset follows the progress; the finish or cancel animates what is left, at least as fast as the progress last moved toward that end (from the recorded changes; at least 0.1 s); values of animated keys are kept, not animated") {
            let t = UICollectionViewTransitionLayout(currentLayout: UICollectionViewFlowLayout(), nextLayout: UICollectionViewFlowLayout())
            t.transitionProgress = 0.5; t.updateValue(1, forAnimatedKey: "k"); _ = (t.value(forAnimatedKey: "k"), t.currentLayout, t.nextLayout)
            let c = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            _ = c.startInteractiveTransition(to: UICollectionViewFlowLayout()) { _, _ in }; c.cancelInteractiveTransition(); c.finishInteractiveTransition()
        },
    ]),
    CoverageSection(module: "OpenUIKit", title: "Table views", entries: [
        CoverageEntry("UITableView(frame:style:) / style (.plain, .grouped, .insetGrouped) / dataSource / delegate / rowHeight / estimatedRowHeight / sectionHeaderHeight / sectionFooterHeight / estimatedSectionHeaderHeight / estimatedSectionFooterHeight / automaticDimension / separatorStyle / separatorColor / separatorInset / backgroundView / tableHeaderView / tableFooterView",
                      .differs, "delegate keeps the scroll view's type; automatic header, footer and standard row heights are our measures (UIKit publishes none); reordering rows and the index bar are not available yet") {
            let t = UITableView(frame: .zero, style: .insetGrouped)
            t.rowHeight = UITableView.automaticDimension; t.estimatedRowHeight = 44; t.sectionHeaderHeight = 28; t.sectionFooterHeight = 0
            t.separatorStyle = .none; t.separatorInset = .zero; t.separatorColor = .separator
            t.estimatedSectionHeaderHeight = 28; t.estimatedSectionFooterHeight = 0; t.backgroundView = nil; t.tableHeaderView = nil; t.tableFooterView = nil
            _ = (t.style, t.dataSource, t.delegate)
        },
        CoverageEntry("register(_:forCellReuseIdentifier:) (class and nib) / register(_:forHeaderFooterViewReuseIdentifier:) / dequeueReusableCell(withIdentifier:) / dequeueReusableCell(withIdentifier:for:) / dequeueReusableHeaderFooterView(withIdentifier:)",
                      .differs, "a registered subclass is made through InterfaceBuilderConnections.makeInstance, which the source bridge writes") {
            let t = UITableView(frame: .zero, style: .plain)
            t.register(UITableViewCell.self, forCellReuseIdentifier: "a"); t.register(nil as UINib?, forCellReuseIdentifier: "b")
            t.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "h")
            _ = (t.dequeueReusableCell(withIdentifier: "a"), t.dequeueReusableCell(withIdentifier: "a", for: IndexPath(row: 0, section: 0)), t.dequeueReusableHeaderFooterView(withIdentifier: "h"))
        },
        CoverageEntry("reloadData() / numberOfSections / numberOfRows(inSection:) / visibleCells / indexPathsForVisibleRows / cellForRow(at:) / indexPath(for:) / indexPathForRow(at:) / indexPathsForRows(in:) / rectForRow(at:) / rect(forSection:) / rectForHeader(inSection:) / rectForFooter(inSection:) / headerView(forSection:) / footerView(forSection:) / scrollToRow(at:at:animated:)",
                      .implemented, "only visible rows have cells; plain headers are pinned") {
            let t = UITableView(frame: .zero, style: .plain), i = IndexPath(row: 0, section: 0)
            t.reloadData(); _ = (t.numberOfSections, t.numberOfRows(inSection: 0), t.visibleCells, t.indexPathsForVisibleRows, t.cellForRow(at: i))
            _ = (t.indexPath(for: UITableViewCell()), t.indexPathForRow(at: .zero), t.indexPathsForRows(in: .zero), t.rectForRow(at: i), t.rect(forSection: 0))
            _ = (t.rectForHeader(inSection: 0), t.rectForFooter(inSection: 0), t.headerView(forSection: 0), t.footerView(forSection: 0))
            t.scrollToRow(at: i, at: .middle, animated: false)
        },
        CoverageEntry("allowsSelection / allowsMultipleSelection / indexPathForSelectedRow / indexPathsForSelectedRows / selectRow(at:animated:scrollPosition:) / deselectRow(at:animated:)",
                      .implemented, "willSelect, willDeselect, didDeselect, didSelect in UIKit's order; the animated deselect fades the grey in 0.3 s (our measure)") {
            let t = UITableView(frame: .zero, style: .plain)
            t.allowsSelection = true; t.allowsMultipleSelection = false; _ = (t.indexPathForSelectedRow, t.indexPathsForSelectedRows)
            t.selectRow(at: nil, animated: false, scrollPosition: .none); t.deselectRow(at: IndexPath(row: 0, section: 0), animated: true)
        },
        CoverageEntry("insertRows / deleteRows / reloadRows / moveRow / insertSections / deleteSections / reloadSections / moveSection (with RowAnimation) / performBatchUpdates(_:completion:) / beginUpdates() / endUpdates()",
                      .differs, "rows move and arrive or leave in 0.3 s ease in-out (iOS documents no duration); an update whose counts do not add up is reported and reloads (iOS raises)") {
            let t = UITableView(frame: .zero, style: .plain), i = IndexPath(row: 0, section: 0)
            t.performBatchUpdates({
                t.insertRows(at: [i], with: .fade); t.deleteRows(at: [i], with: .left); t.reloadRows(at: [i], with: .automatic); t.moveRow(at: i, to: i)
                t.insertSections([0], with: .top); t.deleteSections([0], with: .bottom); t.reloadSections([0], with: .middle); t.moveSection(0, toSection: 0)
            }, completion: { _ in })
            t.beginUpdates(); t.endUpdates()
        },
        CoverageEntry("UITableViewDataSource (sections, rows, cellForRowAt, titleForHeader/Footer, canMove, moveRowAt) / UITableViewDelegate (heights, estimated heights, header and footer views, display, highlight, willSelect/didSelect/willDeselect/didDeselect)",
                      .implemented, "optional methods have defaults") {
            _ = ((any UITableViewDataSource).self, (any UITableViewDelegate).self)
        },
        CoverageEntry("UITableViewCell(style:reuseIdentifier:) / CellStyle / textLabel / detailTextLabel / imageView / contentView / accessoryType / accessoryView / selectionStyle / backgroundView / selectedBackgroundView / separatorInset / isSelected / isHighlighted / setSelected(_:animated:) / setHighlighted(_:animated:) / prepareForReuse() / reuseIdentifier",
                      .differs, "standard metrics are our measures of iOS (20-point margins on wide phones, 17-point text, 44-point rows)") {
            let c = UITableViewCell(style: .subtitle, reuseIdentifier: "x")
            _ = (c.textLabel, c.detailTextLabel, c.imageView, c.contentView, c.reuseIdentifier, c.isSelected, c.isHighlighted, c.style)
            c.accessoryType = .disclosureIndicator; c.accessoryView = nil; c.selectionStyle = .none; c.backgroundView = nil; c.selectedBackgroundView = nil
            c.separatorInset = .zero; c.setSelected(true, animated: false); c.setHighlighted(false, animated: false); c.prepareForReuse()
        },
        CoverageEntry("UITableViewHeaderFooterView(reuseIdentifier:) / textLabel / contentView / backgroundView / prepareForReuse()", .implemented, "") {
            let v = UITableViewHeaderFooterView(reuseIdentifier: "h"); _ = (v.textLabel, v.contentView, v.reuseIdentifier); v.backgroundView = nil; v.prepareForReuse()
        },
        CoverageEntry("UITableViewController(style:) / tableView / clearsSelectionOnViewWillAppear", .implemented,
                      "the selection fades out along the transition that shows the table again") {
            let c = UITableViewController(style: .plain); c.clearsSelectionOnViewWillAppear = true; _ = c.tableView
        },
        CoverageEntry("UIViewController isEditing / setEditing(_:animated:) / editButtonItem; UITableView isEditing / setEditing(_:animated:) / allowsSelectionDuringEditing; UITableViewCell isEditing / setEditing(_:animated:) / editingAccessoryType / editingAccessoryView", .differs,
                      "editing mode is state, callbacks (the Edit/Done item, the table's cells told), the cells' editing accessories and selection only when allowed; reordering is not drawn or handled") {
            let c = UITableViewController(style: .plain); _ = c.editButtonItem; c.setEditing(true, animated: false); _ = c.isEditing
            let t = UITableView(); t.setEditing(true, animated: true); _ = t.isEditing; t.allowsSelectionDuringEditing = true
            let cell = UITableViewCell(); cell.setEditing(true, animated: false); _ = cell.isEditing
            cell.editingAccessoryType = .checkmark; cell.editingAccessoryView = nil
        },
        CoverageEntry("UITableViewCell.EditingStyle / editingStyle; UITableViewDataSource canEditRowAt / commit(_:forRowAt:); UITableViewDelegate editingStyleForRowAt / titleForDeleteConfirmationButtonForRowAt / willBeginEditingRowAt / didEndEditingRowAt", .differs,
                      "in editing mode each row shows the delegate's control (a red one opens the delete confirmation, a green one commits an insert at once); the control's size and the 38-point indent are ours; without swipe action configurations a swipe does nothing (iOS's swipe to delete needs to know whether the data source implements commit, which Swift cannot ask)") {
            let cell = UITableViewCell(); _ = cell.editingStyle; let _: [UITableViewCell.EditingStyle] = [.none, .delete, .insert]
            final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            let source = Source(), table = UITableView(), row = IndexPath(row: 0, section: 0)
            _ = (source.tableView(table, canEditRowAt: row), source.tableView(table, editingStyleForRowAt: row), source.tableView(table, titleForDeleteConfirmationButtonForRowAt: row))
            source.tableView(table, commit: .delete, forRowAt: row); source.tableView(table, willBeginEditingRowAt: row); source.tableView(table, didEndEditingRowAt: row)
        },
        CoverageEntry("UIContextualAction (style, title, image, backgroundColor, handler) / UISwipeActionsConfiguration (actions, performsFirstActionWithFullSwipe); UITableViewDelegate leading/trailingSwipeActionsConfigurationForRowAt", .differs,
                      "a horizontal pan on a row slides it open over the actions; a tap runs the handler, whose completion closes the row; a full swipe performs the first action; button widths, the open and full-swipe thresholds and the 0.3 s slide are ours; collection view list cells have no swipe actions") {
            let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
            action.backgroundColor = .systemRed; action.image = nil; _ = (action.style, action.title, action.handler)
            let configuration = UISwipeActionsConfiguration(actions: [action]); configuration.performsFirstActionWithFullSwipe = false; _ = configuration.actions
        },
        CoverageEntry("UITableViewRowAction (style .default/.destructive/.normal, title, backgroundColor) / UITableViewDelegate editActionsForRowAt", .differs,
                      "shown when the delegate has no trailing swipe actions configuration; a tap runs the handler and leaves the row open, as on iOS; no backgroundEffect") {
            let rowAction = UITableViewRowAction(style: .normal, title: "More") { _, _ in }
            rowAction.backgroundColor = .systemBlue; rowAction.title = "More"; _ = (rowAction.style, UITableViewRowAction.Style.destructive)
        },
    ]),
    CoverageSection(module: "OpenUIKit", title: "Content configurations", entries: [
        CoverageEntry("UIContentConfiguration (makeContentView, updated(for:)) / UIContentView (configuration, supports) / UIConfigurationState / UICellConfigurationState (isSelected, isHighlighted, isDisabled, isFocused, isEditing, isExpanded, isSwiped, isReordering, subscript by UIConfigurationStateCustomKey)",
                      .differs, "cells have no editing, focus, swipe or drag states: those stay false unless set") {
            _ = ((any UIContentConfiguration).self, (any UIContentView).self, (any UIConfigurationState).self)
            var state = UICellConfigurationState(); state.isSelected = true; _ = (state.isHighlighted, state.isDisabled, state.isFocused, state.isEditing, state.isExpanded)
            state.isSwiped = false; state.isReordering = false; state[UIConfigurationStateCustomKey("k")] = 1; _ = state[UIConfigurationStateCustomKey(rawValue: "k")]
        },
        CoverageEntry("UICollectionViewCell / UITableViewCell configurationState / updateConfiguration(using:) / setNeedsUpdateConfiguration() / configurationUpdateHandler", .implemented,
                      "updated once before the first layout and before the layout after a selection, highlight or setNeedsUpdateConfiguration(); the default updates the content configuration for the state") {
            let c = UICollectionViewCell(frame: .zero); _ = c.configurationState; c.setNeedsUpdateConfiguration(); c.updateConfiguration(using: c.configurationState)
            c.configurationUpdateHandler = { _, _ in }
            let t = UITableViewCell(style: .default, reuseIdentifier: nil); _ = t.configurationState; t.setNeedsUpdateConfiguration()
            t.updateConfiguration(using: t.configurationState); t.configurationUpdateHandler = { _, _ in }
        },
        CoverageEntry("UICollectionViewListCell accessories, UICellAccessory disclosureIndicator / checkmark / detail / delete / insert / multiselect / reorder / label(text:) / customView(configuration:), their Options, DisplayedState, LayoutDimension, Placement, CustomViewConfiguration",
                      .differs, "no editing mode yet: .whenEditing accessories stay hidden; the pop-up menu accessory is not available; sizes are ours") {
            let cell = UICollectionViewListCell(frame: .zero)
            cell.accessories = [.disclosureIndicator(displayed: .always, options: .init(tintColor: .gray)), .checkmark(options: .init(isHidden: false)),
                                .detail(options: .init(reservedLayoutWidth: .standard)) {}, .delete(options: .init(backgroundColor: .red)) {},
                                .insert(displayed: .whenNotEditing, options: .init()) {}, .multiselect(options: .init(backgroundColor: nil)),
                                .reorder(options: .init(showsVerticalSeparator: true)), .label(text: "1", options: .init(font: .systemFont(ofSize: 12))),
                                .customView(configuration: .init(customView: UIView(), placement: .leading(displayed: .always), reservedLayoutWidth: .custom(20)))]
            _ = (UICellAccessory.LayoutDimension.actual, cell.accessories.count)
        },
        CoverageEntry("UIListContentConfiguration cell() / subtitleCell() / valueCell() / sidebarCell() / header() / footer() / plainHeader() / plainFooter() / groupedHeader() / groupedFooter(), text / secondaryText / image / textProperties (resolvedColor()) / secondaryTextProperties / imageProperties (resolvedTintColor(for:), preferredSymbolConfiguration) / directionalLayoutMargins / imageToTextPadding / textToSecondaryTextVerticalPadding / textToSecondaryTextHorizontalPadding / prefersSideBySideTextAndSecondaryText, UIListContentView",
                      .differs, "the metrics are our measures; no attributed texts") {
            var c = UIListContentConfiguration.cell()
            c.text = "a"; c.secondaryText = "b"; c.image = nil; c.textProperties.color = .label; c.secondaryTextProperties.numberOfLines = 1
            c.imageProperties.cornerRadius = 4; c.directionalLayoutMargins = .zero; c.imageToTextPadding = 8; c.textToSecondaryTextVerticalPadding = 2
            c.prefersSideBySideTextAndSecondaryText = true; c.textToSecondaryTextHorizontalPadding = 8
            _ = (c.textProperties.resolvedColor(), c.imageProperties.resolvedTintColor(for: .blue)); c.imageProperties.preferredSymbolConfiguration = nil
            _ = [UIListContentConfiguration.subtitleCell(), .valueCell(), .sidebarCell(), .header(), .footer(), .plainHeader(), .plainFooter(), .groupedHeader(), .groupedFooter()]
            _ = UIListContentView(configuration: c).configuration
        },
        CoverageEntry("UITableViewCell / UICollectionViewCell / UITableViewHeaderFooterView contentConfiguration, defaultContentConfiguration()", .implemented,
                      "the configuration's view fills the content view; a configuration of the same kind reuses it; self-sizing rows take its height") {
            let t = UITableViewCell(style: .default, reuseIdentifier: nil); t.contentConfiguration = t.defaultContentConfiguration()
            UICollectionViewCell(frame: .zero).contentConfiguration = UIListContentConfiguration.cell()
            let h = UITableViewHeaderFooterView(reuseIdentifier: nil); h.contentConfiguration = h.defaultContentConfiguration()
        },
    ]),
]
