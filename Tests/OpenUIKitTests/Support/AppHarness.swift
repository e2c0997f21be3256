@testable import OpenUIKit
import Testing

/// Runs `body` on a fresh application (virtual clock at its epoch, no windows, animations or
/// transactions) while recording diagnostics. Every test does its work inside one synchronous
/// main-actor call, so tests running in parallel never see each other's state.
@MainActor
func withApp<T>(_ body: @MainActor (DiagnosticCapture) throws -> T) rethrows -> T {
    RunLoopDriver.shared.reset()
    RunLoopDriver.shared.framesPerSecond = 60
    UIApplication.shared.state.reset()
    let capture = DiagnosticCapture()
    defer {
        RunLoopDriver.shared.reset()
        UIApplication.shared.state.reset()
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

/// The value of Core Animation's ease-in-ease-out curve (0.42, 0, 0.58, 1) at time fraction
/// `x`, solved independently of the engine by bisection on the Bézier parameter.
func easeInEaseOut(_ x: Double) -> Double { cubicBezier(0.42, 0, 0.58, 1, x) }

func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
    func bez(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<100 {
        let mid = (low + high) / 2
        if bez(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return bez(y1, y2, (low + high) / 2)
}
