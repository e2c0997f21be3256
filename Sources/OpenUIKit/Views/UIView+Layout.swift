extension UIView {
    /// "No natural size in this dimension" for `intrinsicContentSize`.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Asks for `layoutSubviews()` at the next layout pass.
    public func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out now if a layout is pending (from the highest ancestor that needs one). With Auto
    /// Layout, the update-constraints pass runs first and the engine's solution is applied —
    /// inside an animation block, every frame it changes animates.
    public func layoutIfNeeded() {
        guard hierarchyRoot.autoLayoutStorage?.subtreeUsesAutoLayout == true else {
            layer.layoutIfNeeded()
            return
        }
        // More rounds when layout changed what the engine reads (a multi-line label that got
        // its width wraps to a new height), as UIKit's engine does.
        for round in 0..<3 {
            LayoutEngine.prepareLayout(at: self, startsPass: round == 0)
            if round > 0, !layer.needsLayout(), !LayerHosting.subtreeNeedsLayout(layer) { break }
            layer.layoutIfNeeded()
        }
    }

    /// `safeAreaInsets`' computation (UIView.swift declares the overridable property).
    final var computedSafeAreaInsets: UIEdgeInsets {
        guard let window else { return additionalSafeAreaInsetsFromOwner }
        let screenInsets = window.screen.safeAreaInsets
        let safeRect = window.bounds.inset(by: screenInsets)
        let mine = untransformedFrameInWindow(window)
        var insets = UIEdgeInsets(
            top: max(0, safeRect.minY - mine.minY), left: max(0, safeRect.minX - mine.minX),
            bottom: max(0, mine.maxY - safeRect.maxY), right: max(0, mine.maxX - safeRect.maxX)
        )
        let extra = additionalSafeAreaInsetsFromOwner
        // Rounded to a millionth of a point: conversions through layer matrices leave
        // floating-point dust that would make `insets == UIEdgeInsets(...)` fail.
        func clean(_ value: CGFloat) -> CGFloat { (value * 1_000_000).rounded() / 1_000_000 }
        insets.top = clean(insets.top + extra.top)
        insets.left = clean(insets.left + extra.left)
        insets.bottom = clean(insets.bottom + extra.bottom)
        insets.right = clean(insets.right + extra.right)
        return insets
    }

    /// Insets a view controller adds to its root view's safe area: its own
    /// `additionalSafeAreaInsets` and what its container's bars cover.
    ///
    /// The containers' bars add up along the chain of containers (a list in a navigation
    /// controller in a tab bar controller has both bars' insets), as on iOS, where a child's
    /// safe area comes from its container's; each container's own `additionalSafeAreaInsets`
    /// counts too.
    var additionalSafeAreaInsetsFromOwner: UIEdgeInsets {
        guard let controller = owningViewController else { return .zero }
        var insets = controller.additionalSafeAreaInsets
        var child = controller
        while let container = child.parent {
            let bars = container.insetsForChildSafeArea(child)
            let own = container.additionalSafeAreaInsets
            insets = UIEdgeInsets(top: insets.top + bars.top + own.top, left: insets.left + bars.left + own.left,
                                  bottom: insets.bottom + bars.bottom + own.bottom, right: insets.right + bars.right + own.right)
            child = container
        }
        return insets
    }

    // MARK: Internals

    // Behaviour source [R] — Layout
    //   Rule: Transforms do not move the safe area: a view's rectangle for safe-area purposes adds
    //     up origins without transforms
    //   Value: transforms ignored
    //   Source: Our choice, so a screen turning away in a 3D transition keeps its insets and its
    //     safe-area constraints do not jump mid-animation.
    /// The view's rectangle in `window`'s coordinates as if no view on the way had a transform:
    /// each layer placed by its position, anchor point and bounds (adding up origins, much
    /// cheaper than converting through layer matrices). [R] Transforms do not move the
    /// safe area: a screen turning away in a 3D transition keeps the insets it had flat (through
    /// layer matrices, a view turned edge-on would get insets from its projected outline, and
    /// its constraints to the safe area would jump mid-animation).
    private func untransformedFrameInWindow(_ window: UIWindow) -> CGRect {
        var origin = CGPoint.zero
        var view: UIView = self
        while view !== window, let parent = view.superviewStorage {
            let layer = view.layer
            let size = layer.bounds.size
            origin.x += layer.position.x - layer.anchorPoint.x * size.width - parent.layer.bounds.minX
            origin.y += layer.position.y - layer.anchorPoint.y * size.height - parent.layer.bounds.minY
            view = parent
        }
        return CGRect(origin: origin, size: bounds.size)
    }

    /// For baseline constraints: the baselines of `forFirstBaselineLayout` /
    /// `forLastBaselineLayout` (a label's text) from this view's vertical centre, or nil for a
    /// view without text.
    var baselineOffsetsFromCentre: (first: CGFloat, last: CGFloat)? {
        func offsets(of view: UIView) -> (first: CGFloat, last: CGFloat)? {
            guard let label = view as? UILabel else { return nil }
            let own = label.baselineOffsets
            guard label !== self else { return own }
            // A label inside this view: its baselines moved into this view's coordinates.
            let centre = label.convert(CGPoint(x: 0, y: label.bounds.midY), to: self).y - bounds.midY
            return (own.first + centre, own.last + centre)
        }
        let first = offsets(of: forFirstBaselineLayout)
        let last = offsets(of: forLastBaselineLayout)
        guard first != nil || last != nil else { return nil }
        return (first?.first ?? last!.first, last?.last ?? first!.last)
    }

    /// The layout pass for this view (its layer's `layoutSublayers`).
    func performLayout() {
        if autoLayoutStorage?.subtreeUsesAutoLayout == true { LayoutEngine.prepareLayout(at: self) }
        if cornerConfigurationStorage != nil { applyCornerConfiguration() }
        let controller = owningViewController
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }

    /// After a size change: a layout of this view, and autoresizing of its subviews.
    func boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = layer.bounds.size
        guard newSize != oldSize else { return }
        setNeedsLayout()
        guard autoresizesSubviews else { return }
        for subview in subviewStorage where !subview.autoresizingMask.isEmpty {
            subview.resize(withOldSuperviewSize: oldSize, newSize: newSize)
        }
    }

    /// UIKit's autoresizing: along each axis the change in the superview's size is shared by
    /// the flexible parts (left margin, width, right margin) in proportion to their current
    /// lengths (equally when they are all zero); without flexible parts the view keeps its
    /// distance from the top-left.
    func resize(withOldSuperviewSize oldSize: CGSize, newSize: CGSize) {
        let mask = autoresizingMask
        var frame = self.frame
        let (x, width) = Self.distribute(
            delta: newSize.width - oldSize.width, origin: frame.minX, length: frame.width, total: oldSize.width,
            flexibleLeading: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
            flexibleTrailing: mask.contains(.flexibleRightMargin)
        )
        let (y, height) = Self.distribute(
            delta: newSize.height - oldSize.height, origin: frame.minY, length: frame.height, total: oldSize.height,
            flexibleLeading: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
            flexibleTrailing: mask.contains(.flexibleBottomMargin)
        )
        frame = CGRect(x: x, y: y, width: width, height: height)
        if frame != self.frame {
            // Keep the transform: change bounds and center rather than frame.
            let center = CGPoint(x: frame.midX, y: frame.midY)
            bounds = CGRect(origin: bounds.origin, size: frame.size)
            self.center = center
        }
    }

    private static func distribute(delta: CGFloat, origin: CGFloat, length: CGFloat, total: CGFloat,
                                   flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool) -> (CGFloat, CGFloat) {
        guard delta != 0, flexibleLeading || flexibleLength || flexibleTrailing else { return (origin, length) }
        let leading = flexibleLeading ? max(origin, 0) : 0
        let middle = flexibleLength ? max(length, 0) : 0
        let trailing = flexibleTrailing ? max(total - origin - length, 0) : 0
        let sum = leading + middle + trailing
        let count = CGFloat([flexibleLeading, flexibleLength, flexibleTrailing].filter { $0 }.count)
        func share(_ part: CGFloat, _ flexible: Bool) -> CGFloat {
            guard flexible else { return 0 }
            return sum > 0 ? delta * part / sum : delta / count
        }
        let newOrigin = origin + share(leading, flexibleLeading)
        let newLength = max(0, length + share(middle, flexibleLength))
        return (newOrigin, newLength)
    }
}
