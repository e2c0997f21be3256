@testable import OpenQuartzCore
import Testing
@testable import UIKitTesting

/// Pictures the compositor must get right, each checked twice: numbers computed by hand at a few
/// pixels (exact or with a stated tolerance), and a golden PNG looked at once by eye and then
/// locked (see Support/ImageSnapshotting.swift for recording and tolerances).
@MainActor
struct CARendererGoldenTests {
    static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// A 200x100 layer at (150, 100), rotated 45° about y under m34 = −1/500 (the flip
    /// transition's transform). Projected corners, by hand, relative to the anchor:
    /// x = ±100 → x·cos45 / (1 ± 100·sin45/500): right edge +61.9497 (w = 1.141421),
    /// left edge −82.3580 (w = 0.858579); y = ±50 → ±43.8050 on the right, ±58.2359 on the left.
    @Test func perspectiveRotationAboutYPutsEdgesWhereTheMathSays() {
        withEngine { _ in
            let root = makeRootLayer(CGSize(width: 300, height: 200), color: Self.black)
            let card = CALayer()
            withoutActions {
                card.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
                card.position = CGPoint(x: 150, y: 100)
                card.backgroundColor = Self.white
                var transform = CATransform3DIdentity
                transform.m34 = -1 / 500
                card.transform = CATransform3DRotate(transform, .pi / 4, 0, 1, 0)
                root.addSublayer(card)
            }
            let frame = renderFrame(root, size: CGSize(width: 300, height: 200))

            // Along the middle row the covered length is right − left, and each partial pixel
            // tells where its edge crosses (coverage ramps linearly across one pixel).
            let row = 100
            var left = -1.0, right = -1.0, total = 0.0
            for x in 0..<300 {
                let c = coverage(frame, x, row)
                total += c
                if c > 0, c < 1, x < 150 { left = Double(x + 1) - c }
                if c > 0, c < 1, x > 150 { right = Double(x) + c }
            }
            #expect(abs(left - (150 - 82.3580)) < 0.02, "left edge at \(left)")
            #expect(abs(right - (150 + 61.9497)) < 0.02, "right edge at \(right)")
            #expect(abs(total - (61.9497 + 82.3580)) < 0.03, "row coverage \(total)")

            // Down the left edge's column the layer spans 2 × 58.2359 (its near side is taller);
            // down the right one, 2 × 43.8050.
            func columnCoverage(_ x: Int) -> Double { (0..<200).reduce(0) { $0 + coverage(frame, x, $1) } }
            let nearX = 68.5, farX = 210.5
            // The height of the trapezoid at a column centre, by linear interpolation of the edges.
            func expectedHeight(_ xc: Double) -> Double {
                let t = (xc - (150 - 82.3580)) / (61.9497 + 82.3580)
                return 2 * (58.2359 + (43.8050 - 58.2359) * t)
            }
            #expect(abs(columnCoverage(Int(nearX)) - expectedHeight(nearX)) < 0.05)
            #expect(abs(columnCoverage(Int(farX)) - expectedHeight(farX)) < 0.05)
            #expect(coverage(frame, 150, 100) == 1)
            #expect(coverage(frame, 66, 100) == 0 && coverage(frame, 213, 100) == 0)
        }
    }

    /// The same rotation with image content at @2x: perspective-correct, bilinear sampling.
    @Test func perspectiveRotationOfImageContent() {
        let frame = withEngine { _ in
            let root = makeRootLayer(CGSize(width: 150, height: 100), color: CGColor(red: 0.2, green: 0.2, blue: 0.25, alpha: 1))
            withoutActions {
                let card = CALayer()
                card.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
                card.position = CGPoint(x: 75, y: 50)
                card.contents = makeCheckerboard(width: 200, height: 120)
                var transform = CATransform3DIdentity
                transform.m34 = -1 / 500
                card.transform = CATransform3DRotate(transform, -.pi / 5, 0, 1, 0)
                root.addSublayer(card)
            }
            return renderFrame(root, size: CGSize(width: 150, height: 100), scale: 2)
        }
        assertImageSnapshot(of: frame, named: "flip-at-2x", tolerance: .compositor)
    }

