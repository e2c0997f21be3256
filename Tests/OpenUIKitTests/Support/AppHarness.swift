@testable import OpenQuartzCore
@testable import OpenUIKit
import Testing
import UIKitTesting

/// Runs `body` on a fresh application (virtual clock at its epoch, no windows, animations or
/// transactions) while recording diagnostics. Every test does its work inside one synchronous
/// main-actor call, so tests running in parallel never see each other's state.
@MainActor
func withApp<T>(_ body: @MainActor (DiagnosticCapture) throws -> T) rethrows -> T {
    ApplicationEnvironment.reset()
    let capture = DiagnosticCapture(silent: true)
    defer {
        // The invariant checks run after every commit (OPENUIKIT_INTERNAL_CHECKS): a test that
        // leaves the hierarchies inconsistent fails, whatever it asserts.
        #expect(capture.records(withCode: .internalInconsistency).isEmpty, "\(capture.records(withCode: .internalInconsistency).map(\.message))")
        ApplicationEnvironment.reset()
    }
    return try OpenUIKitDiagnostics.$capture.withValue(capture) { try body(capture) }
}

/// Advances virtual time by `seconds` (frames at 60 Hz).
@MainActor
func advance(_ seconds: Double) {
    RunLoopDriver.shared.advance(by: seconds)
}

/// A visible window on the default iPhone screen with a committed root view.
@MainActor
func makeWindow() -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.makeKeyAndVisible()
    CATransaction.flush()
    return window
}

/// Seconds since the virtual epoch (for readable event logs).
@MainActor
func now() -> Double { ((CACurrentMediaTime() - MediaClock.virtualEpoch) * 10_000).rounded() / 10_000 }

func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    near(a.origin, b.origin, tolerance) && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// Core Animation's ease-in-ease-out at time fraction `x` (the test kit's independent solver).
func easeInEaseOut(_ x: Double) -> Double { TimingCurve.easeInEaseOut(x) }

func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
    TimingCurve.value(at: x, controlPoints: x1, y1, x2, y2)
}
