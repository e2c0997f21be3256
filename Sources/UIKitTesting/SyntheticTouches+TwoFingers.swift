import Foundation
import OpenQuartzCore
import OpenUIKit

extension SyntheticTouches {
    /// Pinches with two fingers placed symmetrically about `center` (in `view`'s coordinates),
    /// `startDistance` apart along the direction `angle` (radians, 0: side by side
    /// horizontally), moving to `endDistance` apart in `duration` seconds. Lifts both at the
    /// end unless `release` is `false`, in which case the fingers are returned to be moved or
    /// lifted later.
    @discardableResult
    public func pinch(at center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, angle: CGFloat = 0,
                      in view: UIView? = nil, duration: TimeInterval, profile: VelocityProfile = .constant,
                      release: Bool = true) -> [Finger] {
        let direction = CGPoint(x: cos(angle), y: sin(angle))
        func finger(_ side: CGFloat, _ distance: CGFloat) -> CGPoint {
            CGPoint(x: center.x + side * direction.x * distance / 2, y: center.y + side * direction.y * distance / 2)
        }
        let fingers = touchDown(at: [finger(-1, startDistance), finger(1, startDistance)], in: view)
        guard fingers.count == 2 else { return fingers }
        move(fingers, along: [[finger(-1, endDistance)], [finger(1, endDistance)]], in: view, duration: duration,
             profile: profile, liftingAtEnd: release)
        return release ? [] : fingers
    }

    /// Turns two fingers `radius` points from `center` (in `view`'s coordinates), starting on
    /// opposite sides at `startAngle` (radians), by `turn` radians (positive: clockwise on
    /// screen) in `duration` seconds. Lifts both at the end unless `release` is `false`.
    @discardableResult
    public func rotate(at center: CGPoint, radius: CGFloat, from startAngle: CGFloat = 0, by turn: CGFloat,
                       in view: UIView? = nil, duration: TimeInterval, profile: VelocityProfile = .constant,
                       release: Bool = true) -> [Finger] {
        func point(_ angle: CGFloat) -> CGPoint { CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        let fingers = touchDown(at: [point(startAngle), point(startAngle + .pi)], in: view)
        guard fingers.count == 2 else { return fingers }
        // Arcs as polylines fine enough that the fingers stay on the circle to a hundredth of a
        // point for radii up to a few hundred points.
        let segments = max(8, Int((abs(turn) * 64 / .pi).rounded(.up)))
        let arcs = [0, CGFloat.pi].map { offset in
            (1...segments).map { point(startAngle + offset + turn * CGFloat($0) / CGFloat(segments)) }
        }
        move(fingers, along: arcs, in: view, duration: duration, profile: profile, liftingAtEnd: release)
        return release ? [] : fingers
    }
}
