@testable import OpenUIKit
import Testing
import UIKitTesting

/// Hardware-keyboard presses (UIPress.swift, UIApplication+Presses.swift): delivered to the
/// first responder and up its responder chain, as UIKit documents for press events, with the
/// key's code, characters and modifiers.
@MainActor
@Suite struct PressesTests {
    final class KeyLoggingController: UIViewController {
        var log: [String] = []
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for press in presses {
                guard let key = press.key else { continue }
                log.append("began \(key.keyCode) \(key.characters.debugDescription) shift:\(key.modifierFlags.contains(.shift)) event:\(event?.type == .presses)")
            }
        }

        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("ended \(presses.first?.key?.keyCode.rawValue ?? -1) force:\(presses.first?.force ?? -1)")
            super.pressesEnded(presses, with: event)
        }
    }

    final class KeyLoggingWindow: UIWindow {
        var log: [String] = []
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("window \(presses.first?.key?.charactersIgnoringModifiers ?? "")")
        }
    }

    @Test func aKeyGoesToTheFirstResponderAndUpTheChainToItsController() {
        withApp { _ in
            let window = makeWindow()
            let controller = KeyLoggingController()
            window.rootViewController = controller
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
            controller.view.addSubview(field)
            CATransaction.flush()
            #expect(field.becomeFirstResponder())
            let input = SyntheticTouches()
            input.press(.keyboardTab, modifiers: .shift)
            input.press(.keyboardA)
            #expect(controller.log == [
                "began keyboardTab \"\\t\" shift:true event:true",
                "ended 43 force:0.0",
                "began keyboardA \"a\" shift:false event:true",
                "ended 4 force:0.0",
            ])
        }
    }

    @Test func withoutAFirstResponderTheKeyWindowGetsThePress() {
        withApp { _ in
            let window = KeyLoggingWindow(frame: UIScreen.main.bounds)
            window.makeKeyAndVisible()
            CATransaction.flush()
            SyntheticTouches().press(.keyboardZ, modifiers: .command)
            #expect(window.log == ["window z"])
        }
    }

    @Test func keysKnowWhatTheyTypeAndWhichRemoteButtonTheyAre() {
        withApp { _ in
            #expect(UIKey(keyCode: .keyboardQ, modifierFlags: .shift).characters == "Q")
            #expect(UIKey(keyCode: .keyboard7).characters == "7")
            #expect(UIKey(keyCode: .keyboardUpArrow).characters == UIKeyInputUpArrow)
            #expect(UIKey(keyCode: .keyboardReturnOrEnter).charactersIgnoringModifiers == "\r")
            #expect(UIPress.pressType(of: .keyboardLeftArrow) == .leftArrow)
            #expect(UIPress.pressType(of: .keyboardEscape) == .menu)
            #expect(UIKeyboardHIDUsage.keyboardTab.rawValue == 43 && UIKeyModifierFlags.command.rawValue == 1 << 20)
        }
    }

    @Test func aPressWithNowhereToGoIsReported() {
        withApp { capture in
            SyntheticTouches().press(.keyboardA)
            #expect(capture.records.contains { $0.message.contains("no first responder and no key window") })
        }
    }
}
