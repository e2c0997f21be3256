@testable import OpenQuartzCore
import Testing

/// An independent solution: integrate m·x'' + c·x' + k·x = 0 with fourth-order Runge–Kutta.
func integrateSpring(mass: Double, stiffness: Double, damping: Double, velocity: Double, until end: Double) -> [Double: Double] {
    var x = -1.0, v = velocity, t = 0.0
    let dt = 1e-5
    var samples: [Double: Double] = [:]
    func acceleration(_ x: Double, _ v: Double) -> Double { (-stiffness * x - damping * v) / mass }
    var nextSample = 0.0
    while t <= end + dt / 2 {
        if t >= nextSample - dt / 2 {
            samples[(nextSample * 1000).rounded() / 1000] = 1 + x
            nextSample += 0.05
        }
        let k1x = v, k1v = acceleration(x, v)
        let k2x = v + dt / 2 * k1v, k2v = acceleration(x + dt / 2 * k1x, v + dt / 2 * k1v)
        let k3x = v + dt / 2 * k2v, k3v = acceleration(x + dt / 2 * k2x, v + dt / 2 * k2v)
        let k4x = v + dt * k3v, k4v = acceleration(x + dt * k3x, v + dt * k3v)
        x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        t += dt
    }
    return samples
}

struct CASpringAnimationTests {
    @Test(arguments: [
        (1.0, 100.0, 10.0, 0.0, true),    // under-damped (ζ = 0.5)
        (1.0, 100.0, 20.0, 0.0, true),    // critically damped
        (1.0, 100.0, 30.0, 0.0, true),    // over-damped (ζ = 1.5)
        (2.0, 300.0, 8.0, 4.0, true),     // under-damped, moving towards the target
        (1.0, 50.0, 5.0, -3.0, true),     // moving away at first
    ])
    func closedFormMatchesNumericalIntegration(mass: Double, stiffness: Double, damping: Double, velocity: Double, overdamping: Bool) {
        let solver = SpringSolver(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity, allowsOverdamping: overdamping)
        for (time, expected) in integrateSpring(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity, until: 2) {
            #expect(abs(solver.value(at: time) - expected) < 1e-6, "t = \(time)")
        }
    }

    @Test func overdampingIsLimitedToCriticalUnlessAllowed() {
        let limited = SpringSolver(mass: 1, stiffness: 100, damping: 30, initialVelocity: 0, allowsOverdamping: false)
        let critical = SpringSolver(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0, allowsOverdamping: true)
        for time in stride(from: 0.0, through: 1.0, by: 0.1) {
            #expect(abs(limited.value(at: time) - critical.value(at: time)) < 1e-12)
        }
    }

    @Test @MainActor func settlingDurationIsWhenTheSpringStaysAtRest() {
        let spring = CASpringAnimation()
        let settling = spring.settlingDuration
        let solver = spring.solver
        for step in 0...2000 {
            let t = settling + Double(step) * 0.001
            let (x, v) = solver.displacement(at: t)
            #expect(abs(x) < 0.001 && abs(v) < 0.01, "not at rest at \(t)")
        }
        // Just before, it was not yet at rest.
        let (x, v) = solver.displacement(at: settling - 0.002)
        #expect(abs(x) >= 0.001 || abs(v) >= 0.01)
        // ζ = 0.5, ω₀ = 10: the envelope e^(−5t)·1.155 falls below 0.001 near 1.41 s.
        #expect(settling > 1.2 && settling < 1.6)
    }

    @Test @MainActor func perceptualParameters() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(spring.damping - 4 * .pi * 0.7 / 0.5) < 1e-9)
        #expect(abs(spring.perceptualDuration - 0.5) < 1e-12)
        #expect(abs(spring.bounce - 0.3) < 1e-12)
        let overdamped = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        #expect(abs(overdamped.bounce + 0.5) < 1e-12)
        #expect(overdamped.allowsOverdamping)
    }

    @Test @MainActor func springAnimationRunsOnRealTimeAndOvershoots() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = 0
            spring.toValue = 100
            spring.duration = spring.settlingDuration
            layer.add(spring, forKey: nil)
            let expected = integrateSpring(mass: 1, stiffness: 100, damping: 10, velocity: 0, until: 0.5)
            advance(0.3)
            #expect(abs(Double(layer.presentation()!.position.x) - 100 * expected[0.3]!) < 1e-4)
            // ζ = 0.5 overshoots: past 100 at t ≈ 0.36 s.
            advance(0.1)
            #expect(layer.presentation()!.position.x > 100)
        }
    }
}

@MainActor
struct CAAnimationGroupTests {
    @Test func childrenRunInTheGroupsTimeAndAreClippedByIt() {
        withEngine { _ in
            let layer = makeCommittedLayer(position: CGPoint(x: -1, y: 0))
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            move.duration = 0.5
            move.beginTime = 0.25
            let childDelegate = RecordingDelegate("child")
            move.delegate = childDelegate
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            let long = CABasicAnimation(keyPath: "cornerRadius")
            long.fromValue = 0
            long.toValue = 100
            long.duration = 2
            let group = CAAnimationGroup()
            group.animations = [move, fade, long]
            group.duration = 1
            let groupDelegate = RecordingDelegate("group")
            group.delegate = groupDelegate
            layer.add(group, forKey: "group")
            advance(0.5)
            var p = layer.presentation()!
            #expect(abs(p.position.x - 50) < 1e-9)
            // A child without a duration lasts as long as the group.
            #expect(abs(p.opacity - 0.5) < 1e-6)
            #expect(abs(p.cornerRadius - 25) < 1e-9)
            advance(0.4)
            p = layer.presentation()!
            #expect(p.position.x == -1)
            #expect(abs(p.cornerRadius - 45) < 1e-9)
            advance(0.2)
            #expect(layer.presentation()!.cornerRadius == 0)
            #expect(childDelegate.events.isEmpty)
            #expect(groupDelegate.events == ["group start @0.0167", "group stop(true) @1.0000"])
        }
    }
}
