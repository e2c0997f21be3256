import Foundation

// Behaviour source [D] [R] — Animation, timing, controls and dynamics
//   Rule: A snap is a spring
//   Value: damping 0.5 by default; 2.5 Hz
//   Source: Apple, `UISnapBehavior.damping`
//     (https://developer.apple.com/documentation/uikit/uisnapbehavior/damping): "The valid range
//     for damping extends from 0.0, for maximum oscillation, through 1.0, for minimum oscillation.
//     The default value is 0.5." The frequency (and reading `damping` as a damping ratio) is ours.
//   Also: docs/porting.md
/// Moves an item to a point with a springy motion and turns it upright, as if it snapped there.
///
/// `damping` runs from 0 (most oscillation) to 1 (least), 0.5 by default [D: `UISnapBehavior.damping`].
/// The spring is OpenUIKit's own: 2.5 Hz with `damping` as its damping ratio (a small overshoot,
/// settled in about half a second) [R]; iOS does not document its frequency.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    /// Snaps `item`'s centre to `point` (reference view coordinates).
    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPointStorage = point
        super.init()
        snapPointStorage = finite(point, "snapPoint", fallback: item.center)
    }

    /// The point the item's centre goes to.
    open var snapPoint: CGPoint {
        get { snapPointStorage }
        set {
            snapPointStorage = finite(newValue, "snapPoint", fallback: snapPointStorage)
            propertyDidChange()
        }
    }

    /// How much the motion is damped, from 0 (most oscillation) to 1 (none); 0.5 by default.
    open var damping: CGFloat = 0.5 {
        didSet {
            damping = min(max(finite(damping, "damping", fallback: oldValue), 0), 1)
            propertyDidChange()
        }
    }

    // MARK: Package

    static let frequency: CGFloat = 2.5

    private let item: UIDynamicItem
    private var snapPointStorage: CGPoint
    private var axes: [AxisConstraint] = []
    private var turn: AngleConstraint?

    override var heldItems: [UIDynamicItem] { [item] }

    override func prepareConstraints(in world: DynamicsWorld, step: CGFloat) {
        axes = []
        turn = nil
        guard let body = world.body(for: item) else { return }
        let error = CGPoint(x: body.position.x - snapPointStorage.x, y: body.position.y - snapPointStorage.y)
        axes = [CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: 1)].map { axis in
            AxisConstraint(first: body, firstArm: .zero, second: nil, secondArm: .zero, axis: axis,
                           error: axis.dx * error.x + axis.dy * error.y, step: step,
                           frequency: Self.frequency, dampingRatio: damping)
        }
        // The shortest way back upright.
        let upright = remainder(body.angle, 2 * .pi)
        turn = AngleConstraint(body: body, error: upright, step: step, frequency: Self.frequency, dampingRatio: damping)
    }

    override func solveConstraints() {
        for index in axes.indices { axes[index].solve() }
        turn?.solve()
    }
}
