import Foundation
@testable import OpenUIKit
import Testing

/// A label's attributed text, highlighting, shadow and shrinking, as iOS code sets them.
@MainActor
struct UILabelTextStyleTests {
    private func label(_ configure: (UILabel) -> Void) -> UILabel {
        let window = makeWindow()
        let label = UILabel(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        label.textColor = .black
        configure(label)
        window.addSubview(label)
        CATransaction.flush()
        return label
    }

    /// The opaque-enough pixels of the label's drawing.
    private func ink(_ label: UILabel) -> [(x: Int, y: Int, p: (r: Int, g: Int, b: Int, a: Int))] {
        guard let image = label.layer.contents as? CGImage else { return [] }
        return (0..<image.height).flatMap { y in (0..<image.width).map { (x: $0, y: y, p: pixel(image, $0, y)) } }.filter { $0.p.a >= 200 }
    }

    private func isRed(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { p.r > 200 && p.g < 60 && p.b < 60 }
    private func isGreen(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { p.g > 100 && p.r < 60 && p.b < 60 }

    /// sizeThatFits remembers its last plain-text measurement; every input of the size
    /// measures again.
    @Test func theFittingSizeFollowsEveryChangeThatAffectsIt() {
        withApp { _ in
            let label = UILabel()
            label.text = "Hi"
            let short = label.sizeThatFits(.zero)
            label.text = "Hello there, a longer title"
            let long = label.sizeThatFits(.zero)
            #expect(long.width > short.width)
            label.font = .systemFont(ofSize: 34)
            let large = label.sizeThatFits(.zero)
            #expect(large.width > long.width && large.height > long.height)
            label.numberOfLines = 0
            let wrapped = label.sizeThatFits(CGSize(width: 120, height: 1000))
            #expect(wrapped.width <= 120 && wrapped.height > large.height)
            label.lineBreakMode = .byCharWrapping
            #expect(label.sizeThatFits(CGSize(width: 120, height: 1000)).width <= 120)
            label.numberOfLines = 1
            label.font = .systemFont(ofSize: 17)
            label.text = "Hi"
            #expect(label.sizeThatFits(.zero) == short)
            label.attributedText = NSAttributedString(string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 40)])
            #expect(label.sizeThatFits(.zero).width > short.width, "attributed text is measured with its own fonts")
        }
    }

    @Test func attributedTextAndTextReplaceEachOther() {
        withApp { capture in
            let label = UILabel()
            label.font = .systemFont(ofSize: 20)
            label.text = "Plain"
            let plain = label.attributedText!
            #expect(plain.string == "Plain" && (plain.attribute(.font, at: 0, effectiveRange: nil) as? UIFont) == label.font)

            // Built from pieces whose attribute names differ: swift-corelibs-foundation halts when
            // it compares two different UIKit objects under one name (docs/porting.md).
            let rich = NSMutableAttributedString(string: "Big ", attributes: [.font: UIFont.systemFont(ofSize: 40)])
            rich.append(NSAttributedString(string: "small", attributes: [.font: UIFont.systemFont(ofSize: 12), .kern: 0]))
            let plainSize = label.intrinsicContentSize
            label.attributedText = rich
            #expect(label.text == "Big small")
            #expect(label.attributedText == rich)
            #expect(label.intrinsicContentSize.height > plainSize.height, "the 40-point run sets the height")
            // Setting the font applies it to all of the text drawn.
            label.font = .systemFont(ofSize: 12)
            let small = UILabel()
            small.font = .systemFont(ofSize: 12)
            small.text = "Big small"
            #expect(label.intrinsicContentSize == small.intrinsicContentSize)
            #expect(label.attributedText!.string == "Big small")
            // Setting text drops the attributes.
            label.text = "Big small"
            #expect(label.attributedText!.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 12))
            #expect(label.attributedText!.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == label.textColor)
            #expect(capture.records.isEmpty)
        }
    }

    @Test func runsDrawInTheirColoursAndUnderlines() {
        withApp { _ in
            // A plain space between the two colours: neighbouring runs with the same attribute
            // names and different UIKit objects halt swift-corelibs-foundation (docs/porting.md).
            let text = NSMutableAttributedString(string: "Red", attributes: [.foregroundColor: UIColor.red])
            text.append(NSAttributedString(string: " "))
            text.append(NSAttributedString(string: "Green", attributes: [.foregroundColor: UIColor(red: 0, green: 0.6, blue: 0, alpha: 1)]))
            let coloured = label { $0.attributedText = text }
            let pixels = ink(coloured)
            let reds = pixels.filter { isRed($0.p) }.map(\.x), greens = pixels.filter { isGreen($0.p) }.map(\.x)
            #expect(!reds.isEmpty && !greens.isEmpty)
            #expect((reds.max() ?? 1000) < (greens.min() ?? 0))

            let plain = label { $0.text = "Underlined" }
            let underlined = label { $0.attributedText = NSAttributedString(string: "Underlined", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue]) }
            #expect((ink(underlined).map(\.y).max() ?? 0) > (ink(plain).map(\.y).max() ?? 0), "the underline runs below the glyphs")
            // Setting the colour after the attributes makes all of it that colour.
            coloured.textColor = .red
            CATransaction.flush()
            #expect(!ink(coloured).contains { isGreen($0.p) })
        }
    }

    @Test func highlightingAndShadowsDraw() {
        withApp { _ in
            let highlighted = label {
                $0.text = "Tap"
                $0.highlightedTextColor = UIColor(red: 0, green: 0.6, blue: 0, alpha: 1)
                $0.isHighlighted = true
            }
            #expect(ink(highlighted).contains { isGreen($0.p) })
            highlighted.isHighlighted = false
            CATransaction.flush()
            #expect(!ink(highlighted).contains { isGreen($0.p) })

            let shadowed = label {
                $0.text = "Shadow"
                $0.shadowColor = .red
                $0.shadowOffset = CGSize(width: 0, height: 3)
            }
            let pixels = ink(shadowed)
            #expect(pixels.contains { isRed($0.p) }, "the shadow shows below the text")
            #expect(pixels.filter { isRed($0.p) }.map(\.y).max()! > pixels.filter { $0.p.r < 60 }.map(\.y).max()!)
        }
    }

    @Test func textShrinksToFitOnlyWithAMinimumScale() {
        withApp { _ in
            let long = "A title much too long for the label"
            let truncated = label { $0.text = long }
            let noMinimum = label {
                $0.text = long
                $0.adjustsFontSizeToFitWidth = true
            }
            let shrunk = label {
                $0.text = long
                $0.adjustsFontSizeToFitWidth = true
                $0.minimumScaleFactor = 0.3
            }
            let height = { (label: UILabel) -> Int in let rows = ink(label).map(\.y); return rows.max()! - rows.min()! }
            #expect(height(noMinimum) == height(truncated), "a minimum scale of 0 allows no shrinking, as on iOS")
            #expect(height(shrunk) < height(truncated) * 3 / 4, "drawn smaller")
            let image = shrunk.layer.contents as! CGImage
            #expect(ink(shrunk).map(\.x).max()! < image.width, "and within the width")
            // Baselines aligned (the default): the shrunk text sits on the full-size text's baseline,
            // lower than when centred.
            let centred = label {
                $0.text = long
                $0.adjustsFontSizeToFitWidth = true
                $0.minimumScaleFactor = 0.3
                $0.baselineAdjustment = .alignCenters
            }
            #expect(ink(shrunk).map(\.y).max()! > ink(centred).map(\.y).max()!)
        }
    }
}
