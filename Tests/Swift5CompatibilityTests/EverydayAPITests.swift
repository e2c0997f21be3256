// The everyday UIKit API real transition code uses, written as iOS code (Swift 5 mode, `import
// UIKit` only), with the values iOS gives.
import UIKit
import Testing

@MainActor
@Suite(.serialized)
struct EverydayAPITests {
    private func wait(_ seconds: TimeInterval) {
        RunLoop.main.run(until: Date().addingTimeInterval(seconds))
    }

    @Test func anExtensionStoresAPropertyWithAssociatedObjects() {
        let card = UIView(), photo = UIView()
        card.transitionIdentifier = "card"
        #expect(card.transitionIdentifier == "card")
        #expect(photo.transitionIdentifier == nil)
        card.transitionIdentifier = nil
        #expect(card.transitionIdentifier == nil)
    }

    @Test func indexPathsOfTablesAndCollections() {
        let row = IndexPath(row: 3, section: 1)
        #expect(row.row == 3 && row.section == 1 && row.item == 3)
        var item = IndexPath(item: 7, section: 0)
        item.item += 1
        #expect(item == IndexPath(indexes: [0, 8]))
    }

    @Test func valuesBoxedInNSValue() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
        let affine = CGAffineTransform(rotationAngle: 0.5).translatedBy(x: 10, y: -4)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        let flip = CATransform3DRotate(CATransform3DIdentity, .pi / 3, 0, 1, 0)
        #expect(CATransform3DEqualToTransform(NSValue(caTransform3D: flip).caTransform3DValue, flip))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(caTransform3D: flip) == NSValue(caTransform3D: flip))
    }

    @Test func anAnimationToABoxedTransformAnimates() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(card)
        wait(0.05)
        let move = CABasicAnimation(keyPath: "transform")
        move.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        move.toValue = NSValue(caTransform3D: CATransform3DMakeTranslation(100, 0, 0))
        move.duration = 1
        card.layer.add(move, forKey: "move")
        wait(0.5)
        let tx = card.layer.presentation()!.transform.m41
        #expect(tx > 40 && tx < 60, "half way along a linear move: \(tx)")
    }

    @Test func theDeviceIsThePresetsPhone() {
        let device = UIDevice.current
        #expect(device.model == "iPhone")
        #expect(device.systemName == "iOS")
        #expect(device.userInterfaceIdiom == .phone)
        #expect(device.orientation == .portrait && device.orientation.isPortrait)
    }

    @Test func colorAndImageLiterals() {
        let orange = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        orange.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(red == 1 && green == 0.5 && blue == 0 && alpha == 1)
    }

    @Test func theLegacyImageContextStack() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 5), false, 2)
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5)).fill()
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
        let inner = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        let outer = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(inner?.size == CGSize(width: 4, height: 4) && inner?.scale == 1)
        #expect(outer?.size == CGSize(width: 10, height: 5) && outer?.scale == 2)
        #expect(outer?.cgImage?.width == 20)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test func aTextFieldEditsAndTheKeyboardIsAnnounced() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        let delegate = FieldDelegate()
        field.delegate = delegate
        root.view.addSubview(field)
        wait(0.05)
        let keyboard = KeyboardLog()
        let center = NotificationCenter.default
        let observers = [
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
                keyboard.events.append("willShow")
                keyboard.top = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.minY ?? 0
            },
            center.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: nil) { _ in keyboard.events.append("didShow") },
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { _ in keyboard.events.append("willHide") },
            center.addObserver(forName: UIResponder.keyboardDidHideNotification, object: nil, queue: nil) { _ in keyboard.events.append("didHide") },
        ]
        defer { observers.forEach(center.removeObserver) }

        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder && field.isEditing)
        #expect(keyboard.events == ["willShow"])
        let expectedTop: CGFloat = 852 - 336
        #expect(keyboard.top == expectedTop, "the keyboard rises to 336 points above the bottom")
        wait(0.3)
        #expect(keyboard.events == ["willShow", "didShow"])
        field.insertText("Pet")
        field.insertText("s!")
        field.deleteBackward()
        #expect(field.text == "Pets")
        field.insertText("\n")
        #expect(delegate.log == ["shouldBegin", "didBegin", "change Pet", "change s!", "delete", "return"])
        #expect(field.resignFirstResponder())
        wait(0.3)
        #expect(delegate.log.suffix(2) == ["shouldEnd", "didEnd"])
        #expect(keyboard.events == ["willShow", "didShow", "willHide", "didHide"])
        #expect(!field.isFirstResponder && !field.isEditing)
    }
}

final class FieldDelegate: NSObject, UITextFieldDelegate {
    var log: [String] = []

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return true }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append(string.isEmpty ? "delete" : "change \(string)")
        return true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("return"); return false }
}

/// What the keyboard notifications said (a class: the observers' closures are `@Sendable`).
final class KeyboardLog {
    var events: [String] = []
    var top: CGFloat = 0
}
