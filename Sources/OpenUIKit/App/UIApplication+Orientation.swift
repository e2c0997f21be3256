/// The interface's orientation, as apps ask it of the application and of window scenes.
///
/// - Note: OpenUIKit differs: the device never rotates. The interface is in portrait, or in
///   landscape right for a screen preset wider than it is tall (the device then reads landscape
///   left, as a device held that way does on iOS).
extension UIApplication {
    /// The orientations the app supports in `window`: the app delegate's answer, or what an app
    /// made from Xcode's template declares when there is no delegate.
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        delegate?.application(self, supportedInterfaceOrientationsFor: window) ?? Self.templateInterfaceOrientations
    }

    /// The interface's orientation (deprecated on iOS 13 in favour of the window scene's).
    @available(iOS, deprecated: 13.0, message: "Use the interfaceOrientation property of the window scene instead")
    public var statusBarOrientation: UIInterfaceOrientation { UIInterfaceOrientation.current }

    /// Every orientation but upside down on a phone; every orientation on a pad.
    static var templateInterfaceOrientations: UIInterfaceOrientationMask {
        UIScreen.main.preset.idiom == .pad ? .all : .allButUpsideDown
    }
}

extension UIWindowScene {
    /// The orientation of the scene's interface.
    public var interfaceOrientation: UIInterfaceOrientation { UIInterfaceOrientation.current }
}

extension UIInterfaceOrientation {
    /// The interface's orientation for the device's: a device held in landscape left shows its
    /// interface in landscape right, as on iOS.
    @MainActor
    static var current: UIInterfaceOrientation {
        switch UIDevice.current.orientation {
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .portraitUpsideDown: .portraitUpsideDown
        default: .portrait
        }
    }
}

extension UIViewController {
    /// Asks UIKit to turn the interface to the device's orientation, now that the controllers'
    /// supported orientations may allow it.
    ///
    /// - Note: OpenUIKit differs: the device never rotates and the interface always shows the
    ///   orientation the screen preset gives, so there is never a rotation to make and the call
    ///   returns at once. (Deprecated on iOS 16 in favour of
    ///   `setNeedsUpdateOfSupportedInterfaceOrientations()`; not marked here.)
    public class func attemptRotationToDeviceOrientation() {}

    /// Tells UIKit that `supportedInterfaceOrientations` changed. As with
    /// `attemptRotationToDeviceOrientation()`, there is no rotation to make here: the call
    /// returns at once.
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {}
}
