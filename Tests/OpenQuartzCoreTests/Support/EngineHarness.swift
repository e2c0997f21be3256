@testable import OpenQuartzCore
import Testing

/// Runs `body` on a fresh engine (virtual clock at its epoch, no animations or transactions)
/// while recording diagnostics. Every engine test does its work inside one of these synchronous
/// main-actor blocks, so tests running in parallel never see each other's state.
@MainActor
func withEngine<T>(silent: Bool = true, _ body: @MainActor (DiagnosticCapture) throws -> T) rethrows -> T {
    EngineEnvironment.reset()
    let capture = DiagnosticCapture(silent: silent)
    defer { EngineEnvironment.reset() }
    return try OpenUIKitDiagnostics.$capture.withValue(capture) { try body(capture) }
}

/// A committed stand-alone layer with the given geometry.
@MainActor
func makeCommittedLayer(bounds: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100),
                        position: CGPoint = .zero) -> CALayer {
    let layer = CALayer()
    layer.bounds = bounds
    layer.position = position
    CATransaction.flush()
    return layer
}

/// Advances virtual time by `seconds` through the run loop driver.
@MainActor
func advance(_ seconds: Double) {
    RunLoopDriver.shared.advance(by: seconds)
}

func approximatelyEqual(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

func approximatelyEqual(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

func approximatelyEqual(_ a: CATransform3D, _ b: CATransform3D, tolerance: CGFloat = 1e-9) -> Bool {
    zip(TransformMath.elements(a), TransformMath.elements(b)).allSatisfy { abs($0 - $1) <= tolerance }
}

/// Records delegate callbacks as readable strings.
@MainActor
final class RecordingDelegate: CAAnimationDelegate {
    var events: [String] = []
    let name: String
    init(_ name: String = "anim") { self.name = name }
    func animationDidStart(_ anim: CAAnimation) { events.append("\(name) start @\(String(format: "%.4f", CACurrentMediaTime() - 1000))") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("\(name) stop(\(flag)) @\(String(format: "%.4f", CACurrentMediaTime() - 1000))")
    }
}
