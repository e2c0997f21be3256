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
                      .differs, "drives .custom presentations; the system styles are not rebuilt on it yet") {
            let p = UIPresentationController(presentedViewController: UIViewController(), presenting: nil)
            _ = (p.presentedView, p.frameOfPresentedViewInContainerView, p.shouldRemovePresentersView, p.shouldPresentInFullscreen, p.containerView)
            p.presentationTransitionWillBegin(); p.containerViewWillLayoutSubviews(); _ = p.adaptivePresentationStyle
            _ = UIViewController().presentationController
        },
        CoverageEntry("UIAdaptivePresentationControllerDelegate", .differs, "adaptivePresentationStyle defaults return .automatic, meaning “not implemented”; user dismissal callbacks wait for sheet gestures") {
            _ = (any UIAdaptivePresentationControllerDelegate).self
        },
        CoverageEntry(missing: "UISheetPresentationController / UIPopoverPresentationController", "sheets and popovers are drawn by the system styles; their controllers (detents, anchors) are not implemented yet"),
        CoverageEntry(missing: "UIViewController.viewWillTransition(to:with:)", "no size changes or rotation on Linux yet"),
    ]),
]
