@testable import OpenQuartzCore
import Testing

/// Custom animatable properties, Core Animation's idiom for drawing that animates: a layer
/// subclass keeps a property in its key-value storage (`@NSManaged` on iOS), says the key needs
/// display, and draws from it. Animating the key shows in the presentation layer and redraws the
/// layer for every frame from its presentation values; setting it looks up the key's action.
@MainActor
struct CustomAnimatablePropertyTests {
    /// A bar filled to `progress` of its width, red on white; records each drawing's progress.
    final class ProgressLayer: CALayer, CALayerInstantiable {
        nonisolated(unsafe) static var drawnProgress: [CGFloat] = []
        /// An action for "progress" when set (a layer subclass's usual way to animate its key).
        nonisolated(unsafe) static var animatesProgress = false

        var progress: CGFloat {
            get { (value(forKey: "progress") as? CGFloat) ?? 0 }
            set { setValue(newValue, forKey: "progress") }
        }

        override class func needsDisplay(forKey key: String) -> Bool {
            key == "progress" || super.needsDisplay(forKey: key)
        }

        override func action(forKey event: String) -> (any CAAction)? {
            if event == "progress", Self.animatesProgress {
                let animation = CABasicAnimation(keyPath: "progress")
                animation.duration = 1
                return animation
            }
            return super.action(forKey: event)
        }

        override func draw(in ctx: CGContext) {
            Self.drawnProgress.append(progress)
            ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
            ctx.fill(bounds)
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
        }
    }

    private func makeProgressLayer(in root: CALayer) -> ProgressLayer {
        ProgressLayer.drawnProgress = []
        ProgressLayer.animatesProgress = false
        return withoutActions {
            let layer = ProgressLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
            root.addSublayer(layer)
            return layer
        }
    }

    /// Whether the pixel in the middle of column `x` of the bar is red.
    private func isRed(_ frame: PixelBuffer, x: Int) -> Bool {
        let (r, g, _, _) = frame.rgba(x: x, y: 5)
        return r > 200 && g < 50
    }

    @Test func settingTheKeyRedrawsTheLayerAndAnAnimationShowsInThePresentation() {
        withEngine { _ in
            let root = makeRootLayer(CGSize(width: 100, height: 10))
            let layer = makeProgressLayer(in: root)
            layer.progress = 0.2
            CATransaction.flush()
            #expect(ProgressLayer.drawnProgress == [0.2], "needsDisplay(forKey:) marks the layer for display when the key is set")

            let animation = CABasicAnimation(keyPath: "progress")
            animation.fromValue = CGFloat(0)
            animation.toValue = CGFloat(1)
            animation.duration = 1
            layer.add(animation, forKey: "fill")
            advance(0.25)
            let presentation = layer.presentation()
            #expect(presentation?.progress == 0.25)
            #expect(presentation?.value(forKey: "progress") is CGFloat, "the animated value keeps the type the layer holds")
            #expect(layer.progress == 0.2, "the model keeps its value")

            // A frame draws the layer from its presentation values: a quarter of the bar is red.
            let quarter = renderFrame(root, size: CGSize(width: 100, height: 10))
            #expect(ProgressLayer.drawnProgress.last == 0.25)
            #expect(isRed(quarter, x: 20) && !isRed(quarter, x: 30))
            advance(0.5)
            let threeQuarters = renderFrame(root, size: CGSize(width: 100, height: 10))
            #expect(ProgressLayer.drawnProgress.last == 0.75)
            #expect(isRed(threeQuarters, x: 70) && !isRed(threeQuarters, x: 80))
            // After the end the model's drawing shows again.
            advance(0.5)
            #expect(layer.presentation()?.progress == 0.2)
            let after = renderFrame(root, size: CGSize(width: 100, height: 10))
            #expect(isRed(after, x: 15) && !isRed(after, x: 25))
        }
    }

    @Test func anActionForTheKeyAnimatesFromWhatIsOnScreen() {
        withEngine { _ in
            let root = makeRootLayer(CGSize(width: 100, height: 10))
            let layer = makeProgressLayer(in: root)
            withoutActions { layer.progress = 0.2 }
            CATransaction.flush()
            ProgressLayer.animatesProgress = true
            layer.progress = 0.6
            CATransaction.flush()
            #expect(layer.animationKeys() == ["progress"])
            advance(0.5)
            // From 0.2 to 0.6 on the system's default curve (the action's animation has none, so
            // the implicit animation takes the transaction's default, as for built-in properties).
            let eased = CAMediaTimingFunction(name: .default).curve.value(atProgress: 0.5)
            let halfway = layer.presentation()?.progress ?? -1
            #expect(abs(halfway - (0.2 + 0.4 * CGFloat(eased))) < 1e-9)
            #expect(halfway > 0.4, "the default curve is past halfway at half time")
            advance(0.6)
            #expect(layer.presentation()?.progress == 0.6)
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test func keyframesSpringsAndAdditiveAnimationsWorkOnCustomKeys() {
        withEngine { _ in
            let root = makeRootLayer(CGSize(width: 100, height: 10))
            let layer = makeProgressLayer(in: root)
            withoutActions { layer.progress = 0.5 }
            let keyframes = CAKeyframeAnimation(keyPath: "progress")
            keyframes.values = [CGFloat(0), CGFloat(1), CGFloat(0)]
            keyframes.duration = 1
            layer.add(keyframes, forKey: "pulse")
            advance(0.25)
            #expect(layer.presentation()?.progress == 0.5)
            advance(0.25)
            #expect(layer.presentation()?.progress == 1)
            layer.removeAnimation(forKey: "pulse")

            let nudge = CABasicAnimation(keyPath: "progress")
            nudge.fromValue = CGFloat(0.1)
            nudge.toValue = CGFloat(0)
            nudge.isAdditive = true
            nudge.duration = 1
            layer.add(nudge, forKey: "nudge")
            #expect(abs((layer.presentation()?.progress ?? 0) - 0.6) < 1e-9, "additive: the model value plus the animation's")
        }
    }

    @Test func aCustomKeyWithNothingToInterpolateIsReported() {
        withEngine { capture in
            let layer = makeCommittedLayer()
            let animation = CABasicAnimation(keyPath: "caption")
            animation.toValue = "Done"
            animation.duration = 1
            layer.add(animation, forKey: nil)
            #expect(capture.records.count == 1)
            #expect(capture.records.first?.message.contains("'caption' is not a CALayer property") == true)
        }
    }
}
