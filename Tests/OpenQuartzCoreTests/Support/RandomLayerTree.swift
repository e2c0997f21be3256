@testable import OpenQuartzCore

/// A layer tree grown from a list of integers: every 6 numbers describe one layer (parent, kind,
/// frame, transform, appearance, extras). Covers what the compositor handles: perspective and
/// degenerate transforms, offscreen layers, group opacity, masks, shadows, rounded clipping,
/// transform layers, shape and gradient layers, image contents and back faces.
@MainActor
struct RandomLayerTree {
    let root: CALayer
    private(set) var layers: [CALayer] = []

    init(_ genome: [Int], size: CGSize = CGSize(width: 96, height: 96)) {
        root = makeRootLayer(size)
        layers = [root]
        var cursor = 0
        func next() -> Int {
            defer { cursor += 1 }
            return genome.isEmpty ? 0 : genome[cursor % genome.count]
        }
        let count = max(1, genome.count / 6)
        withoutActions {
            for _ in 0..<count {
                let parent = layers[next() % layers.count]
                let layer = Self.makeLayer(kind: next())
                Self.place(layer, next())
                Self.transform(layer, next())
                Self.appearance(layer, next())
                Self.extras(layer, next())
                // Masks and shape layers take no sublayers here, to keep trees readable.
                if parent is CAShapeLayer { root.addSublayer(layer) } else { parent.addSublayer(layer) }
                layers.append(layer)
            }
        }
    }

    private static func makeLayer(kind: Int) -> CALayer {
        switch kind % 6 {
        case 0:
            let shape = CAShapeLayer()
            shape.path = CGPath(ellipseIn: CGRect(x: 2, y: 3, width: 30, height: 22), transform: nil)
            shape.fillColor = color(kind / 6)
            shape.strokeColor = kind % 4 == 0 ? color(kind / 7) : nil
            shape.lineWidth = CGFloat(kind % 5)
            shape.strokeEnd = CGFloat(kind % 11) / 10
            return shape
        case 1:
            let gradient = CAGradientLayer()
            gradient.colors = [color(kind / 6), color(kind / 13)]
            gradient.type = [.axial, .radial, .conic][kind % 3]
            return gradient
        case 2:
            return CATransformLayer()
        case 3:
            let layer = CALayer()
            let texture = RandomTexture(width: 4 + kind % 20, height: 4 + kind % 17, seed: UInt64(kind))
            layer.contents = Raster.image(texture.pixels)
            layer.contentsGravity = [.resize, .center, .resizeAspect, .resizeAspectFill, .topLeft][kind % 5]
            return layer
        default:
            return CALayer()
        }
    }

    private static func place(_ layer: CALayer, _ n: Int) {
        // Some layers start offscreen or have an empty size.
        layer.frame = CGRect(x: CGFloat(n % 120) - 20, y: CGFloat((n / 120) % 120) - 20,
                             width: CGFloat((n / 7) % 70), height: CGFloat((n / 11) % 70))
        layer.zPosition = CGFloat((n / 13) % 5) * 10 - 20
    }

    private static func transform(_ layer: CALayer, _ n: Int) {
        let angle = CGFloat(n % 360) * .pi / 180
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / CGFloat(100 + n % 900)
        switch (n / 360) % 8 {
        case 0: break
        case 1: layer.transform = CATransform3DMakeTranslation(CGFloat(n % 7) - 3.5, CGFloat(n % 5) + 0.25, 0)
        case 2: layer.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
        case 3: layer.transform = CATransform3DRotate(perspective, angle, 0, 1, 0)
        case 4: layer.transform = CATransform3DRotate(perspective, angle, 1, 0, 0)
        case 5: layer.transform = CATransform3DMakeScale(CGFloat(n % 3) * 0.5, 1.5, 1)   // includes scale 0
        case 6: layer.sublayerTransform = perspective
        default: layer.transform = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)    // edge-on
        }
    }

    private static func appearance(_ layer: CALayer, _ n: Int) {
        if n % 3 != 0 { layer.backgroundColor = color(n) }
        layer.opacity = [1, 1, 0.5, 0.8, 0][n % 5]
        layer.cornerRadius = CGFloat((n / 5) % 4) * 6
        layer.masksToBounds = (n / 20) % 3 == 0
        layer.maskedCorners = CACornerMask(rawValue: UInt(n / 60) % 16)
        layer.isDoubleSided = (n / 960) % 2 == 0
    }

    private static func extras(_ layer: CALayer, _ n: Int) {
        if n % 4 == 0 {
            layer.borderWidth = CGFloat(1 + n % 4)
            layer.borderColor = color(n / 4)
        }
        if n % 7 == 0 {
            layer.shadowOpacity = 0.6
            layer.shadowRadius = CGFloat(n % 6)
            layer.shadowOffset = CGSize(width: 2, height: 3)
            if n % 14 == 0 { layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil) }
        }
        if n % 9 == 0 {
            let mask = CAShapeLayer()
            mask.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            mask.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
            mask.fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: n % 2 == 0 ? 1 : 0.5)
            layer.mask = mask
        }
        if n % 11 == 0 { layer.isHidden = true }
    }

    private static func color(_ n: Int) -> CGColor {
        CGColor(red: CGFloat(n % 7) / 6, green: CGFloat((n / 7) % 5) / 4, blue: CGFloat((n / 35) % 3) / 2,
                alpha: [1, 1, 0.6, 0.3][(n / 105) % 4])
    }
}
