@testable import OpenUIKit
import Testing
import UIKitTesting

/// Pull to refresh as apps use it: a pull past the trigger sends `.valueChanged` once, the
/// content rests below the control while it refreshes, `endRefreshing()` glides it back, and
/// `beginRefreshing()` sends nothing and does not scroll. The iPhone preset's top safe area is
/// 59 points; the control takes 60 while refreshing.
@MainActor
struct UIRefreshControlTests {
    final class List: UITableViewController {
        var refreshes = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            let control = UIRefreshControl()
            control.addAction(UIAction { [unowned self] _ in refreshes += 1 }, for: .valueChanged)
            refreshControl = control
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test func aPullPastTheTriggerRefreshesOnceAndTheContentWaitsBelowTheControl() {
        withApp { _ in
            let list = List(style: .plain)
            let window = showInWindow(list)
            advance(0.1)
            let table = list.tableView!
            #expect(table.contentOffset.y == -59 && table.refreshControl === list.refreshControl)
            let input = SyntheticTouches(window: window)
            // A short pull does not refresh.
            input.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400), duration: 0.4, holdBeforeRelease: 0.2)
            advance(1)
            #expect(list.refreshes == 0 && list.refreshControl?.isRefreshing == false && table.contentOffset.y == -59)
            // A long one does, once, while the finger is still down.
            let finger = input.drag(along: [CGPoint(x: 200, y: 200), CGPoint(x: 200, y: 700)], duration: 0.8, release: false)!
            #expect(list.refreshes == 1 && list.refreshControl?.isRefreshing == true)
            #expect(abs(table.adjustedContentInset.top - (59 + 60)) < 0.001)
            input.lift([finger])
            advance(1)
            #expect(list.refreshes == 1, "one event per pull")
            #expect(abs(table.contentOffset.y - -(59 + 60)) < 0.01, "the content rests below the control: \(table.contentOffset.y)")
            #expect(list.refreshControl?.alpha == 1 && abs((list.refreshControl?.frame.minY ?? 0) - -60) < 0.01, "the control fills the 60 points above the content")
            // Pulling again while it refreshes sends nothing more.
            input.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 700), duration: 0.8, holdBeforeRelease: 0.2)
            advance(1)
            #expect(list.refreshes == 1)
            // The data came: the content glides back to its top.
            list.refreshControl?.endRefreshing()
            #expect(table.contentOffset.y < -59 - 30, "it glides, it does not jump")
            advance(0.5)
            #expect(abs(table.contentOffset.y - -59) < 0.001 && abs(table.adjustedContentInset.top - 59) < 0.001)
            #expect(list.refreshControl?.isRefreshing == false)
        }
    }

    @Test func beginRefreshingSendsNothingAndDoesNotScroll() {
        withApp { _ in
            let list = List(style: .plain)
            _ = showInWindow(list)
            advance(0.1)
            let table = list.tableView!
            list.refreshControl?.beginRefreshing()
            #expect(list.refreshControl?.isRefreshing == true && list.refreshes == 0)
            #expect(table.contentOffset.y == -59 && abs(table.adjustedContentInset.top - 119) < 0.001, "no scroll; the inset grows")
            // Apps scroll to show it themselves.
            table.setContentOffset(CGPoint(x: 0, y: -119), animated: true)
            advance(0.5)
            #expect(abs((list.refreshControl?.frame.minY ?? 0) - -60) < 0.01 && list.refreshControl?.alpha == 1)
            list.refreshControl?.endRefreshing()
            advance(0.5)
            #expect(table.contentOffset.y == -59)
            list.refreshControl?.attributedTitle = NSAttributedString(string: "Pull to refresh")
            #expect(list.refreshControl?.attributedTitle?.string == "Pull to refresh")
            table.refreshControl = nil
            #expect(list.refreshControl == nil && table.adjustedContentInset.top == 59)
        }
    }

    @Test func aCollectionViewRefreshesToo() {
        withApp { _ in
            let window = makeWindow()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            let control = UIRefreshControl()
            var refreshes = 0
            control.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
            grid.refreshControl = control
            window.addSubview(grid)
            advance(0.1)
            #expect(grid.alwaysBounceVertical, "a scroll view with a refresh control always bounces vertically")
            let top = grid.contentOffset.y
            SyntheticTouches(window: window).drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 700), duration: 0.8, holdBeforeRelease: 0.2)
            advance(1)
            #expect(refreshes == 1 && control.isRefreshing && abs(grid.contentOffset.y - (top - 60)) < 0.01)
        }
    }
}
