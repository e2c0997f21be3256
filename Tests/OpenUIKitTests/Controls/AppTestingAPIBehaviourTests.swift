@testable import OpenQuartzCore
@testable import OpenUIKit
import Foundation
import Testing
import UIKitTesting

/// APIs that apps' own unit tests use and that `openuikit test` found missing: the empty image,
/// actions sent through the application, editing mode and its Edit/Done item, user defaults by
/// key.
@MainActor
struct AppTestingAPIBehaviourTests {
    final class Counter: UIViewController {
        var taps: [String] = []
        func increment(_ sender: Any?) { taps.append("increment from \(sender.map { "\(type(of: $0))" } ?? "nil")") }
    }

    @Test func anEmptyImageHasNoPixelsAndDrawsNothing() {
        withApp { _ in
            let image = UIImage()
            #expect(image.size == .zero && image.cgImage == nil && image.scale == 1)
            #expect(image.withRenderingMode(.alwaysTemplate).size == .zero)
        }
    }

    @Test func sendActionCallsTheTargetOrWalksTheResponderChain() {
        withApp { _ in
            let counter = Counter()
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = counter
            window.makeKeyAndVisible()
            let action = Selector(Counter.increment, name: "increment:")
            let button = UIButton()
            #expect(UIApplication.shared.sendAction(action, to: counter, from: button, for: nil))
            // No target: from the sender (a view in the controller's view) up to the controller.
            counter.view.addSubview(button)
            button.sendAction(action, to: nil, for: nil)
            #expect(counter.taps == ["increment from UIButton", "increment from UIButton"])
            // Nobody on the chain has the method: nothing is called.
            #expect(!UIApplication.shared.sendAction(Selector(UITableView.reloadData, name: "reloadData"), to: nil, from: button, for: nil))
        }
    }

    /// What a test asks a button about its targets: `allTargets` and the selector names of each
    /// target's actions per event, in the order they were added.
    @Test func aControlListsItsTargetsAndTheirActionsByEvent() {
        withApp { _ in
            let counter = Counter()
            let button = UIButton()
            #expect(button.allTargets.isEmpty && button.actions(forTarget: counter, forControlEvent: .touchUpInside) == nil)
            button.addTarget(counter, action: Selector(Counter.increment, name: "increment:"), for: [.touchUpInside, .touchDown])
            button.addTarget(counter, action: Selector(Counter.increment, name: "incrementAgain:"), for: .touchUpInside)
            button.addTarget(nil, action: Selector(Counter.increment, name: "increment:"), for: .touchCancel)
            // NSNull stands for the responder chain (Linux's Foundation makes a new one each time,
            // so it is recognised by its type).
            #expect(button.allTargets.count == 2 && button.allTargets.contains(AnyHashable(counter)))
            #expect(button.allTargets.contains { $0.base is NSNull })
            #expect(button.actions(forTarget: counter, forControlEvent: .touchUpInside) == ["increment:", "incrementAgain:"])
            #expect(button.actions(forTarget: button.allTargets.first { $0 == AnyHashable(counter) }, forControlEvent: .touchDown) == ["increment:"])
            #expect(button.actions(forTarget: counter, forControlEvent: .touchCancel) == nil)
            #expect(button.actions(forTarget: nil, forControlEvent: .touchCancel) == ["increment:"])
            button.removeTarget(counter, action: nil, for: .allEvents)
            #expect(button.allTargets.count == 1 && button.allTargets.first?.base is NSNull)
        }
    }

    @Test func editingModeUpdatesTheEditButtonAndTheTable() throws {
        withApp { _ in
            let controller = UITableViewController(style: .plain)
            let item = controller.editButtonItem
            #expect(item === controller.editButtonItem)
            #expect(item.title == "Edit" && item.style == .plain && !controller.isEditing)
            controller.loadViewIfNeeded()
            controller.setEditing(true, animated: false)
            #expect(item.title == "Done" && item.style == .done)
            #expect(controller.isEditing && controller.tableView.isEditing)
            // Tapping the item toggles editing, animated.
            item.primaryAction?.perform(sender: item)
            #expect(!controller.isEditing && item.title == "Edit")
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.isEditing = true
            #expect(cell.isEditing)
            cell.setEditing(false, animated: true)
            #expect(!cell.isEditing)
        }
    }

    /// `let window = UIWindow(); window.addSubview(view)` in a helper (a common test pattern):
    /// the window outlives the helper until the main loop turns, as UIKit's autoreleased
    /// windows do, so the view can become first responder; then it is freed.
    @Test func aNewWindowLivesUntilTheMainLoopTurns() {
        withApp { _ in
            weak var weakWindow: UIWindow?
            let field = UITextField()
            @MainActor func putInViewHierarchy(_ view: UIView) {
                let window = UIWindow()
                window.addSubview(view)
                weakWindow = window
            }
            putInViewHierarchy(field)
            #expect(weakWindow != nil && field.window != nil)
            #expect(field.becomeFirstResponder())
            #expect(field.resignFirstResponder())
            RunLoopDriver.shared.step(frames: 1)
            #expect(weakWindow == nil && field.window == nil)
        }
    }

    @Test func fontMetricsScaleWithTheContentSizeCategory() {
        withApp { _ in
            let font = UIFont.systemFont(ofSize: 20, weight: .semibold)
            let metrics = UIFontMetrics(forTextStyle: .headline)
            // The default text size: unscaled.
            #expect(metrics.scaledFont(for: font).pointSize == 20)
            #expect(UIFontMetrics.default.scaledValue(for: 44) == 44)
            // Extra extra extra large: body 23 over 17.
            let large = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
            #expect(abs(metrics.scaledFont(for: font, compatibleWith: large).pointSize - 20 * 23 / 17) < 1e-9)
            #expect(metrics.scaledFont(for: font, maximumPointSize: 24, compatibleWith: large).pointSize == 24)
            #expect(abs(metrics.scaledValue(for: 17, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)) - 14) < 1e-9)
        }
    }

    @Test func aButtonShowsItsStyledTitle() {
        withApp { _ in
            let button = UIButton(type: .system)
            button.setTitle("plain", for: .normal)
            let styled = NSAttributedString(string: "Save", attributes: [.kern: 1.5, .foregroundColor: UIColor.systemRed])
            button.setAttributedTitle(styled, for: .normal)
            #expect(button.attributedTitle(for: .highlighted) == styled && button.currentAttributedTitle == styled)
            #expect(button.titleLabel?.attributedText?.string == "Save")
            #expect(button.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemRed)
            button.setAttributedTitle(nil, for: .normal)
            #expect(button.titleLabel?.text == "plain" && button.currentAttributedTitle == nil)
        }
    }

    @Test func userDefaultsAnswerKeyValueCoding() {
        let defaults = UserDefaults(suiteName: "openuikit-kvc-\(getpid())")!
        defaults.setValue(42, forKey: "answer")
        #expect(defaults.value(forKey: "answer") as? Int == 42)
        defaults.setValue(nil, forKey: "answer")
        #expect(defaults.value(forKey: "answer") == nil)
    }
}
