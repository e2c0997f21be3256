import OpenUIKit
import UIKitTesting

@MainActor
let uiKitEventSections: [CoverageSection] = [
    CoverageSection(module: "OpenUIKit", title: "Events and touches", entries: [
        CoverageEntry("UITouch phase / timestamp / tapCount / view / window / location(in:) / previousLocation(in:) / gestureRecognizers / type") {
            let t: UITouch? = nil
            _ = t.map { ($0.phase, $0.timestamp, $0.tapCount, $0.view, $0.window, $0.location(in: nil), $0.previousLocation(in: nil), $0.gestureRecognizers, $0.type) }
        },
        CoverageEntry("UITouch force / maximumPossibleForce / majorRadius; UITouch.TouchType.stylus", .differs, "no sensor data on Linux: force and maximumPossibleForce 0 (as without 3D Touch), radius a nominal 20 points; stylus is pencil's older name") {
            _ = UITouch.TouchType.stylus
            let t: UITouch? = nil; _ = t.map { ($0.force, $0.maximumPossibleForce, $0.majorRadius) }
        },
        CoverageEntry("UIEvent type / timestamp / allTouches / touches(for: view / window / gesture)") {
            let e: UIEvent? = nil; _ = e.map { ($0.type, $0.timestamp, $0.allTouches, $0.touches(for: UIView())) }
        },
        CoverageEntry("UIResponder touchesBegan / Moved / Ended / Cancelled (passed up the responder chain by default)") {
            let r = UIResponder(); r.touchesBegan([], with: nil); r.touchesMoved([], with: nil); r.touchesEnded([], with: nil); r.touchesCancelled([], with: nil)
        },
        CoverageEntry("UIApplication.sendEvent / UIWindow.sendEvent (hit test, recognizers first, then views)") {
            let e: UIEvent? = nil; _ = e.map { UIApplication.shared.sendEvent($0); UIWindow().sendEvent($0) }
        },
        CoverageEntry("UIPress phase / type / key / force / window / responder; UIPressesEvent allPresses; UIKey characters / charactersIgnoringModifiers / modifierFlags / keyCode; UIKeyboardHIDUsage; UIKeyModifierFlags; UIResponder pressesBegan / Changed / Ended / Cancelled", .differs,
                      "presses go to the first responder (the key window without one) and up the responder chain; US layout characters; text fields do not type from keys; recognizers take no presses; a key's type is the remote button it stands for, else select (ours)") {
            let p: UIPress? = nil; _ = p.map { ($0.phase, $0.type, $0.key?.keyCode, $0.key?.characters, $0.key?.charactersIgnoringModifiers, $0.key?.modifierFlags, $0.force, $0.window, $0.responder) }
            let e: UIPressesEvent? = nil; _ = e.map { $0.allPresses }
            let r = UIResponder(); r.pressesBegan([], with: nil); r.pressesChanged([], with: nil); r.pressesEnded([], with: nil); r.pressesCancelled([], with: nil)
            _ = (UIKeyboardHIDUsage.keyboardTab, UIKeyModifierFlags.command, UIKey.self)
        },
        CoverageEntry("SyntheticTouches.press(_:modifiers:characters:duration:) (UIKitTesting, OpenUIKit only)", .differs, "our API: a key down and up at exact virtual times, through UIApplication.sendEvent") {
            _ = SyntheticTouches.press
        },
        CoverageEntry("Views being animated ignore touches unless .allowUserInteraction") { _ = UIView.AnimationOptions.allowUserInteraction },
        CoverageEntry("SyntheticTouches (UIKitTesting, OpenUIKit only): tap / longPress / drag / edgeSwipe / touchDown / move / lift / cancel", .differs,
                      "our API: touches at exact virtual times, through the real event path") {
            let input = SyntheticTouches(); input.wait(0)
        },
    ]),
    CoverageSection(module: "OpenUIKit", title: "Gesture recognizers", entries: [
        CoverageEntry("UIGestureRecognizer state machine: state / isEnabled / view / delegate / reset() / ignore(_:for:)", .implemented,
                      "actions for began, changed, ended, cancelled; reset at the end of the event cycle") {
            let g = UIGestureRecognizer(); _ = (g.state, g.isEnabled, g.view, g.delegate); g.reset()
        },
        CoverageEntry("state setter for subclasses (UIGestureRecognizerSubclass)", .differs, "settable by any code; there is no subclass-only header on Linux") {
            let g = UIGestureRecognizer(); g.state = .failed
        },
        CoverageEntry("init(target:action:) / addTarget(_:action:) / removeTarget(_:action:)", .differs,
                      "the action is a Selector made from the method (what the source bridge writes for #selector) or a method reference (Self.method), taking the recognizer or nothing; removeTarget(_:action:) removes the named action (all of the target's for a method reference); addAction(_:) takes a closure") {
            let g = UIGestureRecognizer(target: UIView(), action: UIView.layoutIfNeeded); g.addAction { _ in }; g.removeTarget(nil)
            g.removeTarget(g, action: UIView.layoutIfNeeded)
        },
        CoverageEntry("cancelsTouchesInView / delaysTouchesBegan / delaysTouchesEnded / require(toFail:) / name") {
            let g = UIGestureRecognizer(); _ = (g.cancelsTouchesInView, g.delaysTouchesBegan, g.delaysTouchesEnded, g.name); g.require(toFail: g)
        },
        CoverageEntry("location(in:) / location(ofTouch:in:) / numberOfTouches") { let g = UIGestureRecognizer(); _ = (g.location(in: nil), g.numberOfTouches) },
        CoverageEntry("canPrevent / canBePrevented(by:) / shouldRequireFailure(of:) / shouldBeRequiredToFail(by:)") {
            let g = UIGestureRecognizer(); _ = (g.canPrevent(g), g.canBePrevented(by: g), g.shouldRequireFailure(of: g), g.shouldBeRequiredToFail(by: g))
        },
        CoverageEntry("UIGestureRecognizerDelegate: shouldBegin / shouldRecognizeSimultaneouslyWith / shouldRequireFailureOf / shouldBeRequiredToFailBy / shouldReceive touch / shouldReceive event") {
            _ = (any UIGestureRecognizerDelegate).self
        },
        CoverageEntry("UIView gestureRecognizers / addGestureRecognizer / removeGestureRecognizer / gestureRecognizerShouldBegin(_:)") {
            let v = UIView(); let g = UIGestureRecognizer(); v.addGestureRecognizer(g); v.removeGestureRecognizer(g); _ = (v.gestureRecognizers, v.gestureRecognizerShouldBegin(g))
        },
        CoverageEntry("UIPanGestureRecognizer translation / setTranslation / velocity / minimum / maximumNumberOfTouches", .implemented,
                      "10-point hysteresis; velocity over the last 100 ms of samples (our rule)") {
            let p = UIPanGestureRecognizer(); _ = (p.translation(in: nil), p.velocity(in: nil), p.minimumNumberOfTouches, p.maximumNumberOfTouches); p.setTranslation(.zero, in: nil)
        },
        CoverageEntry("UIScreenEdgePanGestureRecognizer edges", .differs, "edges are absolute: the navigation controller's back swipe stays on the left edge in a right-to-left interface (iOS moves it to the right)") { _ = UIScreenEdgePanGestureRecognizer().edges },
        CoverageEntry("UITapGestureRecognizer numberOfTapsRequired / numberOfTouchesRequired") { let t = UITapGestureRecognizer(); _ = (t.numberOfTapsRequired, t.numberOfTouchesRequired) },
        CoverageEntry("UILongPressGestureRecognizer minimumPressDuration / allowableMovement / numberOfTapsRequired / numberOfTouchesRequired") {
            let l = UILongPressGestureRecognizer(); _ = (l.minimumPressDuration, l.allowableMovement, l.numberOfTapsRequired, l.numberOfTouchesRequired)
        },
        CoverageEntry("UIPinchGestureRecognizer scale / velocity", .implemented, "begins after the fingers' distance changed by 8 points (our rule); a third finger is ignored") {
            let p = UIPinchGestureRecognizer(); p.scale = 1; _ = (p.scale, p.velocity)
        },
        CoverageEntry("UIRotationGestureRecognizer rotation / velocity", .implemented, "begins after 0.08 radians (our rule); keeps counting past a half turn") {
            let r = UIRotationGestureRecognizer(); r.rotation = 0; _ = (r.rotation, r.velocity)
        },
        CoverageEntry("UISwipeGestureRecognizer direction / numberOfTouchesRequired", .implemented,
                      "recognizes after 50 points within 0.5 s, at most 27° off axis (our rules; UIKit's are undocumented)") {
            let s = UISwipeGestureRecognizer(); s.direction = [.left, .right, .up, .down]; _ = s.numberOfTouchesRequired
        },
        CoverageEntry("SyntheticTouches pinch / rotate (UIKitTesting, OpenUIKit only)") {
            let input = SyntheticTouches(); _ = input.pinch(at: .zero, from: 10, to: 20, duration: 0); _ = input.rotate(at: .zero, radius: 10, by: 0, duration: 0)
        },
        CoverageEntry(missing: "UIHoverGestureRecognizer", "no pointer input on Linux"),
        CoverageEntry(missing: "UIPanGestureRecognizer.allowedScrollTypesMask, UIGestureRecognizer.allowedTouchTypes / requiresExclusiveTouchType", "no pointer, trackpad or pencil input on Linux"),
    ]),
]
