import Foundation
import OpenQuartzCore

/// What a dynamic animator tells its delegate: when it starts moving items and when they have
/// all come to rest.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: _SelectorResponding {
    /// The animator is about to move items again (a behavior was added or changed).
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// Every item came to rest: the animator stopped stepping.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// Runs physical behaviors (gravity, pushes, attachments, snaps, collisions) on dynamic items,
/// a frame at a time, until they come to rest.
///
/// The animator steps on the display's frames, on the virtual clock like every animation here:
/// `runUntilIdle()` (or a test kit host) runs it until the items rest, and the same frames give
/// the same motion. Items are read when a behavior first brings them in, and written (centre,
/// and rotation once they turn) after every frame that moved them; a change an app makes to a
/// moving item is overwritten unless it calls `updateItem(usingCurrentState:)`.
///
/// - Note: OpenUIKit differs: the physics is OpenUIKit's own solver (see each behavior for its
///   rules); iOS's trajectories are not reproduced to the point. Collection-view layout
///   animators (`init(collectionViewLayout:)`) are not available.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// The view whose coordinates the items move in (and whose bounds can be a boundary).
    public private(set) weak var referenceView: UIView?

    /// Told when the animator pauses and resumes.
    public weak var delegate: UIDynamicAnimatorDelegate?

    /// An animator moving items in `view`'s coordinate space.
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    // A plain deinit: `isolated deinit` cannot be combined with `@preconcurrency` (see
    // runOnMainActorUnchecked). An animator that goes away stops moving its items.
    deinit { runOnMainActorUnchecked(self, UIDynamicAnimator.tearDown) }

    private static func tearDown(_ animator: UIDynamicAnimator) { animator.displayLink?.invalidate() }

    // MARK: Behaviors

    /// The behaviors added to the animator (not their children), in the order they were added.
    public private(set) var behaviors: [UIDynamicBehavior] = []

    /// Starts applying `behavior` (and its children). Adding it twice does nothing.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        if let other = behavior.dynamicAnimator, other !== self {
            OpenUIKitDiagnostics.report(.dynamicsMisuse, "UIDynamicAnimator.addBehavior(_:): \(behavior) already belongs to another animator; remove it from that one first. Ignored.")
            return
        }
        behaviors.append(behavior)
        behavior.moveTree(to: self)
        behaviorsDidChange()
    }

    /// Stops applying `behavior`; its items stay where they are.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: index)
        behavior.moveTree(to: nil)
        behaviorsDidChange()
    }

    /// Removes every behavior.
    open func removeAllBehaviors() {
        let removed = behaviors
        behaviors = []
        for behavior in removed { behavior.moveTree(to: nil) }
        behaviorsDidChange()
    }

    // MARK: State

    /// Whether the animator is stepping (some item is moving or about to).
    public private(set) var isRunning = false

    /// The time the animator has spent stepping, in seconds.
    public private(set) var elapsedTime: TimeInterval = 0

    /// The items some behavior holds whose rectangles meet `rect` (reference view coordinates).
    public func items(in rect: CGRect) -> [UIDynamicItem] {
        world.synchronize(with: allBehaviors)
        return world.bodies.filter { $0.boundingBox.intersects(rect) }.map(\.item)
    }

    /// Reads `item`'s centre, transform and bounds again, after the app changed them.
    public func updateItem(usingCurrentState item: UIDynamicItem) {
        guard let body = world.body(for: item) else { return }
        body.readItemState()
        behaviorsDidChange()
    }

    // MARK: Package

    private let world = DynamicsWorld()
    private var displayLink: CADisplayLink?
    private var lastStepTime: CFTimeInterval?
    /// Frames in a row in which every body was still.
    private var restingFrames = 0

    // Behaviour source [R] — Animation, timing, controls and dynamics
    //   Rule: A dynamic animator pauses after every item has been still for this many frames
    //   Value: 6 frames (speed < 0.5 pt/s, < 0.005 rad/s)
    //   Source: Apple documents that the animator pauses at rest (`dynamicAnimatorDidPause`), not
    //     when.
    //   Also: docs/porting.md
    /// A still animator pauses after this many still frames in a row (a pendulum at the top of
    /// its swing is still for one frame only) [R].
    static let framesBeforePause = 6

    private var allBehaviors: [UIDynamicBehavior] {
        var list: [UIDynamicBehavior] = []
        for behavior in behaviors { behavior.appendTree(to: &list) }
        return list
    }

    final func body(for item: UIDynamicItem) -> DynamicBody? { world.body(for: item) }

    /// Behaviors or their settings changed: bodies are brought up to date and a paused animator
    /// resumes.
    final func behaviorsDidChange() {
        world.synchronize(with: allBehaviors)
        restingFrames = 0
        guard !isRunning, !world.bodies.isEmpty else {
            if world.bodies.isEmpty { pause() }
            return
        }
        // Running before the delegate hears it: a delegate that adds a behavior then finds the
        // animator running instead of starting a second display link.
        isRunning = true
        lastStepTime = nil
        let link = CADisplayLink { [weak self] link in self?.frame(link) }
        LayerHosting.setPurpose("\(self) moving \(world.bodies.count) item(s) that have not come to rest (it pauses once they do, or when its behaviors are removed)", of: link)
        link.add(to: .main, forMode: .common)
        displayLink = link
        delegate?.dynamicAnimatorWillResume(self)
    }

    private func frame(_ link: CADisplayLink) {
        let now = link.timestamp
        let dt = lastStepTime.map { now - $0 } ?? link.duration
        lastStepTime = now
        let behaviors = allBehaviors
        world.synchronize(with: behaviors)
        guard world.step(CGFloat(dt), behaviors: behaviors) else {
            pause()
            return
        }
        elapsedTime += dt
        for behavior in behaviors { behavior.action?() }
        if world.isResting && !behaviors.contains(where: \.hasPendingWork) {
            restingFrames += 1
            if restingFrames >= Self.framesBeforePause { pause() }
        } else {
            restingFrames = 0
        }
    }

    private func pause() {
        displayLink?.invalidate()
        displayLink = nil
        guard isRunning else { return }
        isRunning = false
        delegate?.dynamicAnimatorDidPause(self)
    }
}
