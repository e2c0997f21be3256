import OpenUIKit

@MainActor
let uiKitTransitionSections: [CoverageSection] = [
    CoverageSection(module: "OpenUIKit", title: "Custom transitions", entries: [
        CoverageEntry("UIViewControllerAnimatedTransitioning (transitionDuration, animateTransition, interruptibleAnimator, animationEnded)", .differs,
                      "refines AnyObject, not NSObjectProtocol; the default interruptibleAnimator(using:) is a marker meaning “not implemented”") {
            _ = (any UIViewControllerAnimatedTransitioning).self
        },
        CoverageEntry("UIViewControllerContextTransitioning (all members) / UITransitionContextViewControllerKey / UITransitionContextViewKey", .implemented,
                      "view(forKey:) nil rules, frames and completion order of spec §0.4 and §2") {
            _ = (any UIViewControllerContextTransitioning).self; _ = (UITransitionContextViewControllerKey.from, UITransitionContextViewKey.to)
        },
        CoverageEntry("UIViewControllerInteractiveTransitioning (startInteractiveTransition, completionSpeed, completionCurve, wantsInteractiveStart)", .differs,
                      "an absent completionCurve reads as .easeInOut (UIKit uses its private curve)") {
            _ = (any UIViewControllerInteractiveTransitioning).self
        },
        CoverageEntry("UIPercentDrivenInteractiveTransition (update, finish, cancel, pause, duration, percentComplete, completionSpeed, completionCurve, timingCurve, wantsInteractiveStart)",
                      .implemented, "layer-time scrubbing with curved finish/cancel, and the interruptible path") {
            let i = UIPercentDrivenInteractiveTransition(); i.update(0); i.finish(); i.cancel(); i.pause()
            _ = (i.duration, i.percentComplete, i.completionSpeed, i.completionCurve, i.timingCurve, i.wantsInteractiveStart)
        },
        CoverageEntry("UIViewControllerTransitioningDelegate (animators, interactors, presentationController(forPresented:…)) / transitioningDelegate") {
            _ = (any UIViewControllerTransitioningDelegate).self; _ = UIViewController().transitioningDelegate
        },
        CoverageEntry("UINavigationControllerDelegate animationControllerFor / interactionControllerFor") { _ = (any UINavigationControllerDelegate).self },
        CoverageEntry("UITabBarControllerDelegate animationControllerForTransitionFrom / interactionControllerFor") { _ = (any UITabBarControllerDelegate).self },
        CoverageEntry("UIViewControllerTransitionCoordinator / …CoordinatorContext / transitionCoordinator", .implemented,
                      "alongside animations on the transition's duration and curve, scrubbed when interactive; interaction-change handlers") {
            _ = (any UIViewControllerTransitionCoordinator).self; _ = UIViewController().transitionCoordinator
        },
        CoverageEntry("UIPresentationController (presentedView, frameOfPresentedViewInContainerView, shouldRemovePresentersView, shouldPresentInFullscreen, will/did begin/end, containerViewWill/DidLayoutSubviews, adaptivePresentationStyle, size(forChildContentContainer:…), preferredContentSizeDidChange)",
                      .implemented, "every presentation has one: the system styles use UIKit's own subclasses; reading presentationController before presenting creates the style's one and locks the style in (a later change is reported)") {
            let p = UIPresentationController(presentedViewController: UIViewController(), presenting: nil)
            _ = (p.presentedView, p.frameOfPresentedViewInContainerView, p.shouldRemovePresentersView, p.shouldPresentInFullscreen, p.containerView)
            p.presentationTransitionWillBegin(); p.containerViewWillLayoutSubviews(); _ = p.adaptivePresentationStyle
            _ = UIViewController().presentationController
        },
        CoverageEntry("UIAdaptivePresentationControllerDelegate (adaptivePresentationStyle, willPresentWithAdaptiveStyle, shouldDismiss / willDismiss / didDismiss / didAttemptToDismiss)", .differs,
                      "adaptivePresentationStyle defaults return .automatic, meaning “not implemented”; consulted in compact width; the user-dismissal callbacks come from sheet drags and taps outside popovers") {
            _ = (any UIAdaptivePresentationControllerDelegate).self
        },
        CoverageEntry(missing: "presentationController(_:viewControllerForAdaptivePresentationStyle:)", "the adapted presentation shows the same controller"),
        CoverageEntry("UISheetPresentationController detents (medium, large, custom) / selectedDetentIdentifier / largestUndimmedDetentIdentifier / preferredCornerRadius / animateChanges / delegate", .differs,
                      "detents apply in compact width; medium is half the largest height; prefersGrabberVisible is recorded, no grabber is drawn") {
            let s = UISheetPresentationController(presentedViewController: UIViewController(), presenting: nil)
            s.detents = [.medium(), .large()]; _ = (s.selectedDetentIdentifier, s.largestUndimmedDetentIdentifier, s.preferredCornerRadius, s.prefersGrabberVisible)
            s.animateChanges {}; _ = UIViewController().sheetPresentationController; _ = (any UISheetPresentationControllerDelegate).self
        },
        CoverageEntry("UIPopoverPresentationController sourceView / sourceRect / barButtonItem / permittedArrowDirections / arrowDirection / backgroundColor / passthroughViews / popoverLayoutMargins / adaptiveSheetPresentationController / delegate", .differs,
                      "no sourceItem; a barButtonItem must be in a navigation bar (no toolbar yet), whose bar is then passed through; the bubble's shape and the 320 x 480 default size are our choices; presenting one without an anchor is refused with UIKit's message") {
            let p = UIPopoverPresentationController(presentedViewController: UIViewController(), presenting: nil)
            p.barButtonItem = UIBarButtonItem()
            _ = (p.sourceView, p.sourceRect, p.permittedArrowDirections, p.arrowDirection, p.backgroundColor, p.passthroughViews, p.popoverLayoutMargins)
            _ = p.adaptiveSheetPresentationController
            _ = UIViewController().popoverPresentationController; _ = (any UIPopoverPresentationControllerDelegate).self
        },
        CoverageEntry("UIContentContainer viewWillTransition(to:with:) / size(forChildContentContainer:withParentContainerSize:)", .differs,
                      "sizes change through UIWindow.transition(toSize:duration:targetTransform:) (OpenUIKit only: no device rotation); trait changes are not sent") {
            let c = UIViewController(); _ = c.size(forChildContentContainer: c, withParentContainerSize: .zero); UIWindow().transition(toSize: CGSize(width: 1, height: 1))
        },
    ]),
]
