import Foundation
@testable import OpenUIKit
import Testing

/// `imageFlippedForRightToLeftLayoutDirection()`: an image view that lays out right to left shows
/// such an image mirrored, and any other image as it is (Apple's documentation of
/// `flipsForRightToLeftLayoutDirection`).
@MainActor
struct ImageFlippingTests {
    /// A 2 × 1 image: red on the left, blue on the right.
    func arrow() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
    }

    func leftPixel(of view: UIImageView) -> (r: Int, g: Int, b: Int, a: Int)? {
        (view.layer.contents as? CGImage).map { pixel($0, 0, 0) }
    }

    @Test func aFlippingImageShowsMirroredOnlyRightToLeft() {
        withApp { _ in
            let plain = arrow()
            let flipping = plain.imageFlippedForRightToLeftLayoutDirection()
            #expect(!plain.flipsForRightToLeftLayoutDirection && flipping.flipsForRightToLeftLayoutDirection)
            #expect(flipping.withRenderingMode(.alwaysOriginal).flipsForRightToLeftLayoutDirection, "copies keep the flag")

            let view = UIImageView(image: flipping)
            view.layoutIfNeeded()
            #expect(leftPixel(of: view)?.r == 255, "left to right: as it is")
            view.semanticContentAttribute = .forceRightToLeft
            view.layoutIfNeeded()
            #expect(leftPixel(of: view)?.b == 255, "right to left: mirrored")

            let unflipped = UIImageView(image: plain)
            unflipped.semanticContentAttribute = .forceRightToLeft
            unflipped.layoutIfNeeded()
            #expect(leftPixel(of: unflipped)?.r == 255, "an image that does not flip stays as it is")

            view.semanticContentAttribute = .forceLeftToRight
            view.layoutIfNeeded()
            #expect(leftPixel(of: view)?.r == 255)
        }
    }
}
