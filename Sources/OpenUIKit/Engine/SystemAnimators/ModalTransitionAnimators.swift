/// The standard modal transitions (`modalTransitionStyle`) for styles that cover the screen or
/// a context: the presented view covers vertically, dissolves in, or the two flip or curl.
@MainActor
final class ModalTransitionAnimator: SystemTransitionAnimator {
    let style: UIModalTransitionStyle
    let isPresenting: Bool

    init(style: UIModalTransitionStyle, isPresenting: Bool) {
        self.style = style
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        switch style {
        case .coverVertical: SystemTransitionConstants.coverVerticalDuration
        case .crossDissolve: SystemTransitionConstants.crossDissolveDuration
        case .flipHorizontal: SystemTransitionConstants.flipDuration
        case .partialCurl: SystemTransitionConstants.curlDuration
        }
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let (presented, presentedView, final) = presentedSide(of: context, isPresenting: isPresenting) else {
            context.completeTransition(true)
            return
        }
        let duration = context.isAnimated ? transitionDuration(using: context) : 0
        let done: (Bool) -> Void = { _ in
            // A cancelled dismissal leaves the presented view where it was (the model values are
            // the ones the animation ran to).
            if !self.isPresenting, context.transitionWasCancelled {
                UIView.performWithoutAnimation {
                    presentedView.frame = final
                    presentedView.alpha = 1
                }
            }
            context.completeTransition(!context.transitionWasCancelled)
        }
        if isPresenting {
            container.addSubview(presentedView)
            presentedView.frame = final
            presented.sendViewIsAppearing()
        }
        switch style {
        case .coverVertical:
            let offscreen = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
            if isPresenting { UIView.performWithoutAnimation { presentedView.frame = offscreen } }
            UIView.animate(withDuration: duration, delay: 0, options: .systemCurve, animations: {
                presentedView.frame = self.isPresenting ? final : offscreen
            }, completion: done)
        case .crossDissolve:
            if isPresenting { UIView.performWithoutAnimation { presentedView.alpha = 0 } }
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: {
                presentedView.alpha = self.isPresenting ? 1 : 0
            }, completion: { finished in
                presentedView.alpha = 1
                done(finished)
            })
        case .flipHorizontal, .partialCurl:
            // A view transition of the container shows the presented view appearing: a flip puts
            // it on the back (docs/transition-engine.md, "System animations"); the curl is an approximation, the covering page turning
            // up (present) or coming back down (dismiss).
            let kind: UIView.AnimationOptions = style == .flipHorizontal
                ? (isPresenting ? .transitionFlipFromRight : .transitionFlipFromLeft)
                : (isPresenting ? .transitionCurlUp : .transitionCurlDown)
            if isPresenting { UIView.performWithoutAnimation { presentedView.isHidden = true } }
            UIView.transition(with: container, duration: duration, options: [kind, .curveEaseInOut],
                              animations: { presentedView.isHidden = !self.isPresenting }, completion: { finished in
                presentedView.isHidden = false
                done(finished)
            })
        }
    }
}

/// Page and form sheets (iOS 13+): the presented view slides up as a card with rounded top
/// corners over a dimming view; on a phone the presenter shrinks behind it with rounded corners.
@MainActor
final class SheetTransitionAnimator: SystemTransitionAnimator {
    let isPresenting: Bool
    /// The presenter's view, which stays in place (shrunk on phones).
    let presenterView: UIView?
    let shrinksPresenter: Bool
    /// Whether the presenter is dimmed at the sheet's detent.
    let dims: Bool
    let cornerRadius: CGFloat
    /// A phone card (rounded top corners, attached to the bottom edge) rather than a centred card.
    let edgeAttached: Bool

