@testable import OpenQuartzCore
import Foundation
@testable import OpenUIKit
import Testing

/// Snaps, attachments, collisions and materials: where the items go and what the collision
/// delegate hears.
@MainActor
struct DynamicBehaviorTests {
    func square(_ window: UIWindow, at center: CGPoint, size: CGFloat = 100) -> UIView {
        let view = UIView(frame: CGRect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size))
        window.addSubview(view)
        return view
    }

    @Test func aSnapBringsTheItemToItsPointUprightAndSettles() throws {
        try withApp { _ in
            let window = makeWindow()
            let view = square(window, at: CGPoint(x: 100, y: 100))
            view.transform = CGAffineTransform(rotationAngle: 0.5)
            let animator = UIDynamicAnimator(referenceView: window)
            let snap = UISnapBehavior(item: view, snapTo: CGPoint(x: 250, y: 500))
            animator.addBehavior(snap)
            var overshoot: CGFloat = 0
            for _ in 0..<30 {
                advance(1.0 / 60)
                overshoot = max(overshoot, view.center.x - 250)
            }
            // Damping 0.5 overshoots a little, then settles.
            #expect(overshoot > 1 && overshoot < 40, "\(overshoot)")
            try #require(RunLoopDriver.shared.runUntilIdle(timeout: 5).isEmpty)
            #expect(near(view.center, CGPoint(x: 250, y: 500), 0.5), "\(view.center)")
            #expect(abs(atan2(view.transform.b, view.transform.a)) < 0.01)
            #expect(animator.elapsedTime < 2, "\(animator.elapsedTime)")
            // Full damping does not overshoot.
            snap.damping = 1
            snap.snapPoint = CGPoint(x: 100, y: 500)
            var furthest: CGFloat = .infinity
            for _ in 0..<60 {
                advance(1.0 / 60)
                furthest = min(furthest, view.center.x)
            }
            #expect(furthest >= 100 - 0.5, "\(furthest)")
        }
    }

    @Test func aRigidAttachmentKeepsItsLengthWhileTheItemSwings() {
        withApp { _ in
            let window = makeWindow()
            let view = square(window, at: CGPoint(x: 300, y: 200), size: 40)
            let animator = UIDynamicAnimator(referenceView: window)
            let anchor = CGPoint(x: 200, y: 200)
            let attachment = UIAttachmentBehavior(item: view, attachedToAnchor: anchor)
            #expect(attachment.length == 100)
            #expect(attachment.attachedBehaviorType == .anchor)
            animator.addBehavior(attachment)
            animator.addBehavior(UIGravityBehavior(items: [view]))
            var lowest: CGFloat = 0
            for _ in 0..<60 {
                advance(1.0 / 60)
                let distance = hypot(view.center.x - anchor.x, view.center.y - anchor.y)
                #expect(near(distance, 100, 1), "\(distance)")
                lowest = max(lowest, view.center.y)
            }
            // It swung through the bottom of the circle.
            #expect(lowest > 295, "\(lowest)")
        }
    }

    @Test func aSpringAttachmentPullsTheItemToItsLength() throws {
        try withApp { _ in
            let window = makeWindow()
            let view = square(window, at: CGPoint(x: 100, y: 400), size: 40)
            let animator = UIDynamicAnimator(referenceView: window)
            let attachment = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 100, y: 100))
            attachment.length = 50
            attachment.frequency = 2
            attachment.damping = 1
            animator.addBehavior(attachment)
            try #require(RunLoopDriver.shared.runUntilIdle(timeout: 10).isEmpty)
            #expect(near(view.center, CGPoint(x: 100, y: 150), 0.5), "\(view.center)")
            // Dragging the anchor drags the item: the usual pan-to-throw pattern.
            attachment.anchorPoint = CGPoint(x: 200, y: 100)
            try #require(RunLoopDriver.shared.runUntilIdle(timeout: 10).isEmpty)
            #expect(near(hypot(view.center.x - 200, view.center.y - 100), 50, 0.5), "\(view.center)")
        }
    }

    @Test func anAttachmentBetweenTwoItemsMovesBoth() {
        withApp { _ in
            let window = makeWindow()
            let first = square(window, at: CGPoint(x: 100, y: 300), size: 50)
            let second = square(window, at: CGPoint(x: 250, y: 300), size: 50)
            let animator = UIDynamicAnimator(referenceView: window)
            let attachment = UIAttachmentBehavior(item: first, attachedTo: second)
            #expect(attachment.attachedBehaviorType == .items)
            animator.addBehavior(attachment)
            let push = UIPushBehavior(items: [first], mode: .instantaneous)
            push.pushDirection = CGVector(dx: -0.25, dy: 0)
            animator.addBehavior(push)
            advance(0.5)
            // The rod pulls the second along: both moved left and stayed 150 apart.
            #expect(first.center.x < 100 && second.center.x < 250, "\(first.center) \(second.center)")
            #expect(near(hypot(first.center.x - second.center.x, first.center.y - second.center.y), 150, 1))
            #expect(near(attachment.anchorPoint, first.center, 1e-6))
        }
    }

    @Test func anOffCentreAttachmentTurnsTheItemUnlessRotationIsOff() {
        withApp { _ in
            let window = makeWindow()
            let turning = square(window, at: CGPoint(x: 100, y: 300))
            let fixed = square(window, at: CGPoint(x: 300, y: 300))
            let animator = UIDynamicAnimator(referenceView: window)
            for view in [turning, fixed] {
                let offset = UIOffset(horizontal: 40, vertical: -40)
                animator.addBehavior(UIAttachmentBehavior(item: view, offsetFromCenter: offset, attachedToAnchor: CGPoint(x: view.center.x + 40, y: view.center.y - 40)))
            }
            animator.addBehavior(UIGravityBehavior(items: [turning, fixed]))
            let noRotation = UIDynamicItemBehavior(items: [fixed])
            noRotation.allowsRotation = false
            animator.addBehavior(noRotation)
            advance(0.3)
            #expect(abs(atan2(turning.transform.b, turning.transform.a)) > 0.1, "\(turning.transform)")
            #expect(fixed.transform == .identity)
        }
    }

    final class ContactLog: UICollisionBehaviorDelegate {
        var events: [String] = []
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
            events.append("began \((item as? UIView)?.tag ?? -1) \(identifier.map { "\($0)" } ?? "bounds")")
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?) {
            events.append("ended \((item as? UIView)?.tag ?? -1) \(identifier.map { "\($0)" } ?? "bounds")")
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint) {
            events.append("began \((item1 as? UIView)?.tag ?? -1)–\((item2 as? UIView)?.tag ?? -1)")
        }
    }

    @Test func anElasticItemBouncesOffANamedBoundaryAndTheDelegateHearsIt() {
        withApp { _ in
            let window = makeWindow()
            let view = square(window, at: CGPoint(x: 150, y: 100), size: 50)
            view.tag = 1
            let animator = UIDynamicAnimator(referenceView: window)
            animator.addBehavior(UIGravityBehavior(items: [view]))
            let collision = UICollisionBehavior(items: [view])
            collision.addBoundary(withIdentifier: "shelf" as NSCopying, from: CGPoint(x: 0, y: 400), to: CGPoint(x: 400, y: 400))
            #expect(collision.boundaryIdentifiers?.count == 1)
            let log = ContactLog()
            collision.collisionDelegate = log
            animator.addBehavior(collision)
            let material = UIDynamicItemBehavior(items: [view])
            material.elasticity = 0.8
            animator.addBehavior(material)
            var lowest: CGFloat = 0
            var bouncedUp = false
            for _ in 0..<90 {
                advance(1.0 / 60)
                lowest = max(lowest, view.frame.maxY)
                if material.linearVelocity(for: view).y < -300 { bouncedUp = true }
            }
            #expect(lowest <= 400.5, "\(lowest)")
            #expect(bouncedUp)
            #expect(log.events.prefix(2) == ["began 1 shelf", "ended 1 shelf"], "\(log.events)")
            // Without the boundary the item falls through.
            collision.removeBoundary(withIdentifier: "shelf" as NSCopying)
            #expect(collision.boundaryIdentifiers == nil)
            advance(1)
            #expect(view.frame.minY > 400)
        }
    }

    @Test func anAnchoredItemStopsAnotherWithoutMoving() {
        withApp { _ in
            let window = makeWindow()
            let falling = square(window, at: CGPoint(x: 150, y: 100), size: 50)
            falling.tag = 1
            let floor = UIView(frame: CGRect(x: 50, y: 500, width: 300, height: 20))
            floor.tag = 2
            window.addSubview(floor)
            let animator = UIDynamicAnimator(referenceView: window)
            animator.addBehavior(UIGravityBehavior(items: [falling, floor]))
            let collision = UICollisionBehavior(items: [falling, floor])
            let log = ContactLog()
            collision.collisionDelegate = log
            animator.addBehavior(collision)
            let anchored = UIDynamicItemBehavior(items: [floor])
            anchored.isAnchored = true
            animator.addBehavior(anchored)
            #expect(RunLoopDriver.shared.runUntilIdle(timeout: 10).isEmpty)
            #expect(floor.frame == CGRect(x: 50, y: 500, width: 300, height: 20))
            #expect(near(falling.frame.maxY, 500, 0.5), "\(falling.frame)")
            #expect(log.events.first == "began 1–2", "\(log.events)")
        }
    }

    @Test func unusableNumbersAreReportedAndLeaveTheItemsFinite() {
        withApp { capture in
            let window = makeWindow()
            let view = square(window, at: CGPoint(x: 100, y: 100))
            let animator = UIDynamicAnimator(referenceView: window)
            let gravity = UIGravityBehavior(items: [view])
            gravity.magnitude = .nan
            gravity.gravityDirection = CGVector(dx: 0, dy: CGFloat.infinity)
            animator.addBehavior(gravity)
            let snap = UISnapBehavior(item: view, snapTo: CGPoint(x: CGFloat.infinity, y: 0))
            snap.damping = .nan
            animator.addBehavior(snap)
            let item = UIDynamicItemBehavior(items: [view])
            item.density = -CGFloat.infinity
            animator.addBehavior(item)
            item.addLinearVelocity(CGPoint(x: 1e30, y: .nan), for: view)
            let attachment = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 0, y: CGFloat.nan))
            attachment.length = .infinity
            animator.addBehavior(attachment)
            advance(1)
            #expect(view.center.x.isFinite && view.center.y.isFinite, "\(view.center)")
            #expect(view.transform.a.isFinite && view.transform.b.isFinite)
            let reports = capture.records(withCode: .dynamicsMisuse)
            #expect(reports.count == 8, "\(reports.map(\.message))")
            #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
        }
    }
}
