@testable import OpenUIKit
import Foundation
import Testing
import UIKitTesting

/// Text fields and text views through `UITextInput`: the selection is where typing and the delete
/// key act, and the cursor moves as on iOS (to the end when the text is set or editing begins,
/// after what was typed).
@MainActor
struct UITextInputTests {
    final class Form: UIViewController {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let notes = UITextView(frame: CGRect(x: 20, y: 200, width: 200, height: 100))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
            view.addSubview(notes)
        }
    }

    /// Records what the delegate is asked, as a formatter sees it.
    final class Asked: NSObject, UITextFieldDelegate, UITextViewDelegate {
        var ranges: [NSRange] = []
        var strings: [String] = []
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            ranges.append(range)
            strings.append(string)
            return true
        }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            ranges.append(range)
            strings.append(text)
            return true
        }
    }

    func offset(_ input: some UITextInput, _ position: UITextPosition?) -> Int? {
        position.map { input.offset(from: input.beginningOfDocument, to: $0) }
    }

    @Test func typingGoesInAtTheCursorAnAppPlaces() throws {
        try TransitionHost.run(root: Form()) { host in
            let field = (host.window.rootViewController as! Form).field
            let asked = Asked()
            field.delegate = asked
            field.text = "1234"
            #expect(field.selectedTextRange == nil, "no selection while the field is not editing")
            #expect(field.becomeFirstResponder())
            let cursor = try #require(field.selectedTextRange)
            #expect(cursor.isEmpty)
            #expect(offset(field, cursor.start) == 4, "editing begins at the end")

            // The formatter idiom: put the cursor after the second digit, type there.
            let second = try #require(field.position(from: field.beginningOfDocument, offset: 2))
            field.selectedTextRange = field.textRange(from: second, to: second)
            field.insertText("-")
            #expect(field.text == "12-34")
            #expect(asked.ranges.last == NSRange(location: 2, length: 0))
            #expect(offset(field, field.selectedTextRange?.start) == 3, "the cursor follows what was typed")

            // The delete key removes the character before the cursor, then a selection.
            field.deleteBackward()
            #expect(field.text == "1234")
            #expect(asked.ranges.last == NSRange(location: 2, length: 1))
            let start = try #require(field.position(from: field.beginningOfDocument, offset: 1))
            let end = try #require(field.position(from: start, offset: 2))
            field.selectedTextRange = field.textRange(from: end, to: start)
            let selected = try #require(field.selectedTextRange)
            #expect(field.text(in: selected) == "23", "a range runs from the earlier position")
            field.deleteBackward()
            #expect(field.text == "14")
            #expect(asked.ranges.last == NSRange(location: 1, length: 2))
            #expect(asked.strings.last == "")

            // Typing replaces a selection; setting the text moves the cursor to the end.
            field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
            field.insertText("9")
            #expect(field.text == "9")
            field.text = "abcdef"
            #expect(offset(field, field.selectedTextRange?.start) == 6)
        }
    }

    @Test func positionsStayInsideTheTextAndCountUTF16() throws {
        try TransitionHost.run(root: Form()) { host in
            let field = (host.window.rootViewController as! Form).field
            field.text = "a😀b"
            #expect(offset(field, field.endOfDocument) == 4, "the emoji is two UTF-16 code units, as in NSString")
            #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
            #expect(field.position(from: field.beginningOfDocument, offset: -1) == nil)
            #expect(field.position(from: field.beginningOfDocument, offset: Int.max) == nil)
            #expect(offset(field, field.position(from: field.endOfDocument, in: .left, offset: 1)) == 3)
            #expect(offset(field, field.position(from: field.beginningOfDocument, in: .right, offset: 1)) == 1)
            #expect(field.compare(field.beginningOfDocument, to: field.endOfDocument) == .orderedAscending)
            #expect(field.compare(field.endOfDocument, to: field.endOfDocument) == .orderedSame)
            #expect(field.offset(from: field.endOfDocument, to: field.beginningOfDocument) == -4)
            #expect(field.markedTextRange == nil)

            // The delete key removes the whole emoji before the cursor.
            #expect(field.becomeFirstResponder())
            let afterEmoji = try #require(field.position(from: field.beginningOfDocument, offset: 3))
            field.selectedTextRange = field.textRange(from: afterEmoji, to: afterEmoji)
            field.deleteBackward()
            #expect(field.text == "ab")
            #expect(offset(field, field.selectedTextRange?.start) == 1)
        }
    }

    @Test func aTextViewKeepsItsSelectionAndTypesThere() throws {
        try TransitionHost.run(root: Form()) { host in
            let notes = (host.window.rootViewController as! Form).notes
            let asked = Asked()
            notes.delegate = asked
            notes.text = "Hello world"
            #expect(notes.selectedRange == NSRange(location: 11, length: 0), "setting the text puts the cursor at its end")
            notes.selectedRange = NSRange(location: 6, length: 5)
            let selected = try #require(notes.selectedTextRange)
            #expect(notes.text(in: selected) == "world", "a text view has a selection while not editing")
            notes.selectedRange = NSRange(location: 8, length: 100)
            #expect(notes.selectedRange == NSRange(location: 8, length: 3), "clamped to the text")

            #expect(notes.becomeFirstResponder())
            notes.selectedRange = NSRange(location: 6, length: 5)
            notes.insertText("there")
            #expect(notes.text == "Hello there")
            #expect(asked.ranges == [NSRange(location: 6, length: 5)])
            #expect(notes.selectedRange == NSRange(location: 11, length: 0))

            // replace(_:withText:) asks the delegate like typing does.
            let fifth = try #require(notes.position(from: notes.beginningOfDocument, offset: 5))
            let range = try #require(notes.textRange(from: notes.beginningOfDocument, to: fifth))
            notes.replace(range, withText: "Hi")
            #expect(notes.text == "Hi there")
            #expect(asked.ranges.last == NSRange(location: 0, length: 5))
            #expect(notes.selectedRange == NSRange(location: 2, length: 0))
        }
    }
}
