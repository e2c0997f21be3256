/// Turns an animation (already copied) into an ``AnimationProgram``, validating it on the way.
///
/// Bad input never traps: each problem is reported once through `OpenUIKitDiagnostics` and the
/// animation is repaired (ignored key times, default duration) or made inert (nothing to animate).
@MainActor
enum AnimationCompiler {
    /// - Parameters:
    ///   - defaultDuration: what a duration of 0 means (the transaction's duration when added).
    ///   - allowsFastPath: `false` keeps the general program (whose progress can be driven).
    ///   - layer: the layer the animation is added to (custom keys take their kind and whether
    ///     they redraw from it).
    static func compile(_ animation: CAAnimation, defaultDuration: CFTimeInterval,
                                allowsFastPath: Bool = true, layer: CALayer? = nil) -> AnimationProgram {
        let timing = sanitizedTiming(animation)
        let basicDuration = timing.duration > 0 ? timing.duration : defaultDuration
        var function: UnitBezier?
        if let curve = animation.timingFunction?.curve, !curve.isLinear { function = curve }
        switch animation {
        case let group as CAAnimationGroup:
            // Children without a duration last as long as the group (Apple's own group example
            // relies on this).
            return GroupProgram(timing: timing, basicDuration: basicDuration, timingFunction: function,
                                children: (group.animations ?? []).map { compile($0, defaultDuration: basicDuration, layer: layer) })
        case let transition as CATransition:
            let start = Double(min(max(transition.startProgress, 0), 1))
            let end = Double(min(max(transition.endProgress, Float(start)), 1))
            return TransitionProgram(timing: timing, basicDuration: basicDuration, timingFunction: function,
                                     type: transition.type, subtype: transition.subtype, start: start, end: end)
        case let property as CAPropertyAnimation:
            // Not `Optional.map`: a closure made here would check the executor on every call.
            let target: AnimationTarget?
            if let known = property.knownProperty {
                target = AnimationTarget(property: known)
            } else {
                target = property.keyPath.flatMap(AnimationTarget.parse)
            }
            if target == nil, let custom = customKeyProgram(property, timing: timing, basicDuration: basicDuration, function: function, layer: layer) {
                return custom
            }
            if allowsFastPath, let target,
               let direct = directVectorProgram(property, target: target, timing: timing, basicDuration: basicDuration, function: function) {
                return direct
            }
            guard let track = propertyTrack(property, target: target) else { break }
            if allowsFastPath, let vector = vectorProgram(for: track, timing: timing, basicDuration: basicDuration, function: function) {
                return vector
            }
            return PropertyProgram(timing: timing, basicDuration: basicDuration, timingFunction: function, track: track)
        default:
            break
        }
        return AnimationProgram(timing: timing, basicDuration: basicDuration, timingFunction: function)
    }

    /// The most common animation made straight into its program: a basic animation (not a
    /// spring) of a vector property between two typed values of the property's kind, as view
    /// animation blocks and OpenUIKit's own transitions make them. The same program
    /// `vectorProgram(for:…)` makes from the general track, without building that track; `nil`
    /// (the general path then runs, with its diagnostics) for anything else.
    private static func directVectorProgram(_ animation: CAPropertyAnimation, target: AnimationTarget, timing: MediaTimingValues,
                                            basicDuration: CFTimeInterval, function: UnitBezier?) -> VectorProgram? {
        guard type(of: animation) == CABasicAnimation.self, target.kind != .transform || animation.valueFunction == nil else { return nil }
        let basic = unsafeDowncast(animation, to: CABasicAnimation.self)
        guard case .typed(let from) = basic.fromEndpoint, case .typed(let to) = basic.toEndpoint, basic.byEndpoint.isNil,
              from.kind == target.kind, to.kind == target.kind, from.isFinite, to.isFinite,
              let access = VectorAccess(target), let start = VectorAccess.lanes(from), let end = VectorAccess.lanes(to) else { return nil }
        let track = VectorTrack(access: access, from: start, delta: end - start, isAdditive: animation.isAdditive,
                                isCumulative: animation.isCumulative, spring: nil, curve: function, basicDuration: basicDuration)
        return VectorProgram(timing: timing, track: track)
    }

