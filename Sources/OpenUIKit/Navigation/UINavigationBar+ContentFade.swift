import OpenQuartzCore

/// One set of the views a navigation bar shows its top item with: the title label, the back
/// button, the bar button items' views and the title view, in one content view.
@MainActor
final class NavigationBarContent {
    let view = UIView()
    let titleLabel = UILabel()
    let backButton = UIButton(type: .system)
    @exclusivity(unchecked) var leftItemViews: [UIView] = []
    @exclusivity(unchecked) var rightItemViews: [UIView] = []
    @exclusivity(unchecked) var shownTitleView: UIView?
    /// While the set fades out of a bar: that bar (the fade's end gives the set back to it).
    @exclusivity(unchecked) var fadingOutOf: UnretainedReference<UINavigationBar>?

    /// Whether the set holds only views the bar made (no title view, no custom item view), so
    /// it can fade out as it is: nothing the app owns is left behind in it.
    var holdsOnlyBarViews: Bool {
        guard shownTitleView == nil else { return false }
        for view in leftItemViews where !(view is BarItemButton) { return false }
        for view in rightItemViews where !(view is BarItemButton) { return false }
        return true
    }

    /// Takes the item views out of the content view (those still in it) and forgets them.
    func removeItemViews() {
        for item in leftItemViews where item.superview === view { item.removeFromSuperview() }
        for item in rightItemViews where item.superview === view { item.removeFromSuperview() }
        leftItemViews = []
        rightItemViews = []
    }
}

extension UINavigationBar {
    /// Shows `update`'s change of content with a cross-dissolve that looks as
    /// `UIView.transition(with: content, …, options: [.transitionCrossDissolve, .systemCurve])`
    /// does — the old content over the new, fading out over `duration` on the system curve,
    /// clipped to the content's bounds — without copying the old content's layers: the old set
    /// of views itself fades out above a second set that shows the new top item. Returns false
    /// (nothing done) when the transition must do it instead: no animation, or an old set holding
    /// views the app owns (a title view or a custom item view), which must move to the new set
    /// at once.
    ///
    /// While the fade runs, the old set is the bar's subview just above the current content
    /// (touches pass through it); when it ends, the old set leaves the bar and is kept for the
    /// next change. The copy the transition made cost a push and pop a quarter of their heap
    /// allocations (docs/benchmarks.md).
    func crossFadeContent(duration: TimeInterval, update: () -> Void) -> Bool {
        let outgoing = currentContent
        guard duration > 0, UIView.areAnimationsEnabled, outgoing.holdsOnlyBarViews,
              outgoing.view.layer.shadowOpacity == 0, outgoing.view.superview === self else { return false }
        // The old content as it is after pending layout, where the transition froze its copy.
        outgoing.view.layoutIfNeeded()
        let incoming = takeSpareContent()
        incoming.view.frame = outgoing.view.frame
        insertSubview(incoming.view, belowSubview: outgoing.view)
        currentContent = incoming
        UIView.performWithoutAnimation(update)

        outgoing.view.isUserInteractionEnabled = false
        outgoing.view.clipsToBounds = true
        // The cross-dissolve's own fade of the old content.
        let fade = ViewTransitionRenderer.animation(.opacity, from: .scalar(1), to: .scalar(0), duration: duration,
                                                    curve: AnimationCurve.timingFunction(forField: UIView.AnimationOptions.systemCurve.curveField))
        // The set hears its fade end (the animation keeps it until then); no transaction and
        // completion block are needed.
        fade.delegate = outgoing
        outgoing.fadingOutOf = unretainedSelf
        LayerHosting.addOwned(fade, to: outgoing.view.layer, forKey: "transition")
        UIView.performWithoutAnimation { outgoing.view.layer.opacity = 0 }
        return true
    }

    /// The old set has faded out: it leaves the bar, drops its item views, and waits as a spare.
    fileprivate func contentDidFadeOut(_ set: NavigationBarContent) {
        set.view.layer.opacity = 1
        set.view.clipsToBounds = false
        set.view.isUserInteractionEnabled = true
        // Never the current set (only a set that was replaced fades out), but a spare must not
        // be shown twice.
        guard set !== currentContent else { return }
        if set.view.superview === self { set.view.removeFromSuperview() }
        set.removeItemViews()
        spareContents.append(set)
    }
}

extension NavigationBarContent: CAAnimationDelegate {
    /// The fade out of a bar ended (or was removed): the set goes back to that bar as a spare.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        let bar = fadingOutOf?.object
        fadingOutOf = nil
        bar?.contentDidFadeOut(self)
    }
}
