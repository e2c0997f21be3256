import Foundation
@testable import OpenUIKit
import Testing

/// Views keep an immutable attributed string as it was given, and copy a mutable one, so later
/// changes to it do not reach them.
@MainActor
struct AttributedStringCopyingTests {
    @Test func anImmutableStringIsKeptAndAMutableOneCopied() {
        withApp { _ in
            let font = UIFont.systemFont(ofSize: 17)
            let immutable = NSAttributedString(string: "Kept", attributes: [.font: font])
            let label = UILabel()
            label.attributedText = immutable
            #expect(label.attributedText === immutable, "kept as given: nothing to copy")
            let textView = UITextView()
            textView.attributedText = immutable
            #expect(textView.attributedText === immutable)
            let field = UITextField()
            field.attributedText = immutable
            #expect(field.attributedText === immutable)

            let mutable = NSMutableAttributedString(string: "Copied", attributes: [.font: font])
            label.attributedText = mutable
            mutable.append(NSAttributedString(string: " later"))
            #expect(label.attributedText?.string == "Copied" && label.text == "Copied")
            #expect(!(label.attributedText is NSMutableAttributedString))
        }
    }
}