    init(isPresenting: Bool, presenterView: UIView?, shrinksPresenter: Bool, dims: Bool = true,
                 cornerRadius: CGFloat = SystemTransitionConstants.sheetCornerRadius, edgeAttached: Bool = true) {
        self.isPresenting = isPresenting
        self.presenterView = presenterView
        self.shrinksPresenter = shrinksPresenter
        self.dims = dims
        self.cornerRadius = cornerRadius
        self.edgeAttached = edgeAttached
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        SystemTransitionConstants.sheetDuration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let (presented, sheet, final) = presentedSide(of: context, isPresenting: isPresenting) else {
            context.completeTransition(true)
            return
        }
        let offscreen = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
        let dimming = SheetDimmingView.find(in: container) ?? SheetDimmingView.install(in: container)
        let dimmingBefore = dimming.alpha
        if isPresenting {
            container.addSubview(sheet)
            UIView.performWithoutAnimation {
                sheet.frame = offscreen
                sheet.layer.cornerRadius = cornerRadius
                sheet.layer.maskedCorners = edgeAttached ? [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                    : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
                sheet.clipsToBounds = true
                dimming.alpha = 0
            }
            presented.sendViewIsAppearing()
        }
        let presenterView = shrinksPresenter ? presenterView : nil
        // The presenter is outside the container: an interactive sheet transition scrubs it too.
        if let presenterView, context.isInteractive, let engineContext = context as? TransitionContext,
           !engineContext.outsideAlongsideViews.contains(where: { $0 === presenterView }) {
            engineContext.outsideAlongsideViews.append(presenterView)
        }
        let presenterTransform = presenterView.map { Self.shrunkTransform(for: $0, in: container) } ?? .identity
        if isPresenting, let presenterView {
            presenterView.clipsToBounds = true
            presenterView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        }
        let duration = context.isAnimated ? transitionDuration(using: context) : 0
        // Driven by a finger (the drag that dismisses), time is position: linear, so the sheet
        // follows the finger 1:1.
        let curve: UIView.AnimationOptions = context.isInteractive ? .curveLinear : .systemCurve
        UIView.animate(withDuration: duration, delay: 0, options: curve, animations: {
            sheet.frame = self.isPresenting ? final : offscreen
            dimming.alpha = self.isPresenting && self.dims ? SystemTransitionConstants.sheetDimming : 0
            presenterView?.transform = self.isPresenting ? presenterTransform : .identity
            presenterView?.layer.cornerRadius = self.isPresenting ? self.cornerRadius : 0
        }, completion: { _ in
            if !self.isPresenting {
                if context.transitionWasCancelled {
                    // The sheet stays: everything goes back to how it was before the drag.
                    UIView.performWithoutAnimation {
                        sheet.frame = final
                        dimming.alpha = dimmingBefore
                        presenterView?.transform = presenterTransform
                        presenterView?.layer.cornerRadius = self.cornerRadius
                    }
                } else {
                    dimming.removeFromSuperview()
                    presenterView?.clipsToBounds = false
                }
            }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }

    /// Scaled about its centre and moved so its top edge sits just under the status bar.
    static func shrunkTransform(for view: UIView, in container: UIView) -> CGAffineTransform {
        let scale = SystemTransitionConstants.sheetPresenterScale
        let top = container.safeAreaInsets.top
        let height = view.bounds.height
        // After scaling about the centre the top edge is at (1 − s)·h/2; move it down to `top`.
        let dy = top - (1 - scale) * height / 2
        return CGAffineTransform(translationX: 0, y: max(0, dy)).scaledBy(x: scale, y: scale)
    }
}

/// The dimming behind a sheet.
@MainActor
final class SheetDimmingView: UIView {
    static func find(in container: UIView) -> SheetDimmingView? {
        container.subviews.first { $0 is SheetDimmingView } as? SheetDimmingView
    }

    static func install(in container: UIView) -> SheetDimmingView {
        let dimming = SheetDimmingView(frame: container.bounds)
        dimming.backgroundColor = .black
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dimming, at: 0)
        return dimming
    }
}

/// Popovers fade in and out (with the bubble, which the presentation controller fades alongside).
@MainActor
final class PopoverTransitionAnimator: SystemTransitionAnimator {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        SystemTransitionConstants.popoverDuration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let controller = context.viewController(forKey: key), let view = context.view(forKey: isPresenting ? .to : .from) else {
            context.completeTransition(true)
            return
        }
        if isPresenting {
            context.containerView.addSubview(view)
            UIView.performWithoutAnimation {
                view.frame = context.finalFrame(for: controller)
                view.layer.cornerRadius = 13
                view.clipsToBounds = true
                view.alpha = 0
            }
            controller.sendViewIsAppearing()
        }
        UIView.animate(withDuration: context.isAnimated ? transitionDuration(using: context) : 0, delay: 0, options: .curveEaseInOut, animations: {
            view.alpha = self.isPresenting ? 1 : 0
        }, completion: { _ in
            if !self.isPresenting, !context.transitionWasCancelled { view.alpha = 1 }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

/// The presented controller of a presentation or a dismissal, its view, and that view's frame on
/// screen: where it ends up when presenting, where it starts when dismissing.
@MainActor
private func presentedSide(of context: any UIViewControllerContextTransitioning,
                           isPresenting: Bool) -> (controller: UIViewController, view: UIView, frame: CGRect)? {
    guard let presented = context.viewController(forKey: isPresenting ? .to : .from), let view = presented.viewStorage else { return nil }
    return (presented, view, isPresenting ? context.finalFrame(for: presented) : context.initialFrame(for: presented))
}

