/// Collects the property changes of one `animateKeyframes` call into keyframe tracks.
@MainActor
final class KeyframeCollector {
    private struct Change {
        var start: Double
        var end: Double
        var value: AnimationValue
    }

    private struct Track {
        let layer: CALayer
        let property: LayerProperty
        let initial: AnimationValue
        var changes: [Change]
    }

    private let mode: UInt
    @exclusivity(unchecked) private var segment: (start: Double, end: Double) = (0, 1)
    @exclusivity(unchecked) private var tracks: [Track] = []

    init(mode: UInt) {
        self.mode = mode
    }

    func withSegment(start: Double, duration: Double, _ body: () -> Void) {
        let clampedStart = min(max(start.isFinite ? start : 0, 0), 1)
        let clampedEnd = min(max(clampedStart + (duration.isFinite ? duration : 0), clampedStart), 1)
        let previous = segment
        segment = (clampedStart, clampedEnd)
        body()
        segment = previous
    }

    /// Records the value `property` of `layer` was just given.
    func record(_ property: LayerProperty, on layer: CALayer, oldModel: AnimationValue) {
        let value = LayerHosting.modelValue(of: property, in: layer)
        let change = Change(start: segment.start, end: segment.end, value: value)
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.property == property }) {
            tracks[index].changes.append(change)
        } else {
            tracks.append(Track(layer: layer, property: property, initial: oldModel, changes: [change]))
        }
    }

    /// Adds one keyframe animation per track to `block`.
    func install(in block: ViewAnimationBlock) {
        for track in tracks {
            let animation = CAKeyframeAnimation(keyPath: track.property.key)
            let (values, keyTimes, tensions) = keyframes(of: track)
            animation.values = values.map { $0.objectValue as Any }
            animation.keyTimes = keyTimes.map { NSNumber(value: $0) }
            switch mode {
            case 1: animation.calculationMode = .discrete
            case 2: animation.calculationMode = .paced
            case 3: animation.calculationMode = .cubic
            case 4: animation.calculationMode = .cubicPaced
            default: animation.calculationMode = .linear
            }
            if mode == 3 { animation.tensionValues = tensions.map { NSNumber(value: $0) } }
            block.install(animation, forKey: track.property.key, on: track.layer, property: track.property, startValue: track.initial)
        }
    }

    /// The values and key times of a track: the old value at 0, then each change reaching its
    /// value at its keyframe's end and holding it until the next change begins (or 1).
    /// Discrete mode switches to each value at its keyframe's start instead.
    ///
    /// Tension 1 (a flat tangent) on values that are held, so a cubic spline does not overshoot
    /// into the pauses between keyframes — this keeps each keyframe's phase exactly inside its
    /// time span (our rule; Core Animation's plain Catmull–Rom would swing past held values).
    private func keyframes(of track: Track) -> ([AnimationValue], [Double], [Double]) {
        let changes = track.changes.sorted { $0.start < $1.start }
        if mode == 1 {
            var values = [track.initial], times = [0.0]
            for change in changes {
                if change.start <= times.last! { values[values.count - 1] = change.value } else {
                    values.append(change.value)
                    times.append(change.start)
                }
            }
            times.append(1)
            return (values, times, [])
        }
        var values = [track.initial], times = [0.0]
        for change in changes {
            let last = values.last!
            if change.start > times.last! {
                values.append(last)
                times.append(change.start)
            }
            values.append(change.value)
            times.append(max(change.end, times.last!))
        }
        if times.last! < 1 {
            values.append(values.last!)
            times.append(1)
        }
        var tensions = [Double](repeating: 0, count: values.count)
        for index in values.indices {
            let previousHeld = index > 0 && Self.same(values[index - 1], values[index])
            let nextHeld = index + 1 < values.count && Self.same(values[index + 1], values[index])
            if previousHeld || nextHeld { tensions[index] = 1 }
        }
        return (values, times, tensions)
    }

    private static func same(_ a: AnimationValue, _ b: AnimationValue) -> Bool {
        guard let x = a.vectorComponents, let y = b.vectorComponents else { return false }
        return x == y
    }
}
