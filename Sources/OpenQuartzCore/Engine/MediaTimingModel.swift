/// A fill mode as plain data (`CAMediaTimingFillMode` wraps a string, whose copies would be
/// reference counted on every evaluation).
struct FillBehavior: OptionSet, Equatable, Sendable {
    let rawValue: UInt8
    init(rawValue: UInt8) { self.rawValue = rawValue }

    static let backwards = FillBehavior(rawValue: 1)
    static let forwards = FillBehavior(rawValue: 2)

    /// Unknown fill modes behave as `.removed`.
    init(_ mode: CAMediaTimingFillMode) {
        switch mode {
        // The default first: each case compares strings.
        case .removed: self = []
        case .forwards: self = .forwards
        case .backwards: self = .backwards
        case .both: self = [.forwards, .backwards]
        default: self = []
        }
    }

    var mode: CAMediaTimingFillMode {
        switch (contains(.backwards), contains(.forwards)) {
        case (true, true): .both
        case (true, false): .backwards
        case (false, true): .forwards
        case (false, false): .removed
        }
    }
}

/// The timing properties of one timed object, as plain values.
struct MediaTimingValues: Equatable, Sendable {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fill: FillBehavior = []

    init() {}

    /// Whether the object only shifts and scales time (the usual case for layers).
    var isLinearMapping: Bool {
        duration == 0 && repeatCount == 0 && repeatDuration == 0 && !autoreverses
    }

    /// Whether the mapping from parent time to local time is the identity (a layer's default
    /// timing): linear, starting at 0, at speed 1, with no offset.
    var isIdentityMapping: Bool {
        isLinearMapping && beginTime == 0 && speed == 1 && timeOffset == 0
    }
}

/// Where a timed object is at some parent time.
struct TimingSample: Equatable {
    enum Phase: Equatable { case before, active, after }

    var phase: Phase
    /// Time within the current cycle, 0 ... basic duration.
    var basicTime: CFTimeInterval
    /// Completed cycles before the current one (for cumulative animations).
    var iteration: Int
    /// Whether the object affects the presentation at this time (active, or filled).
    var isApplied: Bool
}

/// The CAMediaTiming model (docs/timing-model.md, "From parent time to local time"), as pure functions.
enum MediaTimingModel {
    /// Boundaries are compared with a nanosecond of slack: `1000 + 1/60 − 1000` is not exactly
    /// `1/60` in floating point, and an animation must end on the frame that reaches its end.
    static let boundaryTolerance: CFTimeInterval = 1e-9

    /// Active local time for a layer-style linear mapping: `(tp − beginTime) × speed + timeOffset`.
    @inline(__always)
    static func linearLocalTime(_ timing: MediaTimingValues, parentTime: CFTimeInterval) -> CFTimeInterval {
        (parentTime - timing.beginTime) * CFTimeInterval(timing.speed) + timing.timeOffset
    }

    /// The inverse of ``linearLocalTime(_:parentTime:)``; with speed 0 every parent time maps to
    /// the same local time, and this returns `beginTime`.
    static func parentTime(_ timing: MediaTimingValues, localTime: CFTimeInterval) -> CFTimeInterval {
        guard timing.speed != 0 else { return timing.beginTime }
        return (localTime - timing.timeOffset) / CFTimeInterval(timing.speed) + timing.beginTime
    }

    /// Local time of a layer, including repetition when a layer was given a duration.
    /// Layers behave as if filled both ways: outside the active interval time is clamped.
    static func layerLocalTime(_ timing: MediaTimingValues, parentTime: CFTimeInterval) -> CFTimeInterval {
        if timing.isLinearMapping { return linearLocalTime(timing, parentTime: parentTime) }
        var filled = timing
        filled.fill = [.forwards, .backwards]
        return sample(filled, basicDuration: timing.duration, parentTime: parentTime).basicTime
    }

