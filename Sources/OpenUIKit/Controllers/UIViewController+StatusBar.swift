/// The appearance of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in light mode, light content in dark mode.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar appears or disappears after `setNeedsStatusBarAppearanceUpdate()`.
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}

extension UIApplication {
    /// The status bar style the controllers of the key window ask for.
    ///
    /// - Note: OpenUIKit differs: there is no `UIWindowScene.statusBarManager` and no status bar
    ///   is drawn; the style and visibility UIKit would show are resolved here (iOS's deprecated
    ///   `UIApplication` properties), so tests can assert them.
    ///
    /// Setting it (iOS's pre-iOS 9 way) changes nothing, as `setStatusBarStyle(_:animated:)`, and
    /// is reported.
    public var statusBarStyle: UIStatusBarStyle {
        get { StatusBarAppearance.resolved().style }
        set { setStatusBarStyle(newValue, animated: false) }
    }
    /// Whether the key window's controllers ask for the status bar to be hidden. Setting it
    /// changes nothing, as `setStatusBarHidden(_:with:)`, and is reported.
    public var isStatusBarHidden: Bool {
        get { StatusBarAppearance.resolved().isHidden }
        set { setStatusBarHidden(newValue, with: .none) }
    }
    /// The status bar's frame in screen coordinates (zero while hidden): the screen's top safe
    /// area on devices with a sensor housing (54 points on the iPhone preset), 20 points on the
    /// iPhone SE, 24 on the iPad.
    public var statusBarFrame: CGRect {
        guard !isStatusBarHidden else { return .zero }
        let screen = keyWindow?.screen ?? UIScreen.main
        let top = screen.safeAreaInsets.top
        // Behaviour source [R] — Layout
        //   Rule: The status bar on a device with a sensor housing is 5 pt shorter than the top
        //     safe area
        //   Value: 54 of 59 on iPhone 15
        //   Source: Read from the simulator; no publication found (the code called it observed, so
        //     by the legend it is ours until one is cited).
        // Devices with a sensor housing: the status bar is 5 points shorter than the safe area
        // (54 of 59 on an iPhone 15) [R].
        let height = top > 24 ? top - 5 : top
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: height)
    }

    /// iOS's pre-iOS 9 way to set the status bar's style. With view-controller-based status bar
    /// appearance (iOS's default, and OpenUIKit's only mode) it changes nothing: the style comes
    /// from the controllers' `preferredStatusBarStyle`. The call is reported once through the
    /// logger, saying so. (Deprecated on iOS since iOS 9; not marked here, so that OpenUIKit's own
    /// coverage checks can name it without a warning — the logger's message says what to use.)
    public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {
        OpenUIKitDiagnostics.report(.deprecatedStatusBar, "UIApplication.setStatusBarStyle(\(statusBarStyle), animated:) has no effect: the status bar's style comes from the view controllers' preferredStatusBarStyle (view-controller-based status bar appearance, as in iOS apps by default).")
    }

    /// iOS's pre-iOS 9 way to hide the status bar: like `setStatusBarStyle(_:animated:)`, it
    /// changes nothing (controllers decide through `prefersStatusBarHidden`) and is reported.
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        OpenUIKitDiagnostics.report(.deprecatedStatusBar, "UIApplication.setStatusBarHidden(\(hidden), with:) has no effect: the status bar's visibility comes from the view controllers' prefersStatusBarHidden (view-controller-based status bar appearance, as in iOS apps by default).")
    }

    /// Posted before the status bar's frame changes, on iOS with an in-call bar or a rotation.
    /// OpenUIKit's status bar frame never changes (no in-call bar, and window size transitions do
    /// not rotate the screen), so it is never posted.
    nonisolated public static let willChangeStatusBarFrameNotification = Notification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the status bar's frame changed; never posted by OpenUIKit (see
    /// `willChangeStatusBarFrameNotification`).
    nonisolated public static let didChangeStatusBarFrameNotification = Notification.Name("UIApplicationDidChangeStatusBarFrameNotification")

    /// Sends a memory warning, as the simulator's "Simulate Memory Warning" does: posts
    /// `UIApplication.didReceiveMemoryWarningNotification`, then calls `didReceiveMemoryWarning()`
    /// on every controller of every window, parents before children, presenting before presented.
    public func performMemoryWarning() {
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: self)
        for window in windows {
            guard let root = window.rootViewController else { continue }
            var pending = [root]
            while !pending.isEmpty {
                let controller = pending.removeFirst()
                controller.didReceiveMemoryWarning()
                pending.append(contentsOf: controller.children)
                if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                    pending.append(presented)
                }
            }
        }
    }

    /// Posted when the application receives a memory warning.
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}

extension DiagnosticCode {
    /// A deprecated `UIApplication` status bar call that has no effect with view-controller-based
    /// status bar appearance.
    public static let deprecatedStatusBar = DiagnosticCode(rawValue: "UIApplicationDeprecatedStatusBar")
}

/// A window scene's status bar: where it is and how it looks (iOS 13's replacement for the
/// application's status bar properties). OpenUIKit draws no status bar; the values are the ones
/// UIKit would show, resolved from the key window's controllers (OpenUIKit has one scene's worth
/// of status bar: the application's).
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    override init() {}

    /// The status bar's frame in the scene's coordinates (zero while hidden).
    open var statusBarFrame: CGRect { UIApplication.shared.statusBarFrame }
    /// The style the scene's controllers ask for.
    open var statusBarStyle: UIStatusBarStyle { UIApplication.shared.statusBarStyle }
    /// Whether the scene's controllers ask for the status bar to be hidden.
    open var isStatusBarHidden: Bool { UIApplication.shared.isStatusBarHidden }
}
