/// A dismissal the user starts (pulling a sheet down, tapping outside a popover), with the
/// adaptive delegate's say: refused when the presented controller (or a child) is
/// `isModalInPresentation` or the delegate's `presentationControllerShouldDismiss` says no —
/// then `presentationControllerDidAttemptToDismiss` — else `presentationControllerWillDismiss`,
/// the dismissal, and `presentationControllerDidDismiss` once it completed. Programmatic
/// `dismiss(animated:)` calls none of these, as on iOS.
@MainActor
enum UserDismissal {
    /// Whether the user may dismiss the presentation now.
    static func isAllowed(for controller: UIPresentationController) -> Bool {
        let reporting = controller.reporting
        return !isModal(controller.presentedViewController) && reporting.delegate?.presentationControllerShouldDismiss(reporting) != false
    }

    /// Asks, then runs `start` (which dismisses) or reports the refused attempt.
    static func attempt(by controller: UIPresentationController, start: () -> Void) {
        guard isAllowed(for: controller) else {
            controller.reporting.delegate?.presentationControllerDidAttemptToDismiss(controller.reporting)
            return
        }
        begin(controller)
        start()
    }

    /// The user's dismissal begins (the delegate hears `willDismiss`).
    static func begin(_ controller: UIPresentationController) {
        let reporting = controller.reporting
        reporting.userDismissalInProgress = true
        reporting.delegate?.presentationControllerWillDismiss(reporting)
    }

    /// The dismissal transition ended (called for every dismissal; only the user's tell the
    /// delegate).
    static func dismissalDidEnd(_ controller: UIPresentationController, completed: Bool) {
        let reporting = controller.reporting
        guard reporting.userDismissalInProgress else { return }
        reporting.userDismissalInProgress = false
        if completed { reporting.delegate?.presentationControllerDidDismiss(reporting) }
    }

    /// `isModalInPresentation` of the controller or any of its descendants.
    private static func isModal(_ controller: UIViewController) -> Bool {
        controller.isModalInPresentation || controller.children.contains { isModal($0) }
    }
}