    /// The length of the active interval in the object's own (unscaled) time; may be infinite.
    static func activeDuration(_ timing: MediaTimingValues, basicDuration: CFTimeInterval) -> CFTimeInterval {
        if timing.repeatDuration > 0 { return timing.repeatDuration }
        let cycle = timing.autoreverses ? 2 * basicDuration : basicDuration
        let count = timing.repeatCount > 0 ? CFTimeInterval(timing.repeatCount) : 1
        return count.isInfinite ? .infinity : cycle * count
    }

    /// Elapsed active time `(tp − beginTime) × |speed|`; with speed 0 the object stays at its start.
    @inline(__always)
    static func elapsedActiveTime(_ timing: MediaTimingValues, parentTime: CFTimeInterval) -> CFTimeInterval {
        timing.speed == 0 ? 0 : (parentTime - timing.beginTime) * CFTimeInterval(abs(timing.speed))
    }

    /// Whether the active interval has begun at `parentTime`.
    static func hasStarted(_ timing: MediaTimingValues, parentTime: CFTimeInterval) -> Bool {
        elapsedActiveTime(timing, parentTime: parentTime) >= -boundaryTolerance
    }

    /// Whether the active interval is over at `parentTime` (never for infinite or frozen objects).
    static func hasEnded(_ timing: MediaTimingValues, basicDuration: CFTimeInterval, parentTime: CFTimeInterval) -> Bool {
        guard timing.speed != 0 else { return false }
        let total = activeDuration(timing, basicDuration: basicDuration)
        return total.isFinite && elapsedActiveTime(timing, parentTime: parentTime) >= total - boundaryTolerance
    }

    /// Samples a timed object with basic duration `basicDuration` (> 0) at `parentTime`.
    ///
    /// - The active interval is decided by elapsed time alone; `timeOffset` only shifts the phase
    ///   inside it, so an offset animation wraps round (C→D→E→A→B) rather than ending early.
    /// - Negative speeds play the active interval backwards (OpenUIKit's rule; Core Animation
    ///   documents only the layer case).
    static func sample(_ timing: MediaTimingValues, basicDuration: CFTimeInterval, parentTime: CFTimeInterval) -> TimingSample {
        let total = activeDuration(timing, basicDuration: basicDuration)
        let elapsed = elapsedActiveTime(timing, parentTime: parentTime)
        let fillsBackwards = timing.fill.contains(.backwards)
        let fillsForwards = timing.fill.contains(.forwards)

        var phase = TimingSample.Phase.active
        var local = max(elapsed, 0)
        if elapsed < -boundaryTolerance {
            phase = .before
            local = 0
        } else if total.isFinite, elapsed >= total - boundaryTolerance {
            phase = .after
            local = total
        }
        if timing.speed < 0, total.isFinite {
            local = total - local
        }
        let atEnd = total.isFinite && local >= total
        let (basic, iteration) = cyclePosition(
            local + timing.timeOffset, basicDuration: basicDuration,
            autoreverses: timing.autoreverses, atEnd: atEnd
        )
        let isApplied: Bool
        switch phase {
        case .active: isApplied = true
        case .before: isApplied = fillsBackwards
        case .after: isApplied = fillsForwards
        }
        return TimingSample(phase: phase, basicTime: basic, iteration: iteration, isApplied: isApplied)
    }

    /// Folds time into one cycle. At the very end of an interval that ends on a cycle boundary the
    /// result is the end of that cycle, not the start of the next.
    @inline(__always)
    static func cyclePosition(_ time: CFTimeInterval, basicDuration d: CFTimeInterval,
                                      autoreverses: Bool, atEnd: Bool) -> (basic: CFTimeInterval, iteration: Int) {
        let cycle = autoreverses ? 2 * d : d
        var iterations = (time / cycle).rounded(.down)
        var position = time - iterations * cycle
        if atEnd, position <= 1e-12 * max(1, abs(time)), time > 0 {
            position = cycle
            iterations -= 1
        }
        let basic = position <= d ? position : 2 * d - position
        let iteration = iterations.isFinite ? Int(max(min(iterations, 1e9), -1e9)) : 0
        return (min(max(basic, 0), d), iteration)
    }
}
