@testable import OpenUIKit
import Foundation
import Testing

/// What the navigation bar's appearance API and a text field draw, read from rendered pixels
/// (one pixel per point).
@MainActor
struct BarAppearanceAndTextFieldDrawingTests {
    @Test func theStandardAppearanceColoursTheBarAndItsTitle() {
        withApp { _ in
            let root = UIViewController()
            root.title = "██████"
            let navigation = UINavigationController(rootViewController: root)
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            appearance.titleTextAttributes = [.foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1)]
            appearance.shadowColor = .clear
            navigation.navigationBar.standardAppearance = appearance
            let window = showInWindow(navigation)
            let read = renderWindow(window)
            let bar = navigation.navigationBar.frame
            #expect(read(10, Int(bar.minY) + 5) == (255, 0, 0, 255), "opaque red background")
            // The title's glyphs (full blocks) in blue, centred in the bar's 44-point content.
            let middle = read(Int(bar.midX), Int(bar.maxY) - 22)
            #expect(middle.b > 200 && middle.r < 60, "blue title: \(middle)")
            // No shadow line under the bar: the first row below it is the controller's view.
            #expect(read(10, Int(bar.maxY)) != (204, 204, 204, 255))
        }
    }

    @Test func theOlderBarPropertiesStillWork() {
        withApp { _ in
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.navigationBar.barTintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            navigation.navigationBar.isTranslucent = false
            let window = showInWindow(navigation)
            let read = renderWindow(window)
            #expect(read(10, Int(navigation.navigationBar.frame.minY) + 5) == (0, 255, 0, 255))
            navigation.navigationBar.scrollEdgeAppearance = {
                let edge = UINavigationBarAppearance()
                edge.configureWithTransparentBackground()
                return edge
            }()
            CATransaction.flush()
            #expect(navigation.navigationBar.backgroundColor == .clear, "with no scroll views the bar is at the scroll edge")
        }
    }

    @Test func aRoundedRectTextFieldDrawsItsPlaceholderThenItsText() {
        withApp { _ in
            let window = makeWindow()
            window.backgroundColor = .black
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
            field.borderStyle = .roundedRect
            field.placeholder = "████"
            window.addSubview(field)
            CATransaction.flush()
            var read = renderWindow(window)
            #expect(read(150, 117) == (255, 255, 255, 255), "white field background")
            let placeholder = read(32, 117)
            #expect(placeholder.r > 150 && placeholder.r < 240, "grey placeholder glyphs: \(placeholder)")
            #expect(field.becomeFirstResponder())
            field.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            field.insertText("████")
            CATransaction.flush()
            read = renderWindow(window)
            #expect(read(32, 117) == (255, 0, 0, 255), "red text where the placeholder was")
        }
    }

    @Test func attributedPlaceholderAndTextDrawWithTheirOwnColours() {
        withApp { _ in
            let window = makeWindow()
            window.backgroundColor = .black
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
            field.borderStyle = .roundedRect
            field.attributedPlaceholder = NSAttributedString(string: "████", attributes: [.foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1)])
            #expect(field.placeholder == "████")
            window.addSubview(field)
            CATransaction.flush()
            var read = renderWindow(window)
            #expect(read(32, 117) == (0, 0, 255, 255), "a blue placeholder: \(read(32, 117))")
            // A plain placeholder drops the attributes.
            field.placeholder = "████"
            #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .placeholderText)
            CATransaction.flush()
            read = renderWindow(window)
            #expect(read(32, 117).b < 250, "grey again: \(read(32, 117))")
            // Attributed text: one green run, then the field's own (red) colour.
            field.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            let text = NSMutableAttributedString(string: "██", attributes: [.foregroundColor: UIColor(red: 0, green: 1, blue: 0, alpha: 1)])
            text.append(NSAttributedString(string: "████"))
            field.attributedText = text
            #expect(field.text == "██████")
            CATransaction.flush()
            read = renderWindow(window)
            #expect(read(30, 117) == (0, 255, 0, 255), "\(read(30, 117))")
            #expect(read(60, 117) == (255, 0, 0, 255), "\(read(60, 117))")
            // Setting plain text drops the runs.
            field.text = "██████"
            #expect(field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == field.textColor)
            CATransaction.flush()
            read = renderWindow(window)
            #expect(read(30, 117) == (255, 0, 0, 255), "\(read(30, 117))")
        }
    }

    @Test func aTextViewDrawsItsAttributedTextAndSpacesItsLines() {
        withApp { _ in
            let window = makeWindow()
            let view = UITextView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
            view.isScrollEnabled = false
            window.addSubview(view)
            view.text = "one\ntwo"
            let plain = view.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)).height
            let paragraph = NSMutableParagraphStyle()
            paragraph.lineSpacing = 10
            view.attributedText = NSAttributedString(string: "one\ntwo", attributes: [.paragraphStyle: paragraph, .font: UIFont.systemFont(ofSize: 12)])
            #expect(view.text == "one\ntwo")
            let spaced = view.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)).height
            // Ten points between the two lines (none after the last).
            #expect(near(spaced - plain, 10, 1), "\(plain) → \(spaced)")
            #expect((view.attributedText.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.lineSpacing == 10)
        }
    }

    @Test func lineSpacingWidensMeasuredTextBetweenLinesOnly() {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 6
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14), .paragraphStyle: paragraph]
        let bounds = CGSize(width: 1000, height: 1000)
        let one = ("line" as NSString).boundingRect(with: bounds, options: .usesLineFragmentOrigin, attributes: attributes, context: nil).height
        let oneUnspaced = ("line" as NSString).boundingRect(with: bounds, options: .usesLineFragmentOrigin, attributes: [.font: UIFont.systemFont(ofSize: 14)], context: nil).height
        let three = ("a\nb\nc" as NSString).boundingRect(with: bounds, options: .usesLineFragmentOrigin, attributes: attributes, context: nil).height
        let threeUnspaced = ("a\nb\nc" as NSString).boundingRect(with: bounds, options: .usesLineFragmentOrigin, attributes: [.font: UIFont.systemFont(ofSize: 14)], context: nil).height
        #expect(one == oneUnspaced)
        #expect(near(three - threeUnspaced, 12, 0.5), "\(threeUnspaced) → \(three)")
        paragraph.lineSpacing = -5
        #expect(paragraph.lineSpacing == 0)
        #expect((paragraph.copy() as? NSParagraphStyle)?.lineSpacing == 0)
    }

    @Test func misuseIsReportedNotTrapped() {
        withApp { capture in
            let image: UIImage = #imageLiteral(resourceName: "no-such-image")
            #expect(image.size == CGSize(width: 1, height: 1))
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 0, height: 10), false, 1)
            #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
            UIGraphicsEndImageContext()
            UIGraphicsBeginImageContextWithOptions(CGSize(width: CGFloat.nan, height: 1e30), true, 0)
            let field = UITextField()
            field.insertText("x")
            #expect(field.text == "")
            let messages = capture.records(withCode: .viewMisuse).map(\.message)
            #expect(messages.count == 5)
            #expect(messages[0].contains("no image named 'no-such-image'"))
            #expect(messages[1].hasPrefix("UIGraphicsBeginImageContext() failed to allocate"))
            #expect(messages[2].hasPrefix("UIGraphicsEndImageContext() called without a current image context"))
            #expect(messages[4].contains("while the field is not editing"))
        }
    }

    @Test func endEditingAsksUnlessForced() {
        withApp { _ in
            final class Stubborn: UITextFieldDelegate {
                var ended = 0
                func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
                func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
            }
            let window = makeWindow()
            let container = UIView(frame: window.bounds)
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            let delegate = Stubborn()
            field.delegate = delegate
            container.addSubview(field)
            window.addSubview(container)
            #expect(field.becomeFirstResponder())
            #expect(!container.endEditing(false) && field.isFirstResponder, "the delegate refuses")
            #expect(container.endEditing(true))
            #expect(!field.isFirstResponder && !field.isEditing && delegate.ended == 1)
            #expect(UIApplication.shared.state.keyboard.isVisible == false)
        }
    }
}
