extension NSLayoutConstraint {
    /// A direction of layout: horizontal (x, width) or vertical (y, height).
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}

extension UIView {
    // MARK: Constraints

    /// Whether UIKit turns the view's frame and autoresizing mask into constraints (true for
    /// views made in code). Set it to false for a view you position with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            // The view's constraints in the engine change kind: rebuild at the next pass.
            let root = hierarchyRoot
            root.autoLayoutStorage?.engine = nil
            if !newValue { markUsesAutoLayoutUpward() }
            (superviewStorage ?? self).setNeedsLayout()
        }
    }

    /// The constraints installed on this view (by activation, on the nearest common ancestor of
    /// their items, or by `addConstraint(_:)`).
    public var constraints: [NSLayoutConstraint] { autoLayoutStorage?.installed ?? [] }

    /// Installs `constraint` on this view, which must contain both its items.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        LayoutEngine.activate(constraint, on: self)
    }

    /// Installs each constraint on this view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes (deactivates) `constraint` if it is installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        constraint.isActive = false
    }

    /// Removes each constraint installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: The update-constraints pass

    /// Asks for `updateConstraints()` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        let state = autoLayout
        state.needsUpdateConstraints = true
        markNeedsUpdateConstraintsUpward()
        hierarchyRoot.setNeedsLayout()
    }

    /// Whether `updateConstraints()` is pending.
    public func needsUpdateConstraints() -> Bool { autoLayoutStorage?.needsUpdateConstraints ?? false }

    /// Runs the pending `updateConstraints()` calls of this view and its subviews now
    /// (subviews first).
    public func updateConstraintsIfNeeded() {
        guard let state = autoLayoutStorage else { return }
        var rounds = 0
        while state.needsUpdateConstraints || state.subtreeNeedsUpdateConstraints, rounds < 10 {
            rounds += 1
            LayoutEngine.runUpdateConstraintsPass(self)
        }
    }

    // MARK: Content size

    /// The smallest size: with `fittingSizeLevel` priorities, `systemLayoutSizeFitting` answers
    /// the most compact size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// A very large size: the most expanded size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// `invalidateIntrinsicContentSize()`'s work (UIView.swift declares the overridable member).
    final func autoLayoutInvalidateIntrinsicContentSize() {
        guard let state = autoLayoutStorage else { return }
        state.intrinsicContentSizeIsInvalid = true
        LayoutEngine.contentSizeDidChange(of: self)
        (superviewStorage ?? self).setNeedsLayout()
    }

    /// The content priorities' storage (UIView.swift declares the overridable accessors).
    final func storedContentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutStorage?.hugging[axis.rawValue] ?? .defaultLow
    }

    final func storeContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.hugging[axis.rawValue] = priority
        LayoutEngine.contentSizeDidChange(of: self)
        (superviewStorage ?? self).setNeedsLayout()
    }

    final func storedContentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutStorage?.compressionResistance[axis.rawValue] ?? .defaultHigh
    }

    final func storeContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.compressionResistance[axis.rawValue] = priority
        LayoutEngine.contentSizeDidChange(of: self)
        (superviewStorage ?? self).setNeedsLayout()
    }

    /// The intrinsic size the engine uses: `intrinsicContentSize`, or for a multi-line label the
    /// size wrapped at its width (see `UILabel.preferredMaxLayoutWidth`).
    var effectiveIntrinsicContentSize: CGSize {
        if let label = self as? UILabel { return label.intrinsicSizeForLayout(wrapWidth: nil) }
        return intrinsicContentSize
    }

    // MARK: Layout guides

    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { (autoLayoutStorage?.layoutGuides ?? []).filter { !$0.isInternal } }

    /// Adds a guide to this view (its `owningView` becomes this view).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
        guard !autoLayout.layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        autoLayout.layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// Removes a guide (and the constraints that mention it).
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let state = autoLayoutStorage, state.layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        var ancestor: UIView? = self
        while let view = ancestor {
            for constraint in view.constraints where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
                constraint.isActive = false
            }
            ancestor = view.superviewStorage
        }
        state.layoutGuides.removeAll(ofObject: layoutGuide)
        layoutGuide.owningView = nil
        hierarchyRoot.autoLayoutStorage?.engine = nil
    }

    /// The part of the view inside its safe area, as a guide.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }

    /// The view's bounds inset by its layout margins (inside the safe area unless
    /// `insetsLayoutMarginsFromSafeArea` is false), as a guide.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins) }

    /// The margins' area narrowed to a comfortable line length (672 points), centred.
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }

    /// Where the keyboard is. There is no software keyboard on Linux: the guide stays at rest,
    /// along the bottom edge, as tall as the bottom safe-area inset.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        systemGuide(.keyboard) { UIKeyboardLayoutGuide(kind: .keyboard, owner: self) }
    }

    /// The view-defined guide of `kind`, made (by `make`) on first use.
    func systemGuide<Guide: UILayoutGuide>(_ kind: UILayoutGuide.Kind, make: () -> Guide) -> Guide {
        let state = autoLayout
        if let guide = state.systemGuides.first(where: { $0.kind == kind }) as? Guide { return guide }
        let guide = make()
        state.systemGuides.append(guide)
        return guide
    }

    func systemGuide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
        systemGuide(kind) { UILayoutGuide(kind: kind, owner: self) }
    }

    /// The margin flags' storage (UIView.swift declares the overridable properties).
    final var storedInsetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            autoLayout.insetsLayoutMarginsFromSafeArea = newValue
            setNeedsLayout()
        }
    }

    final var storedPreservesSuperviewLayoutMargins: Bool {
        get { autoLayoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            autoLayout.preservesSuperviewLayoutMargins = newValue
            setNeedsLayout()
        }
    }

    /// The margins the margin attributes and `layoutMarginsGuide` use: `layoutMargins` (for a
    /// controller's root view, at least its `systemMinimumLayoutMargins`), plus the safe-area
    /// insets when `insetsLayoutMarginsFromSafeArea` is true, and at least what reaches in of
    /// the superview's when `preservesSuperviewLayoutMargins` is true.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        // A controller's root view keeps at least the system's minimum side margins.
        if let controller = owningViewController, controller.viewIfLoaded === self, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            margins.left = max(margins.left, minimum.leading)
            margins.right = max(margins.right, minimum.trailing)
            margins.top = max(margins.top, minimum.top)
            margins.bottom = max(margins.bottom, minimum.bottom)
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                   bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        guard autoLayoutStorage?.preservesSuperviewLayoutMargins == true, let superview = superviewStorage else { return margins }
        // Each edge keeps at least what is left of the superview's margin past this view's edge.
        let outer = superview.effectiveLayoutMargins
        let frame = self.frame, container = superview.bounds
        margins.top = max(margins.top, outer.top - (frame.minY - container.minY))
        margins.left = max(margins.left, outer.left - (frame.minX - container.minX))
        margins.bottom = max(margins.bottom, outer.bottom - (container.maxY - frame.maxY))
        margins.right = max(margins.right, outer.right - (container.maxX - frame.maxX))
        return margins
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: Debugging

    /// Whether the constraints leave the view's frame undetermined (another solution would move
    /// or resize it). False for a view the engine does not lay out.
    public var hasAmbiguousLayout: Bool {
        let root = hierarchyRoot
        LayoutEngine.prepareLayout(at: self)
        guard let engine = root.autoLayoutStorage?.engine, let record = engine.existingRecord(for: self) else { return false }
        return engine.isAmbiguous(record)
    }

    /// The active constraints in the engine that mention this view on `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        LayoutEngine.prepareLayout(at: self)
        guard let engine = hierarchyRoot.autoLayoutStorage?.engine else { return [] }
        return engine.entryOrder.map(\.constraint).filter {
            ($0.firstItem === self || $0.secondItem === self) && $0.firstAttribute.axis == axis.rawValue
        }
    }

    /// The solved frame of one of this view's layout guides (nil before the engine has it).
    func layoutEngineFrame(of guide: UILayoutGuide) -> CGRect? {
        guard let engine = hierarchyRoot.autoLayoutStorage?.engine, let record = engine.existingRecord(for: guide) else { return nil }
        // A guide is not drawn: its frame is the solution itself, not rounded to pixels.
        let solver = engine.solver
        return CGRect(x: solver.value(of: record.x) + 0, y: solver.value(of: record.y) + 0,
                      width: max(0, solver.value(of: record.width)), height: max(0, solver.value(of: record.height)))
    }
}
