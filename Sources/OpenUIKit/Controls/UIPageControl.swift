import Foundation

// Behaviour source [R] — Animation, timing, controls and dynamics
//   Rule: Page control: dots, spacing, height
//   Value: 7 pt dots, 9 pt apart, 26 pt
//   Source: Our measures.
//   Also: docs/porting.md
/// A row of dots, one per page, the current one highlighted. A tap in the trailing half moves to
/// the next page, in the leading half to the previous one, and sends `.valueChanged`; setting
/// `currentPage` in code sends nothing.
///
/// - Note: OpenUIKit differs: custom indicator images, the background style and continuous
///   interaction (scrubbing) are not available yet (absent from the API); the 7-point dots, 9
///   points apart, and the 26-point height are our measures [R].
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    private var dots: [CALayer] = []
    private static let dotSide: CGFloat = 7
    private static let spacing: CGFloat = 9
    private static let height: CGFloat = 26

    /// The number of pages (negative values count as 0).
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            rebuildDots()
        }
    }
    /// The highlighted page (clamped to the pages).
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(currentPage, 0), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
            updateDots()
        }
    }
    /// Whether it hides with a single page.
    open var hidesForSinglePage = false { didSet { updateDots() } }
    /// The other dots' colour (nil: a translucent grey).
    open var pageIndicatorTintColor: UIColor? { didSet { updateDots() } }
    /// The current dot's colour (nil: dark grey).
    open var currentPageIndicatorTintColor: UIColor? { didSet { updateDots() } }

    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let coder = coder as? InterfaceBuilderCoder { IBViewDecoding.decodePageControl(self, coder) }
    }

    /// The size the dots of `pageCount` pages take.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(pageCount, 0))
        return CGSize(width: count * Self.dotSide + max(0, count - 1) * Self.spacing + 2 * Self.spacing, height: Self.height)
    }

    private func rebuildDots() {
        for dot in dots { dot.removeFromSuperlayer() }
        dots = (0..<numberOfPages).map { _ in
            let dot = CALayer()
            dot.bounds = CGRect(x: 0, y: 0, width: Self.dotSide, height: Self.dotSide)
            dot.cornerRadius = Self.dotSide / 2
            layer.addSublayer(dot)
            return dot
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        updateDots()
    }

    private func updateDots() {
        isHidden = hidesForSinglePage && numberOfPages <= 1 ? true : isHidden
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (index, dot) in dots.enumerated() {
            let color = index == currentPage ? (currentPageIndicatorTintColor ?? .darkGray)
                : (pageIndicatorTintColor ?? UIColor(white: 0.5, alpha: 0.3))
            dot.backgroundColor = color.cgColor
        }
        CATransaction.commit()
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let total = size(forNumberOfPages: numberOfPages).width - 2 * Self.spacing
        var x = bounds.midX - total / 2 + Self.dotSide / 2
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for dot in dots {
            dot.position = CGPoint(x: x, y: bounds.midY)
            x += Self.dotSide + Self.spacing
        }
        CATransaction.commit()
    }

    override open var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// A tap past the middle goes a page on, before it a page back.
    override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside, let touch, numberOfPages > 0 else { return }
        let next = touch.location(in: self).x >= bounds.midX ? currentPage + 1 : currentPage - 1
        guard next >= 0, next < numberOfPages else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }
}
