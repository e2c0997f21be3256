import Foundation

/// Pointer effects for a view on a device with a pointer (an iPad with a trackpad or mouse): the
/// delegate gives the regions of the view and the pointer's look over each.
///
/// Differs from iOS on an iPad: OpenUIKit's devices have no pointer, as an iPhone has none, so the
/// interaction is added to its view and kept there, and its delegate is never asked.
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, UIInteraction {
    /// The object that gives regions and styles. The interaction does not keep it.
    open private(set) weak var delegate: (any UIPointerInteractionDelegate)?
    /// Whether the interaction gives effects (true by default).
    open var isEnabled = true
    /// The view the interaction is added to.
    open private(set) weak var view: UIView?

    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Asks the delegate again for the current region and its style, when a pointer is over
    /// the view; with no pointer there is nothing to ask for.
    open func invalidate() {}

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }
}

/// What a pointer interaction asks: the region under the pointer and the pointer's style in it,
/// and the news of the pointer entering and leaving a region. Every method is optional: the
/// defaults keep the default region, the system's style, and do nothing.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: _SelectorResponding {
    /// The region for a pointer at `request.location`; nil for none.
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion?
    /// The pointer's style in `region`; nil for the system's.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer is entering `region`; `animator` runs animations alongside its effect.
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating)
    /// The pointer is leaving `region`.
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { nil }
    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                                   animator: any UIPointerInteractionAnimating) {}
    public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                                   animator: any UIPointerInteractionAnimating) {}
}

/// Animations that run with a pointer effect.
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// A part of a view with one pointer style, named by an identifier the delegate chooses.
@preconcurrency @MainActor
open class UIPointerRegion: NSObject {
    /// The region, in the interaction's view's coordinates.
    public let rect: CGRect
    /// What the delegate calls the region (regions with equal identifiers are the same region).
    public let identifier: AnyHashable?

    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
        super.init()
    }
}

/// Where the pointer is, when the interaction asks its delegate for a region.
@preconcurrency @MainActor
open class UIPointerRegionRequest: NSObject {
    /// The pointer's location, in the interaction's view's coordinates.
    public let location: CGPoint

    init(location: CGPoint) {
        self.location = location
        super.init()
    }
}

/// The pointer's look over a region: an effect on a preview of the view, a shape, or hidden.
@preconcurrency @MainActor
open class UIPointerStyle: NSObject {
    /// The effect on the region's view (nil for a style that is only a shape).
    public let effect: UIPointerEffect?
    /// The pointer's shape (nil for the effect's own).
    public let shape: UIPointerShape?
    /// Whether the pointer is hidden.
    public let isHidden: Bool

    private init(effect: UIPointerEffect?, shape: UIPointerShape?, isHidden: Bool) {
        self.effect = effect
        self.shape = shape
        self.isHidden = isHidden
        super.init()
    }

    /// An effect on a preview of the view, with the pointer's shape (nil for the effect's own).
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(effect: effect, shape: shape, isHidden: false)
    }

    /// A pointer of the given shape.
    public convenience init(shape: UIPointerShape) {
        self.init(effect: nil, shape: shape, isHidden: false)
    }

    /// The pointer hidden.
    public static func hidden() -> UIPointerStyle { UIPointerStyle(effect: nil, shape: nil, isHidden: true) }

    /// The system's pointer.
    public static func system() -> UIPointerStyle { UIPointerStyle(effect: nil, shape: nil, isHidden: false) }
}

/// How the pointer changes a view's preview.
public enum UIPointerEffect: Sendable {
    /// The system's choice for the preview.
    case automatic(UITargetedPreview)
    /// The pointer becomes a highlight behind the preview.
    case highlight(UITargetedPreview)
    /// The preview lifts, with a shadow, and the pointer hides.
    case lift(UITargetedPreview)
    /// The preview is tinted, shadowed or scaled as asked, under the pointer.
    case hover(UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false, prefersScaledContent: Bool = true)

    /// Where a hover effect's tint goes.
    public enum TintMode: Sendable {
        case none
        case overlay
        case underlay
    }
}

/// The pointer's shape.
public enum UIPointerShape: Sendable {
    /// A path, centred on the pointer.
    case path(UIBezierPath)
    /// A rounded rectangle.
    case roundedRect(CGRect, radius: CGFloat)
    /// A vertical bar (a text cursor) of the given length.
    case verticalBeam(length: CGFloat)
    /// A horizontal bar of the given length.
    case horizontalBeam(length: CGFloat)
}
