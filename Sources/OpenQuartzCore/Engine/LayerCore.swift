/// A layer's hot state, stored out of line behind a pointer the layer owns.
///
/// Everything the per-frame evaluation and the compositor read for every layer lives here as
/// plain data: reaching it through an `UnsafeMutablePointer` costs neither reference counting
/// nor the dynamic exclusivity checks Swift performs on class properties, which is what makes
/// evaluating the presentation tree of ten thousand animated layers fit in a millisecond.
struct LayerCore {
    /// Model values (what the app set).
    var model = LayerValues()
    /// Presentation values at the last evaluation (valid unless `presentationIsStale`).
    var presentation = LayerValues()
    /// The layer's own timing.
    var timing = MediaTimingValues()
    /// Set when the model changed or an animation went away since the last evaluation.
    var presentationIsStale = true
    /// Properties written by the attached animations (bits of `LayerProperty.bit`, plus
    /// `LayerCore.transitionBit` when a `CATransition` is attached).
    var animatedProperties: UInt64 = 0

    /// The mask bit of an attached `CATransition` (no `LayerProperty` uses the top bit).
    static let transitionBit: UInt64 = 1 << 63
    /// The mask bit of an animation of a custom key (CustomKeyProgram.swift).
    static let customKeyBit: UInt64 = 1 << 62
    /// The attached animations' programs, in the order added.
    var activePrograms: ContiguousArray<ActiveProgram> = []
    /// The sublayers' cores (the layer's `internalSublayers` keeps them alive), for tree walks
    /// that must not pay a retain and release per layer.
    var children: ContiguousArray<UnsafeMutablePointer<LayerCore>> = []
    /// The mask layer's core, if any.
    var mask: UnsafeMutablePointer<LayerCore>?
    /// The layer that owns this core.
    var owner: Unmanaged<CALayer>?
    /// Set when an attached animation is not a plain vector track (keyframes, paths, objects,
    /// transitions): such layers are finished on the main actor after the plain-data pass.
    var needsMainActorEvaluation = false
    /// The local time of the last evaluation.
    var lastLocalTime: CFTimeInterval = 0

    init() {}

    /// Resets every animated plain-value property of the presentation to the model's value.
    @inline(__always)
    mutating func resetAnimatedProperties() {
        var mask = animatedProperties & ~LayerProperty.objectValuedMask & ~LayerCore.transitionBit & ~LayerCore.customKeyBit
        while mask != 0 {
            let index = mask.trailingZeroBitCount
            mask &= mask - 1
            resetPresentation(LayerProperty(rawValue: index).unsafelyUnwrapped)
        }
    }

    /// Resets one plain-value property of the presentation to the model's value: the field's
    /// bytes (at the offset its descriptor found) are copied, the rest is not touched.
    @inline(__always)
    mutating func resetPresentation(_ property: LayerProperty) {
        guard let field = LayerProperty.plainFields[property.rawValue] else { return }
        withUnsafeMutableBytes(of: &presentation) { target in
            withUnsafeBytes(of: &model) { source in
                target.baseAddress.unsafelyUnwrapped.advanced(by: field.offset)
                    .copyMemory(from: source.baseAddress.unsafelyUnwrapped.advanced(by: field.offset), byteCount: field.byteCount)
            }
        }
    }
}

/// An attached animation as the evaluator sees it: its program (kept alive by the layer's
/// `AttachedAnimation`, hence unretained here), its resolved timing, and — for the common case —
/// the program as a plain-data `VectorTrack` the evaluator runs without touching any object.
struct ActiveProgram {
    let program: Unmanaged<AnimationProgram>
    var timing: MediaTimingValues
    var isPendingBegin: Bool
    var isVector: Bool
    var vector: VectorTrack

    /// The timing to evaluate with at layer-local time `localTime`: an animation not committed
    /// yet starts "now".
    @inline(__always)
    func effectiveTiming(atLocalTime localTime: CFTimeInterval) -> MediaTimingValues {
        guard isPendingBegin else { return timing }
        var pending = timing
        pending.beginTime = localTime
        return pending
    }
}

/// Evaluates presentation values on plain data: no objects, no reference counting, no actor.
///
/// This is the per-frame hot path. A layer whose animations are all vector tracks is evaluated
/// entirely here; any other layer is reported back for the main-actor path
/// (`CALayer.updatePresentation(localTime:)`).
enum CoreEvaluator {
    /// Updates the subtree below `core`. Layers that need the main-actor path are appended to
    /// `deferred` (with their local time recorded in `lastLocalTime`).
    static func updateTree(_ core: UnsafeMutablePointer<LayerCore>, parentTime: CFTimeInterval,
                                   deferred: inout [UnsafeMutablePointer<LayerCore>]) {
        let timing = core.pointee.timing
        let localTime = timing.isLinearMapping
            ? MediaTimingModel.linearLocalTime(timing, parentTime: parentTime)
            : MediaTimingModel.layerLocalTime(timing, parentTime: parentTime)
        core.pointee.lastLocalTime = localTime
        if !evaluate(core, localTime: localTime) { deferred.append(core) }
        let count = core.pointee.children.count
        for index in 0..<count {
            updateTree(core.pointee.children[index], parentTime: localTime, deferred: &deferred)
        }
        if let mask = core.pointee.mask {
            updateTree(mask, parentTime: localTime, deferred: &deferred)
        }
    }

    /// Evaluates one layer if it needs nothing but vector tracks; returns `false` otherwise.
    @inline(__always)
    static func evaluate(_ core: UnsafeMutablePointer<LayerCore>, localTime: CFTimeInterval) -> Bool {
        if core.pointee.presentationIsStale {
            core.pointee.presentation = core.pointee.model
            core.pointee.presentationIsStale = false
        }
        if core.pointee.activePrograms.isEmpty { return true }
        if core.pointee.needsMainActorEvaluation { return false }
        core.pointee.resetAnimatedProperties()
        let count = core.pointee.activePrograms.count
        for index in 0..<count {
            applyVector(core, index: index, localTime: localTime)
        }
        return true
    }

    /// Applies the vector track of active program `index` (which must be a vector track).
    @inline(__always)
    static func applyVector(_ core: UnsafeMutablePointer<LayerCore>, index: Int, localTime: CFTimeInterval) {
        var timing = core.pointee.activePrograms[index].timing
        if core.pointee.activePrograms[index].isPendingBegin { timing.beginTime = localTime }
        core.pointee.activePrograms[index].vector.apply(timing: timing, parentTime: localTime, to: &core.pointee.presentation)
    }
}
