import Foundation

extension UIScrollView {
    /// The control that refreshes the content when it is pulled down (nil by default). It sits
    /// above the content; pulled far enough while dragging it starts refreshing.
    public var refreshControl: UIRefreshControl? {
        get { refreshControlStorage }
        set {
            guard newValue !== refreshControlStorage else { return }
            refreshControlStorage?.removeFromSuperview()
            refreshControlStorage?.scrollView = nil
            refreshControlStorage = newValue
            guard let control = newValue else {
                adjustedInsetsMayHaveChanged()
                return
            }
            control.removeFromSuperview()
            control.scrollView = self
            insertSubview(control, at: 0)
            alwaysBounceVertical = true
            adjustedInsetsMayHaveChanged()
            control.scrollViewDidScroll()
        }
    }

    /// The top inset without the refresh control's share.
    final var insetTopWithoutRefresh: CGFloat {
        let top = adjustedContentInset.top
        guard let refresh = refreshControlStorage, refresh.isRefreshing else { return top }
        return top - refresh.refreshingHeight
    }

    /// Changes the insets for a refresh control starting or ending, keeping the content where it
    /// is (UIKit does not scroll for `beginRefreshing()`); `endRefreshing()` then glides the
    /// content back when it rested on the control.
    final func refreshInsetsDidChange(ending: Bool) {
        let offset = contentOffset
        let restedOnControl = !isDragging && abs(offset.y - offsetRange.min.y) < 0.5
        adjustedInsetsMayHaveChanged()
        if contentOffset != offset { setOffset(offset) }
        guard ending, restedOnControl, !isDragging else { return }
        setContentOffset(CGPoint(x: offset.x, y: offsetRange.min.y), animated: true)
    }
}