    /// The fast path when the track interpolates a plain vector between two fixed values.
    private static func vectorProgram(for track: PropertyTrack, timing: MediaTimingValues, basicDuration: CFTimeInterval,
                                      function: UnitBezier?) -> VectorProgram? {
        guard track.valueFunction == nil, let access = VectorAccess(track.target) else { return nil }
        let endpoints: BasicEndpoints
        var spring: SpringSolver?
        switch track.interpolation {
        case .basic(let basic): endpoints = basic
        case .spring(let basic, let solver):
            endpoints = basic
            spring = solver
        case .keyframes, .path: return nil
        }
        guard case .fixed(let start, let end) = endpoints.resolution,
              let from = VectorAccess.lanes(start.value), let to = VectorAccess.lanes(end.value) else { return nil }
        let vector = VectorTrack(access: access, from: from, delta: to - from, isAdditive: track.isAdditive,
                                 isCumulative: track.isCumulative, spring: spring, curve: function,
                                 basicDuration: basicDuration)
        return VectorProgram(timing: timing, track: vector)
    }

    // MARK: Timing

    private static func sanitizedTiming(_ animation: CAAnimation) -> MediaTimingValues {
        var timing = animation.timingValues
        // Nothing to repair (almost always): no repair closures are made.
        if timing.beginTime.isFinite, timing.timeOffset.isFinite, timing.duration.isFinite, timing.duration >= 0,
           timing.speed.isFinite, !timing.repeatCount.isNaN, timing.repeatCount >= 0,
           timing.repeatDuration.isFinite, timing.repeatDuration >= 0 {
            return timing
        }
        func repair<T>(_ name: String, _ value: inout T, to fallback: T, when invalid: (T) -> Bool) {
            guard invalid(value) else { return }
            OpenUIKitDiagnostics.report(.invalidAnimation, "\(describe(animation)): \(name) \(value) is invalid; using \(fallback).")
            value = fallback
        }
        repair("beginTime", &timing.beginTime, to: 0) { !$0.isFinite }
        repair("timeOffset", &timing.timeOffset, to: 0) { !$0.isFinite }
        repair("duration", &timing.duration, to: 0) { !$0.isFinite || $0 < 0 }
        repair("speed", &timing.speed, to: 1) { !$0.isFinite }
        repair("repeatCount", &timing.repeatCount, to: 0) { $0.isNaN || $0 < 0 }
        repair("repeatDuration", &timing.repeatDuration, to: 0) { !$0.isFinite || $0 < 0 }
        return timing
    }

    // MARK: Property animations

    /// - Parameter target: the animation's key path, parsed (`nil` when it is not one OpenUIKit
    ///   animates).
    private static func propertyTrack(_ animation: CAPropertyAnimation, target: AnimationTarget?) -> PropertyTrack? {
        guard let target else {
            OpenUIKitDiagnostics.reportOnce(
                key: "unsupported-keypath:\(animation.keyPath ?? "nil")", .unsupportedKeyPath,
                "\(describe(animation)): key path '\(animation.keyPath ?? "nil")' is not an animatable CALayer property in OpenUIKit; the animation has no visible effect."
            )
            return nil
        }
        let valueFunction = target.kind == .transform ? animation.valueFunction : nil
        let kind: ValueKind = valueFunction.map { $0.takesThreeNumbers ? .scalars : .scalar } ?? target.kind
        guard let interpolation = interpolation(of: animation, kind: kind, keyPath: target.keyPath) else { return nil }
        return PropertyTrack(target: target, interpolation: interpolation, isAdditive: animation.isAdditive,
                             isCumulative: animation.isCumulative, valueFunction: valueFunction)
    }

