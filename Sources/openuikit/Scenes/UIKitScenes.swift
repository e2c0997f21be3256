import OpenUIKit

/// Scenes written as UIKit code (views, `UIView.transition`, keyframes, snapshots) — the seed
/// demos' building blocks before view controllers land. Each returns its window's layer.
extension RenderScene {
    static let uikitScenes: [RenderScene] = [viewFlip, petFlip, navigationPush, sheet]

    /// `UINavigationController.pushViewController(_:animated:)` with UIKit's own slide: the new
    /// screen slides in with a shadow, the old one moves a third of the way and dims, 0.35 s on
    /// the system curve; the bar cross-fades its title and back button.
    static let navigationPush = RenderScene(name: "nav-push", summary: "UINavigationController push: system slide with parallax, dimming and shadow, 0.35 s (UIKit)", duration: 0.6) { scale in
        let navigation = UINavigationController(rootViewController: ScreenViewController(.inbox, scale: scale))
        let window = makeSceneWindow()
        window.rootViewController = navigation
        RunLoopDriver.shared.step(frames: 1)
        navigation.pushViewController(ScreenViewController(.detail, scale: scale), animated: true)
        return window.layer
    }

    /// A page sheet on a phone (iOS 13+): the new screen rises as a card, the old one shrinks
    /// behind it with rounded corners over a dimming view.
    static let sheet = RenderScene(name: "sheet", summary: "present(_:animated:) with the default .automatic style: a page sheet card over the shrunk presenter (UIKit)", duration: 0.6) { scale in
        let root = ScreenViewController(.inbox, scale: scale)
        let window = makeSceneWindow()
        window.rootViewController = root
        RunLoopDriver.shared.step(frames: 1)
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

    /// Seed 004 ("Guess the Pet"): the card flip presentation, as the tutorial writes its
    /// animator — a snapshot of the new screen starts edge-on over the card, the old screen turns
    /// away, the snapshot turns in, then grows to fill the screen, in three keyframes with
    /// `.calculationModeCubic` (m34 = −0.002 on the container).
    static let petFlip = RenderScene(name: "pet-flip", summary: "seed 004 card flip: snapshot, y rotations and growth in three keyframes, calculationModeCubic, 0.6 s (UIKit)", duration: 0.8) { scale in
        let window = makeSceneWindow()
        let containerView = UIView(frame: window.bounds)
        window.addSubview(containerView)
        let fromView = screenView(.inbox, scale: scale)
        containerView.addSubview(fromView)
        // The card the user tapped, in the from view.
        let originFrame = CGRect(x: 40, y: 260, width: 310, height: 330)
        let card = UIView(frame: originFrame)
        card.backgroundColor = UIColor(red: 0.93, green: 0.36, blue: 0.24, alpha: 1)
        card.layer.cornerRadius = 25
        fromView.addSubview(card)
        let toView = screenView(.detail, scale: scale)
        let finalFrame = containerView.bounds
        toView.frame = finalFrame
        CATransaction.flush()

        guard let snapshot = toView.snapshotView(afterScreenUpdates: true) else { return window.layer }
        snapshot.frame = originFrame
        snapshot.layer.cornerRadius = 25
        snapshot.layer.masksToBounds = true

        containerView.addSubview(toView)
        containerView.addSubview(snapshot)
        toView.isHidden = true

        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        containerView.layer.sublayerTransform = perspective
        snapshot.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)

        UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 1 / 3) {
                fromView.layer.transform = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                snapshot.layer.transform = CATransform3DMakeRotation(0, 0, 1, 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                snapshot.frame = finalFrame
                snapshot.layer.cornerRadius = 0
            }
        }, completion: { _ in
            toView.isHidden = false
            snapshot.removeFromSuperview()
            fromView.layer.transform = CATransform3DIdentity
        })
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
