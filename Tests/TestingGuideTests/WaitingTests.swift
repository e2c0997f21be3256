// Tests/MyTransitionTests/WaitingTests.swift
import Foundation
import Testing
import UIKit

@MainActor
@Suite(.serialized)
struct GuideRealTimeWaitTests {
    let transition = DropInTransitioningDelegate()

    func showWindow(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    @Test func anAnimationCompletionConfirms() async {
        let window = showWindow(HomeViewController())
        defer { window.isHidden = true }
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        await confirmation("the completion ran, finished") { finished in
            await withCheckedContinuation { continuation in
                UIView.animate(withDuration: 0.3, animations: { box.alpha = 0 }) { done in
                    if done { finished() }
                    continuation.resume()
                }
            }
        }
        #expect(box.layer.presentation()?.opacity == 0)
    }

    @Test func aPushedScreenAppears() async {
        let navigation = UINavigationController(rootViewController: HomeViewController())
        let window = showWindow(navigation)
        defer { window.isHidden = true }
        let detail = AppearingViewController()
        await withCheckedContinuation { continuation in
            detail.onAppear = { continuation.resume() }
            navigation.pushViewController(detail, animated: true)
        }
        #expect(navigation.topViewController === detail)
    }

    @Test func aPresentationCompletes() async {
        let home = HomeViewController()
        let window = showWindow(home)
        defer { window.isHidden = true }
        let detail = DetailViewController()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = transition
        await withCheckedContinuation { continuation in
            home.present(detail, animated: true) { continuation.resume() }
        }
        #expect(detail.view.frame == window.bounds)
    }

    @Test func sleepingLetsAnimationsRun() async throws {
        let window = showWindow(HomeViewController())
        defer { window.isHidden = true }
        var finished = false
        UIView.animate(withDuration: 0.2, animations: { window.rootViewController?.view.alpha = 0.5 }) { _ in finished = true }
        try await Task.sleep(for: .milliseconds(500))
        #expect(finished)
    }
}
