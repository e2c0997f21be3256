/// The presentation controller of page and form sheets (iOS 13+ cards): on a phone the sheet
/// rises from the bottom edge to its detent over a dimming view, the presenter shrinking
/// behind it at the large detent; in regular width it is a centred card. The user drags the
/// sheet between detents and pulls it down to dismiss it (see `SheetDragInteraction`), which
/// the delegate may refuse (`presentationControllerShouldDismiss`, `isModalInPresentation`).
///
/// - Note: OpenUIKit differs: detents apply in compact width (on iPad sheets stay centred cards
///   of their style's size); there is no grabber drawing, no scroll-view edge handling, and the
///   medium detent is half the container's height (our reading of iOS).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at.
    public final class Detent: NSObject, Sendable {
        /// A detent's name.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The half-height detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The full-height detent.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// What a custom detent's resolver gets: the largest height a detent can have.
        public struct ResolutionContext: Sendable {
            public let maximumDetentValue: CGFloat
        }

        public let identifier: Identifier
        private let resolver: @Sendable (ResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping @Sendable (ResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        // Behaviour source [D] [R] — Presentation and sheets
        //   Rule: The medium detent's height
        //   Value: half the largest detent height
        //   Source: Apple, `UISheetPresentationController.Detent.medium()`
        //     (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()):
        //     "a system detent for a sheet that's approximately half the height of the screen, and
        //     is inactive in compact height." The exact factor 0.5 of `maximumDetentValue` is ours.
        //     Whether OpenUIKit makes it inactive in compact height is untested.
        /// About half the screen [D: `Detent.medium()`], exactly half the largest detent height [R].
        public class func medium() -> Detent { Detent(identifier: .medium) { $0.maximumDetentValue * 0.5 } }
        /// The full height.
        public class func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// A height of your own (`nil` leaves the detent out). Without an identifier it gets a
        /// unique one.
        @preconcurrency @MainActor
        public class func custom(identifier: Identifier? = nil, resolver: @escaping @Sendable (ResolutionContext) -> CGFloat?) -> Detent {
            if let identifier { return Detent(identifier: identifier, resolver: resolver) }
            UIApplication.shared.state.actionSerial += 1
            return Detent(identifier: Identifier("com.openuikit.detent.\(UIApplication.shared.state.actionSerial)"), resolver: resolver)
        }

        func height(maximum: CGFloat) -> CGFloat? {
            resolver(ResolutionContext(maximumDetentValue: maximum)).map { min(max($0, 0), maximum) }
        }
    }

    /// The heights the sheet rests at (`[.large()]` by default), smallest to largest by height.
    open var detents: [Detent] = [.large()] {
        didSet { if detents.isEmpty { detents = [.large()] } }
    }
    /// The detent the sheet is at (`nil`: the smallest).
    open var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent at which the presenter is not dimmed (`nil`: dimmed at every detent).
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether a grabber is shown at the top (recorded; OpenUIKit draws none).
    open var prefersGrabberVisible = false
    /// The corner radius (`nil`: the system's, `SystemTransitionConstants.sheetCornerRadius`).
    open var preferredCornerRadius: CGFloat?

    /// The style the sheet was made for (page or form sheet, or the adapted style when it stands
    /// in for a popover in compact width); `nil`: the presented controller's own.
    var styleOverride: UIModalPresentationStyle?

    override open var presentationStyle: UIModalPresentationStyle { styleOverride ?? super.presentationStyle }

    /// Makes changes to detents or the selected detent and animates the sheet to match.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        guard let container = containerView, let sheet = presentedView, sheet.superview === container else { return }
        UIView.animate(withDuration: SystemTransitionConstants.sheetDuration, delay: 0, options: .systemCurve) {
            self.layOut(sheet: sheet, in: container)
        }
    }

    // MARK: Geometry

    override open var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return frame(at: currentDetent, in: container)
    }

    /// Whether the sheet is shown as a phone card (compact width) rather than a centred card.
    var isEdgeAttached: Bool { traitCollection.horizontalSizeClass == .compact }

    /// The detents that resolve, with their heights, smallest first.
    func resolvedDetents(in container: UIView) -> [(identifier: Detent.Identifier, height: CGFloat)] {
        let maximum = maximumHeight(in: container)
        return detents.compactMap { detent in detent.height(maximum: maximum).map { (detent.identifier, $0) } }
            .sorted { $0.height < $1.height }
    }

    /// The selected detent, or the smallest.
    var currentDetent: Detent.Identifier {
        if let selected = selectedDetentIdentifier, detents.contains(where: { $0.identifier == selected }) { return selected }
        guard let container = containerView else { return detents.first?.identifier ?? .large }
        return resolvedDetents(in: container).first?.identifier ?? .large
    }

    /// The sheet's frame at `detent`.
    func frame(at detent: Detent.Identifier, in container: UIView) -> CGRect {
        let bounds = container.bounds
        guard isEdgeAttached else { return centredFrame(in: container) }
        let height = resolvedDetents(in: container).first { $0.identifier == detent }?.height ?? maximumHeight(in: container)
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    /// Whether the presenter is dimmed (and, on a phone, shrunk) at `detent`.
    func dims(at detent: Detent.Identifier, in container: UIView) -> Bool {
        guard let undimmed = largestUndimmedDetentIdentifier else { return true }
        let resolved = resolvedDetents(in: container)
        guard let limit = resolved.first(where: { $0.identifier == undimmed })?.height,
              let height = resolved.first(where: { $0.identifier == detent })?.height else { return true }
        return height > limit
    }

    /// Whether `detent` is the largest one (the presenter shrinks behind the sheet only there).
    func isLargest(_ detent: Detent.Identifier, in container: UIView) -> Bool {
        resolvedDetents(in: container).last?.identifier == detent
    }

    /// Puts the sheet, the dimming and the presenter where the current detent wants them
    /// (inside an animation block to animate).
    func layOut(sheet: UIView, in container: UIView) {
        let detent = currentDetent
        sheet.frame = frame(at: detent, in: container)
        SheetDimmingView.find(in: container)?.alpha = dims(at: detent, in: container) ? SystemTransitionConstants.sheetDimming : 0
        if let presenter = shrunkPresenterView {
            let shrink = isLargest(detent, in: container) && dims(at: detent, in: container)
            presenter.transform = shrink ? SheetTransitionAnimator.shrunkTransform(for: presenter, in: container) : .identity
            presenter.layer.cornerRadius = shrink ? cornerRadius : 0
        }
    }

    var cornerRadius: CGFloat { preferredCornerRadius ?? SystemTransitionConstants.sheetCornerRadius }

    /// The presenter's view when it shrinks behind the sheet (a phone, a full-window presenter).
    var shrunkPresenterView: UIView? {
        guard isEdgeAttached, let container = containerView,
              let view = presentingViewController.viewStorage, view.frame.size == container.bounds.size else { return nil }
        return view
    }

    private func maximumHeight(in container: UIView) -> CGFloat {
        container.bounds.height - container.safeAreaInsets.top - SystemTransitionConstants.sheetTopGap
    }

    /// A centred card: form sheets honour `preferredContentSize` (540 x 620 by default), page
    /// sheets are wider.
    private func centredFrame(in container: UIView) -> CGRect {
        let bounds = container.bounds
        let style = presentationStyle
        var size = style == .formSheet ? CGSize(width: 540, height: 620) : CGSize(width: min(bounds.width - 2 * 62, 704), height: bounds.height - 2 * 48)
        let preferred = presentedViewController.preferredContentSize
        if style == .formSheet, preferred.width > 0, preferred.height > 0 { size = preferred }
        return CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    // MARK: Transitions

    /// The drag that moves the sheet between detents and pulls it down to dismiss it.
    private var dragInteraction: SheetDragInteraction?

    override open func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard completed, let sheet = presentedView else { return }
        dragInteraction = SheetDragInteraction(sheet: self, view: sheet)
    }

    override open func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            dragInteraction?.detach()
            dragInteraction = nil
        }
    }

    /// The interactor of a dismissal the user's drag started, until the transition takes it.
    var userDismissalInteractor: UIPercentDrivenInteractiveTransition?
}

/// Tells a sheet's delegate that the user moved the sheet to another detent.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

extension UIViewController {
    /// The sheet presentation controller, when the controller is (or will be) presented as a
    /// page or form sheet; `nil` for other styles.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
}
