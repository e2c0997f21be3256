import Foundation

/// How a preview of a view is drawn: the part of it shown, its shadow and the colour behind it.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The part of the view shown, in its coordinates; nil shows all of its bounds.
    open var visiblePath: UIBezierPath?
    /// The preview's shadow; nil follows `visiblePath`.
    open var shadowPath: UIBezierPath?
    /// The colour behind the view's content; nil is the system's default.
    open var backgroundColor: UIColor!

    public override init() {
        super.init()
    }
}

/// Where a preview is placed: a container view and a centre in its coordinates.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    /// The view the preview is placed in.
    public let container: UIView
    /// The preview's centre, in `container`'s coordinates.
    public let center: CGPoint
    /// A transform applied to the preview.
    public let transform: CGAffineTransform

    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }

    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}

/// A view to preview (a pointer effect, a context menu), with how to draw it and where.
///
/// Differs from iOS: iOS raises an exception when `init(view:)` or `init(view:parameters:)` is
/// given a view that is in no window; OpenUIKit targets the view's superview (or the view itself)
/// at its centre.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The view previewed.
    public let view: UIView
    /// How the preview is drawn.
    public let parameters: UIPreviewParameters
    /// Where the preview is placed.
    public let target: UIPreviewTarget

    /// The preview's size: its view's bounds.
    open var size: CGSize { view.bounds.size }

    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// A preview placed where the view is: in its superview, at its centre.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: view.superview ?? view, center: view.center))
    }

    /// A preview with default parameters, placed where the view is.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The same preview placed at `newTarget`.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}
