/// Lets OpenUIKit create instances of an app's own `CALayer` subclass, for presentation copies
/// and for `UIView.layerClass`.
///
/// Swift on Linux cannot call an initializer of an arbitrary subclass unless it is `required`,
/// and making `CALayer`'s initializers required would break iOS subclasses that override them.
/// Declare your subclass `final` and add `extension MyLayer: CALayerInstantiable {}` (Linux only).
/// Without it, `presentation()` of such a layer returns `nil` and says why once.
public protocol CALayerInstantiable: CALayer {
    init()
    init(layer: Any)
}

extension CALayer {
    /// A copy of the layer with the values on screen now: model values with every running
    /// animation applied. `nil` until the layer has been committed once.
    ///
    /// The copy has no sublayers; its geometry queries (`convert`, `hitTest`) use the
    /// presentation values of the model layer's ancestors and sublayers.
    public func presentation() -> Self? {
        if presentationSource != nil { return self }
        guard isCommitted else { return nil }
        let time = MediaTimeline.now
        updatePresentation(localTime: localTime(atMediaTime: time))
        guard let copy = makeInstance(copying: true) as? Self else { return nil }
        copy.core.pointee.model = core.pointee.presentation
        copy.objects = renderObjects
        copy.presentationTransition = presentationTransition
        if let custom = presentationUserValues { copy.userValues.merge(custom) { $1 } }
        copy.presentationSource = (self, time)
        return copy
    }

    /// The model layer: `self` for a model layer, the layer a presentation copy was made from.
    public func model() -> Self {
        (presentationSource?.modelLayer as? Self) ?? self
    }

    // MARK: Package

    /// Presentation values at `time` (the layer's own animations; ancestors' timing included).
    func presentationValues(atMediaTime time: CFTimeInterval) -> LayerValues {
        if presentationSource != nil { return core.pointee.model }
        updatePresentation(localTime: localTime(atMediaTime: time))
        return core.pointee.presentation
    }

    /// The object-valued properties as last evaluated (the model's when none is animated).
    var renderObjects: LayerObjects {
        core.pointee.animatedProperties & LayerProperty.objectValuedMask != 0 ? presentationObjects : objects
    }

    /// The value of `property` on screen now.
    func currentPresentationValue(of property: LayerProperty) -> AnimationValue {
        guard !core.pointee.activePrograms.isEmpty else { return modelValue(of: property) }
        updatePresentation(localTime: localTime(atMediaTime: MediaTimeline.now))
        if let field = LayerProperty.plainFields[property.rawValue] { return field.read(core.pointee.presentation) }
        return property.read(core.pointee.presentation, objects: renderObjects)
    }

    /// The model value of `property`. A plain property is read in place: going through
    /// `modelValues` and `objects` copies every object-valued property (five retains and
    /// releases) to read one number.
    func modelValue(of property: LayerProperty) -> AnimationValue {
        if let field = LayerProperty.plainFields[property.rawValue] { return field.read(core.pointee.model) }
        return property.read(core.pointee.model, objects: objects)
    }

    /// Brings the presentation values up to date for layer-local time `localTime`.
    ///
    /// The model is copied only when it changed; animated properties are reset to the model and
    /// every animation is applied in the order added. Layers with only vector tracks take the
    /// plain-data path (`CoreEvaluator`).
    func updatePresentation(localTime: CFTimeInterval) {
        let core = self.core
        core.pointee.lastLocalTime = localTime
        if CoreEvaluator.evaluate(core, localTime: localTime) { return }
        core.pointee.resetAnimatedProperties()
        let animated = core.pointee.animatedProperties
        if animated & LayerProperty.objectValuedMask != 0 { presentationObjects = objects }
        if animated & LayerCore.transitionBit != 0 { presentationTransition = nil }
        if animated & LayerCore.customKeyBit != 0 { presentationUserValues = [:] }
        let count = core.pointee.activePrograms.count
        for index in 0..<count {
            if core.pointee.activePrograms[index].isVector {
                CoreEvaluator.applyVector(core, index: index, localTime: localTime)
                continue
            }
            let active = core.pointee.activePrograms[index]
            let timing = active.effectiveTiming(atLocalTime: localTime)
            active.program.takeUnretainedValue().apply(parentTime: localTime, timing: timing, core: core, layer: self)
        }
        if redrawsForCustomKeys { drawForCustomKeys(localTime: localTime) }
    }

