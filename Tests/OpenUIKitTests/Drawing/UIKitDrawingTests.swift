@testable import OpenCoreGraphics
@testable import OpenUIKit
import Testing

@MainActor
struct UIKitDrawingTests {
    @Test func colourComponentsAndConversions() {
        let hsb = UIColor(hue: 2.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(hsb.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(near(r, 0) && near(g, 0) && near(b, 1) && a == 1)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        #expect(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: nil))
        #expect(near(h, 30.0 / 360.0) && s == 1 && v == 1)
        // System colours are dynamic: never equal to a plain colour, resolving to one.
        #expect(UIColor.systemBlue != UIColor(red: 0, green: 122.0 / 255.0, blue: 1, alpha: 1))
        #expect(UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor(red: 0, green: 122.0 / 255.0, blue: 1, alpha: 1))
        #expect(UIColor.red.withAlphaComponent(0.5).cgColor.alpha == 0.5)
        #expect(UIColor(white: 0.5, alpha: 1).cgColor.rgbaComponents.red == 0.5)
        #expect(UIColor(cgColor: CGColor(gray: 0.25, alpha: 0.5)) == UIColor(white: 0.25, alpha: 0.5))
    }

    @Test func imageRendererFillsAtTheFormatScale() {
        withApp { _ in
            let format = UIGraphicsImageRendererFormat()
            #expect(format.scale == 3)
            format.scale = 2
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format)
            let image = renderer.image { context in
                UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
                context.cgContext.setFillColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor)
                context.cgContext.fill(CGRect(x: 5, y: 0, width: 5, height: 5))
            }
            #expect(image.size == CGSize(width: 10, height: 5) && image.scale == 2)
            #expect(image.cgImage!.width == 20 && image.cgImage!.height == 10)
            #expect(pixel(image.cgImage!, 4, 4) == (0, 0, 255, 255))
            #expect(pixel(image.cgImage!, 15, 4) == (255, 0, 0, 255))
            #expect(UIGraphicsGetCurrentContext() == nil, "the renderer's context is popped")
            let opaque = UIGraphicsImageRendererFormat()
            opaque.opaque = true
            let black = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: opaque).image { _ in }
            #expect(pixel(black.cgImage!, 0, 0) == (0, 0, 0, 255))
        }
    }

    @Test func pngRoundTrip() throws {
        try withApp { _ in
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
                UIColor(red: 0, green: 1, blue: 0, alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
            }
            let data = try #require(image.pngData())
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-\(UUID().uuidString)@2x.png")
            try data.write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            let decoded = try #require(UIImage(contentsOfFile: url.path))
            #expect(decoded.scale == 2 && decoded.size == CGSize(width: 2, height: 2))
            #expect(pixel(decoded.cgImage!, 1, 1) == (0, 255, 0, 255))
            #expect(pixel(decoded.cgImage!, 3, 1).a == 0)
            #expect(UIImage(data: Data([1, 2, 3])) == nil)
        }
    }

    @Test func imageDrawsTheRightWayUp() {
        withApp { _ in
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let topRed = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
                UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            }
            let copy = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { _ in
                topRed.draw(at: .zero)
            }
            #expect(pixel(copy.cgImage!, 0, 0) == (255, 0, 0, 255))
            #expect(pixel(copy.cgImage!, 0, 1).a == 0)
        }
    }

    @Test func bezierPathShapesAndArcs() {
        // Clockwise on screen from 0 to π/2 sweeps through the lower right quadrant (y down).
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(near(arc.bounds.minY, 0, 1e-6) && near(arc.bounds.maxY, 10, 1e-6) && near(arc.bounds.maxX, 10, 1e-6))
        let other = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(near(other.bounds.minY, -10, 1e-6))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 50)
        #expect(rounded.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(!rounded.contains(CGPoint(x: 0.5, y: 0.5)) && rounded.contains(CGPoint(x: 20, y: 10)))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(oval.contains(CGPoint(x: 5, y: 5)) && !oval.contains(CGPoint(x: 0.5, y: 0.5)))
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        path.close()
        #expect(path.currentPoint == .zero)
        path.apply(CGAffineTransform(translationX: 5, y: 5))
        #expect(path.bounds.minX == 5)
    }

    @Test func viewDrawRunsOnlyWhenTheContextIsUsed() {
        withApp { _ in
            final class Drawn: UIView {
                var draws = 0
                override func draw(_ rect: CGRect) {
                    draws += 1
                    UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
                    UIBezierPath(rect: rect).fill()
                }
            }
            let window = makeWindow()
            let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let drawn = Drawn(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(plain)
            window.addSubview(drawn)
            CATransaction.flush()
            #expect(plain.layer.contents == nil, "a view that draws nothing has no backing store")
            #expect(drawn.draws == 1)
            let store = drawn.layer.contents as! CGImage
            #expect(store.width == 30 && pixel(store, 15, 15) == (255, 0, 0, 255))
            drawn.bounds.size = CGSize(width: 20, height: 20)
            CATransaction.flush()
            #expect(drawn.draws == 1, "only .redraw redraws on a size change")
            drawn.setNeedsDisplay()
            CATransaction.flush()
            #expect(drawn.draws == 2)
            #expect((drawn.layer.contents as! CGImage).width == 60)
        }
    }
}
