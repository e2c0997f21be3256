import Foundation
@testable import OpenUIKit
import Testing

/// Strings measured and drawn with UIKit's attribute dictionaries, as iOS code sizes labels and
/// draws text in `draw(_:)`.
@MainActor
struct StringDrawingTests {
    private let font = UIFont.systemFont(ofSize: 17)
    private let long = "Transitions that wrap onto several lines when the width is narrow"

    /// The columns of an image that have ink (alpha > 0), and the rows.
    private func ink(_ image: CGImage) -> (columns: [Int], rows: [Int]) {
        var columns = Set<Int>(), rows = Set<Int>()
        for y in 0..<image.height { for x in 0..<image.width where pixel(image, x, y).a > 0 { columns.insert(x); rows.insert(y) } }
        return (columns.sorted(), rows.sorted())
    }

    private func image(_ draw: () -> Void) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100), format: format).image { _ in draw() }.cgImage!
    }

    @Test func sizesMatchWhatLabelsMeasure() {
        withApp { _ in
            let size = "‹ Back".size(withAttributes: [.font: font])
            let label = UILabel()
            label.font = font
            label.text = "‹ Back"
            #expect(size.width.rounded(.up) == label.intrinsicContentSize.width)
            #expect(size.height.rounded(.up) == label.intrinsicContentSize.height)
            #expect(size.width != size.width.rounded(.up) || size.height != size.height.rounded(.up), "sizes are fractional, as on iOS")
            // No font: 12-point system font, as on iOS.
            #expect("Back".size(withAttributes: nil) == "Back".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]))
            #expect(("Back" as NSString).size(withAttributes: [.font: font]) == "Back".size(withAttributes: [.font: font]))
            #expect("Back".size(withAttributes: [.font: UIFont.systemFont(ofSize: 34)]).height > size.height)
        }
    }

    @Test func boundingRectsWrapOnlyWithLineFragmentOrigin() {
        withApp { _ in
            let context = NSStringDrawingContext()
            let wrapped = long.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude),
                                            options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: font], context: context)
            let line = long.size(withAttributes: [.font: font])
            #expect(wrapped.origin == .zero)
            #expect(wrapped.width <= 100 && wrapped.height >= 3 * line.height)
            #expect(context.totalBounds == wrapped && context.actualScaleFactor == 1)
            // Without the option: one line, its origin at the baseline.
            let single = long.boundingRect(with: CGSize(width: 100, height: 100), options: [], attributes: [.font: font], context: nil)
            #expect(single.width == line.width && single.height == line.height)
            #expect(single.minY < -10 && single.minY > -line.height, "the rectangle reaches up from the baseline by the ascent")
            // A height limit with truncation caps the height.
            let capped = long.boundingRect(with: CGSize(width: 100, height: 30), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                           attributes: [.font: font], context: nil)
            #expect(capped.height == 30)
        }
    }

    @Test func drawingInARectWrapsAndClips() {
        withApp { _ in
            let drawn = image {
                long.draw(in: CGRect(x: 10, y: 10, width: 60, height: 40), withAttributes: [.font: font, .foregroundColor: UIColor.red])
            }
            let (columns, rows) = ink(drawn)
            #expect(!columns.isEmpty)
            #expect(columns.first! >= 10 && columns.last! < 70, "clipped to the rectangle's width")
            #expect(rows.first! >= 10 && rows.last! < 50, "and its height")
            let reddest = (0..<drawn.height).flatMap { y in (0..<drawn.width).map { pixel(drawn, $0, y) } }.filter { $0.a == 255 }
            #expect(reddest.contains { $0.r == 255 && $0.g == 0 && $0.b == 0 }, "in the foreground colour")
        }
    }

    @Test func drawingAtAPointStartsThereAndParagraphStylesAlign() {
        withApp { _ in
            let atPoint = ink(image { "Hello".draw(at: CGPoint(x: 120, y: 40), withAttributes: [.font: font]) })
            #expect(atPoint.columns.first! >= 120 && atPoint.columns.first! < 124)
            #expect(atPoint.rows.first! >= 40 && atPoint.rows.last! < 40 + Int(font.lineHeight) + 1)

            let centred = NSMutableParagraphStyle()
            centred.alignment = .center
            let left = ink(image { "I".draw(in: CGRect(x: 0, y: 0, width: 200, height: 40), withAttributes: [.font: font]) })
            let middle = ink(image { "I".draw(in: CGRect(x: 0, y: 0, width: 200, height: 40), withAttributes: [.font: font, .paragraphStyle: centred]) })
            #expect(left.columns.first! < 10)
            #expect(abs(middle.columns.first! - 98) <= 4, "centred in the 200-point width")
            #expect((centred.copy() as! NSParagraphStyle) == centred && NSParagraphStyle.default.alignment == .natural)
        }
    }

    @Test func attributedStringsUseTheirAttributesRunByRun() {
        withApp { capture in
            let attributed = NSAttributedString(string: "Back", attributes: [.font: UIFont.systemFont(ofSize: 30)])
            #expect(attributed.size() == "Back".size(withAttributes: [.font: UIFont.systemFont(ofSize: 30)]))
            let coloured = NSMutableAttributedString(string: "Back", attributes: [.font: UIFont.systemFont(ofSize: 30)])
            coloured.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 2, length: 2))
            #expect(coloured.boundingRect(with: CGSize(width: 300, height: 100), options: .usesLineFragmentOrigin, context: nil).size == attributed.size(),
                    "a colour changes no size")
            // A different font on "ck", built from pieces whose attribute names differ (see
            // docs/porting.md on swift-corelibs-foundation's attributed strings).
            let mixed = NSMutableAttributedString(string: "Ba", attributes: [.font: UIFont.systemFont(ofSize: 30)])
            mixed.append(NSAttributedString(string: "ck", attributes: [.font: UIFont.systemFont(ofSize: 60), .kern: 0]))
            #expect(mixed.size().width > attributed.size().width && mixed.size().height > attributed.size().height, "a bigger run makes it bigger")
            // Drawn: the red run is red, the rest black (the default colour).
            let drawn = image { coloured.draw(at: CGPoint(x: 0, y: 0)) }
            let opaque = (0..<drawn.height).flatMap { y in (0..<drawn.width).map { (x: $0, p: pixel(drawn, $0, y)) } }.filter { $0.p.a == 255 }
            let red = opaque.filter { $0.p.r == 255 && $0.p.g == 0 }.map(\.x), black = opaque.filter { $0.p.r == 0 }.map(\.x)
            #expect(!red.isEmpty && !black.isEmpty)
            #expect(black.max()! < red.min()!, "\"Ba\" black on the left, \"ck\" red on the right")
            #expect(capture.records.isEmpty)
        }
    }
}
