/// Limits on the preferred text size a view and its subviews see (iOS 15's
/// `minimumContentSizeCategory` / `maximumContentSizeCategory`).
///
/// - Note: OpenUIKit differs: screens always report `.large` (see `UIContentSizeCategory`), so
///   limits change a view's traits only when they exclude `.large`, or when a controller's
///   override traits give another size.
extension UIView {
    /// `appliedContentSizeCategoryLimitsDescription`.
    var contentSizeLimitsDescription: String {
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
    func changeContentSizeLimits(_ change: (inout ContentSizeLimits) -> Void) {
        var subtree: [UIView] = []
        collectSubtree(into: &subtree)
        notifyingContentSizeChanges(of: subtree) {
            var limits = contentSizeLimits ?? ContentSizeLimits()
            change(&limits)
            contentSizeLimits = limits.isEmpty ? nil : limits
        }
    }

    private func collectSubtree(into views: inout [UIView]) {
        views.append(self)
        for subview in subviewStorage { subview.collectSubtree(into: &views) }
    }
}

/// Runs `change`, then tells each of `environments` (in their order) whose text size it changed:
/// `prepare` first, then `traitCollectionDidChange(_:)` with the previous traits and the new
/// ones current. The limits of a view and the application's preferred size change this way.
@MainActor
func notifyingContentSizeChanges(of environments: [any UITraitEnvironment], _ change: () -> Void,
                                         prepare: (any UITraitEnvironment) -> Void = { _ in }) {
    let before = environments.map(\.traitCollection)
    change()
    for (environment, previous) in zip(environments, before)
    where environment.traitCollection.preferredContentSizeCategory != previous.preferredContentSizeCategory {
        prepare(environment)
        environment.traitCollection.performAsCurrent { environment.traitCollectionDidChange(previous) }
    }
}

/// A view's lower and upper limits on the preferred text size.
struct ContentSizeLimits: Equatable {
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
