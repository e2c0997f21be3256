import Foundation
import OpenUIKit
import Testing
import UIKitTesting

/// Input views as form and chat screens use them: a picker in the keyboard's place, a toolbar
/// above the keyboard, and a screen whose input bar comes up on its own. The keyboard is not
/// drawn; its notifications carry the heights apps lay out by.
@MainActor
struct InputViewTests {
    final class ChatController: UIViewController {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 52))
        override var canBecomeFirstResponder: Bool { true }
        override var inputAccessoryView: UIView? { bar }
    }

    /// Keyboard notifications as they arrive (all on the main thread, as OpenUIKit posts them).
    final class FrameLog: @unchecked Sendable {
        var frames: [String] = []
        var tokens: [any NSObjectProtocol] = []
        init() {
            for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
                tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [unowned self] note in
                    let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
                    frames.append("\(name == UIResponder.keyboardWillShowNotification ? "show" : "hide") \(end.height)")
                })
            }
        }
        deinit { tokens.forEach(NotificationCenter.default.removeObserver) }
    }

    @Test func aTextFieldsInputViewsSetTheKeyboardsHeight() throws {
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        controller.view.addSubview(field)
        try TransitionHost.run(root: controller) { host in
            host.step()
            let log = FrameLog()
            let picker = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 216))
            let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
            field.inputView = picker
            field.inputAccessoryView = toolbar
            #expect(field.inputView === picker && field.inputAccessoryView === toolbar)
            field.becomeFirstResponder()
            // A new accessory while shown: the keyboard's frame changes (show is posted again).
            field.inputAccessoryView = nil
            field.reloadInputViews()
            field.resignFirstResponder()
            try host.runUntilIdle()
            #expect(log.frames == ["show 260.0", "show 216.0", "hide 216.0"])
        }
    }

    @Test func aScreenWithAnAccessoryBringsItUpAlone() throws {
        let chat = ChatController()
        try TransitionHost.run(root: chat) { host in
            host.step()
            let log = FrameLog()
            #expect(chat.becomeFirstResponder())
            chat.resignFirstResponder()
            try host.runUntilIdle()
            #expect(log.frames == ["show 52.0", "hide 52.0"])
            #expect(UIResponder().inputView == nil && UIResponder().inputAccessoryView == nil)
        }
    }
}
