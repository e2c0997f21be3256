/// The engine in UIKit's layout cycle: the update-constraints pass (bottom-up), bringing the
/// engine up to date before a view lays out, and applying the solution to subviews' frames in
/// `layoutSubviews()`.
extension LayoutEngine {
    /// The engine of `root`'s hierarchy, built on first need (nil when nothing uses Auto Layout).
    static func engine(for root: UIView) -> LayoutEngine? {
        guard let state = root.autoLayoutStorage, state.subtreeUsesAutoLayout else { return nil }
        if let engine = state.engine, !engine.isWorthRebuilding { return engine }
        let engine = LayoutEngine(host: root)
        state.engine = engine
        engine.addInstalledConstraints(in: root)
        return engine
    }

    /// Adds the constraints installed in `view`'s subtree (only where the subtree uses Auto
    /// Layout), depth first, in installation order.
    func addInstalledConstraints(in view: UIView) {
        guard let state = view.autoLayoutStorage, state.subtreeUsesAutoLayout else { return }
        for constraint in state.installed { add(constraint) }
        for subview in view.subviewStorage { addInstalledConstraints(in: subview) }
    }

    /// Runs before a view lays out (and in `layoutIfNeeded()`): the update-constraints pass of
    /// its hierarchy, then the engine brought up to date; superviews of views whose solved frame
    /// differs from their frame are asked to lay out.
    static func prepareLayout(at view: UIView, startsPass: Bool = false) {
        let root = view.hierarchyRoot
        guard let state = root.autoLayoutStorage else { return }
        var rounds = 0
        while state.needsUpdateConstraints || state.subtreeNeedsUpdateConstraints, rounds < 10 {
            rounds += 1
            runUpdateConstraintsPass(root)
        }
        guard let engine = engine(for: root) else { return }
        // What views read (insets, margins, baselines) is read again once per pass: when the
        // pass starts at the root or in layoutIfNeeded(), or when a held frame moved.
        if view === root || startsPass { engine.needsDynamicRefresh = true }
        engine.update()
    }

    /// `updateConstraints()` bottom-up (subviews before their superview) wherever flagged; a
    /// controller's root view asks its controller (`updateViewConstraints()`).
    static func runUpdateConstraintsPass(_ view: UIView) {
        guard let state = view.autoLayoutStorage else { return }
        if state.subtreeNeedsUpdateConstraints {
            state.subtreeNeedsUpdateConstraints = false
            for subview in view.subviewStorage { runUpdateConstraintsPass(subview) }
        }
        if state.needsUpdateConstraints {
            state.needsUpdateConstraints = false
            if let controller = view.owningViewController, controller.viewIfLoaded === view {
                controller.updateViewConstraints()
            } else {
                view.updateConstraints()
            }
        }
    }

    /// Refreshes what the engine reads from views (held frames, intrinsic sizes that were
    /// invalidated, and once per pass guides, margins and baselines), then compares the solution
    /// with the frames views have.
    func update() {
        if refreshHeldFrames() { needsDynamicRefresh = true }
        if !pendingContentSizes.isEmpty {
            let pending = pendingContentSizes
            pendingContentSizes = []
            for record in pending {
                guard let view = record.item as? UIView, view.autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints == false,
                      view !== hostView else { continue }
                updateContentSize(of: view, record)
            }
            needsFrameCheck = true
            needsDynamicRefresh = true
        }
        if needsDynamicRefresh {
            needsDynamicRefresh = false
            marginsCache.removeAll(keepingCapacity: true)
            baselineCache.removeAll(keepingCapacity: true)
            refreshGuides()
            refreshDynamicConstraints()
        }
        guard needsFrameCheck else { return }
        needsFrameCheck = false
        for record in recordOrder where record.isConstraintBasedView {
            guard let view = record.item as? UIView, view.autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints == false,
                  view !== hostView, let superview = view.superviewStorage else { continue }
            if frame(of: record) != view.autoLayoutFrame { superview.setNeedsLayout() }
        }
    }

    /// The solved frame of an item, its edges rounded to the screen's pixels as UIKit does
    /// (so a width can differ from the solved width by up to a pixel).
    ///
    /// Sizes are whole pixels divided by the scale (the difference of the rounded edges taken in
    /// pixels), so a 100-point width stays exactly 100 wherever its edges fall.
    func frame(of record: ItemRecord) -> CGRect {
        let scale = Double(UIScreen.main.scale)
        func pixels(_ value: Double) -> Double {
            guard value.isFinite else { return 0 }
            return (value * scale).rounded()
        }
        let x = solver.value(of: record.x), y = solver.value(of: record.y)
        let minX = pixels(x), minY = pixels(y)
        let maxX = pixels(x + solver.value(of: record.width)), maxY = pixels(y + solver.value(of: record.height))
        return CGRect(x: minX / scale, y: minY / scale, width: max(0, maxX - minX) / scale, height: max(0, maxY - minY) / scale)
    }

    /// Sets the frames of `view`'s constraint-based subviews from the solution (UIView's
    /// `layoutSubviews()`); inside an animation block the changes animate.
    static func applyFrames(toSubviewsOf view: UIView) {
        guard view.autoLayoutStorage?.subtreeUsesAutoLayout == true,
              let engine = view.hierarchyRoot.autoLayoutStorage?.engine else { return }
        for subview in view.subviewStorage {
            guard let state = subview.autoLayoutStorage, !state.translatesAutoresizingMaskIntoConstraints,
                  let record = engine.existingRecord(for: subview) else { continue }
            let frame = engine.frame(of: record)
            if subview.autoLayoutFrame != frame { subview.autoLayoutFrame = frame }
        }
    }

    /// Whether the solution leaves any of the item's position or size free.
    func isAmbiguous(_ record: ItemRecord) -> Bool {
        [record.x, record.y, record.width, record.height].contains { solver.isAmbiguous($0) }
    }
}
