import Foundation

extension CGFloat {
    /// Rounded up to the next whole pixel of a screen with `scale` pixels per point (whole
    /// points at @1x, thirds of a point at @3x).
    func roundedUp(toPixelsAt scale: CGFloat) -> CGFloat {
        guard scale > 0, scale.isFinite, isFinite else { return rounded(.up) }
        return (self * scale).rounded(.up) / scale
    }
}

extension UIView {
    // Behaviour source [O] — Layout
    //   Rule: Text sizes (a label's and a text view's fitting and intrinsic sizes) are rounded
    //     up to the pixel grid of the screen, not to whole points
    //   Value: ceil(size × scale) ÷ scale: 20.333… points for a 20.1-point text at @3x
    //   Source: LinkedIn's LayoutKit, whose own test suite (run on iOS) expects UILabel's and
    //     UITextView's intrinsicContentSize to equal text measured by boundingRect and rounded up
    //     with ceil(x × UIScreen.main.scale) / scale (LayoutKitTests/LabelLayoutTests.swift,
    //     TextViewLayoutTests.swift at 1f1b067; https://github.com/linkedin/LayoutKit)
    //   Also: docs/compatibility.md, Tests/OpenUIKitTests/Controls/TextPixelRoundingTests.swift
    /// The pixels per point text sizes are rounded to: the window's screen's, or the main
    /// screen's for a view in no window.
    var textPixelScale: CGFloat { window?.screen.scale ?? UIScreen.main.scale }
}
