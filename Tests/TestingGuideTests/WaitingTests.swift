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
            await waitForCallback { callback in
                UIView.animate(withDuration: 0.3, animations: { box.alpha = 0 }) { done in
                    if done { finished() }
                    callback()
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
        await waitForCallback { callback in
            detail.onAppear = callback
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
        await waitForCallback { callback in
            home.present(detail, animated: true, completion: callback)
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

/// Waits for a callback for at most `seconds` of real time. A callback that never comes (an
/// animation removed, a transition that never ends) fails the test instead of hanging the run.
@MainActor
func waitForCallback(timeout seconds: Double = 30, sourceLocation: SourceLocation = #_sourceLocation,
                     _ start: (@escaping @MainActor () -> Void) -> Void) async {
    let wait = CallbackWait()
    await withCheckedContinuation { continuation in
        wait.continuation = continuation
        start { wait.finish() }
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(seconds))
            if wait.finish() { Issue.record("no callback within \(seconds) s", sourceLocation: sourceLocation) }
        }
    }
}

/// Resumes its continuation once, whichever comes first: the callback or the timeout.
@MainActor
final class CallbackWait {
    var continuation: CheckedContinuation<Void, Never>?

    /// Whether this call resumed the wait (false when it had already ended).
    @discardableResult
    func finish() -> Bool {
        guard let continuation else { return false }
        self.continuation = nil
        continuation.resume()
        return true
    }
}
