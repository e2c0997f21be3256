@testable import OpenUIKit
import Testing
import UIKitTesting

/// Sheets with detents and popovers, their presentation controllers, adaptation and the
/// dismissals the user starts.
@MainActor
struct SheetAndPopoverPresentationTests {
    private func content() -> UIViewController {
        let controller = UIViewController()
        controller.view = UIView(frame: UIScreen.main.bounds)
        controller.view.backgroundColor = .systemTeal
        return controller
    }

    @Test func presentationControllerExistsBeforePresentingAndIsTheOneUsed() {
        withApp { _ in
            let root = content()
            _ = showInWindow(root)
            let sheet = content()
            let before = sheet.presentationController
            #expect(before is UISheetPresentationController)
            #expect(sheet.sheetPresentationController === before && sheet.popoverPresentationController == nil)
            root.present(sheet, animated: false)
            advance(1.0 / 60)
            #expect(sheet.presentationController === before)
            #expect(sheet.presentationController?.containerView === sheet.view.superview)
            sheet.dismiss(animated: false)
            advance(1.0 / 60)
        }
    }

    @Test func theStyleIsLockedOnceThePresentationControllerExists() {
        withApp { capture in
            let root = content()
            let window = showInWindow(root)
            let late = content()
            _ = late.sheetPresentationController
            // Too late: the sheet controller exists, so the presentation stays a sheet
            // (docs/transition-engine.md, "Diagnostics": presentation style locked early).
            late.modalPresentationStyle = .fullScreen
            #expect(capture.records(withCode: .viewControllerMisuse).contains { $0.message.contains("after its presentation controller was created") })
            root.present(late, animated: false)
            advance(1.0 / 60)
            #expect(late.sheetPresentationController != nil && root.view.window === window, "still a sheet: the presenter stays")
        }
    }

    @Test func detentsSizeTheSheetAndDimAndShrinkOnlyWhereAsked() {
        withApp { _ in
            let root = content()
            _ = showInWindow(root)
            let sheetController = content()
            let sheet = sheetController.sheetPresentationController!
            sheet.detents = [.medium(), .large()]
            sheet.largestUndimmedDetentIdentifier = .medium
            root.present(sheetController, animated: true)
            advance(0.5)
            // Largest height: 852 − 59 (status bar) − 10 = 783; medium is half of it.
            #expect(sheetController.view.frame == CGRect(x: 0, y: 852 - 391.5, width: 393, height: 391.5))
            #expect(sheet.currentDetent == .medium)
            let container = sheetController.view.superview!
            #expect(SheetDimmingView.find(in: container)?.alpha == 0, "undimmed at medium")
            #expect(root.view.transform == .identity, "the presenter only shrinks at the large detent")

            sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
            advance(0.5)
            #expect(sheetController.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
            #expect(near(CGFloat(SheetDimmingView.find(in: container)?.alpha ?? 0), SystemTransitionConstants.sheetDimming, 1e-6))
            #expect(root.view.transform != .identity)
        }
    }

    @Test func draggingMovesBetweenDetentsThenPullingDownDismissesWithTheDelegatesCallbacks() {
        withApp { _ in
            let root = content()
            let window = showInWindow(root)
            let sheetController = content()
            let sheet = sheetController.sheetPresentationController!
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .large
            let delegate = RecordingSheetDelegate()
            sheet.delegate = delegate
            root.present(sheetController, animated: true)
            advance(0.5)
            #expect(delegate.events == ["willPresent(none)"])
            delegate.events = []
            let input = SyntheticTouches(window: window)

            // From the large detent, 250 points down and a rest: nearer the medium detent.
            input.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 550), duration: 0.5, holdBeforeRelease: 0.2)
            advance(0.5)
            #expect(sheet.selectedDetentIdentifier == .medium && delegate.events == ["didChangeDetent"])
            #expect(sheetController.view.frame.minY == 852 - 391.5)

