/// A view's Auto Layout state, allocated the first time the view takes part in Auto Layout (a
/// constraint, `translatesAutoresizingMaskIntoConstraints = false`, a layout guide…), so views
/// laid out in code pay nothing.
@MainActor
final class AutoLayoutState {
    @exclusivity(unchecked) var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints installed on the view (`UIView.constraints`), in installation order.
    @exclusivity(unchecked) var installed: [NSLayoutConstraint] = []
    @exclusivity(unchecked) var needsUpdateConstraints = true
    /// A descendant needs `updateConstraints()`.
    @exclusivity(unchecked) var subtreeNeedsUpdateConstraints = false
    /// The view or a descendant has constraints installed or is an item of one: the layout
    /// engine walks only views with this flag (it is never cleared).
    @exclusivity(unchecked) var subtreeUsesAutoLayout = false
    /// The layout engine of the hierarchy this view is the root of (built when needed).
    @exclusivity(unchecked) var engine: LayoutEngine?
    @exclusivity(unchecked) var layoutGuides: [UILayoutGuide] = []
    /// The view-defined guides made so far (safe area, margins, …), in the order they were made.
    @exclusivity(unchecked) var systemGuides: [UILayoutGuide] = []
    /// Content hugging, horizontal then vertical.
    @exclusivity(unchecked) var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    /// Compression resistance, horizontal then vertical.
    @exclusivity(unchecked) var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    /// `invalidateIntrinsicContentSize()` was called since the engine last read the size.
    @exclusivity(unchecked) var intrinsicContentSizeIsInvalid = false
    @exclusivity(unchecked) var insetsLayoutMarginsFromSafeArea = true
    @exclusivity(unchecked) var preservesSuperviewLayoutMargins = false

    init() {}
}

extension UIView {
    /// The view's Auto Layout state, created on first use (which also asks for an update of
    /// its constraints, as UIKit does for a view that becomes constraint-based).
    var autoLayout: AutoLayoutState {
        if let state = autoLayoutStorage { return state }
        let state = AutoLayoutState()
        autoLayoutStorage = state
        markNeedsUpdateConstraintsUpward()
        return state
    }

    /// Flags this view's ancestors so the update pass walks down to it.
    func markNeedsUpdateConstraintsUpward() {
        var ancestor = superviewStorage
        while let view = ancestor {
            let state = view.autoLayout
            if state.subtreeNeedsUpdateConstraints { break }
            state.subtreeNeedsUpdateConstraints = true
            ancestor = view.superviewStorage
        }
    }

    /// Flags this view and its ancestors as using Auto Layout (the engine walks them).
    func markUsesAutoLayoutUpward() {
        var current: UIView? = self
        while let view = current {
            let state = view.autoLayout
            if state.subtreeUsesAutoLayout { break }
            state.subtreeUsesAutoLayout = true
            current = view.superviewStorage
        }
    }

    /// The top of the view's hierarchy (its window, or the highest superview).
    var hierarchyRoot: UIView {
        var top: UIView = self
        while let parent = top.superviewStorage { top = parent }
        return top
    }
}
