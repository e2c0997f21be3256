extension CALayer {
    /// How much of what lies behind the layer is blurred before the layer draws over it: the
    /// Gaussian's standard deviation in points (0, the default: no backdrop).
    ///
    /// Animatable (`"backdropBlurRadius"`). OpenUIKit's stand-in for iOS's private backdrop
    /// layer with a Gaussian blur filter, which `UIVisualEffectView` uses; the layer's
    /// `backgroundColor` then tints the blurred backdrop.
    var backdropBlurRadius: CGFloat {
        get { core.pointee.model.backdropBlurRadius }
        set {
            guard validate(newValue, "backdropBlurRadius") else { return }
            change(.backdropBlurRadius) { $0.backdropBlurRadius = max(0, min(newValue, 1_000)) }
        }
    }
}