            // From medium, a short pull comes back: willDismiss, but no didDismiss.
            delegate.events = []
            input.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 660), duration: 0.4, holdBeforeRelease: 0.2)
            advance(0.6)
            #expect(delegate.events == ["shouldDismiss", "willDismiss"])
            #expect(root.presentedViewController === sheetController && sheetController.view.frame.minY == 852 - 391.5)

            // A long pull dismisses: willDismiss, then didDismiss after the transition.
            delegate.events = []
            input.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 800), duration: 0.3)
            #expect(delegate.events == ["shouldDismiss", "willDismiss"])
            advance(0.6)
            #expect(delegate.events == ["shouldDismiss", "willDismiss", "didDismiss"])
            #expect(root.presentedViewController == nil && sheetController.view.window == nil)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func aRefusedDismissalResistsAndReportsTheAttempt() {
        withApp { _ in
            let root = content()
            let window = showInWindow(root)
            let sheetController = content()
            let delegate = RecordingSheetDelegate()
            sheetController.presentationController?.delegate = delegate
            sheetController.isModalInPresentation = true
            root.present(sheetController, animated: true)
            advance(0.5)
            delegate.events = []
            let top = sheetController.view.frame.minY
            let input = SyntheticTouches(window: window)
            let finger = input.drag(along: [CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 500)], duration: 0.3, release: false)!
            // It gives a fifth of the pull.
            #expect(near(sheetController.view.frame.minY, top + 200 * 0.2, 1e-6))
            input.lift([finger])
            advance(0.5)
            #expect(delegate.events == ["didAttemptToDismiss"])
            #expect(root.presentedViewController === sheetController && sheetController.view.frame.minY == top)

            // The delegate refusing does the same; a programmatic dismissal still works and tells
            // the delegate nothing.
            sheetController.isModalInPresentation = false
            delegate.allowDismissal = false
            delegate.events = []
            input.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), duration: 0.3)
            advance(0.5)
            #expect(delegate.events == ["shouldDismiss", "didAttemptToDismiss"])
            delegate.events = []
            sheetController.dismiss(animated: true)
            advance(0.6)
            #expect(root.presentedViewController == nil && delegate.events.isEmpty)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func popoverPointsAtItsSourceInRegularWidthAndATapOutsideDismissesIt() {
        withApp { _ in
            UIScreen.setMain(UIScreen(preset: .iPad))
            let root = content()
            let window = showInWindow(root)
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 100, y: 100, width: 80, height: 40)
            root.view.addSubview(button)
            var passthroughTaps = 0
            let passthrough = UIButton(type: .system)
            passthrough.frame = CGRect(x: 700, y: 1100, width: 100, height: 50)
            passthrough.addAction(UIAction { _ in passthroughTaps += 1 }, for: .touchUpInside)
            root.view.addSubview(passthrough)
            let menu = content()
            menu.modalPresentationStyle = .popover
            menu.preferredContentSize = CGSize(width: 300, height: 200)
            let popover = menu.popoverPresentationController!
            popover.sourceView = button
            popover.passthroughViews = [passthrough]
            let delegate = RecordingSheetDelegate()
            popover.delegate = delegate
            root.present(menu, animated: true)
            advance(0.3)
            // Below the button, arrow up, centred on it and kept inside the margins.
            #expect(popover.arrowDirection == .up)
            #expect(menu.view.frame == CGRect(x: 10, y: 140 + 13, width: 300, height: 200))
            #expect(root.view.window === window, "the presenter stays")
            #expect(delegate.events == ["willPresent(none)"])

            // A tap on a passthrough view reaches it; the popover stays.
            tapCenter(of: passthrough)
            #expect(passthroughTaps == 1 && root.presentedViewController === menu)
            // A tap inside the popover does nothing to it.
            SyntheticTouches().tap(at: CGPoint(x: 150, y: 250))
            #expect(root.presentedViewController === menu)
            // A tap outside dismisses it, with the delegate's callbacks.
            delegate.events = []
            SyntheticTouches().tap(at: CGPoint(x: 600, y: 600))
            advance(0.3)
            #expect(delegate.events == ["shouldDismiss", "willDismiss", "didDismiss"])
            #expect(root.presentedViewController == nil && menu.view.window == nil)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func aPopoverFromABarButtonItemPointsAtItAndLeavesTheBarUsable() throws {
        try withApp { capture in
            UIScreen.setMain(UIScreen(preset: .iPad))
            let root = content()
            let navigation = UINavigationController(rootViewController: root)
            var shareTaps = 0
            let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
            let edit = UIBarButtonItem(primaryAction: UIAction(title: "Edit") { _ in shareTaps += 1 })
            root.navigationItem.rightBarButtonItems = [share, edit]
            _ = showInWindow(navigation)
            let menu = content()
            menu.modalPresentationStyle = .popover
            menu.preferredContentSize = CGSize(width: 300, height: 200)
            let popover = try #require(menu.popoverPresentationController)
            popover.barButtonItem = share
            root.present(menu, animated: true)
            advance(0.3)
            #expect(navigation.presentedViewController === menu)
            // Under the item, arrow up, as near its centre as the margins allow.
            let itemView = try #require(share.shownView)
            let anchor = itemView.convert(itemView.bounds, to: nil)
            #expect(popover.arrowDirection == .up)
            #expect(menu.view.frame.minY == anchor.maxY + 13)
            #expect(near(menu.view.frame.maxX, 834 - 10), "pushed in from the right edge by the margin")
            // The bar is passed through: its other item still works, the popover stays.
            #expect(popover.passthroughViews?.contains { $0 === navigation.navigationBar } == true)
            let editView = try #require(edit.shownView)
            tapCenter(of: editView)
            #expect(shareTaps == 1 && navigation.presentedViewController === menu)
            #expect(capture.records.filter { $0.level >= .warning }.isEmpty, "\(capture.records)")
        }
    }

    @Test func aPopoverWithoutAnchorIsRefusedWhereItWouldBeAPopover() {
        withApp { capture in
            UIScreen.setMain(UIScreen(preset: .iPad))
            let root = content()
            _ = showInWindow(root)
            let menu = content()
            menu.modalPresentationStyle = .popover
            root.present(menu, animated: false)
            #expect(root.presentedViewController == nil)
            #expect(capture.records(withCode: .viewControllerMisuse).map(\.message)
                == ["UIPopoverPresentationController (\(UIKitDescription.of(menu))) should have a non-nil sourceView or barButtonItem set before the presentation occurs."])
            // Given a source, the same controller presents.
            menu.popoverPresentationController?.sourceView = root.view
            root.present(menu, animated: false)
            #expect(root.presentedViewController === menu)
        }
    }

    @Test func popoverAdaptsToASheetInCompactWidthUnlessTheDelegateSaysNone() {
        withApp { _ in
            let root = content()
            _ = showInWindow(root)
            let menu = content()
            menu.modalPresentationStyle = .popover
            menu.popoverPresentationController?.sourceView = root.view
            menu.popoverPresentationController?.adaptiveSheetPresentationController.detents = [.medium()]
            let delegate = RecordingSheetDelegate()
            menu.popoverPresentationController?.delegate = delegate
            root.present(menu, animated: false)
            advance(1.0 / 60)
            // A sheet on a phone — the popover's adaptive sheet, configured beforehand; the app
            // still sees its popover presentation controller.
            #expect(delegate.events == ["willPresent(pageSheet)"])
            #expect(menu.presentationController is UIPopoverPresentationController)
            #expect(menu.view.frame == CGRect(x: 0, y: 852 - 391.5, width: 393, height: 391.5))
            menu.dismiss(animated: false)
            advance(1.0 / 60)

            delegate.events = []
            delegate.adaptiveStyle = UIModalPresentationStyle.none
            let second = content()
            second.modalPresentationStyle = .popover
            second.preferredContentSize = CGSize(width: 200, height: 150)
            second.popoverPresentationController?.sourceView = root.view
            second.popoverPresentationController?.sourceRect = CGRect(x: 180, y: 100, width: 30, height: 30)
            second.popoverPresentationController?.delegate = delegate
            root.present(second, animated: false)
            advance(1.0 / 60)
            #expect(delegate.events == ["willPresent(none)"])
            #expect(second.popoverPresentationController?.arrowDirection == .up)
            #expect(second.view.frame == CGRect(x: 95, y: 143, width: 200, height: 150))
            withExtendedLifetime(delegate) {}
        }
    }
}

