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

/// The status bar's resolved appearance, and how UIKit finds the controller that decides it.
package struct StatusBarAppearance {
    var style: UIStatusBarStyle = .default
    var isHidden = false
    /// The controllers whose preferences gave `style` and `isHidden`.
    weak var styleSource: UIViewController?
    weak var hiddenSource: UIViewController?

    package init() {}

    /// The controller that decides the status bar for a window: from the root, the topmost
    /// presented controller that covers the screen or captures the status bar, then down its
    /// `childFor…` chain.
    @MainActor
    static func deciders(in window: UIWindow?) -> (style: UIViewController?, hidden: UIViewController?) {
        guard var top = window?.rootViewController else { return (nil, nil) }
        while let presented = top.presentedViewController, presented.presentingViewController === top {
            // Only a full-screen presentation takes the status bar over, unless the presented
            // controller captures it (Apple's documentation of the capture property).
            if presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance {
                top = presented
            } else {
                break
            }
        }
        return (deepest(from: top, via: \.childForStatusBarStyle), deepest(from: top, via: \.childForStatusBarHidden))
    }

    /// Follows `child` from `controller` to the last controller that names no other (at most 64
    /// steps, so a cycle of `childFor…` answers cannot hang).
    @MainActor
    private static func deepest(from controller: UIViewController, via child: KeyPath<UIViewController, UIViewController?>) -> UIViewController {
        var current = controller
        for _ in 0..<64 {
            guard let next = current[keyPath: child], next !== current else { break }
            current = next
        }
        return current
    }

    /// The appearance UIKit shows now. UIKit reads a controller's preferences when it starts
    /// deciding and, with `rereading` (`setNeedsStatusBarAppearanceUpdate()`), again; a
    /// preference that changes without that call is not seen, as on iOS.
    @MainActor
    @discardableResult
    static func resolved(rereading: Bool = false) -> StatusBarAppearance {
        let state = UIApplication.shared.state
        let (styleDecider, hiddenDecider) = deciders(in: state.keyWindow)
        var appearance = state.statusBar
        if rereading || appearance.styleSource !== styleDecider || styleDecider == nil {
            appearance.style = styleDecider?.preferredStatusBarStyle ?? .default
            appearance.styleSource = styleDecider
        }
        if rereading || appearance.hiddenSource !== hiddenDecider || hiddenDecider == nil {
            appearance.isHidden = hiddenDecider?.prefersStatusBarHidden ?? false
            appearance.hiddenSource = hiddenDecider
        }
        state.statusBar = appearance
        return appearance
    }
}
