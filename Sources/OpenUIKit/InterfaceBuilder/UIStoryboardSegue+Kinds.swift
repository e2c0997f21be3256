// The segues a storyboard makes for its own kinds (iOS's are private classes too). The loader
// (`IBSegues`, `IBUnwinding`) builds them from the document; each shows its destination
// through the public controller API, as a custom segue would.

/// `show`: the source's `show(_:sender:)` (a push inside a navigation controller).
final class ShowSegue: UIStoryboardSegue {
    override func perform() { source.show(destination, sender: source) }
}

/// `showDetail`: the source's `showDetailViewController(_:sender:)`.
final class ShowDetailSegue: UIStoryboardSegue {
    override func perform() { source.showDetailViewController(destination, sender: source) }
}

/// `presentation` and `popoverPresentation`: `present(_:animated:)` from the source.
final class PresentationSegue: UIStoryboardSegue {
    var animates = true
    override func perform() { source.present(destination, animated: animates) }
}

/// `embed`: the destination becomes a child whose view fills the container view.
final class EmbedSegue: UIStoryboardSegue {
    weak var containerView: UIView?

    override func perform() {
        guard let containerView else { return }
        source.addChild(destination)
        let view: UIView = destination.view
        view.frame = containerView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.addSubview(view)
        destination.didMove(toParent: source)
    }
}

/// The segue of an unwind: each container from the destination up gets
/// `unwind(for:towards:)` (popping without animation when a dismissal will cover it), then
/// whatever is presented over the destination's hierarchy is dismissed, animated.
final class UnwindSegue: UIStoryboardSegue {
    /// Whether containers animate their part (false when a dismissal animates instead).
    var containersAnimate = true

    override func perform() {
        let presenter = presentingAncestor(of: destination)
        containersAnimate = presenter == nil
        var child = destination
        while let container = child.parentStorage {
            container.unwind(for: self, towards: child)
            child = container
        }
        presenter?.dismiss(animated: true)
    }

    /// The controller in the destination's chain of parents that presents something (the
    /// source's presentation, or one it sits above), or nil.
    private func presentingAncestor(of controller: UIViewController) -> UIViewController? {
        var current: UIViewController? = controller
        while let candidate = current {
            if candidate.presentedStorage != nil { return candidate }
            current = candidate.parentStorage
        }
        return nil
    }
}