    /// The animation's values as an interpolation of `kind` (reported and `nil` when a value is
    /// not of that kind or not finite).
    private static func interpolation(of animation: CAPropertyAnimation, kind: ValueKind, keyPath: String) -> PropertyTrack.Interpolation? {
        func convert(_ any: Any?, _ name: String) -> AnimationValue?? {
            convert(.object(any), name)
        }
        func convert(_ endpoint: AnimationEndpoint, _ name: String) -> AnimationValue?? {
            if endpoint.isNil { return .some(nil) }
            guard let value = endpoint.value(as: kind) else {
                OpenUIKitDiagnostics.report(.invalidAnimation, "\(describe(animation)): \(name) \(endpoint.object ?? "nil") is not a \(kind) value for '\(keyPath)'; the animation has no visible effect.")
                return nil
            }
            guard value.isFinite else {
                OpenUIKitDiagnostics.report(.invalidAnimation, "\(describe(animation)): \(name) contains NaN or infinity; the animation has no visible effect.")
                return nil
            }
            return .some(value)
        }

        switch animation {
        case let spring as CASpringAnimation:
            guard let from = convert(spring.fromEndpoint, "fromValue"), let to = convert(spring.toEndpoint, "toValue"),
                  let by = convert(spring.byEndpoint, "byValue") else { return nil }
            return .spring(BasicEndpoints(from: from, to: to, by: by), spring.solver)
        case let basic as CABasicAnimation:
            guard let from = convert(basic.fromEndpoint, "fromValue"), let to = convert(basic.toEndpoint, "toValue"),
                  let by = convert(basic.byEndpoint, "byValue") else { return nil }
            return .basic(BasicEndpoints(from: from, to: to, by: by))
        case let keyframe as CAKeyframeAnimation:
            return keyframeInterpolation(keyframe, keyPath: keyPath, kind: kind, convert: convert)
        default:
            return nil
        }
    }

    /// An animation of a custom key (CustomKeyProgram.swift): a plain name that is not one of the
    /// layer's properties. `nil` for anything else.
    private static func customKeyProgram(_ animation: CAPropertyAnimation, timing: MediaTimingValues, basicDuration: CFTimeInterval,
                                         function: UnitBezier?, layer: CALayer?) -> AnimationProgram? {
        // The caller found that the key path names none of the layer's properties.
        guard let layer, let key = animation.keyPath, !key.isEmpty,
              !CustomKeyValues.layerPropertyNames.contains(key),
              key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        if layer is CAReplicatorLayer, CAReplicatorLayer.instanceKeys.contains(key) {
            OpenUIKitDiagnostics.reportOnce(
                key: "replicator-key:\(key)", .unsupportedKeyPath,
                "\(describe(animation)): CAReplicatorLayer's '\(key)' is not animatable in OpenUIKit; the animation has no visible effect (set the property instead).")
            return AnimationProgram(timing: timing, basicDuration: basicDuration, timingFunction: function)
        }
        let samples: [Any?]
        switch animation {
        case let basic as CABasicAnimation: samples = [basic.fromValue, basic.toValue, basic.byValue]
        case let keyframe as CAKeyframeAnimation: samples = keyframe.values ?? []
        default: samples = []
        }
        let template = samples.lazy.compactMap { $0 }.first
        guard let kind = (template ?? layer.value(forKey: key)).flatMap(CustomKeyValues.kind(of:)) else {
            OpenUIKitDiagnostics.reportOnce(
                key: "custom-key-kind:\(key)", .unsupportedKeyPath,
                "\(describe(animation)): '\(key)' is not a CALayer property, and neither the animation nor the layer has a number, point, size, rectangle, transform or CGColor value for it to animate; the animation has no visible effect.")
            return AnimationProgram(timing: timing, basicDuration: basicDuration, timingFunction: function)
        }
        guard let interpolation = interpolation(of: animation, kind: kind, keyPath: key) else {
            return AnimationProgram(timing: timing, basicDuration: basicDuration, timingFunction: function)
        }
        return CustomKeyProgram(timing: timing, basicDuration: basicDuration, timingFunction: function, key: key, kind: kind,
                                interpolation: interpolation, isAdditive: animation.isAdditive, isCumulative: animation.isCumulative,
                                template: template, redisplays: type(of: layer).needsDisplay(forKey: key))
    }

