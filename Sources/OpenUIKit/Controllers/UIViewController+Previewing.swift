import Foundation

/// A registration for previewing ("peek and pop") made by
/// `UIViewController.registerForPreviewing(with:sourceView:)`.
@preconcurrency @MainActor
public protocol UIViewControllerPreviewing: AnyObject {
    /// The recognizer that starts a preview, for `require(toFail:)` relationships.
    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }
    /// The delegate asked for the controller to preview and told to commit it.
    var delegate: any UIViewControllerPreviewingDelegate { get }
    /// The view a press starts in.
    var sourceView: UIView { get }
    /// The part of `sourceView` a preview comes from (its bounds until the delegate sets it).
    var sourceRect: CGRect { get set }
}

/// What previewing asks of the controller that registered.
@preconcurrency @MainActor
public protocol UIViewControllerPreviewingDelegate: _SelectorResponding {
    /// The controller to preview for a press at `location` (in the source view), or nil for none.
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController?
    /// Shows the previewed controller for good (the "pop"): present or push it.
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
}

extension UIViewController {
    /// Registers `delegate` to preview controllers from presses in `sourceView`, and returns the
    /// registration (kept while `sourceView` keeps its recognizer; `unregisterForPreviewing(withContext:)`
    /// ends it).
    ///
    /// - Note: OpenUIKit differs: there is no pressure-sensitive touch on Linux, so a long press
    ///   (0.5 s, `UILongPressGestureRecognizer`'s default) stands for the press. When it begins
    ///   inside `sourceRect`, the delegate is asked for a controller; when the finger lifts, that
    ///   controller is committed. No preview ("peek") is drawn in between. iOS deprecated this API
    ///   for context menus (`UIContextMenuInteraction`).
    @discardableResult
    public func registerForPreviewing(with delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) -> any UIViewControllerPreviewing {
        let context = PreviewingContext(delegate: delegate, sourceView: sourceView)
        sourceView.addGestureRecognizer(context.recognizer)
        return context
    }

    /// Ends a registration made by `registerForPreviewing(with:sourceView:)`.
    public func unregisterForPreviewing(withContext previewing: any UIViewControllerPreviewing) {
        guard let context = previewing as? PreviewingContext else {
            OpenUIKitDiagnostics.report(.viewControllerMisuse, "unregisterForPreviewing(withContext:) was given a \(type(of: previewing)) that registerForPreviewing(with:sourceView:) did not return; nothing was unregistered.")
            return
        }
        context.recognizer.view?.removeGestureRecognizer(context.recognizer)
    }
}

/// A registration: its long-press recognizer on the source view holds it (through its action),
/// and it holds the delegate weakly, as iOS's does not retain it.
@MainActor
final class PreviewingContext: UIViewControllerPreviewing {
    let recognizer = UILongPressGestureRecognizer()
    private weak var delegateReference: (any UIViewControllerPreviewingDelegate)?
    private weak var sourceViewReference: UIView?
    private var explicitSourceRect: CGRect?
    private var previewed: UIViewController?

    init(delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) {
        delegateReference = delegate
        sourceViewReference = sourceView
        recognizer.addAction { [self] recognizer in handle(recognizer) }
    }

    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { recognizer }

    var delegate: any UIViewControllerPreviewingDelegate { delegateReference ?? ReleasedPreviewingDelegate.shared }

    var sourceView: UIView { sourceViewReference ?? recognizer.view ?? UIView() }

    var sourceRect: CGRect {
        get { explicitSourceRect ?? sourceView.bounds }
        set { explicitSourceRect = newValue }
    }

    private func handle(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began:
            let location = recognizer.location(in: sourceView)
            guard sourceRect.contains(location) else { return }
            previewed = delegate.previewingContext(self, viewControllerForLocation: location)
        case .ended:
            if let previewed { delegate.previewingContext(self, commit: previewed) }
            previewed = nil
        case .cancelled, .failed:
            previewed = nil
        default:
            break
        }
    }
}

/// Stands in for a delegate that was released while its registration lived: asked for nothing.
@MainActor
private final class ReleasedPreviewingDelegate: UIViewControllerPreviewingDelegate {
    static let shared = ReleasedPreviewingDelegate()
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController? { nil }
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController) {}
}
