import Foundation
import OpenUIKit
import Testing

/// The size a button without a configuration asks for, as UIKit's legacy buttons do (the
/// observations behind LayoutKit's `ButtonLayout` and a published iOS 15 measurement; see the
/// ledger entry on `UIButton.sizeThatFits`).
@MainActor
struct ButtonIntrinsicSizeTests {
    private func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { _ in }
    }

    @Test func anEmptyButtonIsThirtyWideAndALinePlusTwelveTall() {
        // A custom button's title font is 18 pt: its line is 21 pt, the button 33 (as measured
        // on iOS 15: an 18-pt title is 21 pt tall and the button 33).
        #expect(UIButton(type: .custom).intrinsicContentSize == CGSize(width: 30, height: 33))
        let system = UIButton(type: .system)
        system.setTitle("", for: .normal)
        let line = ceil(system.titleLabel!.font.lineHeight)
        #expect(system.intrinsicContentSize == CGSize(width: 30, height: line + 12), "an empty title keeps a line's height")
    }

    @Test func aShortTitleIsWidenedToThirtyPoints() {
        let button = UIButton(type: .system)
        button.setTitle("i", for: .normal)
        let title = button.titleLabel!.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(title.width < 30)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: ceil(title.height + 12)))
        button.setTitle("Continue to checkout", for: .normal)
        let long = button.titleLabel!.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(button.intrinsicContentSize == CGSize(width: ceil(long.width), height: ceil(long.height + 12)))
    }

    @Test func anImageOrContentInsetsTurnThePaddingAndTheMinimumWidthOff() {
        let icon = UIButton(type: .custom)
        icon.setImage(image(24, 24), for: .normal)
        #expect(icon.intrinsicContentSize == CGSize(width: 24, height: 24), "an image-only button is its image")
        let small = UIButton(type: .custom)
        small.setImage(image(10, 10), for: .normal)
        #expect(small.intrinsicContentSize == CGSize(width: 10, height: 21), "the empty title still holds a line")

        let titled = UIButton(type: .system)
        titled.setTitle("i", for: .normal)
        let title = titled.titleLabel!.sizeThatFits(CGSize(width: 1000, height: 1000))
        titled.contentEdgeInsets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        #expect(titled.intrinsicContentSize == CGSize(width: ceil(title.width + 2), height: ceil(title.height + 2)))
        titled.contentEdgeInsets = .zero
        titled.setImage(image(5, 40), for: .normal)
        #expect(titled.intrinsicContentSize == CGSize(width: ceil(title.width + 5), height: 40))
    }

    @Test func otherButtonTypesHaveNoPadding() {
        let button = UIButton(type: .detailDisclosure)
        button.setTitle("More", for: .normal)
        let title = button.titleLabel!.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(button.intrinsicContentSize == CGSize(width: ceil(title.width), height: ceil(title.height)))
    }
}
