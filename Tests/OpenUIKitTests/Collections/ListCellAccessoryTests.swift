import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// List cells beyond their content: accessories at their edges (tapping one runs its handler,
/// not the row's selection), configuration updates for the cell's state (selection, states of
/// the app's own by key), and lists whose sections begin with a header item.
@MainActor
struct ListCellAccessoryTests {
    /// A plain list of `items` whose cells `configure` sets up, in a full-screen collection view.
    private func makeList(_ configuration: UICollectionLayoutListConfiguration = UICollectionLayoutListConfiguration(appearance: .plain),
                          items: [String], configure: @escaping (UICollectionViewListCell, IndexPath, String) -> Void)
        -> (UIViewController, UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let controller = UIViewController()
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.contentInsetAdjustmentBehavior = .never
        controller.view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, item in configure(cell, indexPath, item) }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        return (controller, collectionView, dataSource)
    }

    final class Selections: NSObject, UICollectionViewDelegate {
        var selected: [Int] = []
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath.item) }
    }

    @Test func accessoriesSitAtTheEdgesAndTheContentBetweenThem() throws {
        var infoTaps = 0
        let (controller, collectionView, dataSource) = makeList(items: ["A", "B"]) { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [
                .delete(displayed: .always, actionHandler: {}),
                .label(text: "12"),
                .detail(actionHandler: { infoTaps += 1 }),
                .disclosureIndicator(),
                .reorder(),  // shown only while editing: hidden
            ]
        }
        let selections = Selections()
        collectionView.delegate = selections
        try TransitionHost.run(root: controller) { host in
            host.step()
            host.step()
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
            let views = cell.subviews.compactMap { $0 as? CellAccessoryView }
            #expect(views.count == 5)
            let visible = views.filter { !$0.isHidden }
            #expect(visible.count == 4, "reorder waits for an editing mode")
            // The delete button 16 from the leading edge; the disclosure chevron 16 from the trailing one.
            #expect(visible[0].frame.minX == 16 && visible[0].frame.width == 22)
            #expect(visible[3].frame.maxX == 393 - 16 && visible[3].frame.width == 8)
            // Trailing ones in order, 12 apart: label, detail, chevron.
            #expect(visible[1].frame.maxX + 12 == visible[2].frame.minX && visible[2].frame.maxX + 12 == visible[3].frame.minX)
            // The content view between them.
            #expect(cell.contentView.frame.minX == 16 + 22 && cell.contentView.frame.maxX == visible[1].frame.minX)
            // A tap on the info button runs its handler and does not select the row.
            let info = visible[2]
            host.tap(at: info.convert(CGPoint(x: info.bounds.midX, y: info.bounds.midY), to: nil))
            try host.runUntilIdle()
            #expect(infoTaps == 1 && selections.selected.isEmpty)
            // A tap elsewhere on the row selects it.
            host.tap(at: cell.convert(CGPoint(x: 200, y: 22), to: nil))
            try host.runUntilIdle()
            #expect(selections.selected == [0])
            withExtendedLifetime(dataSource) {}
        }
    }

    @Test func aMultiselectCircleFillsWithTheSelection() throws {
        let (controller, collectionView, dataSource) = makeList(items: ["A"]) { cell, _, _ in
            cell.accessories = [.multiselect(displayed: .always)]
        }
        try TransitionHost.run(root: controller) { host in
            host.step()
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
            let circle = try #require(cell.subviews.compactMap { $0 as? CellAccessoryView }.first)
            let shape = try #require(circle.layer.sublayers?.first as? CAShapeLayer)
            #expect(shape.fillColor == nil)
            collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
            host.step()
            #expect(shape.fillColor != nil)
            withExtendedLifetime(dataSource) {}
        }
    }

    /// A cell whose configuration follows its state, including a state of the app's own.
    final class FavoriteCell: UICollectionViewListCell {
        var favorite = false { didSet { setNeedsUpdateConfiguration() } }
        var updates: [UICellConfigurationState] = []

        override var configurationState: UICellConfigurationState {
            var state = super.configurationState
            state[.favorite] = favorite
            return state
        }

        override func updateConfiguration(using state: UICellConfigurationState) {
            updates.append(state)
            var content = defaultContentConfiguration().updated(for: state)
            content.text = (state[.favorite] as? Bool) == true ? "★" : "☆"
            contentConfiguration = content
        }

        override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
            super.interfaceBuilderConnections(into: &connections)
            connections.makeInstance = { FavoriteCell(frame: .zero) }
        }
    }

    @Test func theConfigurationFollowsTheCellsStateBeforeTheNextLayout() throws {
        let controller = UIViewController()
        let collectionView = UICollectionView(frame: UIScreen.main.bounds,
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        controller.view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<FavoriteCell, String> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A"])
        dataSource.apply(snapshot, animatingDifferences: false)
        try TransitionHost.run(root: controller) { host in
            host.step()
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? FavoriteCell)
            #expect(cell.updates.count == 1, "once before the first layout")
            #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "☆")
            cell.favorite = true
            #expect(cell.updates.count == 1, "not at once: before the next layout")
            host.step()
            #expect(cell.updates.count == 2 && (cell.updates.last?[.favorite] as? Bool) == true)
            #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "★")
            cell.isHighlighted = true
            host.step()
            #expect(cell.updates.count == 3 && cell.updates.last?.isHighlighted == true)
            var handled: [Bool] = []
            cell.configurationUpdateHandler = { _, state in handled.append(state.isHighlighted) }
            host.step()
            #expect(handled == [true] && cell.updates.count == 4)
            withExtendedLifetime(dataSource) {}
        }
    }

    @Test func aTableCellsConfigurationFollowsItsSelection() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var states: [Bool] = []
        cell.configurationUpdateHandler = { _, state in states.append(state.isSelected) }
        cell.layoutIfNeeded()
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(states == [false, true], "a change asks for one update; no change, none")
    }

    @Test func aSectionsFirstItemCanBeItsHeader() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .firstItemInSection
        var kinds: [String] = []
        let (controller, collectionView, dataSource) = makeList(configuration, items: ["Header", "One", "Two"]) { cell, _, item in
            let content = cell.defaultContentConfiguration()
            kinds.append("\(item): \(content.textProperties.font.pointSize)")
            cell.contentConfiguration = content
        }
        try TransitionHost.run(root: controller) { host in
            host.step()
            host.step()
            let header = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
            let first = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
            #expect(header.backgroundColor == .clear && header.layer.cornerRadius == 0)
            #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner], "the first row after the header is rounded")
            // The header item's default configuration is a grouped header's; the others a cell's.
            let headerSize = UIListContentConfiguration.groupedHeader().textProperties.font.pointSize
            let cellSize = UIListContentConfiguration.cell().textProperties.font.pointSize
            #expect(headerSize != cellSize)
            #expect(kinds == ["Header: \(headerSize)", "One: \(cellSize)", "Two: \(cellSize)"])
            withExtendedLifetime(dataSource) {}
        }
    }
}

extension UIConfigurationStateCustomKey {
    static let favorite = UIConfigurationStateCustomKey("test.favorite")
}