    /// masksToBounds with cornerRadius 30 on two corners only (maskedCorners): sublayers are cut
    /// along antialiased quarter circles there and square elsewhere.
    @Test func roundedClippingFollowsMaskedCorners() {
        let frame = withEngine { _ in
            let root = makeRootLayer(CGSize(width: 160, height: 160), color: Self.white)
            withoutActions {
                let card = CALayer()
                card.frame = CGRect(x: 20, y: 20, width: 120, height: 120)
                card.masksToBounds = true
                card.cornerRadius = 30
                card.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
                let picture = CALayer()
                picture.frame = CGRect(x: -20, y: -20, width: 160, height: 160)
                picture.contents = makeCheckerboard(width: 160, height: 160, cell: 16)
                card.addSublayer(picture)
                root.addSublayer(card)
            }
            return renderFrame(root, size: CGSize(width: 160, height: 160))
        }
        // Rounded corner (top left): the pixel at the card's corner is outside the arc, a pixel on
        // the 45° line well inside it is covered. Square corner (top right): covered to the edge.
        #expect(components(frame, 21, 21) == [255, 255, 255, 255])
        #expect(components(frame, 40, 40) != [255, 255, 255, 255])
        #expect(components(frame, 138, 21) != [255, 255, 255, 255])
        #expect(components(frame, 141, 21) == [255, 255, 255, 255])
        // Partial coverage on the arc: centre (50, 50), radius 30 → the arc crosses the diagonal
        // at 50 − 30/√2 = 28.79; pixel (28, 28) (centre 28.5) is about 0.41 px outside → mostly white.
        let arc = components(frame, 28, 28)
        #expect(arc != [255, 255, 255, 255] && arc[0] > 128, "antialiased arc pixel \(arc)")
        assertImageSnapshot(of: frame, named: "rounded-clip", tolerance: .compositor)
    }

    /// A layer at opacity 0.5 whose two opaque sublayers overlap looks like one translucent
    /// picture: where they overlap, only the top one shows, at half strength.
    @Test func groupOpacityFlattensTheSubtree() {
        let frame = withEngine { _ in
            let root = makeRootLayer(CGSize(width: 120, height: 80), color: Self.white)
            withoutActions {
                let group = CALayer()
                group.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
                group.opacity = 0.5
                let red = CALayer(), blue = CALayer()
                red.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
                red.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                blue.frame = CGRect(x: 50, y: 10, width: 60, height: 60)
                blue.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
                group.addSublayer(red)
                group.addSublayer(blue)
                root.addSublayer(group)
            }
            return renderFrame(root, size: CGSize(width: 120, height: 80))
        }
        // Blue at 128/256 over white: 255 − 255·128/256 = 127.5 → 127 or 128 for the other channels.
        let blueOnly = components(frame, 100, 40), overlap = components(frame, 60, 40), redOnly = components(frame, 20, 40)
        #expect(overlap == blueOnly, "overlap \(overlap) vs blue \(blueOnly): no red may show through")
        #expect(blueOnly[2] == 255 && (127...128).contains(blueOnly[0]))
        #expect(redOnly[0] == 255 && (127...128).contains(redOnly[2]))
        assertImageSnapshot(of: frame, named: "group-opacity", tolerance: .compositor)
    }

