@testable import OpenQuartzCore
import Testing

@MainActor
struct CALayerGeometryTests {
    private func layer(bounds: CGRect, position: CGPoint, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5)) -> CALayer {
        let layer = CALayer()
        layer.bounds = bounds
        layer.position = position
        layer.anchorPoint = anchor
        return layer
    }

    @Test func frameIsDerivedFromPositionAnchorBoundsAndTransform() {
        withEngine { _ in
            let l = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 100))
            #expect(l.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
            l.anchorPoint = .zero
            #expect(l.frame == CGRect(x: 200, y: 100, width: 100, height: 50))
            l.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            l.transform = CATransform3DMakeScale(2, 2, 1)
            #expect(l.frame == CGRect(x: 100, y: 50, width: 200, height: 100))
            l.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            let rotated = l.frame
            #expect(approximatelyEqual(rotated.origin, CGPoint(x: 175, y: 50), tolerance: 1e-9))
            #expect(abs(rotated.width - 50) < 1e-9 && abs(rotated.height - 100) < 1e-9)
            // bounds.origin moves content, not the frame.
            l.transform = CATransform3DIdentity
            l.bounds.origin = CGPoint(x: 30, y: 30)
            #expect(l.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
        }
    }

    @Test func settingTheFrameSetsPositionAndSize() {
        withEngine { _ in
            let l = layer(bounds: CGRect(x: 5, y: 5, width: 1, height: 1), position: .zero)
            l.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
            #expect(l.position == CGPoint(x: 25, y: 40))
            #expect(l.bounds == CGRect(x: 5, y: 5, width: 30, height: 40))
            l.transform = CATransform3DMakeScale(2, 2, 1)
            l.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            #expect(l.bounds.size == CGSize(width: 50, height: 50))
            #expect(l.position == CGPoint(x: 50, y: 50))
            #expect(l.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        }
    }

    @Test func convertingPointsThroughTheTree() {
        withEngine { _ in
            let parent = layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), position: CGPoint(x: 100, y: 100))
            let child = layer(bounds: CGRect(x: 0, y: 0, width: 50, height: 50), position: CGPoint(x: 50, y: 50))
            parent.addSublayer(child)
            #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 25, y: 25))
            #expect(parent.convert(CGPoint(x: 30, y: 30), to: child) == CGPoint(x: 5, y: 5))
            #expect(child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil) == CGRect(x: 25, y: 25, width: 10, height: 10))
            // `nil` is the root layer's space; here the parent is the root.
            #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 25, y: 25))
            // Under a new root, the parent's bounds origin scrolls its content: (25, 25) in the
            // parent is (15, 25) in the root.
            let root = layer(bounds: CGRect(x: 0, y: 0, width: 400, height: 400), position: CGPoint(x: 200, y: 200))
            root.addSublayer(parent)
            parent.bounds.origin = CGPoint(x: 10, y: 0)
            #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 25))
            #expect(child.convert(CGPoint(x: 15, y: 25), from: nil) == .zero)
            #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 25, y: 25))
        }
    }

    @Test func sublayerTransformIsAppliedAboutTheSuperlayersAnchor() {
        withEngine { _ in
            let container = layer(bounds: CGRect(x: 0, y: 0, width: 400, height: 400), position: CGPoint(x: 200, y: 200))
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            container.sublayerTransform = perspective
            let card = layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), position: CGPoint(x: 200, y: 200))
            card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
            container.addSublayer(card)
            // Card corner (200, 0) is (100, −50) from the card's centre: rotated to x = 70.71, z = −70.71,
            // projected about the container's centre with w = 1.14142: (61.95, −43.81) + (200, 200).
            let corner = card.convert(CGPoint(x: 200, y: 0), to: container)
            #expect(approximatelyEqual(corner, CGPoint(x: 261.94967154964771, y: 156.19496715496477), tolerance: 1e-9))
            // And back again through the inverse homography.
            #expect(approximatelyEqual(card.convert(corner, from: container), CGPoint(x: 200, y: 0), tolerance: 1e-9))
        }
    }

    @Test func hitTestingRespectsOrderHiddenAndClipping() {
        withEngine { _ in
            let root = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 50, y: 50))
            let back = layer(bounds: CGRect(x: 0, y: 0, width: 60, height: 60), position: CGPoint(x: 40, y: 40))
            let front = layer(bounds: CGRect(x: 0, y: 0, width: 60, height: 60), position: CGPoint(x: 60, y: 60))
            root.addSublayer(back)
            root.addSublayer(front)
            #expect(root.hitTest(CGPoint(x: 50, y: 50)) === front)
            back.zPosition = 1
            #expect(root.hitTest(CGPoint(x: 50, y: 50)) === back)
            back.isHidden = true
            #expect(root.hitTest(CGPoint(x: 50, y: 50)) === front)
            #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)
            #expect(root.hitTest(CGPoint(x: 500, y: 5)) == nil)
            // A sublayer sticking out of a clipping layer is not hit outside the clip.
            let outside = layer(bounds: CGRect(x: 0, y: 0, width: 50, height: 50), position: CGPoint(x: 110, y: 50))
            root.addSublayer(outside)
            #expect(root.hitTest(CGPoint(x: 120, y: 50)) === outside)
            root.masksToBounds = true
            #expect(root.hitTest(CGPoint(x: 120, y: 50)) == nil)
        }
    }

    @Test func presentationHitTestingUsesAnimatedPositions() {
        withEngine { _ in
            let root = makeCommittedLayer(bounds: CGRect(x: 0, y: 0, width: 400, height: 100), position: CGPoint(x: 200, y: 50))
            let mover = layer(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), position: CGPoint(x: 10, y: 50))
            root.addSublayer(mover)
            CATransaction.flush()
            let animation = CABasicAnimation(keyPath: "position.x")
            animation.fromValue = 10
            animation.toValue = 390
            animation.duration = 1
            mover.add(animation, forKey: nil)
            advance(0.5)
            #expect(root.hitTest(CGPoint(x: 200, y: 50)) === root)
            let hit = root.presentation()?.hitTest(CGPoint(x: 200, y: 50))
            #expect(hit?.model() === mover)
            // Presentation and model conversions agree on what root space is.
            let presented = mover.presentation()!
            #expect(approximatelyEqual(presented.convert(CGPoint.zero, to: root), CGPoint(x: 190, y: 40), tolerance: 1e-9))
            #expect(approximatelyEqual(presented.convert(CGPoint.zero, to: nil), CGPoint(x: 190, y: 40), tolerance: 1e-9))
            #expect(mover.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 40))
        }
    }
}

