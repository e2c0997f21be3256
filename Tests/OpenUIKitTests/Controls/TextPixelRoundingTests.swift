import Foundation
@testable import OpenUIKit
import Testing

/// Text sizes are rounded up to the screen's pixels, as UIKit's are: thirds of a point on the
/// default @3x screen, halves in a window on a @2x screen.
@MainActor
struct TextPixelRoundingTests {
    private let font = UIFont.systemFont(ofSize: 17)

    private func onGrid(_ value: CGFloat, _ scale: CGFloat) -> Bool {
        abs(value * scale - (value * scale).rounded()) < 1e-9
    }

    @Test func labelSizesAreOnTheScreensPixelGrid() {
        withApp { _ in
            #expect(UIScreen.main.scale == 3)
            let text = "Transitions on the grid"
            let measured = text.size(withAttributes: [.font: font])
            let label = UILabel()
            label.font = font
            label.text = text
            let size = label.intrinsicContentSize
            #expect(size.width == (measured.width * 3).rounded(.up) / 3)
            #expect(size.height == (measured.height * 3).rounded(.up) / 3)
            #expect(label.sizeThatFits(CGSize(width: 1000, height: 1000)) == size)
            // Thirds, not whole points: at some sizes the line height is not a whole number.
            // (Widths are whole here: Pango places glyphs on whole points.)
            let sizes = [11, 13, 15, 17, 21].map { points -> CGSize in
                label.font = .systemFont(ofSize: CGFloat(points))
                return label.intrinsicContentSize
            }
            #expect(sizes.allSatisfy { onGrid($0.width, 3) && onGrid($0.height, 3) })
            #expect(sizes.contains { $0.height != $0.height.rounded() })
            label.font = font
            // In a window on a @2x screen: halves of a point.
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            window.screen = UIScreen(preset: .iPhoneSE)
            window.addSubview(label)
            let inWindow = label.intrinsicContentSize
            #expect(inWindow.width == (measured.width * 2).rounded(.up) / 2)
            #expect(inWindow.height == (measured.height * 2).rounded(.up) / 2)
        }
    }

    @Test func textViewSizesAreOnTheScreensPixelGrid() {
        withApp { _ in
            let textView = UITextView(frame: .zero)
            textView.font = .systemFont(ofSize: 13)
            textView.text = "Hello world"
            textView.isScrollEnabled = false
            let natural = textView.intrinsicContentSize
            #expect(onGrid(natural.width, 3) && onGrid(natural.height, 3))
            #expect(natural.height != natural.height.rounded(), "a 13-point line is not a whole number of points")
            textView.frame.size.width = 120
            let wrapped = textView.sizeThatFits(CGSize(width: 120, height: 0))
            #expect(onGrid(wrapped.height, 3))
            textView.layoutIfNeeded()
            #expect(textView.contentSize.height == wrapped.height)
        }
    }
}
