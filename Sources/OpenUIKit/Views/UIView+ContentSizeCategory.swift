/// Limits on the preferred text size a view and its subviews see (iOS 15's
/// `minimumContentSizeCategory` / `maximumContentSizeCategory`).
///
/// - Note: OpenUIKit differs: screens always report `.large` (see `UIContentSizeCategory`), so
///   limits change a view's traits only when they exclude `.large`, or when a controller's
///   override traits give another size.
extension UIView {
    /// `appliedContentSizeCategoryLimitsDescription`.
    package var contentSizeLimitsDescription: String {
        var lines: [String] = []
        var view: UIView? = self
        while let current = view {
            var line = "\(type(of: current)): \(current.traitCollection.preferredContentSizeCategory.rawValue)"
            if let limits = current.contentSizeLimits {
                let bounds = [limits.minimum.map { "minimum \($0.rawValue)" }, limits.maximum.map { "maximum \($0.rawValue)" }]
                line += " (limits: " + bounds.compactMap { $0 }.joined(separator: ", ") + ")"
            }
            lines.append(line)
            view = current.superviewStorage
        }
        return lines.joined(separator: "\n")
    }

    /// Applies a change of the limits, then tells every view in the subtree whose text size
    /// changed (`traitCollectionDidChange(_:)`), as a change of the environment's traits would.
    package func changeContentSizeLimits(_ change: (inout ContentSizeLimits) -> Void) {
        var subtree: [UIView] = []
        collectSubtree(into: &subtree)
        let before = subtree.map(\.traitCollection)
        var limits = contentSizeLimits ?? ContentSizeLimits()
        change(&limits)
        contentSizeLimits = limits.isEmpty ? nil : limits
        for (view, previous) in zip(subtree, before)
        where view.traitCollection.preferredContentSizeCategory != previous.preferredContentSizeCategory {
            view.traitCollection.performAsCurrent { view.traitCollectionDidChange(previous) }
        }
    }

    private func collectSubtree(into views: inout [UIView]) {
        views.append(self)
        for subview in subviewStorage { subview.collectSubtree(into: &views) }
    }
}

/// A view's lower and upper limits on the preferred text size.
package struct ContentSizeLimits: Equatable {
    var minimum: UIContentSizeCategory?
    var maximum: UIContentSizeCategory?

    var isEmpty: Bool { minimum == nil && maximum == nil }

    /// `category` within the limits; `.unspecified` stays unspecified. A minimum above the
    /// maximum is ignored.
    func limit(_ category: UIContentSizeCategory) -> UIContentSizeCategory {
        guard category != .unspecified else { return category }
        if let maximum, category > maximum { return maximum }
        if let minimum, category < minimum, maximum.map({ minimum <= $0 }) ?? true { return minimum }
        return category
    }
}
