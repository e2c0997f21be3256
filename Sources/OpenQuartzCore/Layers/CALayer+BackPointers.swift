extension CALayer {
    /// The superlayer, read through its unretained reference (`superlayerReference`).
    var internalSuperlayer: CALayer? {
        get { superlayerReference?.takeUnretainedValue() }
        set { if let newValue { superlayerReference = Unmanaged.passUnretained(newValue) } else { superlayerReference = nil } }
    }

    /// The layer this layer masks, if it is a mask (`maskedLayerReference`).
    var maskedLayer: CALayer? {
        get { maskedLayerReference?.takeUnretainedValue() }
        set { if let newValue { maskedLayerReference = Unmanaged.passUnretained(newValue) } else { maskedLayerReference = nil } }
    }

    /// The layer whose time an unretained layer's time runs in: its superlayer, or the layer it
    /// masks. Walks up the tree call this rather than a property of the layer: it reads the
    /// stored references through an `unowned(unsafe)` local, so nothing is retained (a method or
    /// computed property called on such a local retains it for the call, `??`'s autoclosure
    /// retains it too, and a closure, as in `_withUnsafeGuaranteedRef`, checks the executor).
    @inline(__always)
    static func timingParent(of reference: Unmanaged<CALayer>) -> Unmanaged<CALayer>? {
        unowned(unsafe) let layer = reference.takeUnretainedValue()
        if let parent = layer.superlayerReference { return parent }
        return layer.maskedLayerReference
    }
}
