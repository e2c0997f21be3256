import Foundation
@testable import OpenUIKit
import Testing

// Behaviour source [R] — Animation, timing, controls and dynamics
//   Rule: Motion effects never move anything on screen
//   Value: device never tilts
//   Source: Platform: there is no accelerometer.
/// Parallax motion effects: the interpolation UIKit documents (minimum at full tilt one way,
/// maximum the other), groups, and views keeping their effects; nothing moves on screen, since
/// the simulated device never tilts [R].
@MainActor
struct UIMotionEffectTests {
    @Test func anInterpolatingEffectMovesFromItsMinimumToItsMaximumAcrossTheTilt() {
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -20
        horizontal.maximumRelativeValue = 20
        #expect(horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: -1, vertical: 0))?["center.x"] as? CGFloat == -20)
        #expect(horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 1))?["center.x"] as? CGFloat == 0)
        #expect(horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: 0))?["center.x"] as? CGFloat == 10)
        // Past full tilt the value stays at the end.
        #expect(horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 3, vertical: 0))?["center.x"] as? CGFloat == 20)
        #expect(horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: .nan, vertical: 0)) == nil)

        let shadow = UIInterpolatingMotionEffect(keyPath: "layer.shadowOffset", type: .tiltAlongVerticalAxis)
        shadow.minimumRelativeValue = CGSize(width: 0, height: -10)
        shadow.maximumRelativeValue = CGSize(width: 0, height: 10)
        #expect(shadow.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 0.5))?["layer.shadowOffset"] as? CGSize == CGSize(width: 0, height: 5))
        shadow.maximumRelativeValue = 3
        #expect(shadow.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 0.5)) == nil, "values of different kinds")
    }

    @Test func aGroupCombinesItsEffectsAndViewsKeepThemWithoutMoving() {
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -10
        horizontal.maximumRelativeValue = 10
        let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        vertical.minimumRelativeValue = -10
        vertical.maximumRelativeValue = 10
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal, vertical]
        let values = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: -1))
        #expect(values?["center.x"] as? CGFloat == 10)
        #expect(values?["center.y"] as? CGFloat == -10)

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addMotionEffect(group)
        view.addMotionEffect(group)
        #expect(view.motionEffects.count == 1)
        #expect(view.center == CGPoint(x: 50, y: 50))
        view.removeMotionEffect(group)
        #expect(view.motionEffects.isEmpty)
        let copy = horizontal.copy() as? UIInterpolatingMotionEffect
        #expect(copy?.keyPath == "center.x" && copy?.maximumRelativeValue as? Int == 10)
    }
}
