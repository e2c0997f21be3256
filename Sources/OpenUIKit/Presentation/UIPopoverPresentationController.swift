/// The presentation controller of `.popover`: in regular width a bubble with an arrow pointing
/// at `sourceView`/`sourceRect`, sized by the presented controller's `preferredContentSize`;
/// a tap outside it dismisses it (unless the delegate or `isModalInPresentation` refuses). In
/// compact width it adapts to a sheet unless the delegate answers `.none`.
///
/// - Note: OpenUIKit differs: the bubble's shape, arrow size (13 x 26 points) and the 320 x 480
///   default content size are our plausible choices. A `barButtonItem` anchor must be shown by
///   a navigation bar (OpenUIKit has no toolbar yet).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the arrow points at.
    open var sourceView: UIView?
    /// The bar button item the arrow points at (instead of `sourceView`); the bar showing it is
    /// added to `passthroughViews` when the popover is presented, as on iOS, so its other items
    /// stay usable.
    open var barButtonItem: UIBarButtonItem?
    /// The rectangle in `sourceView` the arrow points at (its bounds when empty).
    open var sourceRect: CGRect = .zero
    /// The directions the arrow may point (any by default).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points, once laid out (`.unknown` before).
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// The bubble's colour (the presented view's background shows otherwise).
    open var backgroundColor: UIColor? { didSet { chrome?.fillColor = backgroundColor ?? .systemBackground } }
    /// Views that keep receiving touches while the popover is shown.
    open var passthroughViews: [UIView]?
    /// The margins the bubble keeps from the container's edges.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// The sheet the popover becomes when it adapts to a sheet in compact width; configure its
    /// detents before presenting.
    open var adaptiveSheetPresentationController: UISheetPresentationController {
        if let adaptiveSheet { return adaptiveSheet }
        let sheet = UISheetPresentationController(presentedViewController: presentedViewController, presenting: nil)
        sheet.styleOverride = .pageSheet
        sheet.reportingController = self
        adaptiveSheet = sheet
        return sheet
    }
    private var adaptiveSheet: UISheetPresentationController?

    nonisolated static let arrowHeight: CGFloat = 13
    nonisolated static let arrowWidth: CGFloat = 26
    nonisolated static let defaultContentSize = CGSize(width: 320, height: 480)

    /// The bubble drawn behind the content (a view this controller adds to the container).
    private var chrome: PopoverBubbleView?

    override open var presentationStyle: UIModalPresentationStyle { .popover }

    override open var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return layout(in: container).content
    }

    override open func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerView else { return }
        if let bar = barButtonItem?.bar, !(passthroughViews ?? []).contains(where: { $0 === bar }) {
            passthroughViews = (passthroughViews ?? []) + [bar]
        }
        let placement = layout(in: container)
        arrowDirection = placement.direction
        let bubble = PopoverBubbleView(frame: container.bounds)
        bubble.fillColor = backgroundColor ?? .systemBackground
        bubble.shape = placement
        bubble.alpha = 0
        container.insertSubview(bubble, at: 0)
        chrome = bubble
        (container as? PresentationContainerView)?.takeTapsOutside(of: self)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in bubble.alpha = 1 }, completion: nil)
    }

    override open func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        let bubble = chrome
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in bubble?.alpha = 0 }, completion: nil)
    }

    override open func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            chrome?.removeFromSuperview()
            chrome = nil
        } else {
            chrome?.alpha = 1
        }
    }

    // MARK: Layout

    /// Where the bubble and its content go for the source, the content size and the permitted
    /// directions: the arrow points up (bubble below the source) when there is room, else down,
    /// else sideways, else the direction with the most room.
    func layout(in container: UIView) -> PopoverPlacement {
        let bounds = container.bounds.inset(by: popoverLayoutMargins)
        let anchor = anchorRect(in: container)
        var size = presentedViewController.preferredContentSize
        if size.width <= 0 || size.height <= 0 { size = Self.defaultContentSize }
        let arrow = Self.arrowHeight
        let room: [(UIPopoverArrowDirection, CGFloat)] = [
            (.up, bounds.maxY - anchor.maxY - arrow), (.down, anchor.minY - bounds.minY - arrow),
            (.left, bounds.maxX - anchor.maxX - arrow), (.right, anchor.minX - bounds.minX - arrow),
        ]
        let permitted = room.filter { permittedArrowDirections.contains($0.0) }
        let candidates = permitted.isEmpty ? room : permitted
        let needed: (UIPopoverArrowDirection) -> CGFloat = { $0 == .up || $0 == .down ? size.height : size.width }
        let direction = candidates.first { $0.1 >= needed($0.0) }?.0 ?? candidates.max { $0.1 < $1.1 }!.0
        var content = CGRect(origin: .zero, size: size)
        switch direction {
        case .up, .down:
            content.size.height = min(size.height, max(room.first { $0.0 == direction }!.1, 44))
            content.size.width = min(size.width, bounds.width)
            content.origin.x = min(max(anchor.midX - content.width / 2, bounds.minX), bounds.maxX - content.width)
            content.origin.y = direction == .up ? anchor.maxY + arrow : anchor.minY - arrow - content.height
        default:
            content.size.width = min(size.width, max(room.first { $0.0 == direction }!.1, 44))
            content.size.height = min(size.height, bounds.height)
            content.origin.y = min(max(anchor.midY - content.height / 2, bounds.minY), bounds.maxY - content.height)
            content.origin.x = direction == .left ? anchor.maxX + arrow : anchor.minX - arrow - content.width
        }
        return PopoverPlacement(content: content, direction: direction, anchor: anchor)
    }

    private func anchorRect(in container: UIView) -> CGRect {
        // Presentations without an anchor are refused before they start (docs/transition-engine.md, "Diagnostics").
        if let item = barButtonItem, let itemView = item.shownView, itemView.window != nil {
            return itemView.convert(itemView.bounds, to: container)
        }
        guard let sourceView else { return CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0) }
        let rect = sourceRect == .zero ? sourceView.bounds : sourceRect
        return sourceView.convert(rect, to: container)
    }

    // MARK: User dismissal

    /// Whether `point` (container coordinates) is on the bubble (everywhere before it exists).
    func bubbleContains(_ point: CGPoint) -> Bool {
        chrome?.shape?.bubble.contains(point) ?? true
    }

    func userTappedOutside() {
        UserDismissal.attempt(by: self) { [weak self] in
            self?.presentedViewController.dismiss(animated: true)
        }
    }
}

/// Where a popover's arrow points.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// A popover's delegate: the adaptive delegate's methods, plus preparation.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

extension UIViewController {
    /// The popover presentation controller, when the controller is (or will be) presented as a
    /// popover; `nil` for other styles.
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }
}
