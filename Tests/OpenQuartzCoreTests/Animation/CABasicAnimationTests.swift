@testable import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing

@MainActor
struct CABasicAnimationTests {
    /// Adds a linear one-second cornerRadius animation to a layer whose model radius is 10 and
    /// returns the presentation radius at the given times.
    private func cornerRadius(from: Any?, to: Any?, by: Any?, at times: [Double]) -> [CGFloat] {
        withEngine { _ in
            let layer = makeCommittedLayer()
            CATransaction.setDisableActions(true)
            layer.cornerRadius = 10
            let animation = CABasicAnimation(keyPath: "cornerRadius")
            animation.fromValue = from
            animation.toValue = to
            animation.byValue = by
            animation.duration = 1
            layer.add(animation, forKey: "radius")
            var elapsed = 0.0
            return times.map { time in
                advance(time - elapsed)
                elapsed = time
                return layer.presentation()!.cornerRadius
            }
        }
    }

    @Test func fromToByCombinations() {
        #expect(cornerRadius(from: 0, to: 100, by: nil, at: [0.25]) == [25])
        #expect(cornerRadius(from: 20, to: nil, by: 40, at: [0.5]) == [40])
        #expect(cornerRadius(from: nil, to: 100, by: 40, at: [0.5]) == [80])
        #expect(cornerRadius(from: 0, to: nil, by: nil, at: [0.5]) == [5])
        #expect(cornerRadius(from: nil, to: 30, by: nil, at: [0.5]) == [20])
        #expect(cornerRadius(from: nil, to: nil, by: 4, at: [0.5]) == [12])
        #expect(cornerRadius(from: nil, to: nil, by: nil, at: [0.5]) == [10])
        // After the end the animation is removed and the model value shows again.
        #expect(cornerRadius(from: 0, to: 100, by: nil, at: [0.5, 1.5]) == [50, 10])
    }

    /// Rectangles with negative sizes are deltas, not boxes: an additive bounds animation that
    /// shrinks a layer interpolates the signed size (`CGRect.width` is always positive).
    @Test func additiveBoundsAnimationKeepsNegativeSizes() {
        withEngine { _ in
            let layer = makeCommittedLayer(bounds: CGRect(x: 0, y: 0, width: 180, height: 180))
            let animation = CABasicAnimation(keyPath: "bounds")
            animation.fromValue = CGRect(x: 0, y: 0, width: -100, height: -50)
            animation.toValue = CGRect.zero
            animation.isAdditive = true
            animation.duration = 1
            layer.add(animation, forKey: "bounds")
            advance(0.5)
            #expect(layer.presentation()!.bounds.size == CGSize(width: 130, height: 155))
        }
    }

    @Test func numbersOfEveryTypeAreAccepted() {
        #expect(cornerRadius(from: Float(0), to: CGFloat(100), by: nil, at: [0.5]) == [50])
        #expect(cornerRadius(from: NSNumber(value: 0), to: Int(100), by: nil, at: [0.5]) == [50])
    }