    private static func keyframeInterpolation(
        _ animation: CAKeyframeAnimation, keyPath: String, kind: ValueKind,
        convert: (Any?, String) -> AnimationValue??
    ) -> PropertyTrack.Interpolation? {
        let mode = calculationMode(animation)
        let functions: [UnitBezier?] = (animation.timingFunctions ?? []).map { $0.curve.isLinear ? nil : $0.curve }
        if let path = animation.path {
            guard kind == .point else {
                OpenUIKitDiagnostics.report(.invalidAnimation, "\(describe(animation)): a path animates point properties only, not '\(keyPath)'.")
                return nil
            }
            let pointCount = PathTracing.elements(of: path).filter { if case .close = $0 { return false } else { return true } }.count
            let keyTimes = validatedKeyTimes(animation, expectedCounts: [pointCount], mode: mode)
            guard let track = PathTrack(path: path, keyTimes: keyTimes, functions: functions, mode: mode,
                                        rotationMode: animation.rotationMode) else {
                OpenUIKitDiagnostics.report(.invalidAnimation, "\(describe(animation)): the path has no segments; the animation has no visible effect.")
                return nil
            }
            return .path(track)
        }
        guard let rawValues = animation.values, !rawValues.isEmpty else {
            OpenUIKitDiagnostics.report(.invalidAnimation, "\(describe(animation)): values is empty and there is no path; the animation has no visible effect.")
            return nil
        }
        var values: [AnimationValue] = []
        for (index, raw) in rawValues.enumerated() {
            guard let converted = convert(raw, "values[\(index)]"), let value = converted else { return nil }
            values.append(value)
        }
        let expected = mode == .discrete ? [values.count, values.count + 1] : [values.count]
        let keyTimes = validatedKeyTimes(animation, expectedCounts: expected, mode: mode)
        var effectiveKeyTimes = keyTimes
        if mode == .discrete, let times = keyTimes, times.count == values.count {
            effectiveKeyTimes = times + [1]
        }
        func numbers(_ array: [NSNumber]?) -> [Double] { (array ?? []).map(\.doubleValue) }
        return .keyframes(KeyframeTrack(
            values: values, keyTimes: effectiveKeyTimes, functions: functions, mode: mode,
            tension: numbers(animation.tensionValues), continuity: numbers(animation.continuityValues),
            bias: numbers(animation.biasValues)
        ))
    }

    private static func calculationMode(_ animation: CAKeyframeAnimation) -> KeyframeTrack.Mode {
        switch animation.calculationMode {
        case .linear: return .linear
        case .discrete: return .discrete
        case .paced: return .paced
        case .cubic: return .cubic
        case .cubicPaced: return .cubicPaced
        default:
            OpenUIKitDiagnostics.report(.invalidAnimation, "\(describe(animation)): unknown calculationMode '\(animation.calculationMode.rawValue)'; using linear.")
            return .linear
        }
    }

    /// The key times when they are usable, `nil` (evenly spaced) otherwise — with a diagnostic
    /// when the app supplied unusable ones, as Core Animation then ignores them.
    private static func validatedKeyTimes(_ animation: CAKeyframeAnimation, expectedCounts: [Int],
                                          mode: KeyframeTrack.Mode) -> [Double]? {
        guard let raw = animation.keyTimes, mode != .paced, mode != .cubicPaced else { return nil }
        let times = raw.map(\.doubleValue)
        let problem: String?
        if !expectedCounts.contains(times.count) {
            problem = "has \(times.count) entries for \(expectedCounts.map(String.init).joined(separator: " or ")) expected"
        } else if times.contains(where: { !$0.isFinite || $0 < 0 || $0 > 1 }) {
            problem = "has values outside 0...1"
        } else if zip(times, times.dropFirst()).contains(where: { $0 > $1 }) {
            problem = "is not in increasing order"
        } else {
            problem = nil
        }
        if let problem {
            OpenUIKitDiagnostics.report(.invalidAnimation, "\(describe(animation)): keyTimes \(problem); key times are ignored and keyframes spaced evenly.")
            return nil
        }
        return times
    }

    static func describe(_ animation: CAAnimation) -> String {
        if let property = animation as? CAPropertyAnimation {
            return "\(type(of: animation))(keyPath: \(property.keyPath.map { "\"\($0)\"" } ?? "nil"))"
        }
        return "\(type(of: animation))"
    }
}
