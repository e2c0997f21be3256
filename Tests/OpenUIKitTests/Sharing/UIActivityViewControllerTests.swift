@testable import OpenUIKit
import Testing
import UIKitTesting

/// The share sheet as apps present and test it: a sheet on a phone, a popover on a pad, the
/// app's own activities performed from a tap, and the completion handler after the dismissal.
@MainActor
struct UIActivityViewControllerTests {
    final class SaveActivity: UIActivity {
        var prepared: [Any] = []
        var performed = 0
        override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.save") }
        override var activityTitle: String? { "Save to Notes" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is String } }
        override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
        override func perform() {
            performed += 1
            activityDidFinish(true)
        }
    }

    final class NeverActivity: UIActivity {
        override var activityTitle: String? { "Never" }
    }

    @Test func performingAnAppActivityDismissesAndReportsIt() {
        withApp { _ in
            let root = UIViewController()
            let window = showInWindow(root)
            let save = SaveActivity()
            let share = UIActivityViewController(activityItems: ["A note", 42], applicationActivities: [save, NeverActivity()])
            var results: [String] = []
            share.completionWithItemsHandler = { type, completed, items, error in
                results.append("\(type?.rawValue ?? "nil") \(completed) \(items == nil) \(error == nil) presented: \(root.presentedViewController != nil)")
            }
            #expect(share.modalPresentationStyle == .pageSheet && share.sheetPresentationController?.detents.count == 2)
            root.present(share, animated: true)
            advance(0.6)
            #expect(share.offeredActivities.count == 1, "an activity that cannot handle the items is not offered")
            let row = share.rowView(for: save)
            #expect(row?.window != nil)
            if let row { SyntheticTouches(window: window).tap(at: CGPoint(x: row.bounds.midX, y: row.bounds.midY), in: row) }
            #expect(save.performed == 1 && save.prepared.count == 2)
            #expect(results.isEmpty, "the handler waits for the dismissal")
            advance(0.6)
            #expect(results == ["com.example.save true true true presented: false"])
        }
    }

    @Test func dismissedOtherwiseItReportsNoActivityNotCompleted() {
        withApp { _ in
            let root = UIViewController()
            let window = showInWindow(root)
            let share = UIActivityViewController(activityItems: ["x"], applicationActivities: nil)
            share.excludedActivityTypes = [.airDrop, .mail]
            var results: [String] = []
            share.completionWithItemsHandler = { type, completed, _, _ in results.append("\(type?.rawValue ?? "nil") \(completed)") }
            root.present(share, animated: true)
            advance(0.6)
            #expect(share.excludedActivityTypes == [.airDrop, .mail])
            // Pulled down by the user.
            let top = share.view.frame.minY
            SyntheticTouches(window: window).drag(from: CGPoint(x: 200, y: top + 30), to: CGPoint(x: 200, y: top + 400), duration: 0.3)
            advance(1)
            #expect(root.presentedViewController == nil)
            #expect(results == ["nil false"])
        }
    }

    @Test func onAPadItIsAPopover() {
        withApp { capture in
            UIScreen.setMain(UIScreen(preset: .iPad))
            let root = UIViewController()
            _ = showInWindow(root)
            let share = UIActivityViewController(activityItems: ["x"], applicationActivities: [SaveActivity()])
            #expect(share.modalPresentationStyle == .popover)
            root.present(share, animated: true)
            #expect(root.presentedViewController == nil)
            #expect(capture.records(withCode: .viewControllerMisuse).contains { $0.message.contains("non-nil sourceView") })
            share.popoverPresentationController?.sourceRect = CGRect(x: 10, y: 10, width: 1, height: 1)
            share.popoverPresentationController?.sourceView = root.view
            var results: [Bool] = []
            share.completionWithItemsHandler = { _, completed, _, _ in results.append(completed) }
            root.present(share, animated: true)
            advance(0.5)
            #expect(root.presentedViewController === share && share.view.frame.width == 320)
            share.dismiss(animated: true)
            advance(0.5)
            #expect(results == [false])
        }
    }
}
