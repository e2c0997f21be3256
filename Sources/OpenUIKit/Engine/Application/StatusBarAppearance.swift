/// The status bar's resolved appearance, and how UIKit finds the controller that decides it.
struct StatusBarAppearance {
    var style: UIStatusBarStyle = .default
    var isHidden = false
    /// The controllers whose preferences gave `style` and `isHidden`.
    weak var styleSource: UIViewController?
    weak var hiddenSource: UIViewController?

    init() {}

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
