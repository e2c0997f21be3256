@testable import OpenUIKit
import Testing

/// A view's own properties by name, boxed as Objective-C boxes them, set through their setters.
@MainActor
struct UIViewKeyValueCodingTests {
    @Test func propertiesReadBackBoxedAndSetThroughTheirSetters() {
        withApp { capture in
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            #expect((view.value(forKey: "frame") as? NSValue)?.cgRectValue == CGRect(x: 10, y: 20, width: 100, height: 50))
            #expect((view.value(forKey: "center") as? NSValue)?.cgPointValue == CGPoint(x: 60, y: 45))
            #expect((view.value(forKey: "alpha") as? NSNumber)?.doubleValue == 1)
            #expect((view.value(forKey: "hidden") as? NSNumber)?.boolValue == false)
            #expect(view.value(forKey: "layer") as? CALayer === view.layer)

            view.setValue(NSValue(cgRect: CGRect(x: 0, y: 0, width: 40, height: 40)), forKey: "frame")
            #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
            view.setValue(CGPoint(x: 100, y: 100), forKey: "center")
            #expect(view.center == CGPoint(x: 100, y: 100))
            view.setValue(NSNumber(value: 0.25), forKey: "alpha")
            #expect(view.alpha == 0.25)
            view.setValue(true, forKey: "hidden")
            #expect(view.isHidden)
            let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            view.setValue(red, forKey: "backgroundColor")
            #expect(view.value(forKey: "backgroundColor") as? UIColor == red)
            view.setValue(NSValue(cgAffineTransform: CGAffineTransform(scaleX: 2, y: 2)), forKey: "transform")
            #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
            // Through the layer.
            view.setValue(8, forKeyPath: "layer.cornerRadius")
            #expect(view.layer.cornerRadius == 8)
            #expect((view.value(forKeyPath: "layer.cornerRadius") as? NSNumber)?.doubleValue == 8)
            #expect(capture.records.isEmpty)

            // A key that is not a view property, and a value of the wrong type, are reported.
            #expect(view.value(forKey: "nonexistent") == nil)
            #expect(capture.records(withCode: .unsupportedAPI).count == 1)
            let frameBefore = view.frame
            view.setValue("wide", forKey: "frame")
            #expect(view.frame == frameBefore, "nothing changed")
            #expect(capture.records(withCode: .viewMisuse).count == 1)
        }
    }

    @Test func aChangeByNameInsideAnAnimationBlockAnimates() {
        withApp { _ in
            let window = makeWindow()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            CATransaction.flush()
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                view.setValue(0, forKey: "alpha")
            }
            #expect(view.layer.animation(forKey: "opacity") != nil)
            advance(0.5)
            #expect(abs(Double(view.layer.presentation()!.opacity) - 0.5) < 0.02)
        }
    }
}
