import Foundation
import OpenUIKit
import SnapshotTesting
import Testing
import UIKitTesting

/// How a refreshing control is drawn above a list (golden beside this file).
@MainActor
struct RefreshControlDrawingTests {
    final class List: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Message \(indexPath.row + 1)"
            return cell
        }
    }

    @Test func aPulledListShowsTheSpinnerAndTitleAboveItsRows() throws {
        TransitionHost.run(root: List(style: .plain)) { host in
            let list = host.window.rootViewController as! List
            let control = UIRefreshControl()
            control.attributedTitle = NSAttributedString(string: "Checking for mail…")
            list.refreshControl = control
            host.advance(by: 0.1)
            host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 600), duration: 0.6, holdBeforeRelease: 0.1)
            host.advance(by: 1)
            #expect(control.isRefreshing)
            assertSnapshot(of: host, as: .image(tolerance: .text), named: "refreshing")
        }
    }
}