@MainActor
struct CALayerHierarchyTests {
    @Test func insertionAndRemoval() {
        withEngine { _ in
            let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
            #expect(root.sublayers == nil)
            root.addSublayer(a)
            root.addSublayer(c)
            root.insertSublayer(b, below: c)
            root.insertSublayer(d, at: 0)
            #expect(root.sublayers!.map(ObjectIdentifier.init) == [d, a, b, c].map(ObjectIdentifier.init))
            root.insertSublayer(d, above: c)
            #expect(root.sublayers!.last === d)
            let e = CALayer()
            root.replaceSublayer(b, with: e)
            #expect(b.superlayer == nil && e.superlayer === root)
            #expect(root.sublayers!.map(ObjectIdentifier.init) == [a, e, c, d].map(ObjectIdentifier.init))
            c.removeFromSuperlayer()
            #expect(root.sublayers!.count == 3)
            // Adding to another parent moves the layer.
            let other = CALayer()
            other.addSublayer(a)
            #expect(a.superlayer === other && root.sublayers!.count == 2)
            root.sublayers = nil
            #expect(root.sublayers == nil && e.superlayer == nil)
        }
    }

    @Test func masksHaveNoSuperlayer() {
        withEngine { _ in
            let layer = CALayer(), mask = CALayer(), parent = CALayer()
            parent.addSublayer(mask)
            layer.mask = mask
            #expect(mask.superlayer == nil && parent.sublayers == nil)
            mask.removeFromSuperlayer()
            #expect(layer.mask == nil)
        }
    }

