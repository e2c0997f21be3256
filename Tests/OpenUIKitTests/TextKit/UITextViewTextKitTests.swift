import Foundation
@testable import OpenUIKit
import Testing

/// A text view's TextKit objects: its text is its storage's (both ways), its layout manager lays
/// it out in its container, and a view made with a container shows that stack's text.
@MainActor
struct UITextViewTextKitTests {
    final class Recorder: NSObject, UITextViewDelegate {
        var changes = 0
        func textViewDidChange(_ textView: UITextView) { changes += 1 }
    }

    @Test func theViewsTextIsItsStoragesText() {
        withApp { _ in
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
            let recorder = Recorder()
            textView.delegate = recorder
            textView.font = .systemFont(ofSize: 17)
            textView.text = "Hello"
            #expect(textView.textStorage.string == "Hello")
            #expect(textView.layoutManager.textStorage === textView.textStorage)
            #expect(textView.layoutManager.textContainers.first === textView.textContainer)
            // Editing the storage changes the view's text, without asking the delegate.
            textView.textStorage.replaceCharacters(in: NSRange(location: 5, length: 0), with: ", world")
            #expect(textView.text == "Hello, world" && recorder.changes == 0)
            // Setting the view's text replaces the storage's.
            textView.text = "Another"
            #expect(textView.textStorage.string == "Another")
            // Typing goes to the storage too.
            let window = makeWindow()
            window.addSubview(textView)
            #expect(textView.becomeFirstResponder())
            textView.insertText("!")
            #expect(textView.textStorage.string == "Another!" && recorder.changes == 1)
        }
    }

    @Test func theLayoutManagerMeasuresWhatTheViewShows() {
        withApp { _ in
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            textView.font = .systemFont(ofSize: 17)
            textView.text = String(repeating: "wrapping words ", count: 10)
            textView.layoutIfNeeded()
            #expect(textView.textContainer.size.width == 200)
            let used = textView.layoutManager.usedRect(for: textView.textContainer)
            #expect(used.maxX <= 200)
            let insets = textView.textContainerInset.top + textView.textContainerInset.bottom
            #expect(abs((used.height + insets).rounded(.up) - textView.contentSize.height) <= 1)
        }
    }

    @Test func aViewMadeWithAContainerShowsItsStack() {
        withApp { _ in
            let storage = NSTextStorage(string: "From the storage")
            let manager = NSLayoutManager()
            let container = NSTextContainer(size: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
            manager.addTextContainer(container)
            storage.addLayoutManager(manager)
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), textContainer: container)
            #expect(textView.textContainer === container)
            #expect(textView.text == "From the storage")
            #expect(textView.textStorage === storage && textView.layoutManager === manager)
            storage.mutableString.setString("x")
            storage.edited(.editedCharacters, range: NSRange(location: 0, length: 16), changeInLength: -15)
            #expect(textView.text == "x")
        }
    }

    @Test func aTextViewWithoutWidthOrScrollingTakesItsTextsSize() {
        withApp { _ in
            // The self-sizing idiom before any width is given: the text's unwrapped size.
            let textView = UITextView(frame: .zero)
            let font = UIFont.systemFont(ofSize: 17)
            textView.font = font
            textView.text = "Hello world"
            #expect(textView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric), "scrolling: none")
            textView.isScrollEnabled = false
            let text = "Hello world".size(withAttributes: [.font: font])
            #expect(textView.intrinsicContentSize.width == (text.width + 10).rounded(.up))
            #expect(textView.intrinsicContentSize.height == (max(text.height, font.lineHeight) + 16).rounded(.up))
            // Empty text is one line tall and only as wide as the padding.
            textView.text = ""
            #expect(textView.intrinsicContentSize.width == 10)
            #expect(textView.intrinsicContentSize.height == (font.lineHeight + 16).rounded(.up))
            textView.text = "Hello world"
            // Once it has a width, the height follows that width and the width is the view's.
            textView.frame.size.width = 40
            #expect(textView.intrinsicContentSize.width == UIView.noIntrinsicMetric)
            #expect(textView.intrinsicContentSize.height > (font.lineHeight + 16).rounded(.up))
        }
    }
}
