/// Where a controller is in its appearance cycle, and how it got there.
struct AppearanceStatus {
    enum Phase: Equatable { case disappeared, appearing, appeared, disappearing }
    var phase: Phase = .disappeared
    var animated = false
    var sentViewIsAppearing = false
    /// The current appearance change was started by the view entering or leaving a window
    /// (so the window path, not a container, ends it).
    var startedByWindow = false
    /// The children the current change was forwarded to (its end goes to the same ones, even if
    /// a container swapped their views meanwhile). Unretained, without the side table a weak
    /// reference would give every child (UnretainedReference.swift).
    var forwardedChildren: [UnretainedReference<UIViewController>] = []
}

extension UIViewController {
    /// The appearance state machine (docs/transition-engine.md, "The appearance state machine"): begin(true) from disappeared or disappearing
    /// (a cancellation), begin(false) from appearing (a cancellation) or appeared, end() from
    /// appearing or disappearing; anything else is UIKit's "Unbalanced calls" warning and changes
    /// nothing.
    func performBeginAppearance(_ isAppearing: Bool, animated: Bool) {
        switch (appearance.phase, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            // A cancelled disappearance: the view never left, so no new viewIsAppearing (docs/transition-engine.md, "Appearance order").
            let cancelling = appearance.phase == .disappearing
            appearance = AppearanceStatus(phase: .appearing, animated: animated, sentViewIsAppearing: cancelling)
            TransitionTrace.record("\(TransitionTrace.name(self)).viewWillAppear(\(animated))")
            viewWillAppear(animated)
            appearance.forwardedChildren = childrenToForward().map(\.unretainedReference)
            forwardToChildren { $0.performBeginAppearance(true, animated: animated) }
        case (.appearing, false), (.appeared, false):
            appearance.phase = .disappearing
            appearance.animated = animated
            appearance.startedByWindow = false
            TransitionTrace.record("\(TransitionTrace.name(self)).viewWillDisappear(\(animated))")
            viewWillDisappear(animated)
            appearance.forwardedChildren = childrenToForward().map(\.unretainedReference)
            forwardToChildren { $0.performBeginAppearance(false, animated: animated) }
        default:
            reportUnbalancedAppearance()
        }
    }

    func performEndAppearance() {
        switch appearance.phase {
        case .appearing:
            if !appearance.sentViewIsAppearing { sendViewIsAppearing() }
            appearance.phase = .appeared
            appearance.startedByWindow = false
            TransitionTrace.record("\(TransitionTrace.name(self)).viewDidAppear(\(appearance.animated))")
            viewDidAppear(appearance.animated)
            forwardEndToChildren()
        case .disappearing:
            appearance.phase = .disappeared
            appearance.startedByWindow = false
            TransitionTrace.record("\(TransitionTrace.name(self)).viewDidDisappear(\(appearance.animated))")
            viewDidDisappear(appearance.animated)
            forwardEndToChildren()
        default:
            reportUnbalancedAppearance()
        }
    }

    /// `viewIsAppearing(_:)`, once per appearance, when the view is in the hierarchy with its
    /// frame; then a layout pass (`viewWillLayoutSubviews` … `viewDidLayoutSubviews`).
    func sendViewIsAppearing() {
        guard appearance.phase == .appearing, !appearance.sentViewIsAppearing else { return }
        appearance.sentViewIsAppearing = true
        TransitionTrace.record("\(TransitionTrace.name(self)).viewIsAppearing(\(appearance.animated))")
        viewIsAppearing(appearance.animated)
        forwardToChildren { $0.sendViewIsAppearing() }
        if let view = viewStorage, view.superview != nil {
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
    }

    private func reportUnbalancedAppearance() {
        OpenUIKitDiagnostics.report(.viewControllerMisuse, "Unbalanced calls to begin/end appearance transitions for \(UIKitDescription.of(self)).")
    }

    /// The children whose views are inside this controller's view, when forwarding
    /// automatically (parent first, then children in order).
    private func childrenToForward() -> [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = viewStorage else { return [] }
        return childStorage.filter { child in
            !child.appearanceDrivenByTransition && (child.viewStorage.map { $0.isDescendant(of: root) } ?? false)
        }
    }

    private func forwardToChildren(_ body: (UIViewController) -> Void) {
        for child in appearance.forwardedChildren.compactMap(\.object) { body(child) }
    }

    /// Ends the change for the children it was forwarded to.
    private func forwardEndToChildren() {
        let children = appearance.forwardedChildren.compactMap(\.object)
        appearance.forwardedChildren = []
        for child in children where child.appearance.phase == .appearing || child.appearance.phase == .disappearing {
            child.performEndAppearance()
        }
    }

    /// A container swapping children while its own appearance changes: the outgoing child
    /// leaves (unless the change already takes it away), the incoming one joins the change.
    func swapChildrenDuringAppearanceChange(from outgoing: UIViewController?, to incoming: UIViewController) {
        if let outgoing, outgoing.appearance.phase == .appeared || outgoing.appearance.phase == .appearing {
            outgoing.appearanceDrivenByTransition = false
            outgoing.performBeginAppearance(false, animated: false)
            outgoing.performEndAppearance()
            appearance.forwardedChildren.removeAll { $0.object === outgoing }
        }
        if appearance.phase == .appearing, incoming.appearance.phase == .disappeared {
            incoming.performBeginAppearance(true, animated: appearance.animated)
            appearance.forwardedChildren.append(incoming.unretainedReference)
        } else if appearance.phase == .appeared, incoming.appearance.phase == .disappeared {
            incoming.performBeginAppearance(true, animated: false)
            incoming.performEndAppearance()
        }
    }
}

/// How UIKit's messages name objects: `<Module.Class: 0x…>`.
enum UIKitDescription {
    static func of(_ object: AnyObject) -> String {
        "<\(String(reflecting: type(of: object))): \(Unmanaged.passUnretained(object).toOpaque())>"
    }
}

extension UIView {
    /// The controller whose root view this is.
    var owningViewController: UIViewController? { owningResponder as? UIViewController }

