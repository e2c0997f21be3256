@testable import OpenUIKit
import Testing
import UIKitTesting

/// Alerts and action sheets the way apps' unit tests use them: present, check the title,
/// message and buttons, tap a button through the real touch path, check what its handler did
/// (after the dismissal, as on iOS). Sizes are iOS 18's as OpenUIKit reads them
/// (AlertMetrics.swift): a 270-point card, 44-point buttons, 57-point action sheet rows.
@MainActor
struct UIAlertControllerTests {
    private func screen() -> (UIWindow, UIViewController) {
        let root = UIViewController()
        let window = showInWindow(root)
        advance(1.0 / 60)
        return (window, root)
    }

    private func button(_ alert: UIAlertController, _ title: String) -> UIView? {
        alert.actions.first { $0.title == title }.flatMap(alert.buttonView(for:))
    }

    private func frameOnScreen(_ view: UIView?) -> CGRect {
        guard let view else { return .null }
        return view.convert(view.bounds, to: nil)
    }

    private func textColor(_ view: UIView?) -> UIColor? {
        (view?.subviews.first as? UILabel)?.textColor
    }

    @Test func anAppPresentsAnAlertChecksItAndTapsAButton() {
        withApp { capture in
            let (_, root) = screen()
            var log: [String] = []
            let alert = UIAlertController(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
            let delete = UIAlertAction(title: "Delete", style: .destructive) { action in
                log.append("handler \(action.title ?? "") presented: \(root.presentedViewController != nil)")
            }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(delete)
            alert.preferredAction = delete
            root.present(alert, animated: true)
            #expect(root.presentedViewController === alert)
            #expect(alert.modalPresentationStyle == .custom && alert.popoverPresentationController == nil)
            advance(0.5)
            #expect(alert.title == "Delete photo?" && alert.message == "This cannot be undone.")
            #expect(alert.actions.map(\.title) == ["Cancel", "Delete"] && alert.actions.map(\.style) == [.cancel, .destructive])
            #expect(alert.preferredAction === delete && alert.preferredStyle == .alert && alert.textFields == nil)
            #expect(alert.tapAction(titled: "Delete"))
            #expect(log.isEmpty, "the handler waits for the dismissal")
            advance(0.5)
            #expect(log == ["handler Delete presented: false"])
            #expect(root.presentedViewController == nil && alert.viewIfLoaded?.window == nil)
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }

    @Test func twoButtonsSitSideBySideCancelFirstAndThreeStackCancelLast() {
        withApp { _ in
            let (_, root) = screen()
            let two = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
            two.addAction(UIAlertAction(title: "OK", style: .default))
            two.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            root.present(two, animated: false)
            advance(1.0 / 60)
            let card = frameOnScreen(two.view)
            #expect(card.width == 270 && abs(card.midX - 393 / 2) <= 0.5 && abs(card.midY - 852 / 2) <= 1, "a 270-point card, centred: \(card)")
            let cancel = frameOnScreen(button(two, "Cancel")), ok = frameOnScreen(button(two, "OK"))
            #expect(cancel.minX == card.minX && ok.maxX == card.maxX && abs(cancel.minY - ok.minY) < 0.01, "side by side, cancel first: \(cancel) \(ok)")
            #expect(abs(cancel.maxY - card.maxY) < 0.01 && abs(ok.height - (44 - 1.0 / 3)) < 0.01)
            #expect((button(two, "Cancel")?.subviews.first as? UILabel)?.font == AlertMetrics.alertBoldButtonFont, "the cancel button is bold")
            two.dismiss(animated: false)
            advance(1.0 / 60)

            let three = UIAlertController(title: nil, message: "Choose", preferredStyle: .alert)
            three.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            three.addAction(UIAlertAction(title: "One", style: .default))
            three.addAction(UIAlertAction(title: "Two", style: .destructive))
            root.present(three, animated: false)
            advance(1.0 / 60)
            let frames = ["One", "Two", "Cancel"].map { frameOnScreen(button(three, $0)) }
            #expect(frames[0].maxY <= frames[1].minY && frames[1].maxY <= frames[2].minY, "stacked, cancel last: \(frames)")
            #expect(frames.allSatisfy { $0.width == 270 })
            #expect(textColor(button(three, "Two")) == .systemRed, "destructive is red")
            #expect(textColor(button(three, "One")) == three.view.tintColor)
        }
    }

    @Test func aDisabledButtonDoesNothingUntilEnabled() {
        withApp { _ in
            let (_, root) = screen()
            var saved = 0
            let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
            let save = UIAlertAction(title: "Save", style: .default) { _ in saved += 1 }
            save.isEnabled = false
            alert.addAction(save)
            root.present(alert, animated: true)
            advance(0.5)
            #expect(textColor(button(alert, "Save")) == .secondaryLabel)
            alert.tapAction(titled: "Save")
            advance(0.5)
            #expect(saved == 0 && root.presentedViewController === alert)
            save.isEnabled = true
            #expect(textColor(button(alert, "Save")) == alert.view.tintColor)
            alert.tapAction(titled: "Save")
            advance(0.5)
            #expect(saved == 1 && root.presentedViewController == nil)
            alert.tapAction(titled: "Save")
            #expect(saved == 1, "gone from the screen: nothing more")
        }
    }

    @Test func textFieldsAreConfiguredTakeTheKeyboardAndLiftTheAlert() {
        withApp { capture in
            let (_, root) = screen()
            let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
            alert.addTextField { $0.placeholder = "Name" }
            alert.addTextField { field in
                field.placeholder = "Password"
                field.isSecureTextEntry = true
            }
            var entered: String?
            alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in entered = alert.textFields?.first?.text })
            #expect(alert.textFields?.map(\.placeholder) == ["Name", "Password"] && alert.textFields?[1].isSecureTextEntry == true)
            root.present(alert, animated: true)
            advance(0.2)
            let centred = frameOnScreen(alert.view)
            advance(0.5)
            #expect(alert.textFields?.first?.isFirstResponder == true, "the first field takes the keyboard")
            let lifted = frameOnScreen(alert.view)
            let keyboardTop = 852 - SoftwareKeyboard.height(for: .iPhone)
            #expect(lifted.maxY <= keyboardTop && lifted.minY < centred.minY, "above the keyboard: \(lifted), keyboard at \(keyboardTop)")
            #expect(abs(lifted.midY - max(59 + lifted.height / 2, keyboardTop / 2)) <= 1, "centred in what the keyboard leaves")
            alert.textFields?.first?.text = "ada"
            alert.tapAction(titled: "OK")
            advance(0.5)
            #expect(entered == "ada")
            #expect(alert.textFields?.first?.isFirstResponder == false)
            // An action sheet has no text fields (UIKit raises).
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addTextField()
            #expect(sheet.textFields == nil)
            #expect(capture.records(withCode: .viewControllerMisuse).map(\.message) == ["Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert."])
        }
    }

