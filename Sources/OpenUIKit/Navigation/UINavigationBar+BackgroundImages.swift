import Foundation

/// The bar metrics a bar's custom background image is set for (iOS 5's bar customization):
/// the bar's height class, and whether it shows a prompt.
public enum UIBarMetrics: Int, Sendable {
    /// A bar of standard height (portrait on a phone).
    case `default` = 0
    /// A bar of compact height (landscape on a phone).
    case compact = 1
    /// A standard bar with a prompt.
    case defaultPrompt = 101
    /// A compact bar with a prompt.
    case compactPrompt = 102
}

/// Where a bar sits, for the bar-position variants of the image setters.
public enum UIBarPosition: Int, Sendable {
    /// Anywhere (the setters' default).
    case any = 0
    /// At the bottom of its view.
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top of the screen, its background extending under the status bar.
    case topAttached = 3
}

extension UINavigationBar {
    /// Sets the bar's background image for `barMetrics` (`nil` removes it). While an image is
    /// set for the metrics in effect (compact in a landscape phone window, else default; a
    /// compact bar without its own image uses the default one), it replaces the background
    /// colour, stretched over the bar, and `shadowImage` may replace the line. `UIImage()` gives
    /// a transparent bar, a common idiom.
    ///
    /// - Note: OpenUIKit differs: the image is stretched, not tiled, and the prompt metrics
    ///   count as their bar's (there are no prompts); the older API wins over
    ///   `standardAppearance`'s background here (on iOS 13 and later UIKit folds it into the
    ///   appearance).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
        applyAppearance()
    }

    /// The background image set for `barMetrics`.
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics]
    }

    /// Sets the background image for a bar position and metrics: a navigation bar is at the top,
    /// so `.any`, `.top` and `.topAttached` set its image and `.bottom` is reported and ignored.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        guard barPosition != .bottom else {
            OpenUIKitDiagnostics.report(.viewMisuse, "UINavigationBar.setBackgroundImage(_:for:barMetrics:) for .bottom: a navigation bar is at the top; the image is not used.")
            return
        }
        setBackgroundImage(backgroundImage, for: barMetrics)
    }

    /// The background image for a bar position and metrics (see
    /// `setBackgroundImage(_:for:barMetrics:)`).
    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        barPosition == .bottom ? nil : backgroundImage(for: barMetrics)
    }

    /// The background image for the bar's height now.
    var backgroundImageInEffect: UIImage? {
        if hasCompactHeight, let compact = backgroundImages[.compact] ?? backgroundImages[.compactPrompt] { return compact }
        return backgroundImages[.default] ?? backgroundImages[.defaultPrompt]
    }
}