    @Test func delegateStartAndStopTimes() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            let delegate = RecordingDelegate()
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.toValue = 0
            animation.duration = 0.5
            animation.delegate = delegate
            layer.add(animation, forKey: nil)
            #expect(layer.animationKeys() == nil)
            advance(1)
            #expect(delegate.events == ["anim start @0.0167", "anim stop(true) @0.5000"])
        }
    }

    @Test func additiveAnimationsAddToTheModelValue() {
        withEngine { _ in
            let layer = makeCommittedLayer(position: CGPoint(x: 100, y: 40))
            let animation = CABasicAnimation(keyPath: "position.x")
            animation.fromValue = -50
            animation.toValue = 0
            animation.duration = 1
            animation.isAdditive = true
            layer.add(animation, forKey: nil)
            advance(0.5)
            #expect(approximatelyEqual(layer.presentation()!.position, CGPoint(x: 75, y: 40), tolerance: 1e-9))
        }
    }

    @Test func cumulativeRepeatsBuildOnEachOther() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            let animation = CABasicAnimation(keyPath: "position.x")
            animation.fromValue = 0
            animation.toValue = 10
            animation.duration = 1
            animation.repeatCount = 3
            animation.isCumulative = true
            layer.add(animation, forKey: nil)
            advance(2.5)
            #expect(abs(layer.presentation()!.position.x - 25) < 1e-9)
        }
    }

    @Test func fillModesAndRemovalOnCompletion() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            let kept = CABasicAnimation(keyPath: "position.y")
            kept.fromValue = 0
            kept.toValue = 300
            kept.duration = 0.5
            kept.fillMode = .forwards
            kept.isRemovedOnCompletion = false
            layer.add(kept, forKey: "kept")
            advance(2)
            #expect(layer.presentation()!.position.y == 300)
            #expect(layer.position.y == 0)
            #expect(layer.animationKeys() == ["kept"])

            // A delayed animation with fill backwards shows its start value before it begins.
            let delayed = CABasicAnimation(keyPath: "opacity")
            delayed.fromValue = 0.2
            delayed.toValue = 0.6
            delayed.duration = 1
            delayed.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 0.5
            delayed.fillMode = .backwards
            layer.add(delayed, forKey: "delayed")
            advance(0.25)
            #expect(abs(layer.presentation()!.opacity - 0.2) < 1e-6)
            advance(0.75)
            #expect(abs(layer.presentation()!.opacity - 0.4) < 1e-6)
        }
    }

    @Test func replacingOrRemovingAnimationsReportsUnfinished() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            let first = RecordingDelegate("first"), second = RecordingDelegate("second"), third = RecordingDelegate("third")
            @MainActor func move(_ delegate: RecordingDelegate) -> CABasicAnimation {
                let animation = CABasicAnimation(keyPath: "position.x")
                animation.toValue = 100
                animation.duration = 1
                animation.delegate = delegate
                return animation
            }
            layer.add(move(first), forKey: "move")
            advance(0.25)
            layer.add(move(second), forKey: "move")
            layer.add(move(third), forKey: "other")
            advance(0.25)
            #expect(first.events == ["first start @0.0167", "first stop(false) @0.2667"])
            layer.removeAllAnimations()
            #expect(layer.animationKeys() == nil)
            advance(1.0 / 60)
            #expect(second.events.last == "second stop(false) @0.5167")
            #expect(third.events.last == "third stop(false) @0.5167")
        }
    }

    @Test func keyPathComponents() {
        withEngine { _ in
            let layer = makeCommittedLayer(position: CGPoint(x: 5, y: 7))
            let x = CABasicAnimation(keyPath: "position.x")
            x.fromValue = 0
            x.toValue = 100
            x.duration = 1
            layer.add(x, forKey: "x")
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = 2 * Double.pi
            spin.duration = 1
            layer.add(spin, forKey: "spin")
            let width = CABasicAnimation(keyPath: "bounds.size.width")
            width.toValue = 300
            width.duration = 1
            layer.add(width, forKey: "width")
            advance(0.5)
            let presentation = layer.presentation()!
            #expect(approximatelyEqual(presentation.position, CGPoint(x: 50, y: 7)))
            // A key-path rotation of 2π passes through π half-way (a matrix animation would not move).
            #expect(approximatelyEqual(presentation.transform, CATransform3DMakeRotation(.pi, 0, 0, 1), tolerance: 1e-9))
            #expect(presentation.bounds.width == 200 && presentation.bounds.height == 100)
        }
    }

    @Test func scaleKeyPathAndValueFunction() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            let scale = CABasicAnimation(keyPath: "transform.scale")
            scale.fromValue = 1
            scale.toValue = 3
            scale.duration = 1
            layer.add(scale, forKey: "scale")
            advance(0.5)
            #expect(approximatelyEqual(layer.presentation()!.transform, CATransform3DMakeScale(2, 2, 2)))
            layer.removeAllAnimations()

            let turn = CABasicAnimation(keyPath: "transform")
            turn.valueFunction = CAValueFunction(name: .rotateZ)
            turn.fromValue = 0
            turn.toValue = 2 * Double.pi
            turn.duration = 1
            layer.add(turn, forKey: "turn")
            advance(0.25)
            #expect(approximatelyEqual(layer.presentation()!.transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), tolerance: 1e-9))
        }
    }

    @Test func wholeMatrixAnimationToAFullTurnDoesNotMove() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            let animation = CABasicAnimation(keyPath: "transform")
            animation.toValue = CATransform3DMakeRotation(2 * .pi, 0, 0, 1)
            animation.duration = 1
            layer.add(animation, forKey: nil)
            advance(0.5)
            #expect(approximatelyEqual(layer.presentation()!.transform, CATransform3DIdentity, tolerance: 1e-9))
        }
    }

    @Test func colorsInterpolateInPremultipliedSpace() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            let animation = CABasicAnimation(keyPath: "backgroundColor")
            animation.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            animation.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 0)
            animation.duration = 1
            layer.add(animation, forKey: nil)
            advance(0.5)
            let color = layer.presentation()!.backgroundColor!.rgbaComponents
            #expect(abs(color.red - 1) < 1e-9 && abs(color.blue) < 1e-9 && abs(color.alpha - 0.5) < 1e-9)
        }
    }

    @Test func presentationValuesStayBetweenFromAndToForCurvesThatDoNotOvershoot() {
        for (index, points) in [(0.42, 0.0, 0.58, 1.0), (0.0, 0.0, 0.58, 1.0), (0.9, 0.05, 0.1, 0.95), (0.3, 0.9, 0.7, 0.1)].enumerated() {
            withEngine { _ in
                let layer = makeCommittedLayer()
                let animation = CABasicAnimation(keyPath: "position.x")
                animation.fromValue = -40
                animation.toValue = 160
                animation.duration = 1
                animation.timingFunction = CAMediaTimingFunction(controlPoints: Float(points.0), Float(points.1), Float(points.2), Float(points.3))
                layer.add(animation, forKey: nil)
                for _ in 0..<59 {
                    advance(1.0 / 60)
                    let x = layer.presentation()!.position.x
                    #expect(x >= -40 - 1e-9 && x <= 160 + 1e-9, "curve \(index): \(x)")
                }
            }
        }
    }
}
