@testable import OpenCoreGraphics
@testable import OpenUIKit
import Testing

/// `drawHierarchy(in:afterScreenUpdates:)` draws straight into a plain bitmap context when the
/// picture would land pixel for pixel (UIView+Snapshotting.swift): the same bytes as drawing the
/// snapshot picture, and only where the picture and the clip are.
@MainActor
struct DrawHierarchyDirectTests {
    /// Translucent, rotated-in-3D, rounded and overflowing content with text.
    private func makeScene(in window: UIWindow) -> UIView {
        let view = UIView(frame: CGRect(x: 30, y: 50, width: 120, height: 90))
        view.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.6)
        view.layer.cornerRadius = 12
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 300
        view.layer.sublayerTransform = perspective
        let card = UIView(frame: CGRect(x: 20, y: 15, width: 70, height: 50))
        card.backgroundColor = UIColor(red: 1, green: 0.6, blue: 0.1, alpha: 0.8)
        card.layer.transform = CATransform3DMakeRotation(.pi / 5, 0, 1, 0)
        view.addSubview(card)
        let overflow = UIView(frame: CGRect(x: 100, y: 70, width: 60, height: 60))   // past the bounds
        overflow.backgroundColor = .green
        view.addSubview(overflow)
        let label = UILabel(frame: CGRect(x: 8, y: 60, width: 100, height: 24))
        label.text = "Hierarchy"
        view.addSubview(label)
        window.addSubview(view)
        CATransaction.flush()
        return view
    }

    @Test func aRendererAtTheLayersScaleGetsTheSnapshotsBytes() throws {
        try withApp { _ in
            let window = makeWindow()
            let view = makeScene(in: window)
            let format = UIGraphicsImageRendererFormat()
            format.scale = view.layer.contentsScale
            let direct = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
                #expect(view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))
            }
            let picture = try #require(view.snapshotImage(afterScreenUpdates: true))
            let image = try #require(direct.cgImage)
            #expect(image.width == picture.width && image.height == picture.height)
            #expect(pixelBytes(image) == pixelBytes(picture))
        }
    }

    /// Over other content the picture is drawn as an image (Cairo's blending); over clear pixels
    /// directly. Either way only inside the picture and the clip.
    @Test(arguments: [false, true])
    func theHierarchyIsDrawnOnlyInsideThePictureAndTheClip(overBlack: Bool) throws {
        try withApp { _ in
            let window = makeWindow()
            let view = makeScene(in: window)
            let scale = view.layer.contentsScale
            let format = UIGraphicsImageRendererFormat()
            format.scale = scale
            format.opaque = overBlack   // black everywhere first, or clear
            let image = try #require(UIGraphicsImageRenderer(size: CGSize(width: 200, height: 200), format: format).image { context in
                context.cgContext.clip(to: CGRect(x: 0, y: 0, width: 200, height: 60))
                #expect(view.drawHierarchy(in: CGRect(x: 10, y: 20, width: 120, height: 90), afterScreenUpdates: true))
            }.cgImage)
            let picture = try #require(view.snapshotImage(afterScreenUpdates: true))
            func at(_ x: CGFloat, _ y: CGFloat) -> (r: Int, g: Int, b: Int, a: Int) { pixel(image, Int(x * scale), Int(y * scale)) }
            let untouched = overBlack ? (r: 0, g: 0, b: 0, a: 255) : (r: 0, g: 0, b: 0, a: 0)
            #expect(at(5, 5) == untouched, "left of and above the picture")
            #expect(at(50, 70) == untouched, "in the picture but below the clip")
            #expect(at(150, 30) == untouched, "right of the picture (the overflowing view is cut at the bounds)")
            // Inside both: the picture's premultiplied colour, over black opaque.
            let inside = at(10 + 60, 20 + 5), source = pixel(picture, Int(60 * scale), Int(5 * scale))
            #expect(source.a == 153, "the background's 0.6 alpha: \(source)")
            #expect(inside == (source.r, source.g, source.b, overBlack ? 255 : source.a), "\(inside) from \(source)")
        }
    }

    @Test func theDirectPathAppliesOnlyWhenDrawingIsAPlainCopy() {
        withApp { _ in
            let buffer = PixelBuffer(width: 300, height: 300)
            let context = Raster.context(over: buffer, scale: 3)
            let size = (width: 120, height: 90)
            let rect = CGRect(x: 10, y: 20, width: 40, height: 30)
            let origin = context.pixelExactPlacement(of: rect, pixelSize: size)?.origin
            #expect(origin?.x == 30 && origin?.y == 60)
            #expect(context.pixelExactPlacement(of: rect, pixelSize: (60, 45)) == nil, "the picture would be scaled")
            #expect(context.pixelExactPlacement(of: rect.offsetBy(dx: 0.1, dy: 0), pixelSize: size) == nil, "between pixels")
            context.saveGState()
            context.setAlpha(0.5)
            #expect(context.pixelExactPlacement(of: rect, pixelSize: size) == nil, "alpha")
            context.restoreGState()
            context.saveGState()
            context.rotate(by: 0.1)
            #expect(context.pixelExactPlacement(of: rect, pixelSize: size) == nil, "rotated")
            context.restoreGState()
            context.saveGState()
            context.addEllipse(in: CGRect(x: 0, y: 0, width: 50, height: 50))
            context.clip()
            #expect(context.pixelExactPlacement(of: rect, pixelSize: size) == nil, "a clip that is not a rectangle")
            context.restoreGState()
            let yUp = CGContext(data: nil, width: 300, height: 300, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
            #expect(yUp.pixelExactPlacement(of: CGRect(x: 0, y: 0, width: 120, height: 90), pixelSize: size) == nil, "Core Graphics' y-up space")
        }
    }
}
