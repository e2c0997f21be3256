import Testing
import OpenUIKit
import UIKitTesting

/// `class_getInstanceMethod` / `method_setImplementation` on the UIKit methods OpenUIKit lets
/// code replace, `IMP`s made from selectors, and calling them through `unsafeBitCast`.
@MainActor
struct MethodReplacementTests {

    /// A replaced `present` runs for a subclass too, and the `IMP` it got back runs UIKit's.
    @Test func aReplacedPresentRunsForSubclassesAndItsOriginalPresents() throws {
        final class Screen: UIViewController {}
        let method = try #require(class_getInstanceMethod(Screen.self, Selector("presentViewController:animated:completion:")))
        #expect(method_getName(method) == Selector("presentViewController:animated:completion:"))
        let replacement = try #require(class_getMethodImplementation(UIViewController.self, Selector(UIViewController.recordedPresent, name: "recordedPresent:animated:")))
        Recorder.original = method_setImplementation(method, replacement)
        defer { method_setImplementation(method, Recorder.original!) }
        let root = Screen()
        try TransitionHost.run(root: root) { host in
            root.present(UIViewController(), animated: false)
            try host.runUntilIdle()
            #expect(Recorder.presented == ["UIViewController"])
            #expect(root.presentedViewController != nil, "the IMP kept runs UIKit's own present")
        }
    }

    /// A method OpenUIKit cannot replace is reported, and the runtime answers nil as for a
    /// method the class lacks.
    @Test func aMethodThatCannotBeReplacedIsReportedAndNil() {
        let capture = DiagnosticCapture(silent: true)
        OpenUIKitDiagnostics.$capture.withValue(capture) {
            #expect(class_getInstanceMethod(UIViewController.self, Selector("viewDidLoad")) == nil)
        }
        #expect(capture.records(withCode: .unsupportedAPI).first?.message.contains("OpenUIKit can replace only these methods: -[UIViewController dismissViewControllerAnimated:completion:], -[UIViewController presentViewController:animated:completion:]") == true)
    }

    /// Calling a nil `IMP` is reported and does nothing; a selector made from a name has no
    /// implementation.
    @Test func aNilImplementationIsReportedWhenCalled() {
        let capture = DiagnosticCapture(silent: true)
        OpenUIKitDiagnostics.$capture.withValue(capture) {
            #expect(class_getMethodImplementation(UIView.self, Selector("layoutSubviews")) == nil)
            let call = unsafeBitCast(nil as IMP?, to: ((AnyObject, Selector) -> Void).self)
            call(UIView(), Selector("layoutSubviews"))
            let asking = unsafeBitCast(nil as IMP?, to: ((AnyObject, Selector, Int) -> Bool?).self)
            #expect(asking(UIView(), Selector("layoutSubviews"), 1) == nil, "a function returning an optional gets nil")
        }
        #expect(capture.records(withCode: .unsupportedAPI).map(\.message).contains { $0.hasPrefix("A nil IMP was called for layoutSubviews") })
    }

    /// `NSException.raise()` reports the exception with its name and reason, and returns.
    @Test func anExceptionIsReportedWithItsNameAndReason() {
        let capture = DiagnosticCapture(silent: true)
        OpenUIKitDiagnostics.$capture.withValue(capture) {
            NSException(name: .invalidArgumentException, reason: "the delegate must be the router", userInfo: nil).raise()
        }
        #expect(capture.records(withCode: .exceptionRaised).first?.message.hasPrefix("NSInvalidArgumentException: the delegate must be the router") == true)
    }
}

private typealias PresentCall = (AnyObject, Selector, UIViewController, Bool, (() -> Void)?) -> Void

private enum Recorder {
    nonisolated(unsafe) static var presented: [String] = []
    nonisolated(unsafe) static var original: IMP?
}

extension UIViewController {
    /// The replacement of `present` in `aReplacedPresentRunsForSubclassesAndItsOriginalPresents`.
    fileprivate func recordedPresent(_ controller: UIViewController, animated: Bool) {
        Recorder.presented.append(String(describing: type(of: controller)))
        let call = unsafeBitCast(Recorder.original, to: PresentCall.self)
        call(self, Selector("presentViewController:animated:completion:"), controller, animated, nil)
    }
}