    /// A CAShapeLayer circle as `mask` — the circular reveal of the seed transitions.
    @Test func shapeLayerMaskRevealsACircle() {
        let frame = withEngine { _ in
            let root = makeRootLayer(CGSize(width: 140, height: 140), color: Self.black)
            withoutActions {
                let picture = CALayer()
                picture.frame = CGRect(x: 10, y: 10, width: 120, height: 120)
                picture.contents = makeCheckerboard(width: 120, height: 120, cell: 12)
                let circle = CAShapeLayer()
                circle.frame = picture.bounds
                circle.path = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 80, height: 80), transform: nil)
                circle.fillColor = Self.white
                picture.mask = circle
                root.addSublayer(picture)
            }
            return renderFrame(root, size: CGSize(width: 140, height: 140))
        }
        #expect(components(frame, 70, 70)[3] == 255 && components(frame, 70, 70) != [0, 0, 0, 255])
        #expect(components(frame, 25, 25) == [0, 0, 0, 255], "outside the circle the picture is masked away")
        #expect(components(frame, 125, 70) == [0, 0, 0, 255])
        assertImageSnapshot(of: frame, named: "circle-mask", tolerance: .drawing)
    }

    /// A card with a soft shadow (radius 8, offset (0, 6), opacity 0.5), and one with a shadowPath.
    @Test func shadowsAreBlurredAndOffset() {
        let frame = withEngine { _ in
            let root = makeRootLayer(CGSize(width: 200, height: 120), color: Self.white)
            withoutActions {
                for (index, usesPath) in [false, true].enumerated() {
                    let card = CALayer()
                    card.frame = CGRect(x: 20 + index * 100, y: 20, width: 60, height: 60)
                    card.backgroundColor = CGColor(red: 0.3, green: 0.6, blue: 0.9, alpha: 1)
                    card.cornerRadius = 10
                    card.shadowOpacity = 0.5
                    card.shadowRadius = 8
                    card.shadowOffset = CGSize(width: 0, height: 6)
                    if usesPath { card.shadowPath = CGPath(ellipseIn: card.bounds.insetBy(dx: -6, dy: -6), transform: nil) }
                    root.addSublayer(card)
                }
            }
            return renderFrame(root, size: CGSize(width: 200, height: 120))
        }
        // Below the card the shadow darkens the background; far away it is untouched.
        let below = components(frame, 50, 86), far = components(frame, 50, 118), above = components(frame, 50, 14)
        #expect(below[0] < 235, "shadow under the card: \(below)")
        #expect(far == [255, 255, 255, 255])
        #expect(above[0] > below[0], "offset (0, 6) puts more shadow below than above")
        assertImageSnapshot(of: frame, named: "shadows", tolerance: .drawing)
    }

    /// An axial gradient with three colours at locations 0, 0.25, 1, left to right.
    @Test func gradientLayerInterpolatesBetweenLocations() {
        let frame = withEngine { _ in
            let root = makeRootLayer(CGSize(width: 201, height: 40))
            withoutActions {
                let gradient = CAGradientLayer()
                gradient.frame = CGRect(x: 0, y: 0, width: 201, height: 40)
                gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1),
                                   CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
                gradient.locations = [0, 0.25, 1]
                gradient.startPoint = CGPoint(x: 0, y: 0.5)
                gradient.endPoint = CGPoint(x: 1, y: 0.5)
                root.addSublayer(gradient)
            }
            return renderFrame(root, size: CGSize(width: 201, height: 40))
        }
        // Pixel 50 (centre 50.5 of 201) is at 0.2512: green. Pixel 0 is nearly red, 200 nearly blue.
        let start = components(frame, 0, 20), quarter = components(frame, 50, 20), end = components(frame, 200, 20)
        #expect(start[0] > 250 && start[1] < 5, "\(start)")
        #expect(quarter[1] > 250 && quarter[0] < 3 && quarter[2] < 3, "\(quarter)")
        #expect(end[2] > 250 && end[1] < 3, "\(end)")
        // Halfway between 0.25 and 1 (x = 125.125): half green, half blue.
        let middle = components(frame, 125, 20)
        #expect(abs(middle[1] - 128) <= 2 && abs(middle[2] - 128) <= 2, "\(middle)")
        assertImageSnapshot(of: frame, named: "gradient", tolerance: .drawing)
    }

    /// Latin and Chinese text drawn by a layer delegate through Pango: the Chinese label must
    /// come out as glyphs, not as missing-glyph boxes.
    @Test func textRendersLatinAndChineseGlyphs() {
        let (label, boxes) = withEngine { _ in
            (Self.renderText("Flip 翻转动画"), Self.renderText("Flip \u{E000}\u{E001}\u{E002}\u{E003}"))
        }
        // The Latin part is the same in both; the Chinese part must differ from four private-use
        // characters (which no font has, so they show as boxes).
        var latinDiffers = false, chineseDiffers = false
        for y in 0..<label.height {
            for x in 0..<label.width where components(label, x, y) != components(boxes, x, y) {
                if x < 40 { latinDiffers = true } else { chineseDiffers = true }
            }
        }
        #expect(!latinDiffers && chineseDiffers)
        // Enough ink for four complex characters.
        var ink = 0
        for y in 0..<label.height { for x in 50..<label.width where components(label, x, y)[0] < 128 { ink += 1 } }
        #expect(ink > 300, "ink pixels in the Chinese part: \(ink)")
        assertImageSnapshot(of: label, named: "text", tolerance: .text)
    }

    private static func renderText(_ text: String) -> PixelBuffer {
        let root = makeRootLayer(CGSize(width: 180, height: 40), color: white)
        let delegate = TextDrawingDelegate(text: text)
        withoutActions {
            let label = CALayer()
            label.frame = CGRect(x: 0, y: 0, width: 180, height: 40)
            label.delegate = delegate
            label.setNeedsDisplay()
            root.addSublayer(label)
        }
        return renderFrame(root, size: CGSize(width: 180, height: 40))
    }

    /// A stroked CAShapeLayer: round caps and joins, a dash pattern, and strokeEnd 0.6.
    @Test func shapeLayerStrokesWithDashesAndStrokeEnd() {
        let frame = withEngine { _ in
            let root = makeRootLayer(CGSize(width: 160, height: 100), color: Self.white)
            withoutActions {
                let path = CGMutablePath()
                path.move(to: CGPoint(x: 10, y: 80))
                path.addCurve(to: CGPoint(x: 150, y: 80), control1: CGPoint(x: 40, y: -20), control2: CGPoint(x: 120, y: -20))
                let solid = CAShapeLayer()
                solid.frame = root.bounds
                solid.path = path
                solid.fillColor = nil
                solid.strokeColor = CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)
                solid.lineWidth = 8
                solid.lineCap = .round
                solid.strokeEnd = 0.6
                let dashed = CAShapeLayer()
                dashed.frame = root.bounds
                dashed.path = CGPath(roundedRect: CGRect(x: 20, y: 60, width: 120, height: 30), cornerWidth: 8, cornerHeight: 8, transform: nil)
                dashed.fillColor = CGColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)
                dashed.strokeColor = CGColor(red: 0.2, green: 0.3, blue: 0.8, alpha: 1)
                dashed.lineWidth = 2
                dashed.lineDashPattern = [6, 4]
                root.addSublayer(dashed)
                root.addSublayer(solid)
            }
            return renderFrame(root, size: CGSize(width: 160, height: 100))
        }
        // The curve starts at (10, 80): painted. It ends at (150, 80), beyond strokeEnd: not.
        #expect(components(frame, 10, 80)[1] < 200)
        #expect(components(frame, 150, 78) == [255, 255, 255, 255])
        assertImageSnapshot(of: frame, named: "strokes", tolerance: .drawing)
    }
}

/// Draws one line of 20-point text in its layer.
@MainActor
final class TextDrawingDelegate: CALayerDelegate {
    let text: String
    init(text: String) { self.text = text }
    func draw(_ layer: CALayer, in ctx: CGContext) {
        TextLayout.draw(text, style: TextStyle(font: FontDescriptor(size: 20)), in: layer.bounds.insetBy(dx: 4, dy: 6), context: ctx)
    }
}