@MainActor
private final class RecordingSheetDelegate: NSObject, UISheetPresentationControllerDelegate, UIPopoverPresentationControllerDelegate {
    var events: [String] = []
    var allowDismissal = true
    var adaptiveStyle: UIModalPresentationStyle = .automatic

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptiveStyle
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        events.append("shouldDismiss")
        return allowDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { events.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { events.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { events.append("didAttemptToDismiss") }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        events.append("didChangeDetent")
    }
    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
        events.append("willPresent(\(style))")
    }
}

/// The drag that dismisses a sheet, against the figures measured on iOS 26.1 and published
/// (issue 47): dimming black at 0.2 that fades with the drag, the sheet 1:1 under the finger
/// after the pan's slop, dismissal past half its height or at 1,000 points per second, and a
/// critically damped settle of ω = √(1000/3) ≈ 18.257 per second.
@MainActor
struct SheetDragMeasuredTests {
    private func presentSheet() -> (UIWindow, UIViewController, UIViewController) {
        let root = UIViewController()
        root.view = UIView(frame: UIScreen.main.bounds)
        let window = showInWindow(root)
        let sheet = UIViewController()
        sheet.view = UIView(frame: UIScreen.main.bounds)
        sheet.view.backgroundColor = .systemTeal
        root.present(sheet, animated: true)
        advance(1)
        return (window, root, sheet)
    }

