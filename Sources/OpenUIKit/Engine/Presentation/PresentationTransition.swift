/// Modal presentation and dismissal on the transition engine: the container view, the
/// presented view's frame per style or presentation controller, the transitioning delegate's
/// animator and interactor (else the standard animators), and the bookkeeping of presentation
/// links and covered views — rolled back when an interactive transition is cancelled.
@MainActor
enum PresentationTransition {
    static func present(_ presented: UIViewController, by presenter: UIViewController, source: UIViewController,
                        covering covered: UIViewController, style: UIModalPresentationStyle, transitionStyle: UIModalTransitionStyle,
                        controllers: (app: UIPresentationController, effective: UIPresentationController),
                        adaptiveStyle: UIModalPresentationStyle, in window: UIWindow,
                        animated: Bool, asksForAnimator: Bool, completion: (() -> Void)?) {
        let presentationController = controllers.effective
        let coveredView: UIView = covered.view
        let container = PresentationContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = presentationController
        if !presentationController.shouldPresentInFullscreen, let host = coveredView.superview {
            container.frame = coveredView.frame
            container.autoresizingMask = coveredView.autoresizingMask
            host.insertSubview(container, aboveSubview: coveredView)
        } else {
            window.addSubview(container)
        }
        controllers.app.installedContainer = container
        presentationController.installedContainer = container
        let record = PresentationRecord(style: style, transitionStyle: transitionStyle, containerView: container,
                                        coveredController: covered, presentationController: controllers.app)
        if presentationController !== controllers.app { record.adaptiveController = presentationController }
        presented.presentationRecord = record
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.beingPresented = true
        presenter.presentationInFlight = true

        let presentedView: UIView = presentationController.presentedView ?? presented.view
        let sheet = presentationController.isSystemController ? presentationController as? UISheetPresentationController : nil
        let popover = presentationController.isSystemController ? presentationController as? UIPopoverPresentationController : nil
        let final = presentationController.frameOfPresentedViewInContainerView
        if presentationController is FullScreenPresentationController { presentedView.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
        if sheet != nil || popover != nil { presentedView.autoresizingMask = [] }
        let removes = record.removesCoveredView
        // Custom presentations run even when not animated (docs/transition-engine.md, "The recipe"): the animator is called
        // with isAnimated == false.
        let context = TransitionContext(kind: .present, containerView: container, from: presenter, to: presented,
                                        fromView: removes ? coveredView : nil, toView: presentedView,
                                        isAnimated: animated, presentationStyle: style)
        context.setFrames(for: presented, initial: .zero, final: final)
        // In a `.custom` presentation the animator and the presentation controller's layout
        // (`containerViewWillLayoutSubviews`) place the presented view; UIKit does not move it
        // (seed 000's overlay sets its 2/3 frame there and keeps it on iOS), so no snapping.
        context.animatorOwnsFinalFrame = style == .custom
        // Frames without transforms: an animator may leave the presenter rotated or scaled.
        context.setFrames(for: presenter, initial: coveredView.untransformedFrame, final: removes ? .zero : coveredView.untransformedFrame)

        let delegate = presented.transitioningDelegateForTransition
        // State restoration shows presentations without asking for animators (docs/state-restoration.md).
        let custom = asksForAnimator ? delegate?.animationController(forPresented: presented, presenting: presenter, source: source) : nil
        let interactor = custom.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        TransitionTrace.recordVended(by: delegate, role: "presentation transitioning", animator: custom, interactor: interactor)
        let animator: any UIViewControllerAnimatedTransitioning = custom ?? Self.systemAnimator(presenting: true, sheet: sheet, popover: popover,
                                                                                                  transitionStyle: transitionStyle, presenterView: coveredView)
        var engine = TransitionEngine()
        engine.disappearing = removes ? covered : nil
        engine.appearing = presented
        engine.appearingEndsFirst = true
        engine.coordinatorOwners = [presenter, presented]
        engine.exposesCoordinator = animated || custom != nil
        engine.alongsideOptions = custom == nil ? .systemCurve : .curveEaseInOut
        engine.presentationWillBegin = {
            controllers.app.delegate?.presentationController(controllers.app, willPresentWithAdaptiveStyle: adaptiveStyle,
                                                             transitionCoordinator: presented.transitionCoordinator)
            TransitionTrace.record("\(TransitionTrace.name(presentationController)).presentationTransitionWillBegin")
            presentationController.presentationTransitionWillBegin()
        }
        if removes { record.relocateCoveredView(coveredView, into: container) }
        engine.updateContainer = { didComplete in
            if didComplete {
                if removes { record.takeOutCoveredView(coveredView) }
            } else {
                // Cancelled: the presentation never happened; the covered view goes home.
                if removes { _ = record.putBackCoveredView() }
                presentedView.removeFromSuperview()
                container.removeFromSuperview()
                presented.presentationRecord = nil
                presenter.presentedStorage = nil
                presented.presentingStorage = nil
            }
        }
        engine.presentationDidEnd = { didComplete in
            TransitionTrace.record("\(TransitionTrace.name(presentationController)).presentationTransitionDidEnd(\(didComplete))")
            presentationController.presentationTransitionDidEnd(didComplete)
        }
        engine.callerCompletion = { didComplete in
            presented.beingPresented = false
            presenter.presentationInFlight = false
            if didComplete { completion?() }
        }
        engine.run(context, animator: animator, interactor: interactor)
    }

    /// UIKit's own animation for a presentation or dismissal without a custom animator: sheets
    /// rise (shrinking a full-window presenter on a phone at the large detent), popovers fade,
    /// other styles use their modal transition style.
    static func systemAnimator(presenting: Bool, sheet: UISheetPresentationController?, popover: UIPopoverPresentationController?,
                               transitionStyle: UIModalTransitionStyle, presenterView: UIView?) -> any UIViewControllerAnimatedTransitioning {
        if let sheet {
            let shrinks: Bool
            if presenting {
                let container = sheet.containerView
                shrinks = sheet.shrunkPresenterView != nil && container.map { sheet.isLargest(sheet.currentDetent, in: $0) && sheet.dims(at: sheet.currentDetent, in: $0) } == true
            } else {
                shrinks = presenterView?.transform != .identity
            }
            return SheetTransitionAnimator(isPresenting: presenting, presenterView: presenterView, shrinksPresenter: shrinks,
                                           dims: presenting ? sheet.containerView.map { sheet.dims(at: sheet.currentDetent, in: $0) } ?? true : true,
                                           cornerRadius: sheet.cornerRadius, edgeAttached: sheet.isEdgeAttached)
        }
        if popover != nil { return PopoverTransitionAnimator(isPresenting: presenting) }
        return ModalTransitionAnimator(style: transitionStyle, isPresenting: presenting)
    }

    /// Dismisses everything `presenter` presents: controllers between are removed at once,
    /// the top one animates out with its own style or animator (docs/transition-engine.md, "Dismissing a chain").
    static func dismissChain(presentedBy presenter: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let first = presenter.presentedStorage, let firstRecord = first.presentationRecord else { return }
        var chain = [first]
        while let next = chain.last!.presentedStorage { chain.append(next) }
        let top = chain.last!
        guard let topRecord = top.presentationRecord else { return }
        presenter.presentationInFlight = true

        // Controllers between the presenter's and the top one leave without animation.
        for middle in chain.dropLast().reversed() {
            if middle.appearance.phase == .appeared {
                middle.appearanceDrivenByTransition = true
                middle.performBeginAppearance(false, animated: false)
                middle.performEndAppearance()
                middle.appearanceDrivenByTransition = false
            }
            if middle !== first, let record = middle.presentationRecord { record.containerView.removeFromSuperview() }
        }
        // What the first presentation took out of the window comes back under the animation; the
        // engine drives the covered controller's callbacks, so it must not appear by itself.
        // The covered controller is the presenter or an ancestor the window holds; should it be
        // gone (its window discarded while the presented controller lived on), the presenter
        // takes its place.
        let covered = firstRecord.coveredController ?? presenter
        if firstRecord.removesCoveredView { covered.appearanceDrivenByTransition = true }
        let restored = firstRecord.putBackCoveredView()
        if top !== first { firstRecord.containerView.isHidden = true }

        let presentationController = topRecord.effectiveController
        let topView: UIView = presentationController?.presentedView ?? top.view
        top.beingDismissed = true
        let container = topRecord.containerView
        let style = topRecord.style
        let context = TransitionContext(kind: .dismiss, containerView: container, from: top, to: covered,
                                        fromView: topView, toView: firstRecord.removesCoveredView ? covered.viewStorage : nil,
                                        isAnimated: animated, presentationStyle: style)
        context.setFrames(for: top, initial: topView.untransformedFrame, final: .zero)
        if let coveredView = covered.viewStorage {
            context.setFrames(for: covered, initial: firstRecord.removesCoveredView ? .zero : coveredView.untransformedFrame,
                              final: coveredView.untransformedFrame)
        }
        let delegate = top.transitioningDelegateForTransition
        let custom = delegate?.animationController(forDismissed: top)
        // Where a kept presenter's view lives, to undo an animator that moves it (docs/transition-engine.md, "Diagnostics").
        let keptView = firstRecord.removesCoveredView ? nil : covered.viewStorage
        let keptPlacement = keptView.flatMap { view in view.superview.map { ($0, $0.subviews.firstIndex { $0 === view } ?? 0, view.frame, view.transform) } }
        let sheet = presentationController?.isSystemController == true ? presentationController as? UISheetPresentationController : nil
        let popover = presentationController?.isSystemController == true ? presentationController as? UIPopoverPresentationController : nil
        // A dismissal the user's drag started is driven by that drag.
        let userInteractor = sheet?.userDismissalInteractor
        sheet?.userDismissalInteractor = nil
        let interactor = custom.flatMap { delegate?.interactionControllerForDismissal(using: $0) } ?? (custom == nil ? userInteractor : nil)
        TransitionTrace.recordVended(by: delegate, role: "dismissal transitioning", animator: custom, interactor: interactor)
        let animator: any UIViewControllerAnimatedTransitioning = custom ?? systemAnimator(presenting: false, sheet: sheet, popover: popover,
                                                                                           transitionStyle: topRecord.transitionStyle,
                                                                                           presenterView: topRecord.coveredController?.viewStorage)
        let animatorName = String(describing: type(of: animator))
        var engine = TransitionEngine()
        engine.disappearing = top
        engine.appearing = firstRecord.removesCoveredView ? covered : nil
        engine.coordinatorOwners = [presenter, top]
        engine.exposesCoordinator = animated || custom != nil
        engine.alongsideOptions = custom == nil ? .systemCurve : .curveEaseInOut
        engine.presentationWillBegin = {
            guard let presentationController else { return }
            TransitionTrace.record("\(TransitionTrace.name(presentationController)).dismissalTransitionWillBegin")
            presentationController.dismissalTransitionWillBegin()
        }
        engine.updateContainer = { didComplete in
            if let keptView, let (superview, index, frame, transform) = keptPlacement, keptView.isDescendant(of: container) {
                OpenUIKitDiagnostics.report(.transitionMisuse, "[TransitionDiagnostics] animator \(animatorName) moved the presenting view into the transition container during a dismissal that keeps it (view(forKey: .to) is nil for this style); put it back where it was.")
                // Moved within the same window: no appearance callbacks.
                superview.insertSubview(keptView, at: min(index, superview.subviews.count))
                UIView.performWithoutAnimation {
                    keptView.transform = transform
                    keptView.frame = frame
                }
            }
            if didComplete {
                topView.removeFromSuperview()
                // The presenting view the animator added to the container goes home first.
                if let restored { firstRecord.returnCoveredView(to: restored) }
                for controller in chain {
                    controller.presentationRecord?.containerView.removeFromSuperview()
                    controller.presentationRecord = nil
                    controller.presentingStorage = nil
                    controller.presentedStorage = nil
                }
                presenter.presentedStorage = nil
            } else if let restored {
                // Cancelled: the presented controller stays; the covered view leaves again.
                firstRecord.takeOutCoveredViewAgain(returningTo: restored)
                firstRecord.containerView.isHidden = false
            }
        }
        engine.presentationDidEnd = { didComplete in
            guard let presentationController else { return }
            TransitionTrace.record("\(TransitionTrace.name(presentationController)).dismissalTransitionDidEnd(\(didComplete))")
            presentationController.dismissalTransitionDidEnd(didComplete)
        }
        engine.callerCompletion = { didComplete in
            top.beingDismissed = false
            presenter.presentationInFlight = false
            if let presentationController { UserDismissal.dismissalDidEnd(presentationController, completed: didComplete) }
            if didComplete { completion?() }
        }
        engine.run(context, animator: animator, interactor: interactor)
    }
}
