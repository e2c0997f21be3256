/// Modal presentation and dismissal on the transition engine: the container view, the
/// presented view's frame per style or presentation controller, the transitioning delegate's
/// animator and interactor (else the standard animators), and the bookkeeping of presentation
/// links and covered views — rolled back when an interactive transition is cancelled.
@MainActor
enum PresentationTransition {
    static func present(_ presented: UIViewController, by presenter: UIViewController, source: UIViewController,
                        covering covered: UIViewController, style: UIModalPresentationStyle, transitionStyle: UIModalTransitionStyle,
                        presentationController: UIPresentationController?, in window: UIWindow,
                        animated: Bool, completion: (() -> Void)?) {
        let coveredView: UIView = covered.view
        let container = PresentationContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = presentationController
        let coversContext = style == .currentContext || style == .overCurrentContext || presentationController?.shouldPresentInFullscreen == false
        if coversContext, let host = coveredView.superview {
            container.frame = coveredView.frame
            container.autoresizingMask = coveredView.autoresizingMask
            host.insertSubview(container, aboveSubview: coveredView)
        } else {
            window.addSubview(container)
        }
        presentationController?.installedContainer = container
        let record = PresentationRecord(style: style, transitionStyle: transitionStyle, containerView: container,
                                        coveredController: covered, presentationController: presentationController)
        presented.presentationRecord = record
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.beingPresented = true
        presenter.presentationInFlight = true

        let presentedView: UIView = presentationController?.presentedView ?? presented.view
        let isSheet = presentationController == nil && (style == .pageSheet || style == .formSheet)
        let compact = presenter.traitCollection.horizontalSizeClass == .compact
        let final = presentationController?.frameOfPresentedViewInContainerView
            ?? (isSheet ? sheetFrame(for: presented, style: style, in: container, compact: compact) : container.bounds)
        if presentationController == nil { presentedView.autoresizingMask = isSheet ? [] : [.flexibleWidth, .flexibleHeight] }
        let removes = record.removesCoveredView
        // Custom presentations run even when not animated (spec §1): the animator is called
        // with isAnimated == false.
        let context = TransitionContext(kind: .present, containerView: container, from: presenter, to: presented,
                                        fromView: removes ? coveredView : nil, toView: presentedView,
                                        isAnimated: animated, presentationStyle: style)
        context.setFrames(for: presented, initial: .zero, final: final)
        context.setFrames(for: presenter, initial: coveredView.frame, final: removes ? .zero : coveredView.frame)

        let delegate = presented.transitioningDelegateStorage.objectReportingRelease(property: "transitioningDelegate", for: presented)
        let custom = delegate?.animationController(forPresented: presented, presenting: presenter, source: source)
        let interactor = custom.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        let animator: any UIViewControllerAnimatedTransitioning = custom ?? (isSheet
            ? SheetTransitionAnimator(isPresenting: true, presenterView: coveredView,
                                      shrinksPresenter: compact && coveredView.frame.size == window.bounds.size)
            : ModalTransitionAnimator(style: transitionStyle, isPresenting: true))
        var engine = TransitionEngine()
        engine.disappearing = removes ? covered : nil
        engine.appearing = presented
        engine.appearingEndsFirst = true
        engine.coordinatorOwners = [presenter, presented]
        engine.exposesCoordinator = animated || custom != nil
        engine.alongsideOptions = custom == nil ? .systemCurve : .curveEaseInOut
        engine.willBegin = { presentationController?.presentationTransitionWillBegin() }
        if removes { record.relocateCoveredView(coveredView, into: container) }
        engine.containerDidEnd = { didComplete in
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
        engine.presentationDidEnd = { didComplete in presentationController?.presentationTransitionDidEnd(didComplete) }
        engine.completion = { didComplete in
            presented.beingPresented = false
            presenter.presentationInFlight = false
            if didComplete { completion?() }
        }
        engine.run(context, animator: animator, interactor: interactor)
    }

    /// Dismisses everything `presenter` presents: controllers between are removed at once,
    /// the top one animates out with its own style or animator (spec §7.5).
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
        let covered = firstRecord.coveredController
        if firstRecord.removesCoveredView { covered.appearanceDrivenByTransition = true }
        let restored = firstRecord.putBackCoveredView()
        if top !== first { firstRecord.containerView.isHidden = true }

        let presentationController = topRecord.presentationController
        let topView: UIView = presentationController?.presentedView ?? top.view
        top.beingDismissed = true
        let container = topRecord.containerView
        let style = topRecord.style
        let context = TransitionContext(kind: .dismiss, containerView: container, from: top, to: covered,
                                        fromView: topView, toView: firstRecord.removesCoveredView ? covered.viewStorage : nil,
                                        isAnimated: animated, presentationStyle: style)
        context.setFrames(for: top, initial: topView.frame, final: .zero)
        if let coveredView = covered.viewStorage {
            context.setFrames(for: covered, initial: firstRecord.removesCoveredView ? .zero : coveredView.frame, final: coveredView.frame)
        }
        let delegate = top.transitioningDelegateStorage.objectReportingRelease(property: "transitioningDelegate", for: top)
        let custom = delegate?.animationController(forDismissed: top)
        // Where a kept presenter's view lives, to undo an animator that moves it (spec §16.2).
        let keptView = firstRecord.removesCoveredView ? nil : covered.viewStorage
        let keptPlacement = keptView.flatMap { view in view.superview.map { ($0, $0.subviews.firstIndex { $0 === view } ?? 0, view.frame, view.transform) } }
        let interactor = custom.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        let isSheet = presentationController == nil && (style == .pageSheet || style == .formSheet)
        let animator: any UIViewControllerAnimatedTransitioning = custom ?? (isSheet
            ? SheetTransitionAnimator(isPresenting: false, presenterView: topRecord.coveredController.viewStorage,
                                      shrinksPresenter: topRecord.coveredController.viewStorage?.transform != .identity)
            : ModalTransitionAnimator(style: topRecord.transitionStyle, isPresenting: false))
        let animatorName = String(describing: type(of: animator))
        var engine = TransitionEngine()
        engine.disappearing = top
        engine.appearing = firstRecord.removesCoveredView ? covered : nil
        engine.coordinatorOwners = [presenter, top]
        engine.exposesCoordinator = animated || custom != nil
        engine.alongsideOptions = custom == nil ? .systemCurve : .curveEaseInOut
        engine.willBegin = { presentationController?.dismissalTransitionWillBegin() }
        engine.containerDidEnd = { didComplete in
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
        engine.presentationDidEnd = { didComplete in presentationController?.dismissalTransitionDidEnd(didComplete) }
        engine.completion = { didComplete in
            top.beingDismissed = false
            presenter.presentationInFlight = false
            if didComplete { completion?() }
        }
        engine.run(context, animator: animator, interactor: interactor)
    }

    /// A sheet's frame: on a phone the card below the status bar; on a pad a centred card
    /// (form sheets honour `preferredContentSize`, default 540 x 620; page sheets are wider).
    private static func sheetFrame(for presented: UIViewController, style: UIModalPresentationStyle, in container: UIView, compact: Bool) -> CGRect {
        let bounds = container.bounds
        if compact {
            let top = container.safeAreaInsets.top + SystemTransitionConstants.sheetTopGap
            return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
        }
        var size = style == .formSheet ? CGSize(width: 540, height: 620) : CGSize(width: min(bounds.width - 2 * 62, 704), height: bounds.height - 2 * 48)
        if style == .formSheet, presented.preferredContentSize.width > 0, presented.preferredContentSize.height > 0 {
            size = presented.preferredContentSize
        }
        return CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }
}
