// Helpers in the styles transition code uses: layers built in free functions, extension members
// on UIView and CALayer, helper classes and shared instances — all nonisolated, Swift 5 mode.
import UIKit
import QuartzCore

func circleMask(from start: CGRect, covering bounds: CGRect) -> CAShapeLayer {
    let radius = hypot(max(start.midX, bounds.width - start.midX), max(start.midY, bounds.height - start.midY))
    let mask = CAShapeLayer()
    mask.path = UIBezierPath(ovalIn: start).cgPath
    let grow = CABasicAnimation(keyPath: "path")
    grow.fromValue = UIBezierPath(ovalIn: start).cgPath
    grow.toValue = UIBezierPath(ovalIn: CGRect(x: start.midX - radius, y: start.midY - radius,
                                               width: radius * 2, height: radius * 2)).cgPath
    grow.duration = 0.5
    mask.add(grow, forKey: "reveal")
    return mask
}

func shakeAnimation(amplitude: CGFloat) -> CAKeyframeAnimation {
    let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
    shake.values = [0, -amplitude, amplitude, -amplitude / 2, 0]
    shake.keyTimes = [0, 0.25, 0.5, 0.75, 1]
    shake.duration = 0.4
    return shake
}

extension UIView {
    func roundedSnapshot(cornerRadius: CGFloat) -> UIView? {
        guard let snapshot = snapshotView(afterScreenUpdates: true) else { return nil }
        snapshot.layer.cornerRadius = cornerRadius
        snapshot.layer.masksToBounds = true
        snapshot.frame = frame
        return snapshot
    }

    var frameInWindow: CGRect {
        superview?.convert(frame, to: nil) ?? frame
    }
}

extension CALayer {
    // Technical Q&A QA1673, as iOS code writes it.
    func pauseAnimations() {
        let paused = convertTime(CACurrentMediaTime(), from: nil)
        speed = 0
        timeOffset = paused
    }

    func resumeAnimations() {
        let paused = timeOffset
        speed = 1
        timeOffset = 0
        beginTime = 0
        beginTime = convertTime(CACurrentMediaTime(), from: nil) - paused
    }
}

/// A helper class that owns views, with a shared instance.
final class DimmingFactory {
    static let shared = DimmingFactory()
    var color = UIColor(white: 0, alpha: 0.5)

    func makeDimmingView(frame: CGRect) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        view.isUserInteractionEnabled = false
        return view
    }
}

/// A Core Animation delegate conformance declared in an extension of an NSObject.
final class AnimationObserver: NSObject {
    private(set) var stopped: [Bool] = []
}

extension AnimationObserver: CAAnimationDelegate {
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stopped.append(flag)
    }
}

// A stored property added in an extension with associated objects, as transition libraries do
// (Swift 5: a mutable static key, its address passed with &; a String key works too, with the
// compiler's warning about exposing its representation, as on iOS).
private struct TransitionKeys {
    static var identifier: UInt8 = 0
}

extension UIView {
    var transitionIdentifier: String? {
        get { objc_getAssociatedObject(self, &TransitionKeys.identifier) as? String }
        set { objc_setAssociatedObject(self, &TransitionKeys.identifier, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
