#if CommandLine
import OpenQuartzCore

/// A Core Animation scene the `timeline` command runs: it builds layers, starts animations and
/// names the values worth printing each frame.
struct TimelineScene: Sendable {
    let name: String
    let summary: String
    /// Builds the scene; returns the columns to print.
    let build: @MainActor @Sendable (_ log: @escaping @MainActor (String) -> Void) -> [Column]

    struct Column {
        let title: String
        let value: @MainActor () -> String
    }

    static let all: [TimelineScene] = [flip, spring, keyframes, pauseResume]

    static func named(_ name: String) -> TimelineScene? { all.first { $0.name == name } }
}

@MainActor
private func number(_ value: CGFloat) -> String { String(format: "%8.2f", Double(value)) }

/// Records animation delegate callbacks into the timeline.
@MainActor
private final class TimelineDelegate: CAAnimationDelegate {
    let name: String
    let log: @MainActor (String) -> Void
    init(_ name: String, log: @escaping @MainActor (String) -> Void) {
        self.name = name
        self.log = log
    }
    func animationDidStart(_ anim: CAAnimation) { log("\(name): animationDidStart") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log("\(name): animationDidStop(finished: \(flag))") }
}

extension TimelineScene {
    /// The seed 002 flip: a card turning half a turn about x with m34 perspective.
    static let flip = TimelineScene(name: "flip", summary: "half-turn about x with m34 = -1/height perspective (seed 002), ease in-out, 0.5 s") { log in
        let container = CALayer()
        container.bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 852
        container.sublayerTransform = perspective
        let card = CALayer()
        card.frame = container.bounds
        container.addSublayer(card)
        CATransaction.flush()
        let flip = CABasicAnimation(keyPath: "transform.rotation.x")
        flip.fromValue = 0
        flip.toValue = Double.pi
        flip.duration = 0.5
        flip.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        flip.delegate = TimelineDelegate("flip", log: log)
        card.add(flip, forKey: "flip")
        // As iOS code does: the model takes the final value, the animation shows the way there.
        CATransaction.setDisableActions(true)
        card.transform = CATransform3DMakeRotation(.pi, 1, 0, 0)
        return [
            Column(title: "angle°") { number(angle(card.presentation()?.transform)) },
            Column(title: "top edge y") {
                let corner = card.presentation().map { LayerCorner.projected(CGPoint(x: 0, y: 0), of: $0, in: container) }
                return number(corner?.y ?? .nan)
            },
        ]
    }

    /// A spring with the iOS 17 perceptual parameters.
    static let spring = TimelineScene(name: "spring", summary: "CASpringAnimation(perceptualDuration: 0.6, bounce: 0.35) of position.x 0 → 300") { log in
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        CATransaction.flush()
        let spring = CASpringAnimation(perceptualDuration: 0.6, bounce: 0.35)
        spring.keyPath = "position.x"
        spring.fromValue = 0
        spring.toValue = 300
        spring.duration = spring.settlingDuration
        spring.delegate = TimelineDelegate("spring (settles in \(String(format: "%.3f", spring.settlingDuration)) s)", log: log)
        layer.add(spring, forKey: "spring")
        layer.position.x = 300
        return [Column(title: "x") { number(layer.presentation()?.position.x ?? .nan) }]
    }

    /// Keyframes in the three-phase shape of seed 004's flip.
    static let keyframes = TimelineScene(name: "keyframes", summary: "three keyframe phases with cubic calculation mode (seed 004's flip shape)") { log in
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 150)
        CATransaction.flush()
        let turn = CAKeyframeAnimation(keyPath: "transform.rotation.y")
        turn.values = [0, Double.pi / 2, Double.pi / 2, Double.pi]
        turn.keyTimes = [0, NSNumber(value: 1.0 / 3), NSNumber(value: 2.0 / 3), 1]
        turn.calculationMode = .cubic
        turn.duration = 0.9
        turn.delegate = TimelineDelegate("keyframes", log: log)
        layer.add(turn, forKey: "turn")
        return [Column(title: "angle°") { number(angle(layer.presentation()?.transform, axis: .y)) }]
    }

    /// QA1673: pause after 0.3 s, resume 0.5 s later.
    static let pauseResume = TimelineScene(name: "qa1673", summary: "QA1673 pause at 0.3 s and resume at 0.8 s of a 1 s move") { log in
        let layer = CALayer()
        CATransaction.flush()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        move.delegate = TimelineDelegate("move", log: log)
        layer.add(move, forKey: "move")
        var paused = false
        var resumed = false
        let start = CACurrentMediaTime()
        let link = CADisplayLink { link in
            let elapsed = link.timestamp - start
            if !paused, elapsed >= 0.3 - 1e-9 {
                paused = true
                let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
                layer.speed = 0
                layer.timeOffset = pausedTime
                log("paused (speed = 0, timeOffset = local time)")
            } else if paused, !resumed, elapsed >= 0.8 - 1e-9 {
                resumed = true
                let pausedTime = layer.timeOffset
                layer.speed = 1
                layer.timeOffset = 0
                layer.beginTime = 0
                layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
                log("resumed (beginTime = time since pause)")
                link.invalidate()
            }
        }
        link.add(to: .main, forMode: .common)
        return [Column(title: "x") { number(layer.presentation()?.position.x ?? .nan) }]
    }
}

private enum Axis { case x, y }

/// The rotation angle in degrees about an axis of a pure rotation matrix.
@MainActor
private func angle(_ t: CATransform3D?, axis: Axis = .x) -> CGFloat {
    guard let t else { return .nan }
    let radians = axis == .x ? atan2(t.m23, t.m22) : atan2(-t.m13, t.m11)
    var degrees = radians * 180 / .pi
    if degrees < -0.5 { degrees += 360 }
    return degrees
}

/// Where a point of a layer lands on screen (its container's coordinates), perspective included.
@MainActor
private enum LayerCorner {
    static func projected(_ point: CGPoint, of presentation: CALayer, in container: CALayer) -> CGPoint {
        presentation.convert(point, to: container)
    }
}
#endif
