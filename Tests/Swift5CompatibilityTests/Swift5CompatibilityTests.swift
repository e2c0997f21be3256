// Runs the Swift 5 iOS-style code of this target (Animators.swift, Helpers.swift,
// PresentationAndInteraction.swift). The target exists mostly to compile them: an isolation
// error in that code fails the build, and so CI. The tests check that the code also behaves as
// on iOS. Time passes through `RunLoop.main.run(until:)` (this file imports only UIKit).
import UIKit
import Testing

@MainActor
@Suite(.serialized)
struct Swift5CompatibilityTests {
    private func wait(_ seconds: TimeInterval) {
        RunLoop.main.run(until: Date().addingTimeInterval(seconds))
    }

    private func makeWindow(root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        wait(0.05)
        return window
    }

    @Test func anExtensionConformingAnimatorRunsAPush() {
        let navigationDelegate = FadingNavigationDelegate()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = navigationDelegate
        let window = makeWindow(root: navigation)
        let next = UIViewController()
        next.view.backgroundColor = .systemOrange
        navigation.pushViewController(next, animated: true)
        wait(0.25)
        let alpha = next.view.layer.presentation()?.opacity ?? -1
        #expect(alpha > 0.2 && alpha < 0.8, "half way through a 0.4 s linear-ish fade: \(alpha)")
        wait(0.4)
        #expect(navigation.viewControllers == [root, next])
        #expect(navigationDelegate.animator.endedWith == true)
        #expect(next.view.window === window)
    }

    @Test func aCustomPresentationWithAPresentationControllerAndAProtocolTypedAnimator() {
        let root = UIViewController()
        let window = makeWindow(root: root)
        let card = CardViewController()
        root.present(card, animated: true, completion: nil)
        let bounds = window.bounds
        let expected = cardFrame(in: bounds)
        wait(0.15)
        let midY = card.view.layer.presentation()!.frame.minY
        #expect(midY > expected.minY && midY < bounds.maxY, "sliding up: \(midY)")
        wait(0.3)
        #expect(card.view.frame == expected)
        #expect(card.presentingViewController === root)
        #expect(card.cardDelegate.presentationControllers == 1)
        let presentation = card.presentationController as? CardPresentationController
        #expect(presentation?.dimmingView.alpha == 1)

        var dismissed = false
        card.dismiss(animated: true) { dismissed = true }
        wait(0.5)
        #expect(dismissed)
        #expect(card.view.window == nil)
        #expect(root.presentedViewController == nil)
    }

    @Test func layersBuiltInFreeFunctionsAndExtensionHelpers() {
        let root = UIViewController()
        let window = makeWindow(root: root)
        let box = DimmingFactory.shared.makeDimmingView(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
        window.addSubview(box)
        let observer = AnimationObserver()
        let shake = shakeAnimation(amplitude: 10)
        shake.delegate = observer
        box.layer.add(shake, forKey: "shake")
        let mask = circleMask(from: CGRect(x: 45, y: 45, width: 10, height: 10), covering: box.bounds)
        box.layer.mask = mask
        #expect(mask.animation(forKey: "reveal") != nil)
        wait(0.1)
        box.layer.pauseAnimations()
        let pausedX = box.layer.presentation()!.position.x
        wait(0.5)
        #expect(box.layer.presentation()!.position.x == pausedX, "paused with speed 0 (QA1673)")
        #expect(observer.stopped.isEmpty)
        box.layer.resumeAnimations()
        wait(0.4)
        #expect(observer.stopped == [true])
        #expect(box.frameInWindow == CGRect(x: 40, y: 40, width: 100, height: 100))
        #expect(box.roundedSnapshot(cornerRadius: 8)?.layer.cornerRadius == 8)
    }

    @Test func protocolTypedFactories() {
        let presenting = makeAnimator(SlideUpAnimator.self, presenting: true) as? SlideUpAnimator
        #expect(presenting?.isPresenting == true)
        #expect(presenting?.transitionDuration(using: nil) == 0.3)
    }
}

/// A navigation delegate vending the extension-conforming animator (Swift 5 mode, nonisolated).
final class FadingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let animator = CrossFadeAnimator()

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? animator : nil
    }
}
