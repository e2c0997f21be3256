import Foundation
import OpenUIKit
import Testing

/// Test doubles as iOS apps' unit tests write them: spies that subclass a table or collection
/// view to record updates and selection, and controllers that stand in a fake navigation
/// controller. These compile only because the members are open members of the class bodies.
@MainActor
struct TestDoubleOverridesTests {
    final class TableViewSpy: UITableView {
        var calls: [String] = []
        override func deselectRow(at indexPath: IndexPath, animated: Bool) {
            calls.append("deselect \(indexPath.row) \(animated)")
            super.deselectRow(at: indexPath, animated: animated)
        }
        override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
            calls.append("insert \(indexPaths.map(\.row))")
        }
        override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            calls.append("batch")
            updates?()
            completion?(true)
        }
        override var indexPathForSelectedRow: IndexPath? { IndexPath(row: 7, section: 0) }
    }

    final class CollectionViewSpy: UICollectionView {
        var calls: [String] = []
        override func reloadItems(at indexPaths: [IndexPath]) { calls.append("reload \(indexPaths.map(\.item))") }
        override func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
            calls.append("select \(indexPath?.item ?? -1)")
        }
        override var indexPathsForSelectedItems: [IndexPath]? { [IndexPath(item: 3, section: 0)] }
    }

    final class NavigationSpy: UINavigationController {
        var pushed: [UIViewController] = []
        override func pushViewController(_ viewController: UIViewController, animated: Bool) { pushed.append(viewController) }
    }

    final class ControllerWithFakeContainers: UIViewController {
        let fakeNavigation = NavigationSpy()
        let item = UINavigationItem(title: "Fixed")
        override var navigationController: UINavigationController? { fakeNavigation }
        override var navigationItem: UINavigationItem { item }
        override var tabBarController: UITabBarController? { nil }
        override var storyboard: UIStoryboard? { nil }

        func showDetail() { navigationController?.pushViewController(UIViewController(), animated: true) }
    }

    @Test func spiesRecordWhatAppCodeCalls() {
        let table: UITableView = TableViewSpy(frame: .zero, style: .plain)
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: true)
        table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic) })
        #expect((table as? TableViewSpy)?.calls == ["deselect 2 true", "batch", "insert [0]"])
        #expect(table.indexPathForSelectedRow?.row == 7)

        let collection: UICollectionView = CollectionViewSpy(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.reloadItems(at: [IndexPath(item: 1, section: 0)])
        collection.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        #expect((collection as? CollectionViewSpy)?.calls == ["reload [1]", "select 4"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test func aControllerCanStandInItsOwnContainers() {
        let controller = ControllerWithFakeContainers()
        controller.showDetail()
        #expect(controller.fakeNavigation.pushed.count == 1)
        let base: UIViewController = controller
        #expect(base.navigationItem.title == "Fixed")
        #expect(base.tabBarController == nil && base.storyboard == nil)
    }
}

/// Apple's Foundation members iOS code checks before platform-specific paths.
struct ProcessInfoPlatformTests {
    @Test func anIOSAppIsNeitherCatalystNorOnAMac() {
        #expect(!ProcessInfo.processInfo.isMacCatalystApp)
        #expect(!ProcessInfo.processInfo.isiOSAppOnMac)
    }
}

/// The app found by name, as code that also builds for app extensions finds it.
@MainActor
struct SharedApplicationByNameTests {
    @Test func sharedApplicationIsPerformedByName() {
        let app = UIApplication.perform(NSSelectorFromString("sharedApplication"))?.takeUnretainedValue() as? UIApplication
        #expect(app === UIApplication.shared)
        let capture = DiagnosticCapture(silent: true)
        OpenUIKitDiagnostics.$capture.withValue(capture) {
            #expect(UIApplication.perform(NSSelectorFromString("keyWindowScene")) == nil)
        }
        #expect(capture.records.count == 1 && capture.records[0].message.contains("only \"sharedApplication\""))
    }
}
