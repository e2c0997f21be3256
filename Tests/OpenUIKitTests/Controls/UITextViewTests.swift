import Foundation
@testable import OpenUIKit
import Testing

/// Text views: text wraps inside the 8-point insets and 5-point padding, the content size
/// follows it (a self-sizing text view without scrolling takes its text's height), editing
/// asks and tells the delegate in UIKit's order, and the text is drawn.
@MainActor
struct UITextViewTests {
    final class Recorder: NSObject, UITextViewDelegate {
        var events: [String] = []
        var refuses: String?
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { events.append("shouldBegin"); return true }
        func textViewDidBeginEditing(_ textView: UITextView) { events.append("didBegin") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool { events.append("shouldEnd"); return true }
        func textViewDidEndEditing(_ textView: UITextView) { events.append("didEnd") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            events.append("shouldChange(\(range.location),\(range.length),\(text))")
            return text != refuses
        }
        func textViewDidChange(_ textView: UITextView) { events.append("didChange") }
    }

    @Test func theTextWrapsAndTheContentSizeFollowsIt() {
        withApp { _ in
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            textView.font = .systemFont(ofSize: 17)
            textView.text = "One line"
            let oneLine = textView.contentSize.height
            let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
            #expect(oneLine >= lineHeight + 16 && oneLine <= (lineHeight + 16).rounded(.up) + 1)
            textView.text = String(repeating: "wrapping words ", count: 40)
            #expect(textView.contentSize.width == 200)
            #expect(textView.contentSize.height > 100, "long text is taller than the view: it scrolls")
            textView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
            #expect(textView.contentOffset.y == 50)
            // Without scrolling it sizes itself to the text.
            textView.isScrollEnabled = false
            #expect(textView.sizeThatFits(CGSize(width: 200, height: 0)).height == textView.contentSize.height)
            #expect(textView.intrinsicContentSize.height == textView.contentSize.height)
            #expect(textView.sizeThatFits(CGSize(width: 100, height: 0)).height > textView.contentSize.height, "narrower wraps into more lines")
        }
    }

    @Test func editingAsksAndTellsTheDelegateInUIKitsOrder() {
        withApp { _ in
            let window = makeWindow()
            let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
            let recorder = Recorder()
            textView.delegate = recorder
            window.addSubview(textView)
            #expect(textView.becomeFirstResponder() && textView.isEditing)
            #expect(UIApplication.shared.state.keyboard.isVisible)
            textView.insertText("Hi")
            textView.insertText("\n")
            recorder.refuses = "!"
            textView.insertText("!")
            textView.deleteBackward()
            #expect(textView.text == "Hi")
            #expect(recorder.events == ["shouldBegin", "didBegin", "shouldChange(0,0,Hi)", "didChange", "shouldChange(2,0,\n)", "didChange",
                                        "shouldChange(3,0,!)", "shouldChange(2,1,)", "didChange"])
            recorder.events = []
            #expect(textView.resignFirstResponder())
            #expect(recorder.events == ["shouldEnd", "didEnd"])
            #expect(!UIApplication.shared.state.keyboard.isVisible)
            // Setting the text is not typing: the delegate hears nothing.
            textView.text = "Set"
            #expect(recorder.events == ["shouldEnd", "didEnd"])
            textView.isEditable = false
            #expect(!textView.becomeFirstResponder())
        }
    }

    @Test func typingWithoutEditingIsReported() {
        withApp { capture in
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            textView.insertText("x")
            #expect(textView.text == "")
            #expect(capture.records.count == 1)
        }
    }

    /// Whether the pixel at (x, y) is ink, after a 200 × 60 text view of black 20-point `text`
    /// on white (`configure`d) is drawn in a window.
    func inkOfTextView(_ text: String, _ configure: (UITextView) -> Void = { _ in }) -> (Int, Int) -> Bool {
        let window = makeWindow()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        textView.backgroundColor = .white
        textView.textColor = .black
        textView.font = .systemFont(ofSize: 20)
        textView.text = text
        configure(textView)
        window.addSubview(textView)
        CATransaction.flush()
        let read = renderWindow(window)
        return { x, y in read(x, y).r < 100 && read(x, y).a > 200 }
    }

    @Test func theTextIsDrawnInsideTheInsets() {
        withApp { _ in
            let isDark = inkOfTextView("MMMMMMMMMM")
            // Ink on the first line, right of the 5-point padding; none in the 8-point top inset.
            #expect((6..<100).contains { x in (10..<30).contains { y in isDark(x, y) } })
            #expect(!(0..<200).contains { x in (0..<7).contains { y in isDark(x, y) } })
            #expect(!(0..<5).contains { x in (8..<40).contains { y in isDark(x, y) } })
        }
    }

    /// The text container: its width follows the view inside the insets, its padding moves the
    /// text in from both sides, and a line limit cuts the text short; each change lays the text
    /// out again.
    @Test func theTextContainerShapesTheText() {
        withApp { capture in
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            textView.font = .systemFont(ofSize: 17)
            textView.textContainerInset = UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 10)
            #expect(textView.textContainer.widthTracksTextView && !textView.textContainer.heightTracksTextView)
            #expect(textView.textContainer.size.width == 180 && textView.textContainer.lineFragmentPadding == 5)
            textView.frame.size.width = 240
            textView.layoutIfNeeded()
            #expect(textView.textContainer.size.width == 220, "the container follows the view's width")

            textView.text = String(repeating: "wrapping words ", count: 20)
            let unlimited = textView.contentSize.height
            textView.textContainer.maximumNumberOfLines = 2
            let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
            #expect(textView.contentSize.height < unlimited)
            #expect(abs(textView.contentSize.height - (2 * lineHeight + 16).rounded(.up)) <= 2, "two lines and the insets")

            // More padding wraps into more lines.
            textView.textContainer.maximumNumberOfLines = 0
            textView.textContainer.lineFragmentPadding = 0
            let unpadded = textView.contentSize.height
            textView.textContainer.lineFragmentPadding = 60
            #expect(textView.contentSize.height > unpadded)

            // A fixed width when the container does not track the view.
            textView.textContainer.lineFragmentPadding = 0
            textView.textContainer.widthTracksTextView = false
            textView.textContainer.size = CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude)
            #expect(textView.contentSize.height > unpadded)

            // Values it cannot use are reported and the old ones kept.
            textView.textContainer.lineFragmentPadding = .nan
            textView.textContainer.maximumNumberOfLines = -1
            #expect(textView.textContainer.lineFragmentPadding == 0 && textView.textContainer.maximumNumberOfLines == 0)
            #expect(capture.records(withCode: .textContainerMisuse).count == 2)
        }
    }

    @Test func theLineFragmentPaddingMovesTheDrawnText() {
        withApp { _ in
            let isDark = inkOfTextView("MMMM") { $0.textContainer.lineFragmentPadding = 40 }
            #expect(!(0..<39).contains { x in (8..<40).contains { y in isDark(x, y) } }, "no ink left of the 40-point padding")
            #expect((40..<120).contains { x in (10..<30).contains { y in isDark(x, y) } })
        }
    }
}
