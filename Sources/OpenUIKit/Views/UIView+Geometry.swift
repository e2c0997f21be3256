extension UIView {
    /// Converts `point` from this view's coordinates to `view`'s (to the window's when `nil`).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: coordinateLayer(for: view))
    }

    /// Converts `point` from `view`'s coordinates (the window's when `nil`) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: coordinateLayer(for: view))
    }

    /// Converts `rect` to `view`'s coordinates (the window's when `nil`): the bounding box of the
    /// converted corners when transforms rotate or skew it.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: coordinateLayer(for: view))
    }

    /// Converts `rect` from `view`'s coordinates (the window's when `nil`).
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: coordinateLayer(for: view))
    }

    /// The frame the view would have without its transform (from `center`, `bounds` and the
    /// anchor point): what transitions record and restore, since `frame` is only a bounding
    /// box while a view is rotated or scaled. Setting it keeps the transform.
    var untransformedFrame: CGRect {
        get {
            let anchor = layer.anchorPoint
            return CGRect(x: center.x - bounds.width * anchor.x, y: center.y - bounds.height * anchor.y,
                          width: bounds.width, height: bounds.height)
        }
        set {
            let anchor = layer.anchorPoint
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
            center = CGPoint(x: newValue.minX + newValue.width * anchor.x, y: newValue.minY + newValue.height * anchor.y)
        }
    }

    // Behaviour source [O] — Layout
    //   Rule: Auto Layout sets a view's `center` and bounds size from the solved rectangle,
    //     whatever the layer's anchor point: a view whose anchor point moved is drawn shifted, its
    //     anchor at the rectangle's centre
    //   Value: anchor at the centre of the solved rectangle
    //   Source: "How do I adjust the anchor point of a CALayer, when Auto Layout is being used?"
    //     (Stack Overflow, https://stackoverflow.com/questions/12943107, 2012): changing the anchor
    //     point of a view laid out with constraints moves the view; public code that rotates menus
    //     about an edge compensates for it.
    /// The rectangle Auto Layout reads and writes: the size of `bounds`, centred on `center`,
    /// whatever the layer's anchor point. iOS's layout sets a view's `center` and bounds size
    /// from the solved rectangle, so a view whose anchor point moved is drawn shifted, its
    /// anchor at the rectangle's centre [O: Stack Overflow question 12943107, "How do I adjust
    /// the anchor point of a CALayer, when Auto Layout is being used?", 2012: changing the
    /// anchor point of a view laid out with constraints moves it; public menus that rotate a
    /// container about its bottom edge rely on it].
    var autoLayoutFrame: CGRect {
        get {
            CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
        }
        set {
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The hit test behind `hitTest(_:with:)`.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, interactionBlockingAnimations == 0,
              self.point(inside: point, with: event) else { return nil }
        for subview in subviewStorage.reversed() {
            let local = subview.convert(point, from: self)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// The layer that coordinates are converted against for `view` (`nil`: the window, or the
    /// top of this view's hierarchy when it is not in a window).
    private func coordinateLayer(for view: UIView?) -> CALayer {
        if let view { return view.layer }
        var top: UIView = self
        while let parent = top.superviewStorage { top = parent }
        return top.layer
    }
}
