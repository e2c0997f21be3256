@testable import OpenUIKit
import Foundation
import Testing
import UIKitTesting

/// The text field's clear button: when it shows, where it sits, and what a tap on it does.
@MainActor
struct UITextFieldClearButtonTests {
    final class Form: UIViewController {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        override func viewDidLoad() {
            super.viewDidLoad()
            field.borderStyle = .roundedRect
            view.addSubview(field)
        }
    }

    final class Recorder: NSObject, UITextFieldDelegate {
        var allowsClear = true
        var asked = 0
        func textFieldShouldClear(_ textField: UITextField) -> Bool {
            asked += 1
            return allowsClear
        }
    }

    final class Counter: @unchecked Sendable {
        private(set) var value = 0
        func add() { value += 1 }
    }

    @Test func whileEditingTheButtonShowsOnceThereIsTextAndATapClearsIt() throws {
        try TransitionHost.run(root: Form()) { host in
            let field = (host.window.rootViewController as! Form).field
            field.clearButtonMode = .whileEditing
            field.text = "kept"
            #expect(field.clearButton?.superview == nil, "not while the field is not editing")
            #expect(field.becomeFirstResponder())
            field.text = ""
            #expect(field.clearButton?.superview == nil, "not while the field is empty")
            field.insertText("abc")
            let button = try #require(field.clearButton)
            #expect(button.superview === field)
            field.layoutIfNeeded()
            // 200 − 6 − 19 = 175; (34 − 19) / 2 = 7.5.
            #expect(button.frame == CGRect(x: 175, y: 7.5, width: 19, height: 19))
            #expect(field.clearButtonRect(forBounds: field.bounds) == button.frame)

            var changes = 0
            field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
            let notified = Counter()
            let token = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: nil) { _ in notified.add() }
            defer { NotificationCenter.default.removeObserver(token) }
            host.tap(button)
            #expect(field.text == "" && changes == 1 && notified.value == 1)
            #expect(button.superview == nil, "an empty field shows no clear button")
            #expect(field.isEditing, "clearing keeps the field editing")
        }
    }

    @Test func theDelegateCanRefuseAndTheButtonSitsBeforeTheRightView() throws {
        try TransitionHost.run(root: Form()) { host in
            let field = (host.window.rootViewController as! Form).field
            let delegate = Recorder()
            field.delegate = delegate
            field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            field.rightViewMode = .always
            field.clearButtonMode = .always
            field.text = "hello"
            field.layoutIfNeeded()
            let button = try #require(field.clearButton)
            // The right view takes 170...200; the button ends 6 points before it: 164 − 19 = 145.
            #expect(button.frame == CGRect(x: 145, y: 7.5, width: 19, height: 19))
            delegate.allowsClear = false
            host.tap(button)
            #expect(field.text == "hello" && delegate.asked == 1)
            delegate.allowsClear = true
            host.tap(button)
            #expect(field.text == "" && delegate.asked == 2 && !field.isEditing)
            field.clearButtonMode = .unlessEditing
            field.text = "again"
            #expect(button.superview === field)
            #expect(field.becomeFirstResponder())
            #expect(button.superview == nil, "unless editing: gone while the field edits")
        }
    }
}
