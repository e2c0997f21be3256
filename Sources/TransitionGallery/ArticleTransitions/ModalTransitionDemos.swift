import UIKit

// Seed 000 §2.3 and §2.4.3: modal transitions with a transitioning delegate. The overlay window
// (animator only, then with a presentation controller) and the Slide animator's vertical
// modal version.

/// The transitioning delegate of the modal demos. It is the presented controller's, and it is
/// weak there: the presenting screen keeps it alive.
final class SDEModalTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    enum Style {
        /// The iOS 7 overlay: the animator adds the dimming view.
        case overlay
        /// The iOS 8 overlay: a presentation controller owns the dimming view.
        case overlayWithPresentationController
        /// The Slide animator, vertically.
        case slide
        /// The iOS 8 overlay over a blur whose effect fades in alongside (BlurOverlayDemo.swift).
        case blurredOverlay
    }

    let style: Style

    init(style: Style) {
        self.style = style
        super.init()
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch style {
        case .overlay: OverlayAnimationController(animatesDimmingView: true)
        case .overlayWithPresentationController, .blurredOverlay: OverlayAnimationController(animatesDimmingView: false)
        case .slide: SlideAnimationController(type: .modalTransition(.presentation))
        }
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch style {
        case .overlay: OverlayAnimationController(animatesDimmingView: true)
        case .overlayWithPresentationController, .blurredOverlay: OverlayAnimationController(animatesDimmingView: false)
        case .slide: SlideAnimationController(type: .modalTransition(.dismissal))
        }
    }

    /// Only asked for `.custom` presentations.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        switch style {
        case .overlayWithPresentationController:
            return OverlayPresentationController(presentedViewController: presented, presenting: presenting)
        case .blurredOverlay:
            return BlurOverlayPresentationController(presentedViewController: presented, presenting: presenting)
        case .overlay, .slide:
            return nil
        }
    }
}

/// The screen that presents: a button shows the modal screen with the demo's transition.
final class ModalPresenterViewController: UIViewController {
    let presentButton = UIButton(type: .system)
    private let style: SDEModalTransitionDelegate.Style
    /// Held here: `transitioningDelegate` is weak.
    private let modalDelegate: SDEModalTransitionDelegate

    init(style: SDEModalTransitionDelegate.Style) {
        self.style = style
        modalDelegate = SDEModalTransitionDelegate(style: style)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let (title, subtitle, rows): (String, String, [String]) = switch style {
        case .overlay:
            ("浮层 Overlay", "动画控制器 · Animator only (iOS 7)", ["modalPresentationStyle = .custom", "变暗视图在动画控制器里 Dimming in the animator", "宽 2/3 高 2/3"])
        case .overlayWithPresentationController:
            ("浮层 Overlay", "UIPresentationController (iOS 8)", ["animate(alongsideTransition:)", "containerViewWillLayoutSubviews", "变暗视图 Dimming view"])
        case .slide:
            ("模态滑动 Modal slide", "SlideAnimationController · .fullScreen", ["竖直方向 Vertical", "和系统风格类似 Like the system's", "同一个动画控制器 Same animator"])
        case .blurredOverlay:
            ("模糊浮层 Blurred overlay", "UIVisualEffectView · UIBlurEffect", ["effect: nil → .systemMaterial", "animate(alongsideTransition:)", "背景被模糊 The backdrop is blurred"])
        }
        let screen = DemoScreenView(title: title, subtitle: subtitle, color: .systemBlue, rows: rows)
        screen.placeButton(presentButton, title: "显示 Present")
        presentButton.addTarget(self, action: Self.showModal, for: .touchUpInside)
        view = screen
    }

    func showModal() {
        let presented = ModalCardViewController(fullScreen: style == .slide)
        // `.custom` keeps the presenting view visible under the overlay; the slide covers it.
        presented.modalPresentationStyle = style == .slide ? .fullScreen : .custom
        presented.transitioningDelegate = modalDelegate
        present(presented, animated: true, completion: nil)
    }
}

/// The presented screen, with a button that dismisses it.
final class ModalCardViewController: DemoScreenViewController {
    let closeButton = UIButton(type: .system)
    private let fullScreen: Bool

    init(fullScreen: Bool) {
        self.fullScreen = fullScreen
        super.init(title: "卡片 Card", subtitle: "被显示的视图 · presented view", color: .systemRed,
                   rows: ["isBeingPresented", "isBeingDismissed", "转场协调器 Coordinator"])
        title = "Card"
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        super.loadView()
        guard let screen = view as? DemoScreenView else { return }
        if !fullScreen { screen.layer.cornerRadius = 16 }
        screen.clipsToBounds = true
        screen.placeButton(closeButton, title: "关闭 Close", fromBottom: fullScreen ? 140 : 90)
        closeButton.addTarget(self, action: Self.close, for: .touchUpInside)
    }

    func close() {
        dismiss(animated: true, completion: nil)
    }
}

extension GalleryDemo {
    /// Shows the modal screen with the button, then closes it with its own button.
    static func modalDemo(name: String, summary: String, style: SDEModalTransitionDelegate.Style) -> GalleryDemo {
        GalleryDemo(
            name: name, seed: "000", summary: summary, device: .iPhone, duration: 1.8,
            makeRoot: { ModalPresenterViewController(style: style) },
            script: { stage in
                stage.wait(0.3)
                guard let presenter = stage.root as? ModalPresenterViewController else { return }
                stage.host.tap(presenter.presentButton)
                stage.wait(0.7)
                if let card = presenter.presentedViewController as? ModalCardViewController { stage.host.tap(card.closeButton) }
                stage.wait(0.7)
            })
    }

    static let overlay = modalDemo(
        name: "overlay", summary: "overlay modal (.custom), animator only: the card grows to 2/3 over a dimming view the animator adds",
        style: .overlay)

    static let overlayPresentationController = modalDemo(
        name: "overlay-pc", summary: "the same overlay with a UIPresentationController: dimming alongside through the coordinator, containerViewWillLayoutSubviews",
        style: .overlayWithPresentationController)

    static let slideModal = modalDemo(
        name: "slide-modal", summary: "the Slide animator's modal version: the presented screen slides up, and down on dismissal (.fullScreen)",
        style: .slide)
}
