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
    public var statusBarStyle: UIStatusBarStyle { StatusBarAppearance.resolved().style }
    /// Whether the key window's controllers ask for the status bar to be hidden.
    public var isStatusBarHidden: Bool { StatusBarAppearance.resolved().isHidden }
    /// The status bar's frame in screen coordinates (zero while hidden): the screen's top safe
    /// area on devices with a sensor housing (54 points on the iPhone preset), 20 points on the
    /// iPhone SE, 24 on the iPad.
    public var statusBarFrame: CGRect {
        guard !isStatusBarHidden else { return .zero }
        let screen = keyWindow?.screen ?? UIScreen.main
        let top = screen.safeAreaInsets.top
        // Devices with a sensor housing: the status bar is 5 points shorter than the safe area
        // (54 of 59 on an iPhone 15) [O].
        let height = top > 24 ? top - 5 : top
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: height)
    }

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

