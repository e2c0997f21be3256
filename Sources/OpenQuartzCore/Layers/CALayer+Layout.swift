extension CALayer {
    /// Marks the layer as needing layout; it is laid out at the next commit (or `layoutIfNeeded()`).
    public func setNeedsLayout() {
        guard !needsLayoutFlag else { return }
        needsLayoutFlag = true
        propagateLayoutNeedToAncestors()
        Transactions.ensureTransaction()
        Transactions.layerNeedsLayout(self)
    }

    /// Whether `setNeedsLayout()` was called since the last layout.
    public func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out now: from the highest ancestor that needs layout down through every layer below
    /// it that needs layout.
    public func layoutIfNeeded() {
        var top: CALayer = self
        while let parent = top.internalSuperlayer, parent.needsLayoutFlag { top = parent }
        top.layOutSubtree()
    }

    // MARK: Package

    /// Marks the ancestors of a layer that (or whose subtree) needs layout, so the commit's
    /// layout pass walks down to it.
    func propagateLayoutNeedToAncestors() {
        guard needsLayoutFlag || subtreeNeedsLayout else { return }
        // Unretained on the way up (see `superlayerReference`).
        var ancestor = superlayerReference
        while let reference = ancestor {
            unowned(unsafe) let layer = reference.takeUnretainedValue()
            guard !layer.subtreeNeedsLayout else { return }
            layer.subtreeNeedsLayout = true
            ancestor = layer.superlayerReference
        }
    }

    /// A loop, not `contains(where:)`: a closure made in main-actor code checks the executor on
    /// every call (ObjectIdentitySearch.swift).
    private var hasSublayerNeedingLayout: Bool {
        for sublayer in internalSublayers where sublayer.needsLayoutFlag { return true }
        return false
    }

    private func layOutSubtree() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        guard subtreeNeedsLayout || hasSublayerNeedingLayout else { return }
        subtreeNeedsLayout = false
        for sublayer in internalSublayers where sublayer.needsLayoutFlag || sublayer.subtreeNeedsLayout {
            sublayer.layOutSubtree()
        }
    }
}
