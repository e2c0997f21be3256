@testable import OpenUIKit
import Testing

/// A view's superview, its layer's delegate and its next responder (the controller whose view it
/// is) read `nil` once their target is gone, as UIKit's weak references do, and the survivor
/// stays usable: a layer that outlived its view animates implicitly again, as a stand-alone
/// layer does (the engine settles a view layer's changes without asking the view only while the
/// view lives, CALayer.swift).
@MainActor
struct UIViewBackPointerTests {
    @Test func aLayerThatOutlivesItsViewHasNoDelegate() {
        withApp { _ in
            var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            weak let released = view
            let layer = view!.layer
            #expect(layer.delegate === view)
            view = nil
            #expect(released == nil)
            #expect(layer.delegate == nil)
            // Still a working layer: layout, display and a commit in a window's tree.
            let window = makeWindow()
            layer.setNeedsLayout()
            layer.setNeedsDisplay()
            window.layer.addSublayer(layer)
            advance(0.1)
            #expect(layer.superlayer === window.layer)
            #expect(layer.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
            // No view answers for it any more: a change animates implicitly, as for any layer.
            layer.opacity = 0.5
            #expect(layer.animationKeys() == ["opacity"])
        }
    }

    @Test func aSubviewThatOutlivesItsSuperviewHasNoSuperview() {
        withApp { _ in
            var parent: UIView? = UIView()
            weak let released = parent
            let child = UIView(), grandchild = UIView()
            parent!.addSubview(child)
            child.addSubview(grandchild)
            parent = nil
            #expect(released == nil)
            #expect(child.superview == nil)
            #expect(child.next == nil)
            #expect(grandchild.superview === child)
            // The child can join another tree.
            let window = makeWindow()
            window.addSubview(child)
            #expect(child.superview === window && grandchild.window === window)
        }
    }

    @Test func aViewThatOutlivesItsControllerHasNoControllerAsNextResponder() {
        withApp { _ in
            var controller: UIViewController? = UIViewController()
            weak let released = controller
            let view = controller!.view!
            #expect(view.next === controller)
            controller = nil
            #expect(released == nil)
            #expect(view.next == nil)
            let window = makeWindow()
            window.addSubview(view)
            #expect(view.next === window)
        }
    }

    @Test func aDelegateSetByTheAppIsHeldWeaklyAndReplacesTheView() {
        withApp { _ in
            final class Delegate: CALayerDelegate {}
            let view = UIView()
            var delegate: Delegate? = Delegate()
            view.layer.delegate = delegate
            #expect(view.layer.delegate === delegate)
            delegate = nil
            #expect(view.layer.delegate == nil)
            // A layer made on its own keeps a delegate the app set only while it lives.
            let layer = CALayer()
            var other: Delegate? = Delegate()
            layer.delegate = other
            #expect(layer.delegate === other)
            other = nil
            #expect(layer.delegate == nil)
        }
    }
}
