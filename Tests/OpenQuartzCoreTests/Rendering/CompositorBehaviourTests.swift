@testable import OpenQuartzCore
import Testing

/// What iOS developers rely on in the composited picture, checked at exact pixels.
@MainActor
struct CompositorBehaviourTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let size = CGSize(width: 100, height: 100)

    private func square(_ frame: CGRect, _ color: CGColor) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    @Test func siblingsDrawInZPositionOrderThenInSublayerOrder() {
        withEngine { _ in
            let root = makeRootLayer(Self.size)
            withoutActions {
                let front = square(CGRect(x: 10, y: 10, width: 60, height: 60), Self.red)
                front.zPosition = 1
                root.addSublayer(front)
                root.addSublayer(square(CGRect(x: 30, y: 30, width: 60, height: 60), Self.blue))
            }
            let frame = renderFrame(root, size: Self.size)
            // Added last but lower zPosition: the blue square is behind the red one.
            #expect(components(frame, 50, 50) == [255, 0, 0, 255])
            #expect(components(frame, 80, 80) == [0, 0, 255, 255])
        }
    }

    @Test func singleSidedLayersVanishWhenTurnedAway() {
        withEngine { _ in
            let root = makeRootLayer(Self.size)
            let card = square(CGRect(x: 20, y: 20, width: 60, height: 60), Self.red)
            withoutActions {
                card.transform = CATransform3DMakeRotation(.pi * 0.75, 0, 1, 0)
                root.addSublayer(card)
            }
            #expect(components(renderFrame(root, size: Self.size), 50, 50) == [255, 0, 0, 255], "double-sided by default")
            withoutActions { card.isDoubleSided = false }
            #expect(components(renderFrame(root, size: Self.size), 50, 50) == [0, 0, 0, 0])
        }
    }

    /// In a CATransformLayer the sublayers share one 3D space: the one nearer the viewer wins
    /// whatever their order; in a plain layer they are flattened in order.
    @Test func transformLayersSortTheirSublayersByDepth() {
        withEngine { _ in
            for (isTransformLayer, expected) in [(true, [255, 0, 0, 255]), (false, [0, 0, 255, 255])] {
                let root = makeRootLayer(Self.size)
                withoutActions {
                    let space: CALayer = isTransformLayer ? CATransformLayer() : CALayer()
                    space.frame = root.bounds
                    let near = square(CGRect(x: 20, y: 20, width: 60, height: 60), Self.red)
                    near.transform = CATransform3DMakeTranslation(0, 0, 20)
                    let far = square(CGRect(x: 20, y: 20, width: 60, height: 60), Self.blue)
                    far.transform = CATransform3DMakeTranslation(0, 0, -20)
                    space.addSublayer(near)
                    space.addSublayer(far)
                    root.addSublayer(space)
                }
                #expect(components(renderFrame(root, size: Self.size), 50, 50) == expected, "transform layer: \(isTransformLayer)")
            }
        }
    }

    /// sublayerTransform's m34 gives the sublayers a shared perspective about the layer's centre:
    /// a sublayer pushed back (z = −100, d = 500) shrinks by 500 / 600 towards the centre.
    @Test func sublayerTransformPerspectiveShrinksDistantLayers() {
        withEngine { _ in
            let root = makeRootLayer(Self.size)
            withoutActions {
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 500
                root.sublayerTransform = perspective
                let card = square(CGRect(x: 0, y: 0, width: 100, height: 100), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
                card.zPosition = -100
                root.addSublayer(card)
            }
            let frame = renderFrame(root, size: Self.size)
            // Half width 50 × 500/600 = 41.667: covered from 8.333 to 91.667.
            let row = (0..<100).reduce(0.0) { $0 + coverage(frame, $1, 50) }
            #expect(abs(row - 83.333) < 0.02, "covered width \(row)")
        }
    }

    @Test func masksToBoundsClipsSublayersButNotTheLayersOwnShadowOrBorder() {
        withEngine { _ in
            let root = makeRootLayer(Self.size)
            withoutActions {
                let clip = square(CGRect(x: 20, y: 20, width: 40, height: 40), Self.green)
                clip.masksToBounds = true
                clip.addSublayer(square(CGRect(x: 20, y: 20, width: 60, height: 60), Self.blue))
                root.addSublayer(clip)
            }
            let frame = renderFrame(root, size: Self.size)
            #expect(components(frame, 50, 50) == [0, 0, 255, 255])
            #expect(components(frame, 70, 70) == [0, 0, 0, 0], "the sublayer is cut at the clip's bounds")
            #expect(components(frame, 25, 25) == [0, 255, 0, 255])
        }
    }

    /// masksToBounds also cuts the layer's own contents (an image larger than the bounds with
    /// contentsGravity .center), as a clipping UIImageView does.
    @Test func masksToBoundsClipsTheLayersOwnContents() {
        withEngine { _ in
            let root = makeRootLayer(Self.size)
            let picture = CALayer()
            withoutActions {
                picture.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
                picture.contents = makeTestImage(width: 80, height: 80) { context in
                    context.setFillColor(Self.blue)
                    context.fill(CGRect(x: 0, y: 0, width: 80, height: 80))
                }
                picture.contentsGravity = .center
                root.addSublayer(picture)
            }
            #expect(components(renderFrame(root, size: Self.size), 15, 50) == [0, 0, 255, 255], "unclipped: the image spills out")
            withoutActions { picture.masksToBounds = true }
            let frame = renderFrame(root, size: Self.size)
            #expect(components(frame, 15, 50) == [0, 0, 0, 0])
            #expect(components(frame, 30, 50) == [0, 0, 255, 255] && components(frame, 29, 50) == [0, 0, 0, 0])
        }
    }

    /// A mask cuts the whole layer, shadow included (a shadowed, masked layer needs a container).
    @Test func masksCutTheLayersShadowToo() {
        withEngine { _ in
            let root = makeRootLayer(Self.size)
            withoutActions {
                let card = square(CGRect(x: 20, y: 20, width: 40, height: 40), Self.blue)
                card.shadowOpacity = 1
                card.shadowRadius = 0
                card.shadowOffset = CGSize(width: 20, height: 20)
                card.shadowPath = CGPath(rect: card.bounds, transform: nil)
                let mask = CALayer()
                mask.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
                mask.backgroundColor = Self.red
                card.mask = mask
                root.addSublayer(card)
            }
            let frame = renderFrame(root, size: Self.size)
            // The mask spans device 20..<70; the shadow 40..<80.
            #expect(components(frame, 75, 75) == [0, 0, 0, 0], "shadow outside the mask is cut")
            #expect(components(frame, 65, 65) == [0, 0, 0, 255], "shadow inside the mask shows")
            #expect(components(frame, 45, 45) == [0, 0, 255, 255])
        }
    }

    @Test func hiddenAndTransparentLayersDrawNothing() {
        withEngine { _ in
            let root = makeRootLayer(Self.size, color: Self.green)
            let before = renderFrame(root, size: Self.size)
            withoutActions {
                let hidden = square(CGRect(x: 0, y: 0, width: 50, height: 50), Self.red)
                hidden.isHidden = true
                let transparent = square(CGRect(x: 50, y: 50, width: 50, height: 50), Self.blue)
                transparent.opacity = 0
                root.addSublayer(hidden)
                root.addSublayer(transparent)
            }
            #expect(sameBytes(before, renderFrame(root, size: Self.size)))
        }
    }

    /// Borders are drawn inside the bounds, above the content and sublayers.
    @Test func bordersAreInsideTheBoundsAndAboveSublayers() {
        withEngine { _ in
            let root = makeRootLayer(Self.size)
            withoutActions {
                let card = square(CGRect(x: 20, y: 20, width: 60, height: 60), Self.green)
                card.borderWidth = 5
                card.borderColor = Self.red
                card.addSublayer(square(CGRect(x: 0, y: 0, width: 60, height: 60), Self.blue))
                root.addSublayer(card)
            }
            let frame = renderFrame(root, size: Self.size)
            #expect(components(frame, 22, 50) == [255, 0, 0, 255])
            #expect(components(frame, 19, 50) == [0, 0, 0, 0])
            #expect(components(frame, 26, 50) == [0, 0, 255, 255])
        }
    }

    /// The renderer shows the presentation tree: halfway through a linear move the layer is
    /// halfway there, while its model value is already the destination.
    @Test func framesShowThePresentationTreeAtTheirTime() {
        withEngine { _ in
            let root = makeRootLayer(Self.size)
            let card = square(CGRect(x: 0, y: 0, width: 20, height: 20), Self.red)
            withoutActions { root.addSublayer(card) }
            CATransaction.flush()
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 10
            move.toValue = 90
            move.duration = 1
            move.timingFunction = CAMediaTimingFunction(name: .linear)
            card.add(move, forKey: "move")
            card.position.x = 90
            CATransaction.flush()
            let start = CACurrentMediaTime()
            let frame = renderFrame(root, size: Self.size, at: start + 0.5)
            // Centre at x = 50: covers 40..<60.
            #expect(components(frame, 40, 10) == [255, 0, 0, 255] && components(frame, 59, 10) == [255, 0, 0, 255])
            #expect(components(frame, 39, 10) == [0, 0, 0, 0] && components(frame, 60, 10) == [0, 0, 0, 0])
        }
    }

    /// Content is drawn once into a backing store and redrawn only when invalidated.
    @Test func backingStoresAreRedrawnOnlyWhenInvalidated() {
        withEngine { _ in
            let root = makeRootLayer(Self.size)
            let delegate = CountingDelegate()
            let layer = CALayer()
            withoutActions {
                layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
                layer.delegate = delegate
                layer.setNeedsDisplay()
                root.addSublayer(layer)
            }
            _ = renderFrame(root, size: Self.size)
            _ = renderFrame(root, size: Self.size)
            #expect(delegate.draws == 1)
            withoutActions { layer.bounds.size = CGSize(width: 60, height: 60) }
            _ = renderFrame(root, size: Self.size)
            #expect(delegate.draws == 1, "needsDisplayOnBoundsChange is false by default")
            withoutActions {
                layer.needsDisplayOnBoundsChange = true
                layer.bounds.size = CGSize(width: 70, height: 70)
            }
            _ = renderFrame(root, size: Self.size)
            #expect(delegate.draws == 2)
            layer.setNeedsDisplay()
            _ = renderFrame(root, size: Self.size)
            #expect(delegate.draws == 3)
        }
    }

    /// The scalar inner loop and the CPU-specific one give the same bytes.
    @Test func vectorAndScalarPathsProduceTheSameBytes() {
        withEngine { _ in
            let root = makeRootLayer(CGSize(width: 160, height: 120), color: CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1))
            withoutActions {
                for (index, angle) in [0.3, -0.7, 1.1].enumerated() {
                    let card = CALayer()
                    card.frame = CGRect(x: 10 + index * 45, y: 20, width: 60, height: 80)
                    card.contents = makeCheckerboard(width: 45, height: 67, cell: 5)
                    card.opacity = index == 1 ? 0.6 : 1
                    var transform = CATransform3DIdentity
                    transform.m34 = -1 / 300
                    card.transform = CATransform3DRotate(CATransform3DRotate(transform, CGFloat(angle), 0, 1, 0), 0.2, 0, 0, 1)
                    root.addSublayer(card)
                }
            }
            let best = renderFrame(root, size: CGSize(width: 160, height: 120), scale: 2)
            let scalar = RasterImplementation.withScalarPath { renderFrame(root, size: CGSize(width: 160, height: 120), scale: 2) }
            #expect(sameBytes(best, scalar), "\(RasterImplementation.name) differs from scalar")
        }
    }
}

@MainActor
final class CountingDelegate: CALayerDelegate {
    var draws = 0
    func draw(_ layer: CALayer, in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(layer.bounds)
    }
}
