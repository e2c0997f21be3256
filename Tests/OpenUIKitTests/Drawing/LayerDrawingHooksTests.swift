@testable import OpenQuartzCore
@testable import OpenUIKit
import Testing

/// An app's view draws through its layer as on iOS: the layer's `draw(in:)`, which asks the
/// view's `draw(_:in:)`, which runs `draw(_:)`. Each may be overridden; a backing store that
/// stays blank is dropped. (Views are 10 × 10 points; the test window's scale is 3.)
@MainActor
struct LayerDrawingHooksTests {
    static let red = (r: 255, g: 0, b: 0, a: 255), blue = (r: 0, g: 0, b: 255, a: 255)

    private func show(_ view: UIView) {
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        makeWindow().addSubview(view)
        CATransaction.flush()
    }

    private func store(of view: UIView) -> CGImage? { view.layer.contents as? CGImage }

    /// `draw(_:in:)` overridden without `super`: its own drawing only; `draw(_:)` never runs.
    @Test func anOverrideOfDrawLayerInContextDrawsInsteadOfDrawRect() {
        final class Painted: UIView {
            var drawRectCalls = 0
            override func draw(_ rect: CGRect) { drawRectCalls += 1 }
            override func draw(_ layer: CALayer, in ctx: CGContext) {
                ctx.setFillColor(UIColor.red.cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            }
        }
        withApp { _ in
            let view = Painted()
            show(view)
            let image = try! #require(store(of: view))
            #expect(image.width == 30 && image.height == 30)
            #expect(pixel(image, 7, 15) == Self.red, "left half: the override's fill, in points")
            #expect(pixel(image, 22, 15).a == 0, "right half untouched")
            #expect(view.drawRectCalls == 0)
        }
    }

    /// `super.draw(_:in:)` runs `draw(_:)` with the context current; the override draws over it.
    @Test func superDrawsDrawRectIntoTheSameContext() {
        final class Layered: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.blue.setFill()
                UIBezierPath(rect: rect).fill()
            }
            override func draw(_ layer: CALayer, in ctx: CGContext) {
                super.draw(layer, in: ctx)
                #expect(UIGraphicsGetCurrentContext() == nil, "draw(_:in:) does not make its context current itself")
                ctx.setFillColor(UIColor.red.cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            }
        }
        withApp { _ in
            let view = Layered()
            show(view)
            let image = try! #require(store(of: view))
            #expect(pixel(image, 15, 7) == Self.red)
            #expect(pixel(image, 15, 22) == Self.blue)
        }
    }

    /// A UILabel subclass that draws nothing of its own (as marquee labels do, drawing their
    /// text in a sublabel): no backing store, and no text.
    @Test func aLabelWhoseOverrideSkipsSuperHasNoBackingStore() {
        final class Silent: UILabel {
            override func draw(_ layer: CALayer, in ctx: CGContext) {}
        }
        withApp { _ in
            let label = Silent()
            label.text = "Hidden"
            show(label)
            #expect(label.layer.contents == nil)
        }
    }

    /// A view whose layer class draws itself (`draw(in:)`, a key that needs display): drawn
    /// from the layer, and again when the key changes.
    @Test func aLayerClassThatDrawsItselfIsDrawnInsideAView() {
        final class FillLayer: CALayer, CALayerInstantiable {
            var fraction: CGFloat {
                get { (value(forKey: "fraction") as? CGFloat) ?? 0 }
                set { setValue(newValue, forKey: "fraction") }
            }
            override class func needsDisplay(forKey key: String) -> Bool { key == "fraction" || super.needsDisplay(forKey: key) }
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(UIColor.red.cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * fraction, height: bounds.height))
            }
        }
        final class Gauge: UIView {
            override class var layerClass: AnyClass { FillLayer.self }
        }
        withApp { _ in
            let gauge = Gauge()
            (gauge.layer as! FillLayer).fraction = 0.5
            show(gauge)
            var image = try! #require(store(of: gauge))
            #expect(pixel(image, 13, 15) == Self.red && pixel(image, 17, 15).a == 0)
            (gauge.layer as! FillLayer).fraction = 0
            CATransaction.flush()
            #expect(gauge.layer.contents == nil, "a blank backing store is dropped")
            (gauge.layer as! FillLayer).fraction = 1
            CATransaction.flush()
            image = try! #require(store(of: gauge))
            #expect(pixel(image, 28, 15) == Self.red)
        }
    }

    /// An app's view class that draws nothing costs no backing store, as OpenUIKit's own views.
    @Test func anAppViewThatDrawsNothingHasNoBackingStore() {
        final class Container: UIView {}
        withApp { _ in
            let view = Container()
            show(view)
            #expect(view.layer.contents == nil)
            #expect(view.drawsThroughLayerHooks && !UIView().drawsThroughLayerHooks)
        }
    }
}
