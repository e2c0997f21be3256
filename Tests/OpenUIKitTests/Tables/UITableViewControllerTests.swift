import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// A table view controller in a navigation controller: the row tapped to push stays selected
/// during the push and is deselected as the list comes back, along the pop.
@MainActor
struct UITableViewControllerTests {
    final class ListController: UITableViewController {
        var log: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "Item \(indexPath.row)"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.row)")
            let detail = UIViewController()
            detail.title = "Item \(indexPath.row)"
            navigationController?.pushViewController(detail, animated: true)
        }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("scrolled") }
    }

    @Test func theSelectedRowIsClearedAlongThePopThatBringsTheListBack() throws {
        let list = ListController(style: .insetGrouped)
        let navigation = UINavigationController(rootViewController: list)
        try TransitionHost.run(root: navigation) { host in
            try host.runUntilIdle()
            let table = try #require(list.tableView)
            #expect(table.style == .insetGrouped && table.backgroundColor == .systemGroupedBackground)
            let row = IndexPath(row: 2, section: 0)
            let rect = table.rectForRow(at: row)
            // Inset grouped rows keep the margins (20 on this 393-point screen).
            #expect(rect.minX == 20 && rect.width == 353)
            host.tap(at: table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil))
            try host.runUntilIdle()
            #expect(list.log.contains("didSelect 2") && navigation.viewControllers.count == 2)
            #expect(table.indexPathForSelectedRow == row, "still selected while covered")
            navigation.popViewController(animated: true)
            host.advance(by: 0.1)
            #expect(table.indexPathForSelectedRow == nil)
            let grey = try #require(table.cellForRow(at: row)?.selectedBackgroundView)
            #expect(grey.superview != nil, "the grey fades out with the pop")
            try host.runUntilIdle()
            #expect(grey.superview == nil)
        }
    }
}

/// The navigation controller's edge swipe wins over a scroll view's pan (iOS makes scroll views'
/// pans wait for it), so a pushed table pops interactively.
@MainActor
struct EdgeSwipeOverScrollViewTests {
    @Test func anEdgeSwipeOverAPushedTablePopsIt() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        try TransitionHost.run(root: navigation) { host in
            host.step()
            let list = UITableViewControllerTests.ListController(style: .plain)
            navigation.pushViewController(list, animated: true)
            try host.runUntilIdle()
            host.edgeSwipe(from: .left, distance: 0.7 * host.window.bounds.width, duration: 0.4)
            try host.runUntilIdle()
            #expect(navigation.viewControllers.count == 1)
        }
    }
}
