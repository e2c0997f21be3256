@testable import OpenUIKit
import Testing
import UIKitTesting

/// Split views: columns side by side in regular width at UIKit's default widths, column-style
/// wrapping in navigation controllers, `showDetailViewController` replacing the secondary from
/// anywhere inside, collapsing to one stack in compact width (with the delegate's say), display
/// modes with the delegate told before each change.
@MainActor
struct UISplitViewControllerTests {
    final class Recorder: UISplitViewControllerDelegate {
        var events: [String] = []
        var topColumn: UISplitViewController.Column?
        var handlesCollapse = false
        func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
            events.append("willChangeTo \(displayMode.rawValue)")
        }
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { events.append("willShow \(column.rawValue)") }
        func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { events.append("willHide \(column.rawValue)") }
        func splitViewController(_ svc: UISplitViewController,
                                 topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
            events.append("topColumn proposed \(proposedTopColumn.rawValue)")
            return topColumn ?? proposedTopColumn
        }
        func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                 onto primaryViewController: UIViewController) -> Bool {
            events.append("collapseSecondary")
            return handlesCollapse
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { events.append("didCollapse") }
    }

    func makeColumns() -> (UISplitViewController, list: UIViewController, detail: UIViewController) {
        let split = UISplitViewController(style: .doubleColumn)
        let list = UIViewController(), detail = UIViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        return (split, list, detail)
    }

    @Test func regularWidthShowsTheColumnsSideBySide() throws {
        let (split, list, detail) = makeColumns()
        split.preferredDisplayMode = .oneBesideSecondary
        try TransitionHost.run(device: .iPad, root: split) { host in
            try host.runUntilIdle()
            #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
            #expect(split.viewController(for: .primary) === list && split.viewController(for: .secondary) === detail)
            let primary = try #require(split.viewControllers.first as? UINavigationController)
            #expect(primary.viewControllers == [list], "column style wraps each column in a navigation controller")
            #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1194))
            #expect(split.viewControllers[1].view.frame == CGRect(x: 320, y: 0, width: 834 - 320, height: 1194))
            #expect(list.view.window != nil && detail.view.window != nil)
            split.preferredPrimaryColumnWidthFraction = 0.5
            split.view.layoutIfNeeded()
            #expect(split.primaryColumnWidth == 417 && primary.view.frame.width == 417)
        }
    }

    /// Every controller in a column finds the split view controller through its parents; one
    /// outside it finds none.
    @Test func controllersInTheColumnsFindTheirSplitViewController() throws {
        let (split, list, detail) = makeColumns()
        try TransitionHost.run(device: .iPad, root: split) { host in
            try host.runUntilIdle()
            #expect(list.splitViewController === split)
            #expect(detail.splitViewController === split)
            #expect(list.navigationController?.splitViewController === split)
            #expect(split.splitViewController == nil)
            #expect(UIViewController().splitViewController == nil)
        }
    }

    @Test func columnLayoutSettles() throws {
        try withApp { capture in
            let (split, _, _) = makeColumns()
            split.preferredDisplayMode = .oneBesideSecondary
            try TransitionHost.run(device: .iPad, root: split) { host in
                try host.runUntilIdle()
                split.showDetailViewController(UIViewController(), sender: nil)
                try host.runUntilIdle()
                let columns = split.viewControllers.map { ObjectIdentifier($0.view) }
                #expect(split.view.subviews.map(ObjectIdentifier.init) == columns, "the columns in order, once each")
            }
            // Reordering the columns at every pass asked for layout again without end.
            #expect(capture.records(withCode: .layoutLoop).isEmpty)
        }
    }

    @Test func automaticShowsTheSecondaryAloneInPortraitAndHideShowTellTheDelegate() throws {
        let (split, _, _) = makeColumns()
        let recorder = Recorder()
        split.delegate = recorder
        try TransitionHost.run(device: .iPad, root: split) { host in
            try host.runUntilIdle()
            #expect(split.displayMode == .secondaryOnly, "portrait iPad: the secondary alone")
            #expect(split.viewControllers[0].viewIfLoaded?.window == nil)
            split.show(.primary)
            #expect(split.displayMode == .oneBesideSecondary && split.viewControllers[0].view.window != nil)
            split.hide(.primary)
            #expect(split.displayMode == .secondaryOnly)
            #expect(recorder.events == ["willShow 0", "willChangeTo 2", "willHide 0", "willChangeTo 1"])
        }
    }

    @Test func showDetailFromInsideReplacesTheSecondary() throws {
        let (split, list, detail) = makeColumns()
        split.preferredDisplayMode = .oneBesideSecondary
        try TransitionHost.run(device: .iPad, root: split) { host in
            try host.runUntilIdle()
            let next = UIViewController()
            list.showDetailViewController(next, sender: nil)
            try host.runUntilIdle()
            #expect(split.viewController(for: .secondary) === next)
            #expect(detail.parent == nil && detail.viewIfLoaded?.window == nil, "the old detail left")
            #expect(next.view.window != nil && next.view.convert(next.view.bounds, to: nil).minX == 320)
        }
    }

    @Test func compactWidthCollapsesToTheSecondaryOnTopOfThePrimarysStack() throws {
        let (split, list, detail) = makeColumns()
        let recorder = Recorder()
        split.delegate = recorder
        try TransitionHost.run(device: .iPhone, root: split) { host in
            try host.runUntilIdle()
            #expect(split.isCollapsed && split.displayMode == .secondaryOnly)
            let primary = try #require(split.viewControllers.first as? UINavigationController)
            #expect(primary.viewControllers == [list, detail])
            #expect(primary.view.frame == host.window.bounds && detail.view.window != nil)
            #expect(recorder.events == ["topColumn proposed 2", "didCollapse"])
            // Collapsed, a detail is pushed.
            let next = UIViewController()
            list.showDetailViewController(next, sender: nil)
            try host.runUntilIdle()
            #expect(primary.viewControllers == [list, detail, next])
        }
    }

    @Test func theDelegateCanKeepThePrimaryOnTop() throws {
        let (split, list, _) = makeColumns()
        let recorder = Recorder()
        recorder.topColumn = .primary
        split.delegate = recorder
        try TransitionHost.run(device: .iPhone, root: split) { host in
            try host.runUntilIdle()
            #expect((split.viewControllers.first as? UINavigationController)?.viewControllers == [list])
        }
    }

    @Test func theClassicStylePushesTheSecondaryUnlessTheDelegateHandlesIt() throws {
        for handles in [false, true] {
            let split = UISplitViewController()
            let list = UIViewController(), detail = UIViewController()
            let master = UINavigationController(rootViewController: list)
            split.viewControllers = [master, UINavigationController(rootViewController: detail)]
            let recorder = Recorder()
            recorder.handlesCollapse = handles
            split.delegate = recorder
            try TransitionHost.run(device: .iPhone, root: split) { host in
                try host.runUntilIdle()
                #expect(master.viewControllers == (handles ? [list] : [list, detail]))
                #expect(recorder.events == ["collapseSecondary", "didCollapse"])
            }
        }
    }

    @Test func aStoryboardsSplitViewShowsItsDetailThroughAShowDetailSegue() throws {
        let split = try #require(UIStoryboard(name: "Split", bundle: .module).instantiateInitialViewController() as? UISplitViewController)
        #expect(split.style == .unspecified && split.preferredDisplayMode == .oneBesideSecondary)
        let master = try #require(split.viewControllers.first as? UINavigationController)
        #expect(master.topViewController?.title == "Planets" && (split.viewControllers.last as? UINavigationController)?.topViewController?.title == "Choose a planet")
        try TransitionHost.run(device: .iPad, root: split) { host in
            try host.runUntilIdle()
            let list = try #require(master.topViewController)
            let mars = try #require(list.view.subviews.first as? UIButton)
            host.tap(mars)
            try host.runUntilIdle()
            #expect(split.viewControllers.last?.title == "Mars", "the showDetail segue replaced the detail column")
            #expect(split.viewControllers.last?.view.convert(CGPoint.zero, to: nil).x == 320)
        }
    }

    @Test func expandingGivesBackWhatCollapsingMoved() throws {
        let (split, list, detail) = makeColumns()
        try TransitionHost.run(device: .iPhone, root: split) { host in
            try host.runUntilIdle()
            let next = UIViewController()
            list.showDetailViewController(next, sender: nil)
            try host.runUntilIdle()
            let primary = try #require(split.viewControllers.first as? UINavigationController)
            #expect(primary.viewControllers == [list, detail, next])
            // What a size-class change to regular width does (the host's screen keeps its size class).
            SplitCollapsing.expand(split)
            #expect(primary.viewControllers == [list])
            #expect((split.viewControllers.last as? UINavigationController)?.viewControllers == [detail, next],
                    "the secondary takes back its controller and what was shown as a detail while collapsed")
        }
    }
}
