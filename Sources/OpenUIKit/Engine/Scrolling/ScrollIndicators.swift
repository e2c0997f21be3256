import Foundation

// Behaviour source [R] — Scrolling
//   Rule: Scroll indicators: at least 36 pt long, shorter while rubber-banding; fade out 0.5 s
//     after the content stops, over 0.25 s
//   Value: 36 pt, 0.5 s, 0.25 s
//   Source: UIKit publishes none of these; no published measurement found.
//   Also: docs/scroll-views.md
/// A scroll view's two indicators: thin rounded bars at the trailing and bottom edges of the
/// visible area whose length is the visible share of the content (at least 36 points, shorter
/// while rubber-banding), shown while the content moves and faded out 0.5 s after it stops
/// (0.25 s fade) [R: UIKit publishes none of these measures].
@MainActor
final class ScrollIndicators {
    let vertical = UIView()
    let horizontal = UIView()
    static let thickness: CGFloat = 3
    static let edgeGap: CGFloat = 3
    static let minimumLength: CGFloat = 36

    init() {
        for bar in [vertical, horizontal] {
            bar.isUserInteractionEnabled = false
            bar.layer.cornerRadius = Self.thickness / 2
            bar.alpha = 0
            bar.layer.zPosition = 100_000
        }
    }

    /// Places both bars for the scroll view's current offset and content.
    func place(in scrollView: UIScrollView) {
        let color: UIColor = scrollView.indicatorStyle == .white ? UIColor(white: 1, alpha: 0.5) : UIColor(white: 0, alpha: 0.35)
        vertical.backgroundColor = color
        horizontal.backgroundColor = color
        let bounds = scrollView.bounds
        let insets = scrollView.adjustedContentInset
        let verticalInsets = scrollView.verticalScrollIndicatorInsets, horizontalInsets = scrollView.horizontalScrollIndicatorInsets
        let showsVertical = scrollView.showsVerticalScrollIndicator && scrollView.scrolls(axis: 1)
        let showsHorizontal = scrollView.showsHorizontalScrollIndicator && scrollView.scrolls(axis: 0)
        vertical.isHidden = !showsVertical
        horizontal.isHidden = !showsHorizontal
        let range = scrollView.offsetRange
        if showsVertical {
            let track = bounds.height - insets.top - insets.bottom - verticalInsets.top - verticalInsets.bottom - 2 * Self.edgeGap
                - (showsHorizontal ? Self.thickness + Self.edgeGap : 0)
            let (start, length) = Self.bar(offset: scrollView.contentOffset.y, low: range.min.y, high: range.max.y, visible: bounds.height,
                                           content: scrollView.contentSize.height + insets.top + insets.bottom, track: track)
            vertical.frame = CGRect(x: bounds.maxX - insets.right - verticalInsets.right - Self.edgeGap - Self.thickness,
                                    y: bounds.minY + insets.top + verticalInsets.top + Self.edgeGap + start, width: Self.thickness, height: length)
        }
        if showsHorizontal {
            let track = bounds.width - insets.left - insets.right - horizontalInsets.left - horizontalInsets.right - 2 * Self.edgeGap
                - (showsVertical ? Self.thickness + Self.edgeGap : 0)
            let (start, length) = Self.bar(offset: scrollView.contentOffset.x, low: range.min.x, high: range.max.x, visible: bounds.width,
                                           content: scrollView.contentSize.width + insets.left + insets.right, track: track)
            horizontal.frame = CGRect(x: bounds.minX + insets.left + horizontalInsets.left + Self.edgeGap + start,
                                      y: bounds.maxY - insets.bottom - horizontalInsets.bottom - Self.edgeGap - Self.thickness, width: length, height: Self.thickness)
        }
        for bar in [vertical, horizontal] where bar.superview !== scrollView { scrollView.addSubview(bar) }
    }

    /// Where the bar starts along its track and how long it is.
    static func bar(offset: CGFloat, low: CGFloat, high: CGFloat, visible: CGFloat, content: CGFloat, track: CGFloat) -> (CGFloat, CGFloat) {
        guard track > 0, content > 0 else { return (0, 0) }
        var length = max(minimumLength, min(track, track * visible / content))
        // Past an edge the bar shrinks by the overscroll.
        let over = offset < low ? low - offset : (offset > high ? offset - high : 0)
        length = max(Self.thickness * 2, length - over)
        let progress = high > low ? min(max((offset - low) / (high - low), 0), 1) : 0
        return ((track - length) * progress, length)
    }

    /// Shows the bars at once.
    func show() {
        for bar in [vertical, horizontal] {
            bar.layer.removeAllAnimations()
            bar.alpha = 1
        }
    }

    /// Fades the bars out after a short wait.
    func fadeOut() {
        UIView.animate(withDuration: 0.25, delay: 0.5, options: [.allowUserInteraction], animations: {
            self.vertical.alpha = 0
            self.horizontal.alpha = 0
        })
    }
}
