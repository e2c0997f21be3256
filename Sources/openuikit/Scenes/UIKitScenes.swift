#if CommandLine
import OpenUIKit

/// Scenes written as UIKit code (views, `UIView.transition`, keyframes, snapshots) — the seed
/// demos' building blocks before view controllers land. Each returns its window's layer.
extension RenderScene {
    static let uikitScenes: [RenderScene] = [viewFlip, navigationPush, sheet]

    /// `UINavigationController.pushViewController(_:animated:)` with UIKit's own slide: the new
    /// screen slides in with a shadow, the old one moves a third of the way and dims, 0.35 s on
    /// the system curve; the bar cross-fades its title and back button.
    static let navigationPush = RenderScene(name: "nav-push", summary: "UINavigationController push: system slide with parallax, dimming and shadow, 0.35 s (UIKit)", duration: 0.6) { scale in
        let navigation = UINavigationController(rootViewController: ScreenViewController(.inbox, scale: scale))
        let window = makeSceneWindow()
        window.rootViewController = navigation
        FrameScheduler.step(frames: 1)
        navigation.pushViewController(ScreenViewController(.detail, scale: scale), animated: true)
        return window.layer
    }

    /// A page sheet on a phone (iOS 13+): the new screen rises as a card, the old one shrinks
    /// behind it with rounded corners over a dimming view.
    static let sheet = RenderScene(name: "sheet", summary: "present(_:animated:) with the default .automatic style: a page sheet card over the shrunk presenter (UIKit)", duration: 0.6) { scale in
        let root = ScreenViewController(.inbox, scale: scale)
        let window = makeSceneWindow()
        window.rootViewController = root
        FrameScheduler.step(frames: 1)
        root.present(ScreenViewController(.detail, scale: scale), animated: true)
        return window.layer
    }

    /// `UIView.transition(from:to:duration:options:completion:)` with `.transitionFlipFromRight`:
    /// the container turns with perspective, showing the old screen and then the new one.
    static let viewFlip = RenderScene(name: "view-flip", summary: "UIView.transition(from:to:) with .transitionFlipFromRight, 0.8 s (UIKit)", duration: 1.0) { scale in
        let window = makeSceneWindow()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let inbox = screenView(.inbox, scale: scale)
        container.addSubview(inbox)
        CATransaction.flush()
        UIView.transition(from: inbox, to: screenView(.detail, scale: scale), duration: 0.8, options: [.transitionFlipFromRight])
        return window.layer
    }
}

/// A controller whose view is a mock app screen.
@MainActor
private final class ScreenViewController: UIViewController {
    private let screen: MockScreen
    private let scale: CGFloat

    init(_ screen: MockScreen, scale: CGFloat) {
        self.screen = screen
        self.scale = scale
        super.init(nibName: nil, bundle: nil)
        title = screen.title
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = screenView(screen, scale: scale)
    }
}

@MainActor
private func makeSceneWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: MockScreen.size))
    window.backgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
    window.makeKeyAndVisible()
    return window
}

@MainActor
private func screenView(_ screen: MockScreen, scale: CGFloat) -> UIImageView {
    let view = UIImageView(image: UIImage(cgImage: screen.image(scale: scale), scale: scale, orientation: .up))
    view.frame = CGRect(origin: .zero, size: MockScreen.size)
    return view
}
#endif
