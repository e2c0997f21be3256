/// The navigation controller's push and pop: the new view slides in from the trailing edge
/// with a shadow on its leading edge while the old one moves a third of the way out and dims;
/// pop mirrors it (docs/transition-engine.md, "System animations"; constants in `SystemTransitionConstants`).
@MainActor
final class NavigationSlideAnimator: SystemTransitionAnimator {
    let isPush: Bool
    /// The view that dims the covered screen, in the container while the slide runs.
    private let dimming: UIView
    /// The last shadow path made, for its height: an animator lent to slide after slide of the
    /// same screen makes it once (paths are immutable, so the layer may keep it).
    @exclusivity(unchecked) private var shadowPathCache: (height: CGFloat, x: CGFloat, path: CGPath)?

    /// - Parameter dimming: a dimming view to use (from `makeDimmingView()`, not in a view
    ///   hierarchy); by default a new one. A navigation controller makes one push and one pop
    ///   animator sharing a dimming view, and lends them to each of its slides.
    init(isPush: Bool, dimming: UIView? = nil) {
        self.isPush = isPush
        self.dimming = dimming ?? Self.makeDimmingView()
    }

    /// A black view that ignores touches.
    static func makeDimmingView() -> UIView {
        let dimming = UIView()
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        return dimming
    }

    /// A thin strip along the leading edge, `height` tall: the shadow's shape (at `x`, the left
    /// edge, or the right one right to left).
    private func shadowPath(height: CGFloat, x: CGFloat) -> CGPath {
        if let shadowPathCache, shadowPathCache.height == height, shadowPathCache.x == x { return shadowPathCache.path }
        let path = CGPath(rect: CGRect(x: x - 1, y: 0, width: 2, height: height), transform: nil)
        shadowPathCache = (height, x, path)
        return path
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        SystemTransitionConstants.navigationDuration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to),
              let toController = context.viewController(forKey: .to) else {
            context.completeTransition(true)
            return
        }
        let container = context.containerView
        // Right to left, the new view slides in from the left and the old one moves right.
        let rightToLeft = container.readsRightToLeft
        let width = container.bounds.width * (rightToLeft ? -1 : 1)
        let final = context.finalFrame(for: toController)
        let parallax = SystemTransitionConstants.navigationParallax * width
        let dimming = dimming
        // Placed as a new view would be, never animated (it may be lent again and again).
        UIView.performWithoutAnimation { dimming.frame = container.bounds }

        // The view on top casts a shadow from its leading edge.
        let top = isPush ? toView : fromView
        let savedShadow = (top.layer.shadowOpacity, top.layer.shadowRadius, top.layer.shadowOffset, top.layer.shadowPath)
        top.layer.shadowOpacity = SystemTransitionConstants.navigationShadowOpacity
        top.layer.shadowRadius = SystemTransitionConstants.navigationShadowRadius
        top.layer.shadowOffset = .zero
        top.layer.shadowPath = shadowPath(height: top.bounds.height, x: rightToLeft ? top.bounds.width : 0)

        if isPush {
            container.addSubview(dimming)
            container.addSubview(toView)
            toView.frame = final.offsetBy(dx: width, dy: 0)
            dimming.alpha = 0
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            container.insertSubview(dimming, belowSubview: fromView)
            toView.frame = final.offsetBy(dx: -parallax, dy: 0)
            dimming.alpha = SystemTransitionConstants.navigationDimming
        }
        toController.sendViewIsAppearing()
        let fromStart = fromView.frame
        let fromFinal = isPush ? fromStart.offsetBy(dx: -parallax, dy: 0) : fromStart.offsetBy(dx: width, dy: 0)
        let animations = {
            toView.frame = final
            fromView.frame = fromFinal
            dimming.alpha = self.isPush ? SystemTransitionConstants.navigationDimming : 0
        }
        let finish: (Bool) -> Void = { _ in
            dimming.removeFromSuperview()
            // The covered view leaves the window where the parallax put it; it gets its frame
            // back, so a later pop — a custom animator that does not place the to view, like
            // most — shows it where it was (UIKit's views come back in place; OpenUIKit's rule).
            if self.isPush, !context.transitionWasCancelled { UIView.performWithoutAnimation { fromView.frame = fromStart } }
            (top.layer.shadowOpacity, top.layer.shadowRadius, top.layer.shadowOffset, top.layer.shadowPath) = savedShadow
            context.completeTransition(!context.transitionWasCancelled)
        }
        guard context.isAnimated else {
            UIView.performWithoutAnimation(animations)
            finish(true)
            return
        }
        // UIKit's private curve 7 (SystemTransitionConstants.systemCurve); an interactive pop
        // scrubs linearly, so the view stays under the finger (docs/transition-engine.md, "System animations").
        UIView.animate(withDuration: transitionDuration(using: context), delay: 0,
                       options: context.isInteractive ? .curveLinear : .systemCurve,
                       animations: animations, completion: finish)
    }
}
