/// How a property animator's progress moves while it runs: from one fraction to another along
/// a cubic curve or a spring, possibly played backwards in time (reversal).
struct AnimatorSegment {
    enum Curve {
        case cubic(UnitBezier)
        case spring(SpringSolver)
    }

    /// Fraction at elapsed time 0.
    var from: Double
    /// Fraction at the end of the curve.
    var to: Double
    /// Seconds from `from` to `to`.
    var duration: Double
    var curve: Curve
    /// Media time at which the elapsed time was `anchorElapsed`.
    var anchorTime: Double
    var anchorElapsed: Double = 0
    /// +1 forwards, −1 when played backwards (reversed while running).
    var direction: Double = 1

    private func rawElapsed(at time: Double) -> Double {
        anchorElapsed + direction * (time - anchorTime)
    }

    /// Seconds along the curve at `time`, within the segment.
    func elapsed(at time: Double) -> Double {
        min(max(rawElapsed(at: time), 0), duration)
    }

    /// The animator's fraction at `time` (beyond 0...1 while a spring overshoots).
    func fraction(at time: Double) -> Double {
        let e = elapsed(at: time)
        if direction > 0, e >= duration { return to }
        if direction < 0, e <= 0, time > anchorTime { return from }
        switch curve {
        case .cubic(let bezier):
            let s = duration > 0 ? e / duration : 1
            return from + (to - from) * bezier.value(atProgress: s)
        case .spring(let solver):
            return from + (to - from) * solver.value(at: e)
        }
    }

    /// Whether the segment has reached its end (the `to` end forwards, `from` backwards).
    func isFinished(at time: Double) -> Bool {
        direction > 0 ? rawElapsed(at: time) >= duration - 1e-9 : rawElapsed(at: time) <= 1e-9
    }

    /// Where the segment ends in its current direction.
    var endFraction: Double { direction > 0 ? to : from }

    /// The same motion played the other way from `time` (it retraces its path).
    func reversed(at time: Double) -> AnimatorSegment {
        var copy = self
        copy.anchorElapsed = elapsed(at: time)
        copy.anchorTime = time
        copy.direction = -direction
        return copy
    }

    /// The same motion continued after a pause: shifted so it resumes at the paused point.
    func resumed(pausedAt pauseTime: Double, now: Double) -> AnimatorSegment {
        var copy = self
        copy.anchorElapsed = elapsed(at: pauseTime)
        copy.anchorTime = now
        return copy
    }
}

/// One animation a property animator installed: enough to move the model and remove it.
@MainActor
struct InstalledAnimation {
    weak var layer: CALayer?
    let key: String
    let property: LayerProperty
    /// The model value before the animator's change (shown at `.start`).
    let startValue: AnimationValue

    /// Sets the model to `value` without animating.
    func setModel(_ value: AnimationValue) {
        guard let layer else { return }
        UIView.performWithoutAnimation {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.setValue(value.objectValue, forKey: property.key)
            CATransaction.commit()
        }
    }
}
