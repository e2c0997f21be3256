/// Light and dark appearance through the hierarchy: which style a view has, and what happens
/// when it changes (an override is set, or a view moves where the style differs). Dynamic
/// colours held by views are resolved again, drawn content is redrawn, and
/// `traitCollectionDidChange(_:)` is called, top down: a controller before its view, a view
/// before its subviews.
extension UIView: UITraitEnvironment {
    /// The appearance the view has now (its own override, its controller's, else inherited;
    /// light at the top, as screens are).
    var effectiveInterfaceStyle: UIUserInterfaceStyle {
        if overrideInterfaceStyleStorage != .unspecified { return overrideInterfaceStyleStorage }
        if let controller = owningViewController, controller.overrideInterfaceStyleStorage != .unspecified {
            return controller.overrideInterfaceStyleStorage
        }
        return inheritedInterfaceStyle
    }

    /// The appearance the view's environment gives it.
    private var inheritedInterfaceStyle: UIUserInterfaceStyle {
        if let superview = superviewStorage { return superview.effectiveInterfaceStyle }
        if let parent = owningViewController?.parent { return parent.effectiveInterfaceStyle }
        return .light
    }

    /// `color` as a `CGColor` for this view: a dynamic colour resolved with the view's traits.
    func resolvedCGColor(_ color: UIColor) -> CGColor {
        color.isDynamic ? color.resolvedColor(with: traitCollection).cgColor : color.cgColor
    }

    /// Brings this subtree's appearance up to date after something above it may have changed.
    func refreshInterfaceStyle() {
        applyInterfaceStyle(inherited: inheritedInterfaceStyle)
    }

    /// Called after a move in the hierarchy.
    func refreshInterfaceStyleAfterMove() {
        if UIApplication.shared.state.interfaceStylesOverridden { refreshInterfaceStyle() }
    }

    private func applyInterfaceStyle(inherited: UIUserInterfaceStyle) {
        var style = inherited
        if let controller = owningViewController {
            if controller.overrideInterfaceStyleStorage != .unspecified { style = controller.overrideInterfaceStyleStorage }
            controller.updateAppliedInterfaceStyle(style)
        }
        if overrideInterfaceStyleStorage != .unspecified { style = overrideInterfaceStyleStorage }
        if appliedInterfaceStyle != style {
            let previous = traitCollection.with(appliedInterfaceStyle)
            appliedInterfaceStyle = style
            interfaceStyleDidChange(previous: previous)
        }
        for subview in subviewStorage { subview.applyInterfaceStyle(inherited: style) }
    }

    /// The view's own reaction to a new appearance.
    private func interfaceStyleDidChange(previous: UITraitCollection) {
        if let background = backgroundColorStorage, background.isDynamic { layer.backgroundColor = resolvedCGColor(background) }
        if hasDrawnBackingStore { setNeedsDisplay() }
        traitCollection.performAsCurrent { traitCollectionDidChange(previous) }
    }

    /// Runs `body` with the view's traits current when appearances are in use (drawing).
    func withTraitsCurrent<T>(_ body: () -> T) -> T {
        guard UIApplication.shared.state.interfaceStylesOverridden else { return body() }
        var result: T?
        traitCollection.performAsCurrent { result = body() }
        return result!
    }
}

extension UIViewController: UITraitEnvironment {
    /// The controller's appearance now.
    var effectiveInterfaceStyle: UIUserInterfaceStyle {
        if overrideInterfaceStyleStorage != .unspecified { return overrideInterfaceStyleStorage }
        if let superview = viewStorage?.superviewStorage { return superview.effectiveInterfaceStyle }
        if let parent { return parent.effectiveInterfaceStyle }
        return .light
    }

    /// Brings the controller, its view and its children up to date after its override changed.
    func refreshInterfaceStyle() {
        if let view = viewStorage {
            view.refreshInterfaceStyle()
        } else {
            updateAppliedInterfaceStyle(effectiveInterfaceStyle)
        }
        // Children whose views are not inside this controller's view (not loaded, or not added).
        for child in children where !child.viewIsInside(viewStorage) { child.refreshInterfaceStyle() }
    }

    private func viewIsInside(_ container: UIView?) -> Bool {
        guard let view = viewStorage, let container else { return false }
        return view.isDescendant(of: container)
    }

    /// Tells the controller its appearance is `style`, if that is new.
    func updateAppliedInterfaceStyle(_ style: UIUserInterfaceStyle) {
        guard appliedInterfaceStyle != style else { return }
        let previous = traitCollection.with(appliedInterfaceStyle)
        appliedInterfaceStyle = style
        traitCollection.performAsCurrent { traitCollectionDidChange(previous) }
    }
}
