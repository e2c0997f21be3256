extension CALayer {
    /// The sublayers, back to front (`nil` when there are none, as on iOS). Setting it replaces
    /// all of them.
    public var sublayers: [CALayer]? {
        get { internalSublayers.isEmpty ? nil : internalSublayers }
        set {
            for layer in internalSublayers { layer.detachFromSuperlayer() }
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(internalSublayers.count)) }
        }
    }

    /// The layer this layer is a sublayer of.
    public var superlayer: CALayer? { internalSuperlayer }

    /// Adds `layer` in front of the other sublayers (moving it from its old superlayer).
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(internalSublayers.count - (layer.internalSuperlayer === self ? 1 : 0)))
    }

    /// Inserts `layer` at `idx` among the sublayers (clamped to the valid range).
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard canAdopt(layer) else { return }
        layer.detachFromSuperlayer()
        let index = min(Int(idx), internalSublayers.count)
        insertChild(layer, at: index)
        layer.propagateLayoutNeedToAncestors()
        setNeedsLayout()
    }

    /// Inserts `layer` just behind `sibling` (at the back when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard canAdopt(layer) else { return }
        layer.detachFromSuperlayer()
        var index = 0
        if let sibling, let found = internalSublayers.firstIndex(ofObject: sibling) { index = found }
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just in front of `sibling` (at the front when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard canAdopt(layer) else { return }
        layer.detachFromSuperlayer()
        var index = internalSublayers.count
        if let sibling, let found = internalSublayers.firstIndex(ofObject: sibling) { index = found + 1 }
        insertSublayer(layer, at: UInt32(index))
    }

    /// Puts `newLayer` where `oldLayer` is; `oldLayer` leaves the tree.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = internalSublayers.firstIndex(ofObject: oldLayer) else {
            OpenUIKitDiagnostics.report(.layerHierarchy, "replaceSublayer(_:with:): \(oldLayer) is not a sublayer of \(self).")
            return
        }
        guard oldLayer !== newLayer else { return }
        guard canAdopt(newLayer) else { return }
        oldLayer.detachFromSuperlayer()
        newLayer.detachFromSuperlayer()
        insertChild(newLayer, at: min(index, internalSublayers.count))
        newLayer.propagateLayoutNeedToAncestors()
        setNeedsLayout()
    }

    /// Removes the layer from its superlayer (or, for a mask, from the layer it masks).
    public func removeFromSuperlayer() {
        if let masked = maskedLayer, masked.mask === self {
            masked.mask = nil
            return
        }
        guard let superlayer = internalSuperlayer else { return }
        detachFromSuperlayer()
        superlayer.setNeedsLayout()
    }

    // MARK: Package

    /// Whether `self` is `ancestor` or lies below it.
    func isDescendant(of ancestor: CALayer) -> Bool {
        // Unretained on the way up (see `superlayerReference`); no `??`, whose autoclosure would
        // retain the layer and check the executor.
        let target = Unmanaged.passUnretained(ancestor).toOpaque()
        var current: Unmanaged<CALayer>? = .passUnretained(self)
        while let reference = current {
            if reference.toOpaque() == target { return true }
            current = Self.timingParent(of: reference)
        }
        return false
    }

    /// The topmost ancestor.
    var rootLayer: CALayer { Self.root(of: .passUnretained(self)).takeUnretainedValue() }

    /// The root of an unretained layer's tree, found without retaining any layer on the way up
    /// (see `superlayerReference`).
    static func root(of start: Unmanaged<CALayer>) -> Unmanaged<CALayer> {
        var reference = start
        while true {
            unowned(unsafe) let layer = reference.takeUnretainedValue()
            guard let parent = layer.superlayerReference else { return reference }
            reference = parent
        }
    }

    // MARK: Private

    /// The one place sublayers are added: keeps the unretained mirror in `core` in step.
    private func insertChild(_ layer: CALayer, at index: Int) {
        internalSublayers.insert(layer, at: index)
        core.pointee.children.insert(layer.core, at: index)
        layer.internalSuperlayer = self
    }

    /// The one place sublayers are removed.
    private func detachFromSuperlayer() {
        guard let superlayer = internalSuperlayer else { return }
        if let index = superlayer.internalSublayers.firstIndex(ofObject: self) {
            superlayer.internalSublayers.remove(at: index)
            superlayer.core.pointee.children.remove(at: index)
        }
        internalSuperlayer = nil
    }

    /// Refuses insertions that would make a cycle (UIKit would hang or crash).
    private func canAdopt(_ layer: CALayer) -> Bool {
        if layer === self || isDescendant(of: layer) {
            OpenUIKitDiagnostics.report(
                .layerHierarchy,
                "Cannot add \(layer) as a sublayer of \(self): it is the layer itself or one of its ancestors, which would make a cycle. The tree was not changed.",
                level: .error
            )
            return false
        }
        if layer.maskedLayer != nil {
            layer.maskedLayer?.mask = nil
        }
        return true
    }
}
