extension UIWindow {
    /// Changes the window's size as a rotation or a resize does on iOS (OpenUIKit only: there is
    /// no device to rotate): the root controller, then every controller presented over it, gets
    /// `viewWillTransition(to:with:)` (passed on to children and through presentation
    /// controllers), the window animates to `size` over `duration` with the coordinator's
    /// alongside animations, and the coordinator's completions run at the end.
    ///
    /// - Parameters:
    ///   - size: the new size in points.
    ///   - duration: the animation's length (0.4 s, a rotation's, by default; 0 changes at once).
    ///   - targetTransform: what the coordinator reports as `targetTransform` (a quarter turn for
    ///     a rotation, say); the window itself is not rotated.
    public func transition(toSize size: CGSize, duration: TimeInterval = 0.4, targetTransform: CGAffineTransform = .identity) {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            OpenUIKitDiagnostics.report(.viewMisuse, "UIWindow.transition(toSize:): \(size) is not a usable window size; nothing changes.")
            return
        }
        let context = TransitionContext(kind: .sizeChange, containerView: self, from: nil, to: nil, fromView: nil, toView: nil,
                                        isAnimated: duration > 0)
        context.targetTransform = targetTransform
        context.begin(duration: duration, interactive: false)
        let coordinator = context.coordinator
        // The root controller first, then each presentation over it, through its controller.
        var controller = rootViewController
        if let root = controller { root.viewWillTransition(to: size, with: coordinator) }
        while let presenter = controller, let presented = presenter.presentedStorage {
            if let presentationController = presented.presentationRecord?.presentationController {
                presentationController.viewWillTransition(to: size, with: coordinator)
            } else {
                presented.viewWillTransition(to: size, with: coordinator)
            }
            controller = presented
        }
        UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: {
            self.frame = CGRect(origin: self.frame.origin, size: size)
            self.layoutIfNeeded()
        }, completion: { _ in
            // The context lives until the change is done (the coordinator does not own it).
            withExtendedLifetime(context) { coordinator.runCompletions() }
        })
        coordinator.startAlongsideAnimations(options: .curveEaseInOut)
    }
}