    /// Draws the layer from its presentation values, as Core Animation draws a layer whose custom
    /// animated key needs display: `display()` runs on a presentation copy (so `draw(in:)` reads
    /// the animated values), and its contents are what the frame shows. Drawn once per local time.
    private func drawForCustomKeys(localTime: CFTimeInterval) {
        if let drawing = customKeyDrawing, drawing.localTime == localTime {
            presentationObjects.contents = drawing.contents
            return
        }
        guard let copy = makeInstance(copying: true) else { return }
        copy.core.pointee.model = core.pointee.presentation
        copy.objects = presentationObjects
        if let custom = presentationUserValues { copy.userValues.merge(custom) { $1 } }
        copy.display()
        presentationObjects.contents = copy.objects.contents
        customKeyDrawing = (localTime, copy.objects.contents)
    }

    /// Rebuilds the evaluator's view of the attached animations (after an add, a removal or a
    /// commit that resolved begin times).
    func rebuildActivePrograms() {
        var mask: UInt64 = 0
        var needsMainActor = false
        // Loops here and below, not closures: a closure made in main-actor code checks the
        // executor on every call (ObjectIdentitySearch.swift).
        // The programs are looked at through unretained references (the attached animations
        // keep them): a conditional cast of a retained reference costs a retain and a release.
        var redraws = false
        for index in attachedAnimations.indices {
            unowned(unsafe) let program = attachedAnimations[index].program
            // Only custom-key programs write the custom-key bit.
            if program.targets & LayerCore.customKeyBit != 0,
               type(of: program) == CustomKeyProgram.self, unsafeDowncast(program, to: CustomKeyProgram.self).redisplays {
                redraws = true
                break
            }
        }
        redrawsForCustomKeys = redraws
        if !redrawsForCustomKeys { customKeyDrawing = nil }
        // The old list's storage is reused (this runs at every attach and again at the commit):
        // swapped out, not copied, so it stays uniquely referenced.
        var programs = ContiguousArray<ActiveProgram>()
        swap(&programs, &core.pointee.activePrograms)
        programs.removeAll(keepingCapacity: true)
        programs.reserveCapacity(attachedAnimations.count)
        for index in attachedAnimations.indices {
            unowned(unsafe) let attached = attachedAnimations[index]
            unowned(unsafe) let program = attached.program
            mask |= program.targets
            let isVector = type(of: program) == VectorProgram.self
            if !isVector { needsMainActor = true }
            programs.append(ActiveProgram(program: Unmanaged.passUnretained(program),
                                          timing: attached.timing, isPendingBegin: attached.isPendingBegin, isVector: isVector,
                                          vector: isVector ? unsafeDowncast(program, to: VectorProgram.self).track : .unused))
        }
        swap(&programs, &core.pointee.activePrograms)
        core.pointee.animatedProperties = mask
        core.pointee.needsMainActorEvaluation = needsMainActor
        core.pointee.presentationIsStale = true
        if mask & LayerCore.transitionBit == 0 { presentationTransition = nil }
        if mask & LayerCore.customKeyBit == 0 { presentationUserValues = nil }
    }

    /// A new instance of the layer's class: OpenUIKit's own classes and `CALayerInstantiable`
    /// subclasses; `nil` (reported once) for other app subclasses.
    func makeInstance(copying: Bool) -> CALayer? {
        let type = type(of: self)
        if let instantiable = type as? any CALayerInstantiable.Type {
            return copying ? instantiable.init(layer: self) : instantiable.init()
        }
        if let builtIn = builtInCopy(copying: copying), Swift.type(of: builtIn) == type { return builtIn }
        CALayer.reportNotInstantiable(type)
        return nil
    }
}

extension DiagnosticCode {
    /// An app's CALayer subclass that OpenUIKit cannot instantiate (see `CALayerInstantiable`).
    public static let layerSubclassNotInstantiable = DiagnosticCode(rawValue: "CALayerSubclassNotInstantiable")
}

extension CALayer {
    /// A new layer of class `type` (what `UIView.layerClass` asks for): OpenUIKit's own layer
    /// classes and `CALayerInstantiable` subclasses; `nil` (reported once) for other subclasses.
    static func makeLayer(ofClass type: CALayer.Type) -> CALayer? {
        if let instantiable = type as? any CALayerInstantiable.Type { return instantiable.init() }
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(CALayer.self): return CALayer()
        case ObjectIdentifier(CAShapeLayer.self): return CAShapeLayer()
        case ObjectIdentifier(CAGradientLayer.self): return CAGradientLayer()
        case ObjectIdentifier(CATransformLayer.self): return CATransformLayer()
        case ObjectIdentifier(CAReplicatorLayer.self): return CAReplicatorLayer()
        default:
            reportNotInstantiable(type)
            return nil
        }
    }

    fileprivate static func reportNotInstantiable(_ type: CALayer.Type) {
        OpenUIKitDiagnostics.reportOnce(
            key: "instantiate:\(type)", .layerSubclassNotInstantiable,
            "OpenUIKit cannot create instances of \(type) (needed for presentation() and UIView.layerClass). Make the class final and add `extension \(type): CALayerInstantiable {}`."
        )
    }
}
