/// Modal presentation and dismissal on the transition engine: the container view, the
/// presented controller's frame per style, the standard animators, and the bookkeeping of
/// presentation links and covered views.
@MainActor
enum PresentationTransition {
    static func present(_ presented: UIViewController, by presenter: UIViewController, covering covered: UIViewController,
                        style: UIModalPresentationStyle, transitionStyle: UIModalTransitionStyle, in window: UIWindow,
                        animated: Bool, completion: (() -> Void)?) {
        let coveredView: UIView = covered.view
        let container = PresentationContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if (style == .currentContext || style == .overCurrentContext), let host = coveredView.superview {
            container.frame = coveredView.frame
            container.autoresizingMask = coveredView.autoresizingMask
            host.insertSubview(container, aboveSubview: coveredView)
        } else {
            window.addSubview(container)
        }
        let record = PresentationRecord(style: style, transitionStyle: transitionStyle, containerView: container, coveredController: covered)
        presented.presentationRecord = record
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.beingPresented = true
        presenter.presentationInFlight = true

        let presentedView: UIView = presented.view
        let isSheet = style == .pageSheet || style == .formSheet
        let compact = presenter.traitCollection.horizontalSizeClass == .compact
        let final = isSheet ? sheetFrame(for: presented, style: style, in: container, compact: compact) : container.bounds
        presentedView.autoresizingMask = isSheet ? [] : [.flexibleWidth, .flexibleHeight]
        let removes = record.removesCoveredView
        let context = TransitionContext(kind: .present, containerView: container, from: covered, to: presented,
                                        fromView: removes ? coveredView : nil, toView: presentedView,
                                        isAnimated: animated, presentationStyle: style)
        context.setFrames(for: presented, initial: .zero, final: final)
        context.setFrames(for: covered, initial: coveredView.frame, final: removes ? .zero : coveredView.frame)

        let animator: any SystemTransitionAnimator = isSheet
            ? SheetTransitionAnimator(isPresenting: true, presenterView: coveredView,
                                      shrinksPresenter: compact && coveredView.frame.size == window.bounds.size)
            : ModalTransitionAnimator(style: transitionStyle, isPresenting: true)
        var engine = TransitionEngine()
        engine.disappearing = removes ? covered : nil
        engine.appearing = presented
        engine.appearingEndsFirst = true
        engine.containerDidEnd = { didComplete in
            guard didComplete, removes, let superview = coveredView.superview else { return }
            record.removedView = (coveredView, superview, superview.subviews.firstIndex { $0 === coveredView } ?? 0, coveredView.frame)
            coveredView.removeFromSuperview()
        }
        engine.finally = { _ in
            presented.beingPresented = false
            presenter.presentationInFlight = false
            completion?()
        }
        engine.run(context, animator: animator)
    }

    /// Dismisses everything `presenter` presents: controllers between are removed at once,
    /// the top one animates out with its own style (spec §7.5).
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
        // What the first presentation took out of the window comes back under the animation.
        let covered = firstRecord.coveredController
        // The engine drives the covered controller's callbacks: putting its view back in the
        // window must not make it appear by itself.
        if firstRecord.removesCoveredView { covered.appearanceDrivenByTransition = true }
        if let removed = firstRecord.removedView {
            removed.superview.insertSubview(removed.view, at: min(removed.index, removed.superview.subviews.count))
            removed.view.frame = removed.frame
            firstRecord.removedView = nil
        }
        if top !== first { firstRecord.containerView.isHidden = true }

        let topView: UIView = top.view
        top.beingDismissed = true
        let container = topRecord.containerView
        let style = topRecord.style
        let context = TransitionContext(kind: .dismiss, containerView: container, from: top, to: covered,
                                        fromView: topView, toView: firstRecord.removesCoveredView ? covered.viewStorage : nil,
                                        isAnimated: animated, presentationStyle: style)
        context.setFrames(for: top, initial: topView.frame, final: .zero)
        if let coveredView = covered.viewStorage { context.setFrames(for: covered, initial: .zero, final: coveredView.frame) }
        let isSheet = style == .pageSheet || style == .formSheet
        let animator: any SystemTransitionAnimator = isSheet
            ? SheetTransitionAnimator(isPresenting: false, presenterView: topRecord.coveredController.viewStorage,
                                      shrinksPresenter: topRecord.coveredController.viewStorage?.transform != .identity)
            : ModalTransitionAnimator(style: topRecord.transitionStyle, isPresenting: false)
        var engine = TransitionEngine()
        engine.disappearing = top
        engine.appearing = firstRecord.removesCoveredView ? covered : nil
        engine.containerDidEnd = { didComplete in
            guard didComplete else { return }
            topView.removeFromSuperview()
            for controller in chain {
                controller.presentationRecord?.containerView.removeFromSuperview()
                controller.presentationRecord = nil
                controller.presentingStorage = nil
                controller.presentedStorage = nil
            }
            presenter.presentedStorage = nil
        }
        engine.finally = { _ in
            top.beingDismissed = false
            presenter.presentationInFlight = false
            completion?()
        }
        engine.run(context, animator: animator)
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
