import Foundation
@testable import OpenUIKit
import Testing

/// A button's background images per state, `UIRectFill`, Darwin's `MAXFLOAT`/`HUGE` and
/// `CFAbsoluteTimeGetCurrent`.
@MainActor
struct ButtonBackgroundAndRectFillTests {
    /// A 10 x 10 image of one colour, drawn with `UIRectFill`.
    private func swatch(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
            color.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    @Test func backgroundImagesFillTheButtonPerState() {
        withApp { capture in
            let root = UIViewController()
            root.view.backgroundColor = .white
            let button = UIButton(type: .custom)
            button.frame = CGRect(x: 40, y: 200, width: 100, height: 40)
            button.setBackgroundImage(swatch(UIColor(red: 1, green: 0, blue: 0, alpha: 1)), for: .normal)
            button.setBackgroundImage(swatch(UIColor(red: 0, green: 0, blue: 1, alpha: 1)), for: .highlighted)
            root.view.addSubview(button)
            let window = showInWindow(root)
            #expect(renderWindow(window)(90, 220) == (255, 0, 0, 255), "stretched over the bounds")
            #expect(renderWindow(window)(41, 201) == (255, 0, 0, 255))
            button.isHighlighted = true
            #expect(button.currentBackgroundImage === button.backgroundImage(for: .highlighted))
            #expect(renderWindow(window)(90, 220) == (0, 0, 255, 255))
            button.isHighlighted = false
            button.isSelected = true
            #expect(button.currentBackgroundImage === button.backgroundImage(for: .normal), "a state without one falls back to normal")
            // With no title, the background image's size is the size the button asks for.
            let empty = UIButton(type: .custom)
            empty.setBackgroundImage(UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in }, for: .normal)
            #expect(empty.intrinsicContentSize == CGSize(width: 30, height: 20))
            #expect(capture.records.isEmpty)
        }
    }

    /// The pre-configuration insets: content insets replace the 6-point padding above and below
    /// the title, grow the size the button asks for and move the title in; title insets only
    /// move the title.
    @Test func edgeInsetsPlaceTheTitleAndGrowTheButton() {
        withApp { _ in
            let button = UIButton(type: .system)
            button.setTitle("Continue", for: .normal)
            let natural = button.intrinsicContentSize
            button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
            let inset = CGSize(width: natural.width + 40, height: natural.height - 12 + 20)
            #expect(button.intrinsicContentSize == inset)
            button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 0)
            #expect(button.intrinsicContentSize == inset, "title insets do not change it")
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
            button.layoutIfNeeded()
            #expect(button.titleLabel?.frame == CGRect(x: 25, y: 10, width: 155, height: 40))
        }
    }

    @Test func rectFillCopiesTheFillColourAndNeedsAContext() {
        withApp { capture in
            let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
                UIColor(red: 0, green: 1, blue: 0, alpha: 1).setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
                // Copy, not blend: a half-transparent fill replaces what is under it.
                UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 4))
                UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).setFill()
                UIRectFillUsingBlendMode(CGRect(x: 2, y: 0, width: 2, height: 4), .normal)
            }
            // Pixels are premultiplied; the renderer draws at the screen's scale.
            let scale = Int(image.scale)
            let copied = pixel(image.cgImage!, 0, 0)
            #expect(copied.r == 128 && copied.g == 0 && copied.b == 0 && copied.a == 128, "\(copied)")
            let blended = pixel(image.cgImage!, 3 * scale, 0)
            #expect(blended.a == 255 && abs(blended.g - 128) <= 1 && abs(blended.b - 128) <= 1 && blended.r == 0, "\(blended)")
            #expect(capture.records.isEmpty)
            // A copy fill through the context itself also leaves the rest of the image alone.
            let direct = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { renderer in
                UIColor(red: 0, green: 1, blue: 0, alpha: 1).setFill()
                renderer.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
                renderer.cgContext.setBlendMode(.copy)
                renderer.cgContext.setFillColor(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).cgColor)
                renderer.cgContext.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
            }
            #expect(pixel(direct.cgImage!, 0, 0) == (128, 0, 0, 128))
            #expect(pixel(direct.cgImage!, 3 * scale, 0) == (0, 255, 0, 255))
            UIRectFill(.zero)
            #expect(capture.records(withCode: .viewMisuse).count == 1, "no current context: reported")
        }
    }

    @Test func darwinsLargestFloatConstantsAndTheAbsoluteClock() {
        #expect(MAXFLOAT == Float.greatestFiniteMagnitude)
        #expect(HUGE == MAXFLOAT)
        // Core Foundation's absolute time is the wall clock (seconds since 2001).
        #expect(abs(CFAbsoluteTimeGetCurrent() - Date().timeIntervalSinceReferenceDate) < 5)
    }
}
