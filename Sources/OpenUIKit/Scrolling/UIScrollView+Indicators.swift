import Foundation

extension UIScrollView {
    /// The colour of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light content (OpenUIKit has no dark appearance: the same as `.black`).
        case `default`
        case black
        case white
    }

    /// Shows the indicators for a moment (as when a screen appears), then fades them.
    public func flashScrollIndicators() {
        let indicators = scrollIndicators
        indicators.place(in: self)
        indicators.show()
        indicators.fadeOut()
    }

    /// The indicators, made on first use.
    var scrollIndicators: ScrollIndicators {
        if let indicatorStorage { return indicatorStorage }
        let made = ScrollIndicators()
        indicatorStorage = made
        return made
    }

    /// The content moved: the indicators follow it, shown while a finger or a motion moves it.
    func updateScrollIndicators() {
        let moving = isDragging || isDecelerating || motion != nil || isZooming
        guard moving || indicatorStorage != nil else { return }
        let indicators = scrollIndicators
        indicators.place(in: self)
        if moving, indicators.vertical.alpha < 1 || indicators.horizontal.alpha < 1 || indicators.vertical.layer.animationKeys() != nil { indicators.show() }
    }

    /// The content came to rest.
    func scrollIndicatorsCameToRest() {
        indicatorStorage?.fadeOut()
    }
}
