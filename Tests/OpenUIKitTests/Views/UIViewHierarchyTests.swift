@testable import OpenUIKit
import Testing

/// A view that logs its hierarchy notifications.
@MainActor
private final class LoggingView: UIView {
    var log: [String] = []
    var name = ""
    override func willMove(toSuperview newSuperview: UIView?) { log.append("\(name).willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { log.append("\(name).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log.append("\(name).willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log.append("\(name).didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log.append("\(name).didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log.append("\(name).willRemoveSubview") }
}

@MainActor
struct UIViewHierarchyTests {
    @Test func addAndRemoveSendUIKitsNotificationOrder() {
        withApp { _ in
            let window = makeWindow()
            let parent = LoggingView(), child = LoggingView(), grandchild = LoggingView()
            parent.name = "parent"; child.name = "child"; grandchild.name = "grandchild"
            window.addSubview(parent)
            child.addSubview(grandchild)
            var log: [String] = []
            child.log = []; grandchild.log = []; parent.log = []
            parent.addSubview(child)
            log = child.log + grandchild.log + parent.log
            #expect(child.log == ["child.willMove(toSuperview: view)", "child.willMove(toWindow: window)", "child.didMoveToWindow", "child.didMoveToSuperview"])
            #expect(grandchild.log == ["grandchild.willMove(toWindow: window)", "grandchild.didMoveToWindow"])
            #expect(parent.log == ["parent.didAddSubview"])
            #expect(log.count == 7)

            child.log = []; grandchild.log = []; parent.log = []
            child.removeFromSuperview()
            #expect(parent.log == ["parent.willRemoveSubview"])
            #expect(child.log == ["child.willMove(toSuperview: nil)", "child.willMove(toWindow: nil)", "child.didMoveToWindow", "child.didMoveToSuperview"])
            #expect(child.superview == nil && child.window == nil && grandchild.window == nil)
            #expect(child.layer.superlayer == nil)
        }
    }

    @Test func subviewOrderMatchesSublayerOrder() {
        withApp { _ in
            let root = UIView()
            let a = UIView(), b = UIView(), c = UIView(), d = UIView()
            let decoration = CALayer()
            root.layer.addSublayer(decoration)
            root.addSubview(a)
            root.addSubview(b)
            root.insertSubview(c, at: 0)
            root.insertSubview(d, aboveSubview: c)
            #expect(root.subviews.map(\.tag) == [0, 0, 0, 0])
            #expect(root.subviews == [c, d, a, b])
            root.bringSubviewToFront(c)
            #expect(root.subviews == [d, a, b, c])
            root.sendSubviewToBack(b)
            #expect(root.subviews == [b, d, a, c])
            root.exchangeSubview(at: 0, withSubviewAt: 3)
            #expect(root.subviews == [c, d, a, b])
            root.insertSubview(b, belowSubview: d)
            #expect(root.subviews == [c, b, d, a])
            // The view layers keep the subviews' order; the decoration layer stays among them.
            let viewLayers = (root.layer.sublayers ?? []).filter { $0 !== decoration }
            #expect(viewLayers.map { ObjectIdentifier($0) } == root.subviews.map { ObjectIdentifier($0.layer) })
            // Re-adding a subview moves it to the front without move notifications.
            root.addSubview(c)
            #expect(root.subviews.last === c)
        }
    }

    @Test func cyclesAreRefusedWithADiagnostic() {
        withApp { capture in
            let parent = UIView(), child = UIView()
            parent.addSubview(child)
            child.addSubview(parent)
            parent.addSubview(parent)
            #expect(parent.superview == nil)
            #expect(child.subviews.isEmpty)
            #expect(capture.records(withCode: .viewMisuse).count == 2)
        }
    }

    @Test func queries() {
        withApp { _ in
            let root = UIView(), child = UIView(), deep = UIView()
            root.addSubview(child)
            child.addSubview(deep)
            deep.tag = 7
            child.tag = 3
            #expect(deep.isDescendant(of: root) && !root.isDescendant(of: deep) && root.isDescendant(of: root))
            #expect(root.viewWithTag(7) === deep)
            #expect(root.viewWithTag(3) === child)
            #expect(root.viewWithTag(0) === root)
            #expect(root.viewWithTag(9) == nil)
            #expect(deep.next === child)
        }
    }

    @Test func tintColorIsInheritedAndChangesPropagate() {
        withApp { _ in
            final class TintView: UIView {
                var changes = 0
                override func tintColorDidChange() { changes += 1 }
            }
            let root = UIView(), child = TintView()
            root.addSubview(child)
            #expect(child.tintColor == .systemBlue)
            child.changes = 0
            root.tintColor = .systemRed
            #expect(child.tintColor == .systemRed)
            #expect(child.changes == 1)
        }
    }

    /// A view whose `tintColor` is its subview's (a marquee label forwards to its inner label):
    /// the subview inherits from the set colours above it, not through that getter, so reading
    /// either ends, and a colour set on the outer view reaches the inner one.
    @Test func aTintForwardedToASubviewDoesNotRecurse() {
        withApp { _ in
            final class Forwarding: UIView {
                let inner = UIView()
                override var tintColor: UIColor! {
                    get { inner.tintColor }
                    set { inner.tintColor = newValue; super.tintColor = newValue }
                }
            }
            let root = UIView(), outer = Forwarding()
            outer.addSubview(outer.inner)
            root.addSubview(outer)
            #expect(outer.tintColor == .systemBlue)
            root.tintColor = .systemGreen
            #expect(outer.tintColor == .systemGreen && outer.inner.tintColor == .systemGreen)
            outer.tintColor = .systemRed
            #expect(outer.inner.tintColor == .systemRed)
        }
    }

    @Test func bringingTheFrontViewToTheFrontInLayoutDoesNotLoop() {
        withApp { capture in
            // A container keeping its bar on top from layoutSubviews, as navigation controllers do.
            let window = makeWindow()
            let container = FrontKeepingView(frame: window.bounds)
            window.addSubview(container)
            container.addSubview(container.bar)
            container.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            container.setNeedsLayout()
            CATransaction.flush()
            #expect(container.subviews.last === container.bar)
            #expect(capture.records(withCode: .layoutLoop).isEmpty)
            #expect(container.layouts <= 3)
        }
    }
}

@MainActor
private final class FrontKeepingView: UIView {
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    var layouts = 0
    override func layoutSubviews() {
        layouts += 1
        bringSubviewToFront(bar)
    }
}
