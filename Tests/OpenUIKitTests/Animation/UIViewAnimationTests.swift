@testable import OpenUIKit
import Testing

@MainActor
struct UIViewAnimationTests {
    /// A committed view in a window at x = 0 (centre 50, 50).
    private func makeView() -> UIView {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        return view
    }

    private func presentedCenter(_ view: UIView) -> CGPoint { view.layer.presentation()!.position }

    @Test func viewsDoNotAnimateOutsideBlocksButStandAloneLayersDo() {
        withApp { _ in
            let view = makeView()
            let sublayer = CALayer()
            view.layer.addSublayer(sublayer)
            CATransaction.flush()
            view.alpha = 0.5
            view.center = CGPoint(x: 200, y: 200)
            sublayer.opacity = 0.5
            CATransaction.flush()
            #expect(view.layer.animationKeys() == nil)
            #expect(sublayer.animationKeys() == ["opacity"])
        }
    }

    @Test func modelChangesAtOnceAndPresentationFollowsTheCurve() {
        withApp { _ in
            let view = makeView()
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                view.center = CGPoint(x: 250, y: 50)
            }
            #expect(view.center == CGPoint(x: 250, y: 50))
            #expect(view.frame.origin.x == 200)
            advance(0.25)
            #expect(near(presentedCenter(view).x, 50 + 200 * 0.25))
            advance(0.25)
            #expect(near(presentedCenter(view).x, 150))
            advance(0.5)
            #expect(view.layer.animationKeys() == nil)
            #expect(presentedCenter(view).x == 250)
        }
    }

    /// A block's animations read back as an app built them: numbers for alpha, points for
    /// position, and a copy keeps them (they are stored typed, made into objects when read).
    @Test func blockAnimationsReadBackTheirEndpointsAsObjects() throws {
        try withApp { _ in
            let view = makeView()
            UIView.animate(withDuration: 1) {
                view.alpha = 0.25
                view.center = CGPoint(x: 80, y: 90)
            }
            let fade = try #require(view.layer.animation(forKey: "opacity") as? CABasicAnimation)
            #expect((fade.fromValue as? NSNumber)?.doubleValue == 1)
            #expect((fade.toValue as? NSNumber)?.doubleValue == 0.25)
            #expect(fade.byValue == nil)
            // Position animates additively (as UIKit's blocks do since iOS 8): from the old value
            // minus the new one to zero.
            let move = try #require(view.layer.animation(forKey: "position") as? CABasicAnimation)
            #expect(move.isAdditive)
            #expect(move.fromValue as? CGPoint == CGPoint(x: -30, y: -40))
            #expect(move.toValue as? CGPoint == CGPoint(x: 0, y: 0))
            let copy = try #require(move.copy() as? CABasicAnimation)
            #expect(copy.fromValue as? CGPoint == CGPoint(x: -30, y: -40))
            #expect(copy.toValue as? CGPoint == CGPoint(x: 0, y: 0))
            // Replacing a value with an app's object is what the compiler then reads.
            copy.toValue = NSValue(cgPoint: CGPoint(x: 10, y: 20))
            #expect(copy.toValue as? NSValue == NSValue(cgPoint: CGPoint(x: 10, y: 20)))
        }
    }

    @Test func defaultCurveIsEaseInOut() {
        withApp { _ in
            let view = makeView()
            UIView.animate(withDuration: 2) { view.alpha = 0 }
            for (time, step) in [(0.5, 0.5), (1.0, 0.5), (1.5, 0.5)] {
                advance(step)
                let expected = 1 - easeInEaseOut(time / 2)
                #expect(near(CGFloat(view.layer.presentation()!.opacity), CGFloat(expected), 1e-6), "at \(time) s")
            }
        }
    }

    @Test func completionRunsOnceWithFinishedAfterTheLastAnimation() {
        withApp { _ in
            let view = makeView()
            var events: [String] = []
            UIView.animate(withDuration: 0.5, animations: {
                view.alpha = 0.2
                view.center.x += 10
            }, completion: { finished in events.append("done(\(finished)) @\(now())") })
            advance(1)
            // The last frame at or after 0.5 s (60 Hz frames from the epoch) delivers the end.
            #expect(events == ["done(true) @0.5"])
        }
    }

    @Test func removedAnimationsReportUnfinished() {
        withApp { _ in
            let view = makeView()
            var finished: [Bool] = []
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished.append($0) })
            advance(0.2)
            view.layer.removeAllAnimations()
            advance(0.1)
            #expect(finished == [false])
        }
    }

    @Test func anotherAnimationOfANonAdditivePropertyReplacesTheFirst() {
        withApp { _ in
            let view = makeView()
            var events: [String] = []
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { events.append("first(\($0))") })
            advance(0.5)
            UIView.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { events.append("second(\($0))") })
            advance(2)
            #expect(events == ["first(false)", "second(true)"])
        }
    }

    @Test func geometryAnimatesAdditivelyAndBothCompletionsFinish() {
        withApp { _ in
            let view = makeView()
            var events: [String] = []
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.center.x = 150
            }, completion: { events.append("first(\($0)) @\(now())") })
            advance(0.5)
            #expect(near(presentedCenter(view).x, 100))
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.center.x = 250
            }, completion: { events.append("second(\($0)) @\(now())") })
            CATransaction.flush()
            // No jump: the second animation starts from where the first had got to.
            #expect(near(presentedCenter(view).x, 100))
            #expect(view.layer.animationKeys() == ["position", "position-2"])
            advance(0.25)
            // first: 150 − 100·(1 − 0.75) = 125 relative part −25; second: −100·(1 − 0.25) = −75.
            #expect(near(presentedCenter(view).x, 250 - 25 - 75))
            advance(1)
            #expect(events == ["first(true) @1.0", "second(true) @1.5"])
        }
    }

    @Test func beginFromCurrentStateStartsANonAdditiveAnimationWhereItIs() {
        withApp { _ in
            let view = makeView()
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0 }
            advance(0.5)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState]) { view.alpha = 1 }
            CATransaction.flush()
            #expect(near(CGFloat(view.layer.presentation()!.opacity), 0.5))
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0.2 }
            CATransaction.flush()
            // Without the option the animation starts from the old model value (1), a jump.
            #expect(near(CGFloat(view.layer.presentation()!.opacity), 1))
        }
    }

    @Test func zeroDurationAppliesAtOnceAndCompletesOnTheNextTurn() {
        withApp { _ in
            let view = makeView()
            var events: [String] = []
            UIView.animate(withDuration: 0, animations: { view.alpha = 0.3 }, completion: { events.append("done(\($0)) @\(now())") })
            #expect(events.isEmpty)
            CATransaction.flush()
            #expect(view.layer.animationKeys() == nil)
            #expect(near(CGFloat(view.layer.presentation()!.opacity), 0.3))
            advance(1.0 / 60)
            #expect(events == ["done(true) @0.0167"])
        }
    }

    @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() {
        withApp { _ in
            let view = makeView(), other = makeView()
            var inherited = -1.0
            UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) {
                view.alpha = 0
                UIView.animate(withDuration: 0.5) {
                    inherited = UIView.inheritedAnimationDuration
                    other.alpha = 0
                }
                UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseIn]) {
                    other.center.x = 300
                }
            }
            #expect(inherited == 2)
            #expect(UIView.inheritedAnimationDuration == 0)
            let opacity = other.layer.animation(forKey: "opacity") as! CABasicAnimation
            #expect(opacity.duration == 2)
            #expect(opacity.timingFunction == CAMediaTimingFunction(name: .linear))
            let position = other.layer.animation(forKey: "position") as! CABasicAnimation
            #expect(position.duration == 0.5)
            #expect(position.timingFunction == CAMediaTimingFunction(name: .easeIn))
        }
    }

    @Test func delayHoldsTheStartValue() {
        withApp { _ in
            let view = makeView()
            var events: [String] = []
            UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: {
                view.center.x = 250
            }, completion: { events.append("done(\($0)) @\(now())") })
            advance(0.25)
            #expect(near(presentedCenter(view).x, 50))
            advance(0.75)
            #expect(near(presentedCenter(view).x, 150))
            advance(1)
            #expect(events == ["done(true) @1.5"])
        }
    }

    @Test func performWithoutAnimationInsideABlock() {
        withApp { _ in
            let view = makeView()
            UIView.animate(withDuration: 1) {
                view.alpha = 0.5
                UIView.performWithoutAnimation { view.center.x = 300 }
            }
            #expect(view.layer.animationKeys() == ["opacity"])
            UIView.setAnimationsEnabled(false)
            var finished: Bool?
            UIView.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { finished = $0 })
            UIView.setAnimationsEnabled(true)
            #expect(view.layer.animationKeys() == ["opacity"])
            advance(1.0 / 60)
            #expect(finished == true)
        }
    }

    @Test func repeatCountAndAutoreverse() {
        withApp { _ in
            let view = makeView()
            var completedAt: Double?
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { view.alpha = 0 }
            }, completion: { _ in completedAt = now() })
            advance(0.5)
            #expect(near(CGFloat(view.layer.presentation()!.opacity), 0.5))
            advance(1.0)
            // Forward, back, forward: at 1.5 s it is half way back up.
            #expect(near(CGFloat(view.layer.presentation()!.opacity), 0.5))
            advance(0.25)
            #expect(near(CGFloat(view.layer.presentation()!.opacity), 0.75))
            advance(3)
            // Two repeats of (forward + back): 4 s in all.
            #expect(completedAt == 4)
            let repeating = makeView()
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse]) { repeating.alpha = 0 }
            advance(100)
            #expect(repeating.layer.animationKeys() == ["opacity"])
        }
    }

    /// UIKit's measured rule (docs/porting.md, "usingSpringWithDamping"): mass 1, and the
    /// frequency at which the envelope has decayed to 0.001 of the distance at the duration.
    /// The expected positions come from the closed-form motion written out here.
    @Test(arguments: [(0.5, 0.5), (0.8, 0.5), (0.3, 0.2), (1.0, 0.7), (0.5, 1.0), (1.2, 1.0)])
    func dampingRatioSpringFollowsUIKitsEnvelopeRule(duration: Double, ratio: Double) {
        withApp { _ in
            let view = makeView()
            let start = presentedCenter(view).x, distance = 100.0
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: CGFloat(ratio), initialSpringVelocity: 0, options: []) {
                view.center.x += CGFloat(distance)
            }
            let omega = ratio < 1 ? log(1000 * ratio / (1 - ratio * ratio).squareRoot()) / (ratio * duration) : 9.23341 / duration
            func expected(_ t: Double) -> Double {
                if ratio >= 1 { return distance * (1 - (1 + omega * t) * exp(-omega * t)) }
                let damped = omega * (1 - ratio * ratio).squareRoot()
                let envelope = exp(-ratio * omega * t)
                return distance * (1 - envelope * (cos(damped * t) + ratio * omega / damped * sin(damped * t)))
            }
            var maximum = 0.0
            let frames = Int((duration * 60).rounded(.down))
            for frame in 1..<frames {
                advance(1.0 / 60)
                let t = Double(frame) / 60
                let shown = Double(presentedCenter(view).x - start)
                maximum = max(maximum, shown)
                #expect(abs(shown - expected(t)) < 0.01, "at \(t) s: \(shown) points, UIKit's rule gives \(expected(t))")
            }
            if ratio < 0.8 { #expect(maximum > distance + 1, "an under-damped spring overshoots (\(maximum))") }
            if ratio >= 1 { #expect(maximum <= distance + 1e-9, "a critically damped spring never overshoots") }
            advance(1)
            #expect(view.layer.animationKeys() == nil && presentedCenter(view).x == start + CGFloat(distance))
        }
    }

    @Test func theEnvelopeRuleLeavesAThousandthOfTheDistanceAtTheDuration() {
        let critical = SpringParameters.envelope(duration: 0.5, dampingRatio: 1)
        let omega = Double(critical.stiffness).squareRoot() * 0.5
        #expect(abs((1 + omega) * exp(-omega) - 0.001) < 1e-6, "critically damped: (1 + ωD)·e^(−ωD) = 0.001 at ωD = \(omega)")
        let under = SpringParameters.envelope(duration: 0.4, dampingRatio: 0.3)
        let decay = Double(under.damping) / 2 * 0.4
        #expect(abs(0.3 / (1 - 0.09).squareRoot() * exp(-decay) - 0.001) < 1e-9, "under-damped: (ζ/√(1 − ζ²))·e^(−ζωD) = 0.001")
        // Bad input gets a usable spring, never NaN.
        for (duration, ratio) in [(Double.nan, 0.5), (0, 0.5), (1e30, 0.5), (0.5, CGFloat.nan), (0.5, -3)] {
            let spring = SpringParameters.envelope(duration: duration, dampingRatio: ratio)
            #expect(spring.stiffness.isFinite && spring.stiffness > 0 && spring.damping.isFinite && spring.damping > 0)
        }
        for velocity in [CGFloat.nan, .infinity, 1e30, -1e30, 50, -50] {
            let spring = SpringParameters.envelope(duration: 0.5, dampingRatio: 0.6, initialVelocity: velocity)
            #expect(spring.stiffness.isFinite && spring.stiffness > 0 && spring.damping.isFinite && spring.damping > 0)
        }
    }

    /// The stiffness UIKit's own `CASpringAnimation` has, as measured on real UIKit and
    /// published (docs/porting.md, "usingSpringWithDamping"): ζ = 0.5 over 1 s at rest, and a
    /// critically damped 1 s spring at rest and with a velocity of 1 — the velocity moves ω.
    @Test(arguments: [(0.5, 1.0, 0.0, 161.7195), (1.0, 1.0, 0.0, 85.256), (1.0, 1.0, 1.0, 83.138)])
    func dampingRatioSpringsHaveUIKitsMeasuredStiffness(ratio: Double, duration: Double, velocity: Double, stiffness: Double) {
        let spring = SpringParameters.envelope(duration: duration, dampingRatio: CGFloat(ratio), initialVelocity: CGFloat(velocity))
        #expect(abs(Double(spring.stiffness) - stiffness) < 0.002, "stiffness \(spring.stiffness), UIKit's \(stiffness)")
        #expect(abs(Double(spring.damping) - 2 * ratio * stiffness.squareRoot()) < 0.001, "the damping ratio is kept")
    }

    /// With a velocity, ω is where the under-damped envelope |(ζω − v)/ω_d|·e^(−ζωD) reaches a
    /// thousandth of the distance (the largest such ω).
    @Test(arguments: [(0.5, 0.5, 2.0), (0.7, 1.2, -3.0), (0.3, 0.8, 8.0)])
    func anUnderDampedSpringsVelocityMovesItsFrequency(ratio: Double, duration: Double, velocity: Double) {
        let spring = SpringParameters.envelope(duration: duration, dampingRatio: CGFloat(ratio), initialVelocity: CGFloat(velocity))
        let omega = Double(spring.stiffness).squareRoot()
        let envelope = abs(ratio * omega - velocity) / (omega * (1 - ratio * ratio).squareRoot()) * exp(-ratio * omega * duration)
        #expect(abs(envelope - 0.001) < 1e-7, "envelope \(envelope) at the duration")
        let atRest = Double(SpringParameters.envelope(duration: duration, dampingRatio: CGFloat(ratio)).stiffness).squareRoot()
        #expect(abs(omega - atRest) > 1e-3, "the velocity changes ω (\(omega) vs \(atRest) at rest)")
    }

    @Test func perceptualSpringUsesSwiftUIsMapping() {
        let spring = SpringParameters.perceptual(duration: 0.5, bounce: 0.2)
        let stiffness: CGFloat = pow(2 * .pi / 0.5, 2), damping: CGFloat = 4 * .pi * 0.8 / 0.5, overdampedDamping: CGFloat = 4 * .pi / 0.5
        #expect(near(spring.stiffness, stiffness))
        #expect(near(spring.damping, damping))
        let overdamped = SpringParameters.perceptual(duration: 1, bounce: -0.5)
        #expect(near(overdamped.damping, overdampedDamping))
    }

    @Test func layoutSubviewsOptionAnimatesFramesSetInLayout() {
        withApp { _ in
            final class Container: UIView {
                let child = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(child)
                }
                required init?(coder: NSCoder) { nil }
                override func layoutSubviews() { child.frame = bounds.insetBy(dx: 10, dy: 10) }
            }
            let window = makeWindow()
            let container = Container(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(container)
            CATransaction.flush()
            UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear]) {
                container.bounds.size = CGSize(width: 200, height: 200)
            }
            #expect(container.child.layer.animationKeys()?.isEmpty == false)
            advance(0.5)
            #expect(near(container.child.layer.presentation()!.bounds.width, 130))
        }
    }

    /// A view's layer of the app's own class that answers actions itself: it is asked for every
    /// change, outside animation blocks too, and what it answers runs.
    @Test func aLayerSubclassOfAViewIsAskedForItsActionsOutsideBlocks() {
        final class AskingLayer: CALayer, CALayerInstantiable {
            var asked: [String] = []
            override func action(forKey event: String) -> (any CAAction)? {
                asked.append(event)
                if event == "opacity" {
                    let fade = CABasicAnimation(keyPath: "opacity")
                    fade.duration = 1
                    return fade
                }
                return super.action(forKey: event)
            }
        }
        final class AskingView: UIView {
            override class var layerClass: AnyClass { AskingLayer.self }
        }
        withApp { _ in
            let window = makeWindow()
            let view = AskingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            CATransaction.flush()
            let layer = view.layer as! AskingLayer
            layer.asked = []
            view.alpha = 0.5
            view.center = CGPoint(x: 80, y: 90)
            #expect(layer.asked == ["opacity", "position"])
            CATransaction.flush()
            #expect(layer.animationKeys() == ["opacity"])
        }
    }

    /// An app's view may override `action(for:forKey:)` (a common way to animate `shadowPath`
    /// with the view): it is asked for every change of its layer, outside blocks too, and its
    /// answer is used; `super` answers the other keys as UIView does.
    @Test func aViewOverridingItsActionsIsAskedOutsideBlocks() {
        final class ShadowView: UIView {
            var asked: [String] = []
            override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
                asked.append(event)
                guard event == "shadowPath" else { return super.action(for: layer, forKey: event) }
                let animation = CABasicAnimation(keyPath: event)
                animation.duration = 0.5
                return animation
            }
        }
        withApp { _ in
            let window = makeWindow()
            let view = ShadowView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            CATransaction.flush()
            view.asked = []
            view.alpha = 0.5
            view.layer.shadowPath = CGPath(rect: view.bounds, transform: nil)
            #expect(view.asked == ["opacity", "shadowPath"])
            CATransaction.flush()
            #expect(view.layer.animationKeys() == ["shadowPath"])
        }
    }

    /// An override that answers `NSNull` keeps that key still inside an animation block, while
    /// the block's other changes animate.
    @Test func aViewAnsweringNoActionKeepsAKeyStillInsideABlock() {
        final class PinnedView: UIView {
            override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
                event == "position" ? NSNull() : super.action(for: layer, forKey: event)
            }
        }
        withApp { _ in
            let window = makeWindow()
            let view = PinnedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            CATransaction.flush()
            UIView.animate(withDuration: 1) {
                view.center = CGPoint(x: 200, y: 200)
                view.alpha = 0.5
            }
            #expect(view.layer.animationKeys() == ["opacity"])
            #expect(view.layer.position == CGPoint(x: 200, y: 200))
        }
    }

    /// Once a block has closed, changes of a plain view no longer animate (the engine settles
    /// them without asking the view).
    @Test func changesAfterABlockClosesDoNotAnimate() {
        withApp { _ in
            let view = makeView()
            UIView.animate(withDuration: 1) { view.alpha = 0.5 }
            #expect(view.layer.animationKeys() == ["opacity"])
            view.center = CGPoint(x: 200, y: 200)
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.transform = CGAffineTransform(scaleX: 2, y: 2) }
            }
            view.layer.cornerRadius = 4
            CATransaction.flush()
            #expect(Set(view.layer.animationKeys() ?? []) == ["opacity", "transform"])
        }
    }

    /// An action an app asks a view for inside a block and keeps stays the action for that
    /// property, whatever the block changes next (the block reuses an action object only when
    /// nobody else holds it). Run later, it animates its own property from the value it saw.
    @Test func aKeptActionStaysTheActionOfItsProperty() throws {
        try withApp { _ in
            let view = makeView()
            var kept: (any CAAction)?
            UIView.animate(withDuration: 1) {
                kept = view.action(for: view.layer, forKey: "position")
                view.alpha = 0.5
            }
            #expect(view.layer.animationKeys() == ["opacity"])
            view.center = CGPoint(x: 150, y: 50)
            try #require(kept).run(forKey: "position", object: view.layer, arguments: nil)
            #expect(Set(view.layer.animationKeys() ?? []) == ["opacity", "position"])
            let slide = try #require(view.layer.animation(forKey: "position") as? CABasicAnimation)
            // Additive, from the old centre's offset to none: (50, 50) − (150, 50).
            #expect((slide.fromValue as? CGPoint) == CGPoint(x: -100, y: 0))
        }
    }

    /// A block's animation, copied and given another key path by the app, animates that key
    /// path (the engine's note of the property it was made for goes with the old key path).
    @Test func aCopiedBlockAnimationWithANewKeyPathAnimatesIt() throws {
        try withApp { _ in
            let view = makeView()
            UIView.animate(withDuration: 1) { view.alpha = 0.5 }
            let fade = try #require(view.layer.animation(forKey: "opacity")?.copy() as? CABasicAnimation)
            fade.keyPath = "cornerRadius"
            fade.fromValue = CGFloat(0)
            fade.toValue = CGFloat(20)
            fade.timingFunction = CAMediaTimingFunction(name: .linear)
            view.layer.removeAllAnimations()
            view.layer.add(fade, forKey: "corner")
            CATransaction.flush()
            advance(0.5)
            let presentation = try #require(view.layer.presentation())
            #expect(near(presentation.cornerRadius, 10))
            #expect(presentation.opacity == 0.5)
        }
    }
}
