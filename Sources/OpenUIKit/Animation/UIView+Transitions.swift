extension UIView {
    /// Changes `view`'s content in `animations` and shows the change with the transition in
    /// `options` (flips, curls, cross-dissolve) over `duration`. The changes themselves are not
    /// animated (unless `.allowAnimatedContent`).
    ///
    /// - Note: OpenUIKit differs: transitions are drawn with a picture of the old content laid
    ///   over the view (a cross-dissolve with a frozen copy of the view's layers, which looks the
    ///   same and draws nothing until a frame is rendered). Flips turn the view about its centre with perspective, as on iOS; the
    ///   curls are approximations — the old page turns up about its top edge (`curlUp`) or the
    ///   new page turns down over it (`curlDown`) — not a bent page.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let kind = ViewTransitionKind(field: options.transitionField)
        guard duration > 0, areAnimationsEnabled, let kind else {
            UIView.performWithoutAnimation { animations?() }
            if let completion { FrameScheduler.performOnNextFrame { completion(true) } }
            return
        }
        // A cross-dissolve lays a frozen copy of the layers over the view instead of a picture
        // when it can (it looks the same and draws nothing until a frame is rendered).
        let replica = kind == .crossDissolve ? view.frozenReplicaForTransition() : nil
        let before = replica == nil ? view.snapshotImage(afterScreenUpdates: true) : nil
        if options.contains(.allowAnimatedContent) {
            UIView.animate(withDuration: duration, delay: 0, options: options.flags, animations: { animations?() })
        } else {
            UIView.performWithoutAnimation { animations?() }
        }
        let after = kind == .curlDown ? view.snapshotImage(afterScreenUpdates: true) : nil
        ViewTransitionRenderer(view: view, kind: kind, duration: duration,
                               curve: AnimationCurve.timingFunction(forField: options.curveField))
            .run(before: before, after: after, replica: replica, completion: completion)
    }

    // Behaviour source [R] — Transitions and navigation
    //   Rule: A frozen copy of the layer tree stands in for a view during a transition, unless it
    //     has a shadow or more than 32 layers (then a picture is drawn once)
    //   Value: 32 layers
    //   Source: Implementation choice: above 32 layers one picture is cheaper than a replica; a
    //     picture cuts shadows at the bounds. Not a UIKit behaviour.
    /// The view's layers as they are after pending layout and display, frozen (nil when a
    /// picture must stand in: a shadow, which the picture cuts at the bounds, or a tree
    /// `CALayer.frozenReplica(limit:)` refuses; more than 32 layers are cheaper to draw once) [R].
    func frozenReplicaForTransition() -> CALayer? {
        guard layer.shadowOpacity == 0 else { return nil }
        layoutIfNeeded()
        displaySubtreeIfNeeded(layer)
        return LayerHosting.frozenReplica(of: layer, limit: 32)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview with a transition: `toView`
    /// is inserted at once and `fromView` removed when the transition ends — or, with
    /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown instead.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            OpenUIKitDiagnostics.report(.viewMisuse, "UIView.transition(from:to:duration:options:completion:): the from view has no superview; nothing to transition.")
            if let completion { FrameScheduler.performOnNextFrame { completion(false) } }
            return
        }
        let showHide = options.contains(.showHideTransitionViews)
        transition(with: container, duration: duration, options: options, animations: {
            if showHide {
                fromView.isHidden = true
                toView.isHidden = false
            } else if toView.superview !== container {
                container.insertSubview(toView, aboveSubview: fromView)
            }
        }, completion: { finished in
            if !showHide { fromView.removeFromSuperview() }
            completion?(finished)
        })
    }
}

