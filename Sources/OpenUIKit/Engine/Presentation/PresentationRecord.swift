/// What a presentation set up, so its dismissal can undo it.
@MainActor
final class PresentationRecord {
    let style: UIModalPresentationStyle
    let transitionStyle: UIModalTransitionStyle
    /// The view the presented controller's view lives in (over the window or a context).
    let containerView: UIView
    /// The controller whose view the presentation covers (the context controller for
    /// current-context styles, else the presenter). Held weakly: the covered controller
    /// holds the presented one, and a strong reference back would keep both alive forever.
    private(set) weak var coveredController: UIViewController?
    /// Where the covered view was, when the style removed it from the window.
    var removedView: CoveredViewPlacement?
    /// The presentation controller of a `.custom` presentation.
    let presentationController: UIPresentationController?

    init(style: UIModalPresentationStyle, transitionStyle: UIModalTransitionStyle, containerView: UIView,
                 coveredController: UIViewController, presentationController: UIPresentationController? = nil) {
        self.style = style
        self.transitionStyle = transitionStyle
        self.containerView = containerView
        self.coveredController = coveredController
        self.presentationController = presentationController
    }

    // Behaviour source [D] — Transitions and navigation
    //   Rule: Full-screen styles move the covered view into the transition container while the
    //     presentation runs, and put it back afterwards
    //   Value: relocated
    //   Source: Apple's sample code "CustomTransitions",
    //     `AAPLCustomPresentationSecondViewController.m`
    //     (https://developer.apple.com/library/archive/samplecode/CustomTransitions/Listings/CustomTransitions_Custom_Presentation_AAPLCustomPresentationSecondViewController_m.html),
    //     in its comments: when a full-screen view controller is presented
    //     (`shouldRemovePresentersView` returns YES) "the presentation controller temporarily
    //     relocates the presenting view controller's view to the presentation controller's
    //     containerView", and on dismissal "places the presenting view controller's view back in
    //     its previous superview". Also `UIModalPresentationStyle.fullScreen`: "The views belonging
    //     to the presenting view controller are removed after the presentation completes."
    /// Full-screen styles move the covered view into the transition container while the
    /// presentation runs (UIKit relocates the presenting view the same way [D: Apple's
    /// CustomTransitions sample, AAPLCustomPresentationSecondViewController.m]), so it is
    /// scrubbed with the container when interactive. Remembers where it was.
    func relocateCoveredView(_ view: UIView, into container: UIView) {
        guard let superview = view.superview, superview !== container else { return }
        if removedView == nil { removedView = CoveredViewPlacement(view, in: superview) }
        let frame = container.convert(view.untransformedFrame, from: superview)
        container.insertSubview(view, at: 0)
        view.untransformedFrame = frame
    }

    /// Takes the covered view out of the window. Where it was is remembered unless a
    /// relocation already remembered its original place.
    func takeOutCoveredView(_ view: UIView) {
        if removedView == nil, let superview = view.superview {
            removedView = CoveredViewPlacement(view, in: superview)
        }
        view.removeFromSuperview()
    }

    /// Puts the covered view back where it originally was; returns where that was.
    /// The frame follows the view's autoresizing if its superview changed size meanwhile (the
    /// window rotated while the view was out).
    func putBackCoveredView() -> CoveredViewPlacement? {
        guard let removed = removedView else { return nil }
        removed.superview.insertSubview(removed.view, at: min(removed.index, removed.superview.subviews.count))
        removed.view.untransformedFrame = removed.frame
        let size = removed.superview.bounds.size
        if size != removed.superviewSize { removed.view.resize(withOldSuperviewSize: removed.superviewSize, newSize: size) }
        removedView = nil
        return removed
    }

    /// After a dismissal: the animator added the covered view to the container (as it should);
    /// it goes back to its original place, keeping the geometry the animator left.
    func returnCoveredView(to placement: CoveredViewPlacement) {
        let view = placement.view
        guard view.superview !== placement.superview, let current = view.superview else { return }
        let frame = placement.superview.convert(view.untransformedFrame, from: current)
        placement.superview.insertSubview(view, at: min(placement.index, placement.superview.subviews.count))
        view.untransformedFrame = frame
    }

    /// A cancelled dismissal: the covered view leaves the window again; its original place is
    /// still `placement`.
    func takeOutCoveredViewAgain(returningTo placement: CoveredViewPlacement) {
        removedView = placement
        placement.view.removeFromSuperview()
    }

    /// Whether the presentation takes the covered view out of the window (and so sends it
    /// appearance callbacks): full screen and current context, or a presentation controller
    /// that says so.
    var removesCoveredView: Bool {
        presentationController?.shouldRemovePresentersView ?? (style == .fullScreen || style == .currentContext)
    }

    /// The controller that lays the presentation out and decides what happens to the presenter:
    /// the adapted style's system controller when the presentation adapted, else the one the
    /// app sees (`presentationController`).
    var effectiveController: UIPresentationController? { adaptiveController ?? presentationController }
    /// The system controller of the adapted style (compact width), if the presentation adapted.
    var adaptiveController: UIPresentationController?
}

/// Where a covered view lived before a presentation took it out of the window.
@MainActor
struct CoveredViewPlacement {
    let view: UIView
    let superview: UIView
    let index: Int
    let frame: CGRect
    /// The superview's size then (the frame is autoresized if it changed).
    let superviewSize: CGSize

    init(_ view: UIView, in superview: UIView) {
        self.view = view
        self.superview = superview
        index = superview.subviews.firstIndex { $0 === view } ?? 0
        frame = view.untransformedFrame
        superviewSize = superview.bounds.size
    }
}
