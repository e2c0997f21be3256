extension UIView {
    /// Changes `view`'s content in `animations` and shows the change with the transition in
    /// `options` (flips, curls, cross-dissolve) over `duration`. The changes themselves are not
    /// animated (unless `.allowAnimatedContent`).
    ///
    /// - Note: OpenUIKit differs: transitions are drawn with a picture of the old content laid
    ///   over the view. Flips turn the view about its centre with perspective, as on iOS; the
    ///   curls are approximations — the old page turns up about its top edge (`curlUp`) or the
    ///   new page turns down over it (`curlDown`) — not a bent page.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let kind = ViewTransitionKind(field: options.transitionField)
        guard duration > 0, areAnimationsEnabled, let kind else {
            UIView.performWithoutAnimation { animations?() }
            if let completion { RunLoopDriver.shared.performOnNextFrame { completion(true) } }
            return
        }
        let before = view.snapshotImage(afterScreenUpdates: true)
        if options.contains(.allowAnimatedContent) {
            UIView.animate(withDuration: duration, delay: 0, options: options.flags, animations: { animations?() })
        } else {
            UIView.performWithoutAnimation { animations?() }
        }
        let after = kind == .curlDown ? view.snapshotImage(afterScreenUpdates: true) : nil
        ViewTransitionRenderer(view: view, kind: kind, duration: duration,
                               curve: AnimationCurve.timingFunction(forField: options.curveField))
            .run(before: before, after: after, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview with a transition: `toView`
    /// is inserted at once and `fromView` removed when the transition ends — or, with
    /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown instead.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            OpenUIKitDiagnostics.report(.viewMisuse, "UIView.transition(from:to:duration:options:completion:): the from view has no superview; nothing to transition.")
            if let completion { RunLoopDriver.shared.performOnNextFrame { completion(false) } }
            return
        }
        let showHide = options.contains(.showHideTransitionViews)
        transition(with: container, duration: duration, options: options, animations: {
            if showHide {
                fromView.isHidden = true
                toView.isHidden = false
            } else if toView.superview !== container {
                container.insertSubview(toView, aboveSubview: fromView)
            }
        }, completion: { finished in
            if !showHide { fromView.removeFromSuperview() }
            completion?(finished)
        })
    }
}

/// The transitions of `UIView.AnimationOptions` (bits 20–23).
enum ViewTransitionKind: Equatable {
    case flipFromLeft, flipFromRight, curlUp, curlDown, crossDissolve, flipFromTop, flipFromBottom

    init?(field: UInt) {
        switch field {
        case 1: self = .flipFromLeft
        case 2: self = .flipFromRight
        case 3: self = .curlUp
        case 4: self = .curlDown
        case 5: self = .crossDissolve
        case 6: self = .flipFromTop
        case 7: self = .flipFromBottom
        default: return nil
        }
    }
}

/// Draws one view transition with layers: a picture of the old content over the view, and
/// Core Animation animations of it and of the view.
@MainActor
struct ViewTransitionRenderer {
    let view: UIView
    let kind: ViewTransitionKind
    let duration: TimeInterval
    let curve: CAMediaTimingFunction

    /// The perspective of flips and curls: m34 = −1 / (2 × the larger side) — our choice; UIKit's
    /// exact value is not documented.
    private var perspective: CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / (2 * max(view.bounds.width, view.bounds.height, 1))
        return t
    }

    func run(before: CGImage?, after: CGImage?, completion: ((Bool) -> Void)?) {
        let overlay = CALayer()
        overlay.frame = view.layer.bounds
        overlay.contents = kind == .curlDown ? after : before
        overlay.contentsScale = view.layer.contentsScale
        overlay.zPosition = 1_000_000
        // For curlDown the old content stays underneath until the new page has covered it.
        let beneath = kind == .curlDown ? CALayer() : nil
        if let beneath {
            beneath.frame = view.layer.bounds
            beneath.contents = before
            beneath.contentsScale = view.layer.contentsScale
            beneath.zPosition = 999_999
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock {
            overlay.removeFromSuperlayer()
            beneath?.removeFromSuperlayer()
            completion?(true)
        }
        if let beneath { view.layer.addSublayer(beneath) }
        view.layer.addSublayer(overlay)
        switch kind {
        case .crossDissolve:
            overlay.add(basic("opacity", from: 1, to: 0), forKey: "transition")
            overlay.opacity = 0
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
            addFlip(overlay: overlay)
        case .curlUp:
            overlay.anchorPoint = CGPoint(x: 0.5, y: 0)
            overlay.position = CGPoint(x: view.layer.bounds.midX, y: view.layer.bounds.minY)
            overlay.add(basic("transform", from: perspective, to: CATransform3DRotate(perspective, -.pi / 2, 1, 0, 0)), forKey: "transition")
            overlay.transform = CATransform3DRotate(perspective, -.pi / 2, 1, 0, 0)
        case .curlDown:
            overlay.anchorPoint = CGPoint(x: 0.5, y: 0)
            overlay.position = CGPoint(x: view.layer.bounds.midX, y: view.layer.bounds.minY)
            overlay.add(basic("transform", from: CATransform3DRotate(perspective, -.pi / 2, 1, 0, 0), to: perspective), forKey: "transition")
            overlay.transform = perspective
            if let beneath {
                let keep = basic("opacity", from: 1, to: 1)
                beneath.add(keep, forKey: "transition")
            }
        }
        CATransaction.commit()
    }

    /// The view turns a quarter away showing the old picture, then the rest of the way showing
    /// its new content.
    private func addFlip(overlay: CALayer) {
        let (x, y, sign): (CGFloat, CGFloat, CGFloat) = switch kind {
        case .flipFromLeft: (0, 1, 1)
        case .flipFromRight: (0, 1, -1)
        case .flipFromTop: (1, 0, -1)
        default: (1, 0, 1)
        }
        let model = view.layer.transform
        let spin = CAKeyframeAnimation(keyPath: "transform")
        spin.values = [
            model,
            CATransform3DConcat(CATransform3DConcat(model, CATransform3DMakeRotation(sign * .pi / 2, x, y, 0)), perspective),
            CATransform3DConcat(CATransform3DConcat(model, CATransform3DMakeRotation(-sign * .pi / 2, x, y, 0)), perspective),
            model,
        ]
        spin.keyTimes = [0, 0.5, 0.5, 1]
        spin.duration = duration
        spin.timingFunction = curve
        view.layer.add(spin, forKey: "transition")
        let hide = CAKeyframeAnimation(keyPath: "opacity")
        hide.values = [1, 0]
        hide.keyTimes = [0, 0.5, 1]
        hide.calculationMode = .discrete
        hide.duration = duration
        hide.timingFunction = curve
        overlay.add(hide, forKey: "transition")
        overlay.opacity = 0
    }

    private func basic(_ keyPath: String, from: Any, to: Any) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.timingFunction = curve
        return animation
    }
}
