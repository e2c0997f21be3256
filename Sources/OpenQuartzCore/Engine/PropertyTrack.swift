/// A value an interpolation starts or ends at, with its transform decomposition cached.
struct InterpolationEndpoint {
    var value: AnimationValue
    var decomposition: TransformDecomposition?

    init(_ value: AnimationValue) {
        self.value = value
        if case .transform(let t) = value { decomposition = TransformDecomposition(t) } else { decomposition = nil }
    }

    /// The value at `fraction` between `self` and `other` (fractions outside 0...1 extrapolate
    /// where the kind allows it, which spring overshoot needs).
    @inline(__always)
    func interpolated(to other: InterpolationEndpoint, fraction: Double) -> AnimationValue {
        if let a = decomposition, let b = other.decomposition {
            return .transform(TransformDecomposition.interpolate(a, b, fraction: CGFloat(fraction)).matrix)
        }
        return ValueMath.interpolate(value, other.value, fraction)
    }
}

/// The `fromValue` / `toValue` / `byValue` combination of a basic (or spring) animation, with
/// every endpoint that does not depend on the layer's current value resolved in advance.
struct BasicEndpoints {
    enum Resolution {
        /// Both ends known.
        case fixed(InterpolationEndpoint, InterpolationEndpoint)
        /// From a known value to the current value.
        case fromToCurrent(InterpolationEndpoint)
        /// From the current value to a known value.
        case currentTo(InterpolationEndpoint)
        /// From the current value to the current value plus `by`.
        case currentBy(AnimationValue)
        /// No values at all: the current value (no visible change).
        case current
    }

    let resolution: Resolution

    init(from: AnimationValue?, to: AnimationValue?, by: AnimationValue?) {
        switch (from, to, by) {
        case let (from?, to?, _):
            resolution = .fixed(InterpolationEndpoint(from), InterpolationEndpoint(to))
        case let (from?, nil, by?):
            resolution = .fixed(InterpolationEndpoint(from), InterpolationEndpoint(ValueMath.add(from, by)))
        case let (nil, to?, by?):
            // The start is `to − by`: the value that `by` added to gives `to`.
            let start = ValueMath.difference(from: by, to: to) ?? to
            resolution = .fixed(InterpolationEndpoint(start), InterpolationEndpoint(to))
        case let (from?, nil, nil):
            resolution = .fromToCurrent(InterpolationEndpoint(from))
        case let (nil, to?, nil):
            resolution = .currentTo(InterpolationEndpoint(to))
        case let (nil, nil, by?):
            resolution = .currentBy(by)
        case (nil, nil, nil):
            resolution = .current
        }
    }

    /// The start and end for a layer whose current (underlying) value is `underlying`.
    @inline(__always)
    func resolve(underlying: AnimationValue) -> (InterpolationEndpoint, InterpolationEndpoint) {
        switch resolution {
        case .fixed(let a, let b): (a, b)
        case .fromToCurrent(let a): (a, InterpolationEndpoint(underlying))
        case .currentTo(let b): (InterpolationEndpoint(underlying), b)
        case .currentBy(let by): (InterpolationEndpoint(underlying), InterpolationEndpoint(ValueMath.add(underlying, by)))
        case .current: (InterpolationEndpoint(underlying), InterpolationEndpoint(underlying))
        }
    }
}

/// How a property animation turns progress into a value of its target.
struct PropertyTrack {
    enum Interpolation {
        case basic(BasicEndpoints)
        case spring(BasicEndpoints, SpringSolver)
        case keyframes(KeyframeTrack)
        case path(PathTrack)
    }

    let target: AnimationTarget
    let interpolation: Interpolation
    let isAdditive: Bool
    let isCumulative: Bool
    /// Numbers interpolated by the track become a transform through this function.
    let valueFunction: CAValueFunction?

    init(target: AnimationTarget, interpolation: Interpolation, isAdditive: Bool, isCumulative: Bool,
                 valueFunction: CAValueFunction? = nil) {
        self.target = target
        self.interpolation = interpolation
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.valueFunction = valueFunction
    }

    /// Path animations with a rotation mode also turn the layer (through its transform).
    var alsoWritesTransform: Bool {
        if case .path(let track) = interpolation { return track.rotationMode != nil }
        return false
    }

    /// Applies the track.
    ///
    /// - Parameters:
    ///   - progress: eased progress through the current cycle, 0...1.
    ///   - localTime: seconds into the current cycle (springs run on real time, not progress).
    ///   - iteration: completed cycles (for cumulative animations).
    ///   - values: the layer's presentation values; object-valued properties are read and written
    ///     in `layer.presentationObjects`.
    @MainActor
    func apply(progress: Double, localTime: Double, iteration: Int, values: inout LayerValues, layer: CALayer) {
        let whole = target.read(values, objects: layer.presentationObjects)
        // With a value function the track interpolates numbers, starting from zero (identity).
        let underlying: AnimationValue = valueFunction == nil ? whole : (valueFunction!.takesThreeNumbers ? .scalars([0, 0, 0]) : .scalar(0))
        let sample = interpolation.sample(underlying: underlying, progress: progress, localTime: localTime,
                                          iteration: iteration, isCumulative: isCumulative)
        var value = sample.value
        if let angle = sample.angle {
            values.transform = CATransform3DConcat(CATransform3DMakeRotation(angle, 0, 0, 1), values.transform)
        }
        if let valueFunction {
            switch value {
            case .scalar(let x): value = .transform(valueFunction.transform(for: [x]))
            case .scalars(let xs): value = .transform(valueFunction.transform(for: xs))
            default: break
            }
        }
        if isAdditive {
            value = ValueMath.add(whole, value)
        }
        target.write(value, into: &values, objects: &layer.presentationObjects)
    }
}

extension PropertyTrack.Interpolation {
    /// The value at eased `progress` (`localTime` seconds into the cycle, for springs) from the
    /// `underlying` value, with the whole cycles of a cumulative animation added, and — for a
    /// path with a rotation mode — the angle to turn the layer by.
    func sample(underlying: AnimationValue, progress: Double, localTime: Double, iteration: Int,
                        isCumulative: Bool) -> (value: AnimationValue, angle: CGFloat?) {
        var value: AnimationValue
        var cycleDelta: AnimationValue?
        var angle: CGFloat?
        switch self {
        case .basic(let endpoints):
            let (start, end) = endpoints.resolve(underlying: underlying)
            value = start.interpolated(to: end, fraction: progress)
            if isCumulative, iteration > 0 { cycleDelta = ValueMath.difference(from: start.value, to: end.value) }
        case .spring(let endpoints, let solver):
            let (start, end) = endpoints.resolve(underlying: underlying)
            value = start.interpolated(to: end, fraction: solver.value(at: localTime))
            if isCumulative, iteration > 0 { cycleDelta = ValueMath.difference(from: start.value, to: end.value) }
        case .keyframes(let track):
            value = track.value(at: progress)
            if isCumulative, iteration > 0 { cycleDelta = track.cycleDelta }
        case .path(let track):
            let (point, rotation) = track.sample(at: progress)
            value = .point(point)
            angle = rotation
            if isCumulative, iteration > 0 { cycleDelta = track.cycleDelta }
        }
        if let cycleDelta, let total = ValueMath.multiply(cycleDelta, by: iteration) {
            value = ValueMath.add(value, total)
        }
        return (value, angle)
    }
}
