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
        let time = MediaClock.shared.now
        let values = presentationValues(atMediaTime: time)
        guard let copy = makeInstance(copying: true) as? Self else { return nil }
        copy.modelValues = values
        copy.objects = presentationState.objects
        copy.presentationState = presentationState
        copy.presentationIsStale = false
        copy.presentationSource = (self, time)
        return copy
    }

    /// The model layer: `self` for a model layer, the layer a presentation copy was made from.
    public func model() -> Self {
        (presentationSource?.modelLayer as? Self) ?? self
    }

    // MARK: Package

    /// Presentation values at `time` (the layer's own animations; ancestors' timing included).
    package func presentationValues(atMediaTime time: CFTimeInterval) -> LayerValues {
        if presentationSource != nil { return modelValues }
        updatePresentation(localTime: localTime(atMediaTime: time))
        return presentationState.values
    }

    /// The value of `property` on screen now.
    package func currentPresentationValue(of property: LayerProperty) -> AnimationValue {
        guard !attachedAnimations.isEmpty else { return property.read(modelValues, objects: objects) }
        updatePresentation(localTime: localTime(atMediaTime: MediaClock.shared.now))
        return property.read(presentationState.values, objects: presentationState.objects)
    }

    /// Brings ``presentationState`` up to date for layer-local time `localTime`.
    ///
    /// Properties no animation touches are copied from the model only when the model changed;
    /// animated ones are reset to the model and every animation is applied in the order added.
    @inline(__always)
    package func updatePresentation(localTime: CFTimeInterval) {
        if presentationIsStale {
            presentationState.values = modelValues
            presentationState.objects = objects
            presentationIsStale = false
        }
        presentationState.transition = nil
        guard !attachedAnimations.isEmpty else { return }
        for attached in attachedAnimations {
            for property in attached.program.targets {
                property.reset(&presentationState, toModel: modelValues, objects)
            }
        }
        for attached in attachedAnimations {
            attached.program.apply(parentTime: localTime, timing: attached.effectiveTiming(atLocalTime: localTime),
                                   to: &presentationState)
        }
    }

    /// A new instance of the layer's class: OpenUIKit's own classes and `CALayerInstantiable`
    /// subclasses; `nil` (reported once) for other app subclasses.
    package func makeInstance(copying: Bool) -> CALayer? {
        let type = type(of: self)
        if let instantiable = type as? any CALayerInstantiable.Type {
            return copying ? instantiable.init(layer: self) : instantiable.init()
        }
        if let builtIn = builtInCopy(copying: copying), Swift.type(of: builtIn) == type { return builtIn }
        OpenUIKitDiagnostics.reportOnce(
            key: "instantiate:\(type)", .layerSubclassNotInstantiable,
            "OpenUIKit cannot create instances of \(type) (needed for presentation() and UIView.layerClass). Make the class final and add `extension \(type): CALayerInstantiable {}`."
        )
        return nil
    }
}

extension DiagnosticCode {
    /// An app's CALayer subclass that OpenUIKit cannot instantiate (see `CALayerInstantiable`).
    public static let layerSubclassNotInstantiable = DiagnosticCode(rawValue: "CALayerSubclassNotInstantiable")
}