    @Test func anActionSheetRisesWithItsCancelApartAndATapOutsideCancels() {
        withApp { _ in
            let (window, root) = screen()
            var log: [String] = []
            let sheet = UIAlertController(title: "Photo", message: "Choose a source", preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
            sheet.addAction(UIAlertAction(title: "Camera", style: .default) { _ in log.append("camera") })
            sheet.addAction(UIAlertAction(title: "Library", style: .default) { _ in log.append("library") })
            #expect(sheet.modalPresentationStyle == .custom && sheet.popoverPresentationController == nil, "a phone's action sheet is not a popover")
            root.present(sheet, animated: true)
            advance(0.1)
            let rising = (sheet.view.layer.presentation() ?? sheet.view.layer).frame
            advance(0.5)
            let rest = frameOnScreen(sheet.view)
            #expect(rising.minY > rest.minY + 20, "it rises from below: \(rising.minY) on the way to \(rest.minY)")
            #expect(rest.minX == 8 && rest.width == 393 - 16 && abs(rest.maxY - (852 - 34)) < 0.01, "8 points from the sides, on the safe area: \(rest)")
            let cancel = frameOnScreen(button(sheet, "Cancel")), library = frameOnScreen(button(sheet, "Library"))
            #expect(abs(cancel.maxY - rest.maxY) < 0.01 && abs(cancel.minY - library.maxY - 8) < 0.01, "the cancel button in its own card, 8 points below")
            #expect(abs(cancel.height - 57) < 0.01)
            // A tap on the dimming above the sheet: the cancel button's handler, after the dismissal.
            SyntheticTouches(window: window).tap(at: CGPoint(x: 200, y: 100))
            advance(0.5)
            #expect(log == ["cancel"] && root.presentedViewController == nil)
        }
    }

    @Test func anAlertWithoutACancelIgnoresTapsOutsideAndRefusesASecondCancel() {
        withApp { capture in
            let (window, root) = screen()
            let alert = UIAlertController(title: "Note", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Dismiss", style: .cancel))
            #expect(alert.actions.count == 1)
            #expect(capture.records(withCode: .viewControllerMisuse).first?.message.contains("only have one action with a style of UIAlertActionStyleCancel") == true)
            alert.preferredAction = UIAlertAction(title: "Stranger", style: .default)
            #expect(alert.preferredAction == nil, "not one of its actions: ignored and reported")
            root.present(alert, animated: true)
            advance(0.5)
            SyntheticTouches(window: window).tap(at: CGPoint(x: 200, y: 100))
            advance(0.5)
            #expect(root.presentedViewController === alert, "an alert stays until a button is tapped")
            #expect(!alert.tapAction(titled: "OK"))
        }
    }

    @Test func onAPadAnActionSheetIsAPopoverThatNeedsASource() {
        withApp { capture in
            UIScreen.setMain(UIScreen(preset: .iPad))
            let (window, root) = screen()
            var log: [String] = []
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Share", style: .default) { _ in log.append("share") })
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
            #expect(sheet.modalPresentationStyle == .popover)
            root.present(sheet, animated: true)
            #expect(root.presentedViewController == nil, "no source: not presented")
            #expect(capture.records(withCode: .viewControllerMisuse).contains { $0.message.contains("should have a non-nil sourceView or barButtonItem") })
            let anchor = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
            root.view.addSubview(anchor)
            sheet.popoverPresentationController?.sourceView = anchor
            root.present(sheet, animated: true)
            advance(0.5)
            #expect(root.presentedViewController === sheet)
            #expect(button(sheet, "Cancel") == nil, "a popover shows no cancel button")
            #expect(sheet.view.frame.width == AlertMetrics.popoverWidth)
            // A tap outside closes the popover and runs the cancel handler.
            SyntheticTouches(window: window).tap(at: CGPoint(x: 600, y: 900))
            advance(0.5)
            #expect(root.presentedViewController == nil && log == ["cancel"])
        }
    }
}
