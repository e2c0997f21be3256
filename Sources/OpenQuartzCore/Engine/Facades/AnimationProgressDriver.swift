/// Progress set from outside the timing model: a property animator scrubs, pauses, reverses
/// and springs its animations by setting ``fraction`` rather than through layer time.
///
/// Each animation may start late (`delayFactor` of `UIViewPropertyAnimator.addAnimations`):
/// its own progress is `(fraction − start) / (1 − start)`, not clamped above so springs overshoot.
@MainActor
package final class AnimationProgressDriver {
    /// Overall progress, usually 0...1 (beyond it while a spring overshoots).
    @exclusivity(unchecked) package var fraction: Double = 0
    /// When set, computes the overall progress at the moment of evaluation (so a frame rendered
    /// at any time shows that time's progress); otherwise ``fraction`` is used.
    @exclusivity(unchecked) package var fractionProvider: (@MainActor () -> Double)?
    @exclusivity(unchecked) private var starts: [ObjectIdentifier: Double] = [:]

    package init() {}

    /// Makes `program` start at `start` (0...1) of the overall progress.
    func setStart(_ start: Double, for program: AnimationProgram) {
        starts[ObjectIdentifier(program)] = start
    }

    func progress(for program: AnimationProgram) -> Double {
        let fraction = fractionProvider?() ?? self.fraction
        guard let start = starts[ObjectIdentifier(program)], start > 0 else { return fraction }
        guard start < 1 else { return fraction >= 1 ? 1 : 0 }
        return max(0, (fraction - start) / (1 - start))
    }
}
