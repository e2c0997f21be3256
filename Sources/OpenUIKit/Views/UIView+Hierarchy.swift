extension UIView {
    /// The view that contains this one.
    public var superview: UIView? { superviewStorage }

    /// The views this one contains, back to front.
    public var subviews: [UIView] { subviewStorage }

    /// The window the view is in, if any.
    public var window: UIWindow? {
        // Unretained on the way up (see `superviewReference`).
        var reference: Unmanaged<UIView>? = .passUnretained(self)
        while let next = reference {
            unowned(unsafe) let current = next.takeUnretainedValue()
            if current.isWindowView { return unsafeDowncast(next.takeUnretainedValue(), to: UIWindow.self) }
            reference = current.superviewReference
        }
        return nil
    }

    /// Whether the view is in a window (`window != nil` without retaining the window).
    final var isInWindow: Bool { windowIdentity != nil }

    /// The window the view is in, as an identity (nothing retained), or `nil`. (`window` keeps
    /// its own walk: written over this one, it retained the window twice per call, measured in
    /// the headless benchmark.)
    final var windowIdentity: UnsafeMutableRawPointer? {
        var reference: Unmanaged<UIView>? = .passUnretained(self)
        while let next = reference {
            unowned(unsafe) let current = next.takeUnretainedValue()
            if current.isWindowView { return next.toOpaque() }
            reference = current.superviewReference
        }
        return nil
    }

    // The body of `addSubview` (declared open in the class body, UIView.swift, so subclasses can override it).
    func hierarchyAddSubview(_ view: UIView) {
        insertSubviewChecked(view, at: subviewStorage.count)
    }

    // The body of `insertAt` (declared open in the class body, UIView.swift, so subclasses can override it).
    func hierarchyInsertSubview(_ view: UIView, at index: Int) {
        insertSubviewChecked(view, at: index)
    }

    // The body of `above` (declared open in the class body, UIView.swift, so subclasses can override it).
    func hierarchyInsertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = subviewStorage.firstIndex(ofObject: siblingSubview) else {
            addSubview(view)
            return
        }
        let adjusted = view.superviewStorage === self && (subviewStorage.firstIndex { $0 === view } ?? .max) < index ? index : index + 1
        insertSubviewChecked(view, at: adjusted)
    }

    // The body of `below` (declared open in the class body, UIView.swift, so subclasses can override it).
    func hierarchyInsertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = subviewStorage.firstIndex(ofObject: siblingSubview) else {
            addSubview(view)
            return
        }
        let adjusted = view.superviewStorage === self && (subviewStorage.firstIndex { $0 === view } ?? .max) < index ? index - 1 : index
        insertSubviewChecked(view, at: adjusted)
    }

    // The body of `front` (declared open in the class body, UIView.swift, so subclasses can override it).
    func hierarchyBringSubviewToFront(_ view: UIView) {
        // Already in front: nothing moves (and no layout is asked for).
        guard let index = subviewStorage.firstIndex(ofObject: view), index != subviewStorage.count - 1 else { return }
        subviewStorage.remove(at: index)
        subviewStorage.append(view)
        layer.addSublayer(view.layer)
    }

    // The body of `back` (declared open in the class body, UIView.swift, so subclasses can override it).
    func hierarchySendSubviewToBack(_ view: UIView) {
        guard let index = subviewStorage.firstIndex(ofObject: view), index != 0 else { return }
        subviewStorage.remove(at: index)
        subviewStorage.insert(view, at: 0)
        layer.insertSublayer(view.layer, at: 0)
    }

    // The body of `exchange` (declared open in the class body, UIView.swift, so subclasses can override it).
    func hierarchyExchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviewStorage.indices.contains(index1), subviewStorage.indices.contains(index2), index1 != index2 else { return }
        let first = subviewStorage[index1], second = subviewStorage[index2]
        subviewStorage.swapAt(index1, index2)
        // Swap the layers through a placeholder-free sequence: put each below the other's old neighbour.
        let sublayers = layer.sublayers ?? []
        guard let firstLayerIndex = sublayers.firstIndex(ofObject: first.layer),
              let secondLayerIndex = sublayers.firstIndex(ofObject: second.layer) else { return }
        let (low, high) = firstLayerIndex < secondLayerIndex ? (first.layer, second.layer) : (second.layer, first.layer)
        let lowIndex = min(firstLayerIndex, secondLayerIndex), highIndex = max(firstLayerIndex, secondLayerIndex)
        layer.insertSublayer(low, at: UInt32(highIndex))
        layer.insertSublayer(high, at: UInt32(lowIndex))
    }

    // The body of `remove` (declared open in the class body, UIView.swift, so subclasses can override it).
    func hierarchyRemoveFromSuperview() {
        guard let parent = superviewStorage else { return }
        let wasInWindow = isInWindow
        LayoutEngine.subtreeWillLeave(self)
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if wasInWindow { sendWillMove(toWindow: nil) }
        parent.subviewStorage.removeAll(ofObject: self)
        superviewStorage = nil
        layer.removeFromSuperlayer()
        if wasInWindow { sendDidMoveToWindow(inWindow: false) }
        didMoveToSuperview()
    }

    /// Whether the view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        let target = Unmanaged.passUnretained(view).toOpaque()
        var current: Unmanaged<UIView>? = .passUnretained(self)
        while let candidate = current {
            if candidate.toOpaque() == target { return true }
            unowned(unsafe) let candidateView = candidate.takeUnretainedValue()
            current = candidateView.superviewReference
        }
        return false
    }

    /// The first view with `tag`: this view, else its subviews depth first.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviewStorage {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Internals

    // Behaviour source [R] — Layout
    //   Rule: Subviews added or moved: `willMove(toSuperview:)`, `willMove(toWindow:)` through the
    //     subtree, the move, `didMoveToWindow` through the subtree, `didMoveToSuperview`, the new
    //     superview's `didAddSubview(_:)`
    //   Value: this order
    //   Source: Our reading of UIKit's callbacks; no publication found (the code called it
    //     observed, so by the legend it is ours until one is cited).
    /// Adds or moves `view` to `index`, with UIKit's notification order [R]:
    /// willMove(toSuperview:), willMove(toWindow:) through the subtree, the move, didMoveToWindow
    /// through the subtree, didMoveToSuperview, then the new superview's didAddSubview(_:).
    private func insertSubviewChecked(_ view: UIView, at requestedIndex: Int) {
        guard view !== self, !isDescendant(of: view) else {
            OpenUIKitDiagnostics.report(.viewMisuse, "Can't add self as subview (\(view) into \(self)): it would create a cycle in the view hierarchy.", level: .error)
            return
        }
        if view.superviewStorage === self {
            // Reordering only: no move notifications, as on iOS.
            subviewStorage.removeAll(ofObject: view)
            let index = min(max(requestedIndex, 0), subviewStorage.count)
            subviewStorage.insert(view, at: index)
            placeLayer(of: view, at: index)
            return
        }
        // The windows are compared by identity, unretained; only a move to another window
        // needs the new one.
        let windowChanges = view.windowIdentity != windowIdentity
        let newWindow = windowChanges ? window : nil
        let oldTint = view.tintColor
        if let oldParent = view.superviewStorage {
            LayoutEngine.subtreeWillLeave(view)
            oldParent.willRemoveSubview(view)
        }
        view.willMove(toSuperview: self)
        if windowChanges { view.sendWillMove(toWindow: newWindow) }
        if let oldParent = view.superviewStorage { oldParent.subviewStorage.removeAll(ofObject: view) }
        let index = min(max(requestedIndex, 0), subviewStorage.count)
        subviewStorage.insert(view, at: index)
        view.superviewStorage = self
        placeLayer(of: view, at: index)
        if windowChanges {
            if let newWindow { view.adoptScale(newWindow.screen.scale) }
            view.sendDidMoveToWindow(inWindow: newWindow != nil)
        }
        LayoutEngine.subtreeDidJoin(view)
        view.didMoveToSuperview()
        didAddSubview(view)
        let newTint = view.tintColor
        if newTint !== oldTint, newTint != oldTint { view.propagateTintChange() }
        view.refreshInterfaceStyleAfterMove()
    }

    /// Puts `view`'s layer among this layer's sublayers so it sits just below the next subview's
    /// layer (sublayers that belong to no view keep their places).
    private func placeLayer(of view: UIView, at index: Int) {
        if index + 1 < subviewStorage.count {
            layer.insertSublayer(view.layer, below: subviewStorage[index + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    // The three walks below run over every view of a subtree that enters or leaves a window.
    // Each loops over a copy of the subviews (an override may add or remove subviews; the copy
    // keeps them alive), and only views that are a controller's root view ask about appearance.
    private func sendWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        if owningResponderReference != nil { controllerAppearanceWillChange(toWindow: newWindow) }
        for subview in subviewStorage { subview.sendWillMove(toWindow: newWindow) }
    }

    /// - Parameter inWindow: whether the subtree is now in a window (the same for all of it,
    ///   asked once by the caller, not walked up again from every view).
    private func sendDidMoveToWindow(inWindow: Bool) {
        if inWindow {
            if displayDeferredUntilWindow {
                displayDeferredUntilWindow = false
                layer.setNeedsDisplay()
            } else {
                LayerHosting.scheduleDisplay(layer)
            }
        }
        didMoveToWindow()
        if owningResponderReference != nil { controllerAppearanceDidChangeWindow() }
        for subview in subviewStorage {
            // An override of didMoveToWindow() may have taken the subview out since.
            let stillHere = subview.superviewReference?.toOpaque() == Unmanaged.passUnretained(self).toOpaque()
            subview.sendDidMoveToWindow(inWindow: stillHere ? inWindow : subview.isInWindow)
        }
    }

    /// Sets the layers' `contentsScale` to the screen's (redrawing drawn content at the new scale).
    private func adoptScale(_ scale: CGFloat) {
        if layer.contentsScale != scale {
            layer.contentsScale = scale
            if hasDrawnBackingStore { setNeedsDisplay() }
        }
        for subview in subviewStorage { subview.adoptScale(scale) }
    }
}
