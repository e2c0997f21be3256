import Foundation
import OpenUIKit
import Testing
import UIKitTesting

/// Previewing ("peek and pop") as coordinator libraries register it: a long press stands for
/// the pressure-sensitive press Linux has no hardware for.
@MainActor
struct PreviewingTests {
    final class ListController: UIViewController, UIViewControllerPreviewingDelegate {
        var asked: [CGPoint] = []
        var committed: [String] = []
        var context: (any UIViewControllerPreviewing)?

        override func viewDidLoad() {
            super.viewDidLoad()
            context = registerForPreviewing(with: self, sourceView: view)
            context?.sourceRect = CGRect(x: 0, y: 0, width: 200, height: 200)
        }

        func previewingContext(_ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController? {
            asked.append(location)
            let detail = UIViewController()
            detail.title = "Detail"
            return detail
        }

        func previewingContext(_ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController) {
            committed.append(viewControllerToCommit.title ?? "")
            navigationController?.pushViewController(viewControllerToCommit, animated: false)
        }
    }

    @Test func aLongPressAsksForAControllerAndCommitsItOnRelease() throws {
        let list = ListController()
        let navigation = UINavigationController(rootViewController: list)
        try TransitionHost.run(root: navigation) { host in
            host.step()
            let context = try #require(list.context)
            #expect(context.sourceView === list.view)
            #expect(context.previewingGestureRecognizerForFailureRelationship is UILongPressGestureRecognizer)
            #expect(context.delegate === list)

            host.touches.longPress(at: CGPoint(x: 100, y: 150), duration: 0.8)
            try host.runUntilIdle()
            #expect(list.asked == [CGPoint(x: 100, y: 150)])
            #expect(list.committed == ["Detail"])
            #expect(navigation.topViewController?.title == "Detail")

            // Outside the source rect nothing is asked; after unregistering, nothing at all.
            navigation.popViewController(animated: false)
            host.touches.longPress(at: CGPoint(x: 100, y: 500), duration: 0.8)
            list.unregisterForPreviewing(withContext: context)
            host.touches.longPress(at: CGPoint(x: 100, y: 150), duration: 0.8)
            try host.runUntilIdle()
            #expect(list.asked.count == 1)
            #expect(list.view.gestureRecognizers?.isEmpty ?? true)
        }
    }
}
