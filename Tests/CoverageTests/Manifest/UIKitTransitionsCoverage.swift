import OpenUIKit

@MainActor
let uiKitTransitionSections: [CoverageSection] = [
    CoverageSection(module: "OpenUIKit", title: "Custom transitions", entries: [
        CoverageEntry("UIViewControllerAnimatedTransitioning (transitionDuration, animateTransition, interruptibleAnimator, animationEnded)", .differs,
                      "refines AnyObject, not NSObjectProtocol; the default interruptibleAnimator(using:) is a marker meaning “not implemented”") {
            _ = (any UIViewControllerAnimatedTransitioning).self
        },
        CoverageEntry("UIViewControllerContextTransitioning (all members) / UITransitionContextViewControllerKey / UITransitionContextViewKey", .implemented,
                      "view(forKey:) nil rules, frames and completion order (docs/transition-engine.md: \"Which views the animator gets\", \"The recipe\")") {
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
        CoverageEntry("UITabBarControllerDelegate willBeginCustomizing / willEndCustomizing / didEndCustomizing", .differs,
                      "never called: the More list has no Edit button or customizing sheet") { _ = (any UITabBarControllerDelegate).self },
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
    CoverageSection(module: "OpenUIKit", title: "UIKit Dynamics", entries: [
        CoverageEntry("UIDynamicAnimator init(referenceView:) / referenceView / addBehavior / removeBehavior / removeAllBehaviors / behaviors / isRunning / elapsedTime / items(in:) / updateItem(usingCurrentState:) / delegate (UIDynamicAnimatorDelegate)", .differs,
                      "steps on the virtual clock's frames and pauses once every item rests; OpenUIKit's own solver (fixed 1/240 s steps, documented units), so trajectories are not iOS's to the point") {
            let a = UIDynamicAnimator(referenceView: UIView()); a.addBehavior(UIGravityBehavior(items: [])); a.removeAllBehaviors()
            _ = (a.referenceView, a.behaviors, a.isRunning, a.elapsedTime, a.items(in: .zero), a.delegate); a.updateItem(usingCurrentState: UIView())
            _ = (any UIDynamicAnimatorDelegate).self
        },
        CoverageEntry(missing: "UIDynamicAnimator(collectionViewLayout:) / layoutAttributesForCell(at:) and the other layout-attribute queries", "collection view layouts are not driven by dynamics"),
        CoverageEntry("UIDynamicItem (center / bounds / transform); UIView conforms", .differs,
                      "collisionBoundsType and collisionBoundingPath are not declared: items collide as rectangles") {
            let item: any UIDynamicItem = UIView(); _ = (item.center, item.bounds, item.transform)
        },
        CoverageEntry(missing: "UIDynamicItemGroup / UIFieldBehavior / UIRegion / UIDynamicItemCollisionBoundsType", "not yet"),
        CoverageEntry("UIDynamicBehavior childBehaviors / addChildBehavior / removeChildBehavior / action / dynamicAnimator / willMove(to:)", .implemented,
                      "the action runs once per frame the animator moved its items") {
            let b = UIDynamicBehavior(); b.addChildBehavior(UIDynamicBehavior()); b.action = {}; _ = (b.childBehaviors, b.dynamicAnimator); b.willMove(to: nil)
        },
        CoverageEntry("UIGravityBehavior init(items:) / items / addItem / removeItem / gravityDirection / angle / magnitude / setAngle(_:magnitude:)", .implemented,
                      "magnitude 1 is 1,000 points per second²") {
            let g = UIGravityBehavior(items: []); g.addItem(UIView()); g.setAngle(1, magnitude: 1); _ = (g.items, g.gravityDirection, g.angle, g.magnitude)
        },
        CoverageEntry("UIPushBehavior init(items:mode:) (Mode .continuous / .instantaneous) / active / pushDirection / angle / magnitude / setAngle(_:magnitude:) / setTargetOffsetFromCenter(_:for:) / targetOffsetFromCenter(for:)", .implemented,
                      "a magnitude of 1 on a 100 × 100-point item of density 1: 100 points per second² (continuous) or per second (instantaneous, which then turns inactive)") {
            let p = UIPushBehavior(items: [], mode: .instantaneous); p.active = true; p.pushDirection = .zero; p.setAngle(0, magnitude: 1)
            p.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 0), for: UIView()); _ = (p.mode, p.angle, p.magnitude, p.targetOffsetFromCenter(for: UIView()))
        },
        CoverageEntry("UIDynamicItemBehavior init(items:) / elasticity / friction / density / resistance / angularResistance / isAnchored / allowsRotation / addLinearVelocity / linearVelocity(for:) / addAngularVelocity / angularVelocity(for:)", .differs,
                      "charge is not declared (no field behaviors); when several hold an item, the last added decides") {
            let i = UIDynamicItemBehavior(items: []); i.elasticity = 0; i.friction = 0; i.density = 1; i.resistance = 0; i.angularResistance = 0
            i.isAnchored = false; i.allowsRotation = true; _ = (i.linearVelocity(for: UIView()), i.angularVelocity(for: UIView()))
        },
        CoverageEntry("UIAttachmentBehavior init(item:attachedToAnchor:) / init(item:offsetFromCenter:attachedToAnchor:) / init(item:attachedTo:) / init(item:offsetFromCenter:attachedTo:offsetFromCenter:) / items / attachedBehaviorType / anchorPoint / length / damping / frequency", .differs,
                      "rigid at frequency 0, a damped spring above; frictionTorque, attachmentRange and the fixed, pin, limit and sliding attachments are not available") {
            let a = UIAttachmentBehavior(item: UIView(), attachedToAnchor: .zero); a.anchorPoint = .zero; a.length = 1; a.damping = 0; a.frequency = 0
            _ = (a.items, a.attachedBehaviorType); _ = UIAttachmentBehavior(item: UIView(), attachedTo: UIView())
        },
        CoverageEntry("UISnapBehavior init(item:snapTo:) / snapPoint / damping", .differs,
                      "a 2.5 Hz spring with damping as its ratio, turning the item upright: OpenUIKit's numbers (iOS does not publish its own)") {
            let s = UISnapBehavior(item: UIView(), snapTo: .zero); s.snapPoint = .zero; s.damping = 0.5
        },
        CoverageEntry("UICollisionBehavior init(items:) / init() / collisionMode (Mode) / translatesReferenceBoundsIntoBoundary / setTranslatesReferenceBoundsIntoBoundary(with:) / addBoundary(withIdentifier:from:to:) / removeBoundary / boundaryIdentifiers / removeAllBoundaries / collisionDelegate (UICollisionBehaviorDelegate)", .differs,
                      "items meet boundaries as rotated rectangles but each other as their upright boxes; addBoundary(withIdentifier:for:) with a path is not available") {
            let c = UICollisionBehavior(items: []); _ = UICollisionBehavior(); c.collisionMode = .everything; c.translatesReferenceBoundsIntoBoundary = true
            c.setTranslatesReferenceBoundsIntoBoundary(with: .zero); c.addBoundary(withIdentifier: "x" as NSCopying, from: .zero, to: .zero)
            c.removeBoundary(withIdentifier: "x" as NSCopying); _ = (c.boundaryIdentifiers, c.collisionDelegate); c.removeAllBoundaries()
            _ = (any UICollisionBehaviorDelegate).self
        },
    ]),
]
