@testable import OpenUIKit
import Testing
import UIKitTesting

/// Target-action as Objective-C runs it: `init(target:action:)` is the designated initializer,
/// so subclasses call `super.init(target:action:)`; and an action is called whatever class its
/// parameter names, because Objective-C never checks the argument's class (a pan's action may be
/// declared taking a `UIScreenEdgePanGestureRecognizer`).
@MainActor
@Suite struct GestureRecognizerTargetActionTests {
    @MainActor final class Handler {
        var translations: [CGFloat] = []
        var calls = 0
        func handlePan(_ recognizer: UIPanGestureRecognizer) {
            translations.append(recognizer.translation(in: nil).x)
        }
        func handleEdge(_ recognizer: UIScreenEdgePanGestureRecognizer) {
            // Only what a pan has: Objective-C would send an edge-only message to a pan too, and fail there.
            translations.append(recognizer.translation(in: nil).x)
        }
        func handleAny() { calls += 1 }
    }

    /// As libraries write it: a recognizer subclass with its own stored property and initializer.
    final class DirectionalPan: UIPanGestureRecognizer {
        let horizontal: Bool
        init(horizontal: Bool, target: Any?, action: Selector?) {
            self.horizontal = horizontal
            super.init(target: target, action: action)
        }
    }

    final class PlainSubclass: UIPanGestureRecognizer {
        override init(target: Any?, action: Selector?) {
            super.init(target: target, action: action)
            maximumNumberOfTouches = 1
        }
    }

    /// `init()` is a convenience initializer on iOS, so a subclass declares its own without
    /// `override` (FloatingPanel's pan recognizer does).
    final class NamedPan: UIPanGestureRecognizer {
        init() {
            super.init(target: nil, action: nil)
            name = "NamedPan"
        }
    }

    private func dragAcross(_ recognizer: UIGestureRecognizer) {
        let window = makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        view.addGestureRecognizer(recognizer)
        CATransaction.flush()
        SyntheticTouches().drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.3)
    }

    @Test func aSubclassCallsTheDesignatedInitializerWithItsTargetAndAction() {
        withApp { capture in
            let handler = Handler()
            let pan = DirectionalPan(horizontal: true, target: handler, action: Selector(Handler.handlePan, name: "handlePan:"))
            let plain = PlainSubclass(target: handler, action: Selector(Handler.handleAny, name: "handleAny"))
            #expect(pan.horizontal && plain.maximumNumberOfTouches == 1)
            dragAcross(pan)
            #expect(handler.translations.last.map { near($0, 150, 1) } == true, "\(handler.translations)")
            dragAcross(plain)
            #expect(handler.calls >= 3, "began, changed and ended at least")
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }

    @Test func anActionTakingAnotherRecognizerClassIsCalledAsObjectiveCCallsIt() {
        withApp { capture in
            let handler = Handler()
            let pan = UIPanGestureRecognizer(target: handler, action: Selector(Handler.handleEdge, name: "handleEdge:"))
            dragAcross(pan)
            #expect(handler.translations.count >= 3, "began, changed and ended at least")
            #expect(handler.translations.last.map { near($0, 150, 1) } == true, "\(handler.translations)")
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }

    @Test func aMethodReferenceTakingAnotherRecognizerClassIsCalledToo() {
        withApp { capture in
            let handler = Handler()
            let pan = UIPanGestureRecognizer()
            pan.addTarget(handler, action: Handler.handleEdge)
            dragAcross(pan)
            #expect(handler.translations.count >= 3)
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }

    @Test func aSubclassDeclaresItsOwnInitWithoutOverride() {
        withApp { capture in
            let pan = NamedPan()
            #expect(pan.name == "NamedPan")
            let handler = Handler()
            pan.addTarget(handler, action: Handler.handlePan)
            dragAcross(pan)
            #expect(handler.translations.count >= 3)
            // The inherited convenience initializer makes a recognizer with no target.
            let plain = UIPanGestureRecognizer()
            dragAcross(plain)
            #expect(plain.state == .ended || plain.state == .possible)
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }
}
