import Foundation
@testable import OpenUIKit
import Testing

/// Views keep an attributed string as it is given, not a copy: Linux's Foundation copies one run
/// by run and stops the process when two fonts or colours sit side by side (docs/porting.md).
@MainActor
struct AttributedStringCopyingTests {
    @Test func anAttributedStringIsKeptAsGiven() {
        withApp { _ in
            let font = UIFont.systemFont(ofSize: 17)
            let immutable = NSAttributedString(string: "Kept", attributes: [.font: font])
            let label = UILabel()
            label.attributedText = immutable
            #expect(label.attributedText === immutable)
            let textView = UITextView()
            textView.attributedText = immutable
            #expect(textView.attributedText === immutable)
            let field = UITextField()
            field.attributedText = immutable
            #expect(field.attributedText === immutable)

            // A mutable string changed afterwards: the label measures it again once it is set again.
            let mutable = NSMutableAttributedString(string: "Short", attributes: [.font: font])
            label.attributedText = mutable
            let short = label.intrinsicContentSize
            mutable.append(NSAttributedString(string: " and longer", attributes: [.font: font]))
            label.attributedText = mutable
            #expect(label.text == "Short and longer")
            #expect(label.intrinsicContentSize.width > short.width)
        }
    }

    /// Two fonts side by side: Linux's Foundation stops the process when it copies or compares
    /// such a string (docs/porting.md), so views keep it as given and never compare two of them.
    @Test func aStringWithTwoFontsSideBySideIsShownAndMeasured() {
        withApp { _ in
            let bold = UIFont.boldSystemFont(ofSize: 17), regular = UIFont.systemFont(ofSize: 17)
            let mixed = NSMutableAttributedString(string: "Bold", attributes: [.font: bold])
            mixed.append(NSAttributedString(string: " regular", attributes: [.font: regular]))
            let label = UILabel()
            label.attributedText = NSAttributedString(string: "Other", attributes: [.font: UIFont.systemFont(ofSize: 30)])
            let before = label.intrinsicContentSize
            label.attributedText = mixed
            let size = label.intrinsicContentSize
            #expect(size.width > 0 && size != before)
            #expect(label.text == "Bold regular")
            let textView = UITextView()
            textView.attributedText = mixed
            #expect(textView.text == "Bold regular")
            let field = UITextField()
            field.attributedText = mixed
            #expect(field.text == "Bold regular")
        }
    }
}
