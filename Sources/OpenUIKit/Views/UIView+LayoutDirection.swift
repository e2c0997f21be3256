import Foundation

/// How a view's content is laid out when the interface reads right to left
/// (`UIView.semanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the environment: flipped in a right-to-left interface.
    case unspecified = 0
    /// Playback controls (play, fast-forward): never flipped.
    case playback = 1
    /// Directional controls (a D-pad, text alignment buttons): never flipped.
    case spatial = 2
    /// Always left to right, for the view and its subviews.
    case forceLeftToRight = 3
    /// Always right to left, for the view and its subviews.
    case forceRightToLeft = 4

    /// The layout direction the attribute gives the view's subviews' traits, when it forces one.
    var forcedTraitDirection: UITraitEnvironmentLayoutDirection? {
        switch self {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified, .playback, .spatial: nil
        }
    }
}

extension UIView {
    /// The direction a view with `attribute` lays out in, in the application's direction.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction a view with `attribute` lays out in, in an environment that reads in
    /// `layoutDirection`: playback and spatial content and forced left-to-right views read left
    /// to right, forced right-to-left views right to left, and the others as their environment.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: layoutDirection
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        }
    }

    /// `effectiveUserInterfaceLayoutDirection`: left to right without a look at the hierarchy
    /// until something in the application reads right to left.
    final var resolvedLayoutDirection: UIUserInterfaceLayoutDirection {
        guard UIApplication.shared.state.rightToLeftInUse else { return .leftToRight }
        let inherited: UIUserInterfaceLayoutDirection = traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return Self.userInterfaceLayoutDirection(for: semanticContentAttributeStorage, relativeTo: inherited)
    }

    /// Whether the view lays out right to left (cheap while nothing does).
    final var readsRightToLeft: Bool {
        UIApplication.shared.state.rightToLeftInUse && resolvedLayoutDirection == .rightToLeft
    }

    /// `insets` with leading and trailing names: leading is the left inset, or the right one
    /// when the view lays out right to left (`directionalLayoutMargins`).
    func directionalInsets(_ insets: UIEdgeInsets) -> NSDirectionalEdgeInsets {
        let flipped = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return NSDirectionalEdgeInsets(top: insets.top, leading: flipped ? insets.right : insets.left,
                                       bottom: insets.bottom, trailing: flipped ? insets.left : insets.right)
    }

    /// The left and right insets `insets` stand for in this view's direction.
    func absoluteInsets(_ insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        let flipped = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(top: insets.top, left: flipped ? insets.trailing : insets.leading,
                            bottom: insets.bottom, right: flipped ? insets.leading : insets.trailing)
    }

    func changeSemanticContentAttribute(_ attribute: UISemanticContentAttribute) {
        guard attribute != semanticContentAttributeStorage else { return }
        Self.changingLayoutDirection(of: [self]) {
            semanticContentAttributeStorage = attribute
            if attribute != .unspecified { UIApplication.shared.state.rightToLeftInUse = true }
        }
    }

    /// Runs `change` (which may change the direction the views of `roots` and their subviews
    /// lay out in), then tells the views whose traits' direction changed, lays each subtree out
    /// again from its hierarchy's root (leading and trailing constraints are rebuilt) and
    /// redraws what they drew.
    static func changingLayoutDirection(of roots: [UIView], _ change: () -> Void) {
        var previous: [ObjectIdentifier: UITraitCollection] = [:]
        for root in roots { root.visitSubtree { previous[ObjectIdentifier($0)] = $0.traitCollection } }
        change()
        for root in roots {
            root.visitSubtree { view in
                let traits = view.traitCollection
                if let before = previous[ObjectIdentifier(view)], before.layoutDirection != traits.layoutDirection {
                    traits.performAsCurrent { view.traitCollectionDidChange(before) }
                }
                view.setNeedsLayout()
                if view.hasDrawnBackingStore { view.setNeedsDisplay() }
            }
            let hierarchy = root.hierarchyRoot
            hierarchy.autoLayoutStorage?.engine = nil
            hierarchy.setNeedsLayout()
        }
    }

    private func visitSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviewStorage { subview.visitSubtree(body) }
    }
}

extension UIApplication {
    /// Sets the application's layout direction (the test kit's
    /// `TransitionHost.userInterfaceLayoutDirection`; on iOS the device's language sets it) and
    /// lays every window out again in it.
    func changeUserInterfaceLayoutDirection(_ direction: UIUserInterfaceLayoutDirection) {
        guard direction != state.layoutDirection else { return }
        UIView.changingLayoutDirection(of: windows) {
            state.layoutDirection = direction
            if direction == .rightToLeft { state.rightToLeftInUse = true }
        }
    }
}