    private func shownTop(_ controller: UIViewController) -> CGFloat {
        (controller.view.layer.presentation() ?? controller.view.layer).frame.minY
    }

    private func dimming(of controller: UIViewController) -> Float {
        guard let container = controller.presentationController?.containerView, let view = SheetDimmingView.find(in: container) else { return -1 }
        return (view.layer.presentation() ?? view.layer).opacity
    }

    @Test func theSheetFollowsTheFingerOneToOneAndSettlesOnTheMeasuredSpring() {
        withApp { _ in
            let (window, root, sheet) = presentSheet()
            #expect(abs(dimming(of: sheet) - 0.2) < 1e-6, "dimming black at 0.2")
            let top = shownTop(sheet), height = sheet.view.frame.height
            let input = SyntheticTouches(window: window)
            let finger = input.touchDown(at: [CGPoint(x: 200, y: 300)])
            input.move(finger, along: [[CGPoint(x: 200, y: 320)]], duration: 0.1)
            let began = shownTop(sheet)
            #expect(began > top && began - top <= 20, "the pan has begun and the sheet moved with the travel after the slop")
            input.move(finger, along: [[CGPoint(x: 200, y: 420)]], duration: 0.3)
            let followed = shownTop(sheet) - began
            #expect(abs(followed - 100) < 0.5, "100 points of finger move the sheet 100 points (\(followed))")
            let progress = (shownTop(sheet) - top) / height
            #expect(abs(CGFloat(dimming(of: sheet)) - 0.2 * (1 - progress)) < 0.005, "the dimming fades with the drag")
            // Resting, then released short of half the height: the sheet goes back on the spring.
            advance(0.2)
            let displaced = shownTop(sheet) - top
            input.lift(finger)
            advance(0.1)
            let omega = (1000.0 / 3).squareRoot(), t = 0.1
            let expected = displaced * (1 + omega * t) * exp(-omega * t)
            #expect(abs((shownTop(sheet) - top) - expected) < 1, "\(shownTop(sheet) - top) vs the spring's \(expected)")
            advance(1)
            #expect(root.presentedViewController === sheet && shownTop(sheet) == top)
        }
    }

    @Test func pastHalfItsHeightOrAtAThousandPointsASecondTheSheetIsDismissed() {
        withApp { _ in
            let (window, root, sheet) = presentSheet()
            let height = sheet.view.frame.height
            let input = SyntheticTouches(window: window)
            // Slowly past half the height, then held still: dismissed.
            input.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 200 + height * 0.5 + 30), duration: 0.8, holdBeforeRelease: 0.2)
            advance(1)
            #expect(root.presentedViewController == nil)
            // A flick: 110 points in 0.1 s (1,100 points a second) dismisses from near the top.
            let second = UIViewController()
            root.present(second, animated: true)
            advance(1)
            input.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 310), duration: 0.1)
            advance(1)
            #expect(root.presentedViewController == nil, "a flick faster than 1,000 points a second dismisses")
            // Slower than that, and short: it stays.
            let third = UIViewController()
            root.present(third, animated: true)
            advance(1)
            input.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 290), duration: 0.1)
            advance(1)
            #expect(root.presentedViewController === third, "900 points a second over 90 points: it stays")
        }
    }
}