    @Test func layoutRunsAtCommitThroughTheDelegate() {
        withEngine { _ in
            final class Layout: CALayerDelegate {
                var calls: [String] = []
                func layoutSublayers(of layer: CALayer) { calls.append(layer.name ?? "?") }
            }
            let delegate = Layout()
            let root = CALayer(), child = CALayer()
            root.name = "root"
            child.name = "child"
            root.delegate = delegate
            child.delegate = delegate
            root.addSublayer(child)
            CATransaction.flush()
            #expect(delegate.calls == ["root", "child"])
            child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            #expect(child.needsLayout())
            CATransaction.flush()
            #expect(delegate.calls == ["root", "child", "child"])
            #expect(!child.needsLayout())
            root.setNeedsLayout()
            root.layoutIfNeeded()
            #expect(delegate.calls.last == "root")
        }
    }
}

@MainActor
struct CALayerPresentationTests {
    @Test func presentationIsACopyOfWhatIsOnScreen() {
        withEngine { _ in
            let layer = CALayer()
            #expect(layer.presentation() == nil)
            CATransaction.flush()
            let presentation = layer.presentation()!
            #expect(presentation !== layer)
            #expect(presentation.model() === layer)
            #expect(layer.model() === layer)
            #expect(presentation.presentation() === presentation)
            layer.position = CGPoint(x: 10, y: 10)
            // The old copy keeps its values.
            #expect(presentation.position == .zero)
        }
    }

    @Test func subclassesNeedInstantiableToBeCopied() {
        withEngine { capture in
            final class Known: CALayer, CALayerInstantiable {
                var extra = 0
                override init() { super.init() }
                override init(layer: Any) {
                    extra = (layer as? Known)?.extra ?? 0
                    super.init(layer: layer)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Unknown: CALayer {}
            let known = Known()
            known.extra = 7
            let unknown = Unknown()
            CATransaction.flush()
            #expect(known.presentation()?.extra == 7)
            #expect(unknown.presentation() == nil)
            #expect(capture.records(withCode: .layerSubclassNotInstantiable).count == 1)
        }
    }

    @Test func keyValueCodingByKeyPath() {
        withEngine { _ in
            let layer = CALayer()
            layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
            #expect(approximatelyEqual(layer.transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), tolerance: 1e-12))
            #expect(abs((layer.value(forKeyPath: "transform.rotation.z") as! NSNumber).doubleValue - .pi / 2) < 1e-12)
            layer.setValue(42, forKeyPath: "position.x")
            #expect(layer.position.x == 42)
            layer.setValue("tag", forKey: "myKey")
            #expect(layer.value(forKey: "myKey") as? String == "tag")
            layer.setValue(0.5, forKey: "opacity")
            #expect(layer.opacity == 0.5)
        }
    }

    /// Without a transform, `frame` takes a shortcut (no copy of the layer's values, no matrix):
    /// it must give the very bits the general computation gives, for any bounds origin, size,
    /// anchor point and position (fractions, negatives, large and tiny magnitudes).
    @Test func theUntransformedFrameShortcutGivesTheGeneralBits() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> CGFloat {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            let unit = CGFloat(state >> 11) / CGFloat(1 << 53)
            let scales: [CGFloat] = [1e-7, 0.1, 1, 3, 100, 1e6]
            return (unit - 0.3) * scales[Int(state % UInt64(scales.count))]
        }
        for _ in 0..<5_000 {
            var values = LayerValues()
            values.bounds = CGRect(x: next(), y: next(), width: abs(next()), height: abs(next()))
            values.position = CGPoint(x: next(), y: next())
            values.anchorPoint = CGPoint(x: next(), y: next())
            let general = LayerGeometry.frame(of: values)
            let shortcut = LayerGeometry.untransformedFrame(bounds: values.bounds, position: values.position, anchorPoint: values.anchorPoint)
            #expect(general.origin.x.bitPattern == shortcut.origin.x.bitPattern && general.origin.y.bitPattern == shortcut.origin.y.bitPattern
                && general.width.bitPattern == shortcut.width.bitPattern && general.height.bitPattern == shortcut.height.bitPattern,
                "\(values.bounds) \(values.position) \(values.anchorPoint)")
        }
    }
}
