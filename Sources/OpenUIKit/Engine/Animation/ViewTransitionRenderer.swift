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

    /// - Parameter replica: a frozen copy of the view's layers standing in for `before` (a
    ///   cross-dissolve), placed so its bounds fill the overlay, which clips it as the picture was.
    func run(before: CGImage?, after: CGImage?, replica: CALayer? = nil, completion: ((Bool) -> Void)?) {
        let overlay = CALayer()
        overlay.frame = view.layer.bounds
        overlay.contents = kind == .curlDown ? after : before
        overlay.contentsScale = view.layer.contentsScale
        overlay.zPosition = 1_000_000
        if let replica {
            replica.anchorPoint = .zero
            replica.position = .zero
            replica.transform = CATransform3DIdentity
            replica.zPosition = 0
            overlay.masksToBounds = true
            overlay.addSublayer(replica)
        }
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
            LayerHosting.addOwned(basic(.opacity, from: .scalar(1), to: .scalar(0)), to: overlay, forKey: "transition")
            overlay.opacity = 0
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
            addFlip(overlay: overlay)
        case .curlUp:
            overlay.anchorPoint = CGPoint(x: 0.5, y: 0)
            overlay.position = CGPoint(x: view.layer.bounds.midX, y: view.layer.bounds.minY)
            LayerHosting.addOwned(basic(.transform, from: .transform(perspective), to: .transform(CATransform3DRotate(perspective, -.pi / 2, 1, 0, 0))), to: overlay, forKey: "transition")
            overlay.transform = CATransform3DRotate(perspective, -.pi / 2, 1, 0, 0)
        case .curlDown:
            overlay.anchorPoint = CGPoint(x: 0.5, y: 0)
            overlay.position = CGPoint(x: view.layer.bounds.midX, y: view.layer.bounds.minY)
            LayerHosting.addOwned(basic(.transform, from: .transform(CATransform3DRotate(perspective, -.pi / 2, 1, 0, 0)), to: .transform(perspective)), to: overlay, forKey: "transition")
            overlay.transform = perspective
            if let beneath {
                LayerHosting.addOwned(basic(.opacity, from: .scalar(1), to: .scalar(1)), to: beneath, forKey: "transition")
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

    /// An animation made for one layer of this transition (added without a copy, with typed
    /// values: nothing to convert from `Any`).
    private func basic(_ property: LayerProperty, from: AnimationValue, to: AnimationValue) -> CABasicAnimation {
        Self.animation(property, from: from, to: to, duration: duration, curve: curve)
    }

    /// An animation of one layer's `property` from `from` to `to` (typed values), as the
    /// transitions make them; also the navigation bar's cross-fade of its old content
    /// (UINavigationBar+ContentFade.swift), which must look as the cross-dissolve does.
    static func animation(_ property: LayerProperty, from: AnimationValue, to: AnimationValue, duration: TimeInterval,
                          curve: CAMediaTimingFunction) -> CABasicAnimation {
        let animation = CABasicAnimation()
        LayerHosting.configure(animation, property: property, from: from, to: to)
        animation.duration = duration
        animation.timingFunction = curve
        return animation
    }
}
