/// The drag on a sheet: between detents the sheet follows the finger and settles at the
/// nearest detent (projecting 0.2 s of the release velocity, our rule); from the smallest
/// detent pulling down dismisses interactively — unless the dismissal is refused, in which
/// case the sheet gives a little and springs back, and the delegate hears of the attempt.
///
/// The interactive dismissal follows iOS 26.1 as measured and published [O]: once the
/// pan has begun (after its 10-point slop) the sheet follows the finger 1:1, and the dimming
/// fades with it; released past half the sheet's height, or downward at 1,000 points per second
/// or more, it is dismissed, else it goes back; either way it settles on a critically damped
/// spring of ω = √(1000/3) ≈ 18.257 per second, starting with the finger's velocity.
@MainActor
final class SheetDragInteraction {
    private enum Mode {
        case detents
        case dismissing(UIPercentDrivenInteractiveTransition)
        case resisting
    }

    private weak var sheet: UISheetPresentationController?
    private weak var view: UIView?
    private let pan = UIPanGestureRecognizer()
    private var startFrame = CGRect.zero
    /// The pan's translation when it began (its slop): the sheet follows the travel after it.
    private var slop: CGFloat = 0
    private var mode: Mode?

    /// How much of the finger's travel a sheet follows past its limits.
    private static let rubberBand: CGFloat = 0.2

    init(sheet: UISheetPresentationController, view: UIView) {
        self.sheet = sheet
        self.view = view
        pan.name = "UISheetPresentationController.drag"
        pan.addTarget(self, action: SheetDragInteraction.handle)
        view.addGestureRecognizer(pan)
    }

    func detach() {
        view?.removeGestureRecognizer(pan)
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        guard let sheet, let view, let container = sheet.containerView else { return }
        let travel = pan.translation(in: container).y
        switch pan.state {
        case .began:
            startFrame = view.frame
            slop = travel
            mode = decide(travel: travel, sheet: sheet, container: container)
            follow(travel, sheet: sheet, view: view, container: container)
        case .changed:
            follow(travel, sheet: sheet, view: view, container: container)
        case .ended, .cancelled:
            release(travel, velocity: pan.velocity(in: container).y, cancelled: pan.state == .cancelled,
                    sheet: sheet, view: view, container: container)
            mode = nil
        default:
            break
        }
    }

    private func decide(travel: CGFloat, sheet: UISheetPresentationController, container: UIView) -> Mode {
        let detents = sheet.resolvedDetents(in: container)
        let atSmallest = !sheet.isEdgeAttached || detents.first?.identifier == sheet.currentDetent
        guard travel > 0, atSmallest else { return .detents }
        guard UserDismissal.isAllowed(for: sheet) else { return .resisting }
        UserDismissal.begin(sheet)
        let interactor = UIPercentDrivenInteractiveTransition()
        sheet.userDismissalInteractor = interactor
        sheet.presentedViewController.dismiss(animated: true)
        return .dismissing(interactor)
    }

    private func follow(_ travel: CGFloat, sheet: UISheetPresentationController, view: UIView, container: UIView) {
        switch mode {
        case .dismissing(let interactor):
            interactor.update(max(travel - slop, 0) / max(startFrame.height, 1))
        case .resisting:
            // The sheet gives a little, keeping its size.
            UIView.performWithoutAnimation { view.frame = startFrame.offsetBy(dx: 0, dy: max(travel, 0) * Self.rubberBand) }
        case .detents:
            let tops = sheet.resolvedDetents(in: container).map { sheet.frame(at: $0.identifier, in: container).minY }
            guard let highest = tops.min(), let lowest = tops.max() else { return }
            var top = startFrame.minY + travel
            if top < highest { top = highest - (highest - top) * Self.rubberBand }
            if top > lowest { top = lowest + (top - lowest) * Self.rubberBand }
            setTop(top, of: view, in: container)
        case nil:
            break
        }
    }

    private func release(_ travel: CGFloat, velocity: CGFloat, cancelled: Bool, sheet: UISheetPresentationController,
                         view: UIView, container: UIView) {
        switch mode {
        case .dismissing(let interactor):
            let progress = max(travel - slop, 0) / max(startFrame.height, 1)
            interactor.update(progress)
            let finishes = !cancelled && (progress > SystemTransitionConstants.sheetDismissFraction
                                          || velocity >= SystemTransitionConstants.sheetDismissVelocity)
            // The rest is a spring on the scrubbed time: the dismissal runs linearly while
            // interactive, so its time is the sheet's position.
            let duration = max(interactor.duration, 0.001)
            interactor.settlingSpring = (frequency: SystemTransitionConstants.sheetSettleFrequency,
                                         velocity: Double(velocity / max(startFrame.height, 1) * duration))
            finishes ? interactor.finish() : interactor.cancel()
        case .resisting:
            sheet.animateChanges {}
            if travel > 0 { sheet.delegate?.presentationControllerDidAttemptToDismiss(sheet) }
        case .detents:
            let projected = view.frame.minY + 0.2 * velocity
            let detents = sheet.resolvedDetents(in: container)
            let nearest = detents.min { abs(sheet.frame(at: $0.identifier, in: container).minY - projected)
                < abs(sheet.frame(at: $1.identifier, in: container).minY - projected) }?.identifier
            let previous = sheet.currentDetent
            sheet.animateChanges { sheet.selectedDetentIdentifier = nearest ?? previous }
            if let nearest, nearest != previous {
                (sheet.delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
            }
        case nil:
            break
        }
    }

    /// Between detents the sheet's bottom stays on the container's bottom edge.
    private func setTop(_ top: CGFloat, of view: UIView, in container: UIView) {
        UIView.performWithoutAnimation {
            view.frame = CGRect(x: view.frame.minX, y: top, width: view.frame.width, height: container.bounds.height - top)
        }
    }
}