    /// Appearance driven by windows (docs/transition-engine.md, "Appearance driven by windows"): a controller's root view entering a visible
    /// window makes the controller appear, leaving it makes it disappear — unless a transition
    /// or its parent drives its callbacks. `viewDidAppear` follows on the next turn of the main
    /// loop (our choice; UIKit sends it after the first commit).
    func controllerAppearanceWillChange(toWindow newWindow: UIWindow?) {
        guard let controller = owningViewController, !controller.appearanceDrivenByTransition, !controller.parentDrivesAppearance else { return }
        let visible = newWindow.map { !$0.isHidden } ?? false
        let phase = controller.appearance.phase
        // A change a container started by hand (beginAppearanceTransition) is left to it.
        let ownsChange = phase == .disappeared || phase == .appeared || controller.appearance.startedByWindow
        guard ownsChange else { return }
        if visible, phase == .disappeared || phase == .disappearing {
            controller.performBeginAppearance(true, animated: false)
            controller.appearance.startedByWindow = true
        } else if !visible, phase == .appeared || phase == .appearing {
            controller.performBeginAppearance(false, animated: false)
            controller.appearance.startedByWindow = true
        }
    }

    func controllerAppearanceDidChangeWindow() {
        guard let controller = owningViewController, !controller.appearanceDrivenByTransition, !controller.parentDrivesAppearance,
              controller.appearance.startedByWindow else { return }
        switch controller.appearance.phase {
        case .appearing:
            controller.sendViewIsAppearing()
            // Not `[weak controller]`: see `UnretainedReference`.
            FrameScheduler.performOnNextFrame { [owner = controller.unretainedReference] in
                guard let controller = owner.object, controller.appearance.phase == .appearing else { return }
                controller.performEndAppearance()
            }
        case .disappearing:
            controller.performEndAppearance()
        default:
            break
        }
    }
}

extension UIViewController {
    /// After a container's own transition: the child now shown follows the container's
    /// appearance, which may have changed meanwhile (a presentation covered the container).
    func reconcileShownChild(_ child: UIViewController) {
        switch (appearance.phase, child.appearance.phase) {
        case (.disappeared, .appeared):
            child.performBeginAppearance(false, animated: false)
            child.performEndAppearance()
        case (.disappearing, .appeared):
            child.performBeginAppearance(false, animated: appearance.animated)
            appearance.forwardedChildren.append(child.unretainedReference)
        case (.appearing, .disappeared):
            child.performBeginAppearance(true, animated: appearance.animated)
            appearance.forwardedChildren.append(child.unretainedReference)
        case (.appeared, .disappeared):
            child.performBeginAppearance(true, animated: false)
            child.performEndAppearance()
        default:
            break
        }
    }

    /// Whether an ancestor drives this controller's appearance: one that is changing (and
    /// forwards), or one whose callbacks a transition drives (it will forward them).
    var parentDrivesAppearance: Bool {
        var ancestor = parentStorage
        while let current = ancestor {
            guard current.shouldAutomaticallyForwardAppearanceMethods else { return false }
            if current.appearanceDrivenByTransition || current.appearance.phase == .appearing || current.appearance.phase == .disappearing {
                return true
            }
            ancestor = current.parentStorage
        }
        return false
    }
}
