/// The presentation controller of the full-screen and current-context styles: the presented
/// view fills the container; `.fullScreen` and `.currentContext` take the presenter's view out
/// of the window, the "over" styles keep it.
@MainActor
final class FullScreenPresentationController: UIPresentationController {
    private let style: UIModalPresentationStyle

    init(presentedViewController: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var presentationStyle: UIModalPresentationStyle { style }
    override var shouldRemovePresentersView: Bool { style == .fullScreen || style == .currentContext }
    override var shouldPresentInFullscreen: Bool { !(style == .currentContext || style == .overCurrentContext) }
}

extension UIPresentationController {
    /// The presentation controller UIKit uses for a system `style` (not `.custom`).
    static func system(for style: UIModalPresentationStyle, presenting presented: UIViewController) -> UIPresentationController {
        switch style {
        case .pageSheet, .formSheet, .automatic:
            let sheet = UISheetPresentationController(presentedViewController: presented, presenting: nil)
            sheet.styleOverride = style == .formSheet ? .formSheet : .pageSheet
            return sheet
        case .popover:
            return UIPopoverPresentationController(presentedViewController: presented, presenting: nil)
        default:
            return FullScreenPresentationController(presentedViewController: presented, presenting: nil, style: style)
        }
    }

    /// Whether this controller is one of UIKit's own (its style's standard animation applies).
    var isSystemController: Bool {
        self is FullScreenPresentationController || type(of: self) == UISheetPresentationController.self
            || type(of: self) == UIPopoverPresentationController.self
    }

    /// The style this presentation adapts to in `traits` (only compact width adapts), asking the
    /// delegate first: `.none` keeps the style as it is (docs/transition-engine.md, "Who presents").
    func adaptedStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
        guard traits.horizontalSizeClass == .compact else { return presentationStyle }
        let answer = adaptivePresentationStyle(for: traits)
        return answer == .none ? presentationStyle : answer
    }

    /// UIKit's own adaptation in compact width, when the delegate gives none: a popover becomes
    /// a sheet and current context covers the screen; other styles stay (sheets stay sheets,
    /// as since iOS 13).
    var defaultCompactStyle: UIModalPresentationStyle {
        switch presentationStyle {
        case .popover: return .pageSheet
        case .currentContext: return .fullScreen
        default: return presentationStyle
        }
    }
}
