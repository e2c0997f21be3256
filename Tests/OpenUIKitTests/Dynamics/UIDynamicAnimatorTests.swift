@testable import OpenQuartzCore
import Foundation
@testable import OpenUIKit
import Testing

/// The animator's life: stepping on frames while something moves, pausing when everything
/// rests (with its delegate told), resuming when behaviors change, and the documented units of
/// gravity and pushes.
@MainActor
struct UIDynamicAnimatorTests {
    /// Records the delegate's calls with the virtual time they came at.
    final class PauseLog: UIDynamicAnimatorDelegate {
        var events: [String] = []
        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resume") }
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("pause") }
    }

    func square(_ window: UIWindow, at center: CGPoint, size: CGFloat = 100) -> UIView {
        let view = UIView(frame: CGRect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size))
        window.addSubview(view)
        return view
    }

    @Test func gravityOfMagnitudeOneIsAThousandPointsPerSecondSquared() {
        withApp { _ in
            let window = makeWindow()
            let view = square(window, at: CGPoint(x: 100, y: 100))
            let animator = UIDynamicAnimator(referenceView: window)
            animator.addBehavior(UIGravityBehavior(items: [view]))
            #expect(animator.isRunning)
            advance(0.5)
            // y = ½ · 1000 · t²: 125 points in half a second (the solver's fixed steps are within 2).
            #expect(near(view.center.y, 225, 2), "\(view.center)")
            #expect(view.center.x == 100)
            #expect(near(CGFloat(animator.elapsedTime), 0.5, 1e-9))
            // Heavier items fall the same.
            let heavy = square(window, at: CGPoint(x: 300, y: 100), size: 50)
            let gravity = UIGravityBehavior(items: [heavy])
            gravity.setAngle(.pi / 2, magnitude: 2)
            animator.addBehavior(gravity)
            advance(0.5)
            #expect(near(heavy.center.y, 350, 4), "\(heavy.center)")
        }
    }

    @Test func anInstantaneousPushGivesAHundredPointsPerSecondPerUnitOfMass() {
        withApp { _ in
            let window = makeWindow()
            let light = square(window, at: CGPoint(x: 100, y: 100))
            let heavy = UIView(frame: CGRect(x: 50, y: 250, width: 200, height: 100))
            window.addSubview(heavy)
            let animator = UIDynamicAnimator(referenceView: window)
            let push = UIPushBehavior(items: [light, heavy], mode: .instantaneous)
            push.pushDirection = CGVector(dx: 1, dy: 0)
            animator.addBehavior(push)
            let item = UIDynamicItemBehavior(items: [light, heavy])
            animator.addBehavior(item)
            advance(1)
            #expect(push.active == false)
            #expect(near(item.linearVelocity(for: light).x, 100, 1e-9))
            #expect(near(item.linearVelocity(for: heavy).x, 50, 1e-9))
            #expect(near(light.center.x, 200, 2), "\(light.center)")
            #expect(near(heavy.center.x, 200, 1), "\(heavy.center)")
        }
    }

    @Test func aContinuousPushAcceleratesByAHundredPointsPerSecondSquared() {
        withApp { _ in
            let window = makeWindow()
            let view = square(window, at: CGPoint(x: 100, y: 100))
            let animator = UIDynamicAnimator(referenceView: window)
            let push = UIPushBehavior(items: [view], mode: .continuous)
            push.setAngle(0, magnitude: 1)
            animator.addBehavior(push)
            advance(1)
            // x = ½ · 100 · t².
            #expect(near(view.center.x, 150, 1), "\(view.center)")
            #expect(push.active)
        }
    }

    @Test func anItemFallingOntoTheBoundsRestsAndTheAnimatorPauses() throws {
        try withApp { _ in
            let window = makeWindow()
            let view = square(window, at: CGPoint(x: 100, y: 100))
            let animator = UIDynamicAnimator(referenceView: window)
            let log = PauseLog()
            animator.delegate = log
            animator.addBehavior(UIGravityBehavior(items: [view]))
            let collision = UICollisionBehavior(items: [view])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
            #expect(log.events == ["resume"])
            let pending = RunLoopDriver.shared.runUntilIdle(timeout: 10)
            #expect(pending.isEmpty, "\(pending)")
            #expect(!animator.isRunning)
            #expect(log.events == ["resume", "pause"])
            #expect(near(view.frame.maxY, window.bounds.maxY, 0.5), "\(view.frame)")
            #expect(view.transform == .identity)
            // Changing a behavior wakes it: a push to the right slides the item along the floor.
            let push = UIPushBehavior(items: [view], mode: .instantaneous)
            push.pushDirection = CGVector(dx: 1, dy: 0)
            animator.addBehavior(push)
            #expect(animator.isRunning)
            #expect(log.events == ["resume", "pause", "resume"])
            advance(0.5)
            #expect(near(view.center.x, 150, 2), "\(view.center)")
            try #require(RunLoopDriver.shared.runUntilIdle(timeout: 10).isEmpty)
            // No friction: it slides to the right wall and stays against it.
            #expect(near(view.frame.maxX, window.bounds.maxX, 0.5), "\(view.frame)")
            #expect(near(view.frame.maxY, window.bounds.maxY, 0.5), "\(view.frame)")
        }
    }

    @Test func anItemThatNeverRestsKeepsTheLoopBusyAndSaysWhy() {
        withApp { _ in
            let window = makeWindow()
            let view = square(window, at: CGPoint(x: 100, y: 100))
            let animator = UIDynamicAnimator(referenceView: window)
            animator.addBehavior(UIGravityBehavior(items: [view]))
            let pending = RunLoopDriver.shared.runUntilIdle(timeout: 1)
            #expect(pending.count == 1)
            #expect(pending.first?.contains("UIDynamicAnimator") == true, "\(pending)")
            #expect(pending.first?.contains("1 item(s)") == true, "\(pending)")
            #expect(animator.isRunning)
        }
    }

    @Test func aDelegateAddingABehaviorAsTheAnimatorResumesStartsNoSecondStepper() {
        final class Eager: UIDynamicAnimatorDelegate {
            var gravity: UIGravityBehavior?
            var resumes = 0
            func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {
                resumes += 1
                if let gravity { animator.addBehavior(gravity) }
            }
        }
        withApp { _ in
            let window = makeWindow()
            let view = square(window, at: CGPoint(x: 100, y: 100))
            let animator = UIDynamicAnimator(referenceView: window)
            let delegate = Eager()
            delegate.gravity = UIGravityBehavior(items: [view])
            animator.delegate = delegate
            animator.addBehavior(UIDynamicItemBehavior(items: [view]))
            #expect(delegate.resumes == 1)
            #expect(animator.behaviors.count == 2)
            // One animator stepping: gravity applied once per frame, not twice.
            advance(0.5)
            #expect(near(view.center.y, 225, 2), "\(view.center)")
            #expect(RunLoopDriver.shared.pendingWork.count == 1, "\(RunLoopDriver.shared.pendingWork)")
        }
    }

    @Test func removingEveryBehaviorPausesAndLeavesTheItemsWhereTheyAre() {
        withApp { _ in
            let window = makeWindow()
            let view = square(window, at: CGPoint(x: 100, y: 100))
            let animator = UIDynamicAnimator(referenceView: window)
            animator.addBehavior(UIGravityBehavior(items: [view]))
            advance(0.25)
            let reached = view.center
            animator.removeAllBehaviors()
            #expect(!animator.isRunning)
            #expect(animator.behaviors.isEmpty)
            advance(0.25)
            #expect(view.center == reached)
            #expect(RunLoopDriver.shared.isIdle)
        }
    }

    @Test func aReleasedAnimatorStopsMovingItsItems() {
        withApp { _ in
            let window = makeWindow()
            let view = square(window, at: CGPoint(x: 100, y: 100))
            var animator: UIDynamicAnimator? = UIDynamicAnimator(referenceView: window)
            animator?.addBehavior(UIGravityBehavior(items: [view]))
            advance(0.1)
            animator = nil
            let reached = view.center
            #expect(RunLoopDriver.shared.isIdle)
            advance(0.1)
            #expect(view.center == reached)
        }
    }

    @Test func anAppsChangeIsReadAgainOnlyThroughUpdateItem() {
        withApp { _ in
            let window = makeWindow()
            let view = square(window, at: CGPoint(x: 100, y: 100))
            let animator = UIDynamicAnimator(referenceView: window)
            let item = UIDynamicItemBehavior(items: [view])
            animator.addBehavior(item)
            item.addLinearVelocity(CGPoint(x: 60, y: 0), for: view)
            advance(0.5)
            #expect(near(view.center.x, 130, 1e-6), "\(view.center)")
            view.center = CGPoint(x: 300, y: 300)
            advance(0.5)
            // The animator's own state wins, as on iOS.
            #expect(near(view.center, CGPoint(x: 160, y: 100), 1e-6), "\(view.center)")
            view.center = CGPoint(x: 300, y: 300)
            animator.updateItem(usingCurrentState: view)
            advance(0.5)
            #expect(near(view.center, CGPoint(x: 330, y: 300), 1e-6), "\(view.center)")
            #expect(animator.items(in: CGRect(x: 300, y: 300, width: 10, height: 10)).first === view)
            #expect(animator.items(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
        }
    }

    @Test func aCompositeBehaviorsActionRunsOncePerFrame() {
        final class Falling: UIDynamicBehavior {
            var frames = 0
            init(items: [UIDynamicItem]) {
                super.init()
                addChildBehavior(UIGravityBehavior(items: items))
                action = { [unowned self] in frames += 1 }
            }
        }
        withApp { _ in
            let window = makeWindow()
            let view = square(window, at: CGPoint(x: 100, y: 100))
            let animator = UIDynamicAnimator(referenceView: window)
            let falling = Falling(items: [view])
            animator.addBehavior(falling)
            #expect(falling.childBehaviors.first?.dynamicAnimator === animator)
            advance(0.5)
            #expect(falling.frames == 30)
            #expect(view.center.y > 200)
        }
    }

    @Test func theSameBehaviorsGiveTheSameMotionBitForBit() {
        func run() -> [CGFloat] {
            withApp { _ in
                let window = makeWindow()
                let first = square(window, at: CGPoint(x: 100, y: 100))
                let second = square(window, at: CGPoint(x: 160, y: 300), size: 60)
                let animator = UIDynamicAnimator(referenceView: window)
                animator.addBehavior(UIGravityBehavior(items: [first, second]))
                let collision = UICollisionBehavior(items: [first, second])
                collision.translatesReferenceBoundsIntoBoundary = true
                animator.addBehavior(collision)
                let material = UIDynamicItemBehavior(items: [first, second])
                material.elasticity = 0.6
                material.friction = 0.3
                animator.addBehavior(material)
                material.addAngularVelocity(3, for: first)
                var values: [CGFloat] = []
                for _ in 0..<60 {
                    advance(1.0 / 30)
                    values += [first.center.x, first.center.y, first.transform.b, second.center.x, second.center.y]
                }
                return values
            }
        }
        #expect(run() == run())
    }
}
