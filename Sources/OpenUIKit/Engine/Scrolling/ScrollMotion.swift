import Foundation

/// A scroll view moving by itself, one display-link frame at a time: a deceleration toward a
/// target (turning into the bounce when it meets an edge), the bounce back from past an edge, or
/// the glide of `setContentOffset(_:animated: true)` (ScrollPhysics has the formulas).
@MainActor
final class ScrollMotion {
    private enum Axis {
        case rest
        case decelerate(from: CGFloat, to: CGFloat, rate: CGFloat, start: TimeInterval, duration: TimeInterval)
        case bounce(edge: CGFloat, displacement: CGFloat, velocity: CGFloat, start: TimeInterval)
        case glide(from: CGFloat, to: CGFloat, start: TimeInterval)
    }

    @exclusivity(unchecked) private weak var scrollView: UIScrollView?
    @exclusivity(unchecked) private var axes: [Axis]
    private let decelerating: Bool
    @exclusivity(unchecked) private var link: CADisplayLink?
    static let glideDuration: TimeInterval = 0.3

    init(scrollView: UIScrollView, decelerateTo target: CGPoint, velocity: CGPoint, rate: CGFloat) {
        self.scrollView = scrollView
        decelerating = true
        let now = CACurrentMediaTime()
        let range = scrollView.offsetRange
        let offset = scrollView.contentOffset
        axes = (0 ... 1).map { axis in
            let value = axis == 0 ? offset.x : offset.y, goal = axis == 0 ? target.x : target.y
            let low = axis == 0 ? range.min.x : range.min.y, high = axis == 0 ? range.max.x : range.max.y
            let speed = axis == 0 ? velocity.x : velocity.y
            // Released past an edge: straight to the bounce.
            if value < low - 0.01 || value > high + 0.01 {
                let edge = value < low ? low : high
                return .bounce(edge: edge, displacement: value - edge, velocity: speed, start: now)
            }
            guard abs(goal - value) > 0.01 else { return value == goal ? .rest : .glide(from: value, to: goal, start: now) }
            return .decelerate(from: value, to: goal, rate: rate, start: now,
                               duration: ScrollPhysics.decelerationDuration(distance: goal - value, rate: rate))
        }
        start()
    }

    init(scrollView: UIScrollView, glideTo target: CGPoint) {
        self.scrollView = scrollView
        decelerating = false
        let now = CACurrentMediaTime()
        let offset = scrollView.contentOffset
        axes = [.glide(from: offset.x, to: target.x, start: now), .glide(from: offset.y, to: target.y, start: now)]
        start()
    }

    private func start() {
        let link = CADisplayLink(target: self, action: ScrollMotion.step)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func stop() {
        link?.invalidate()
        link = nil
    }

    private func step(_ link: CADisplayLink) {
        guard let scrollView else { return stop() }
        let now = CACurrentMediaTime()
        let offset = scrollView.contentOffset
        var next = offset
        for index in 0 ... 1 {
            let (value, axis) = advance(axes[index], at: now, current: index == 0 ? offset.x : offset.y, scrollView: scrollView, axisIndex: index)
            axes[index] = axis
            if index == 0 { next.x = value } else { next.y = value }
        }
        scrollView.setOffset(next)
        if axes.allSatisfy({ if case .rest = $0 { true } else { false } }) {
            stop()
            scrollView.motionEnded(decelerating: decelerating)
        }
    }

    /// The axis's position now, and what it does next.
    private func advance(_ axis: Axis, at now: TimeInterval, current: CGFloat, scrollView: UIScrollView, axisIndex: Int) -> (CGFloat, Axis) {
        switch axis {
        case .rest:
            return (current, .rest)
        case let .glide(from, to, start):
            let fraction = min(max((now - start) / Self.glideDuration, 0), 1)
            let eased = CGFloat(fraction < 0.5 ? 2 * fraction * fraction : 1 - pow(-2 * fraction + 2, 2) / 2)
            return fraction >= 1 ? (to, .rest) : (from + (to - from) * eased, axis)
        case let .decelerate(from, to, rate, start, duration):
            let elapsed = now - start
            if elapsed >= duration { return (to, .rest) }
            let value = from + ScrollPhysics.decelerationTravel(distance: to - from, after: elapsed, rate: rate)
            let range = scrollView.offsetRange
            let low = axisIndex == 0 ? range.min.x : range.min.y, high = axisIndex == 0 ? range.max.x : range.max.y
            if value < low || value > high {
                // Met an edge (the content changed under it): bounce with the velocity it had.
                let velocity = ScrollPhysics.decelerationSpeed(distance: to - from, after: elapsed, rate: rate)
                let edge = value < low ? low : high
                return (value, .bounce(edge: edge, displacement: value - edge, velocity: velocity, start: now))
            }
            return (value, axis)
        case let .bounce(edge, displacement, velocity, start):
            let state = ScrollPhysics.spring(displacement: displacement, velocity: velocity, after: now - start)
            if abs(state.position) < 0.5 / max(scrollView.layer.contentsScale, 1), abs(state.velocity) < 20 { return (edge, .rest) }
            return (edge + state.position, axis)
        }
    }
}
