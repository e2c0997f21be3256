import CAllocationCounter
import Foundation
@testable import OpenQuartzCore
@testable import OpenUIKit

/// "Headless transitions": an animated push followed by an animated pop on a navigation
/// controller in a window, each run to idle, as the test kit's `runUntilIdle()` does. Goal
/// (issue 19): ≥ 20,000 push+pop pairs per second on one core.
///
/// Reference: the same work with the run loop driver stepping every frame (1/60 s) instead of
/// jumping from one due event to the next — what it cost before the jumps.
@MainActor
func runHeadlessBenchmarks() -> Bool {
    let driver = RunLoopDriver.shared
    ApplicationEnvironment.reset()
    defer {
        driver.jumpsBetweenEvents = true
        ApplicationEnvironment.reset()
    }
    let window = UIWindow(frame: UIScreen.main.bounds)
    let navigation = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    driver.step(frames: 1)

    // OPENUIKIT_BENCH_UNANIMATED=1 profiles the unanimated pair instead.
    let animated = ProcessInfo.processInfo.environment["OPENUIKIT_BENCH_UNANIMATED"] == nil
    func pushAndPop() {
        navigation.pushViewController(UIViewController(), animated: animated)
        driver.runUntilIdle()
        navigation.popViewController(animated: animated)
        driver.runUntilIdle()
    }

    if let rounds = profilingRounds {
        for _ in 0..<rounds { pushAndPop() }
        return true
    }
    func framesPerPair() -> Int {
        let before = driver.processedFrameCount
        pushAndPop()
        return driver.processedFrameCount - before
    }
    driver.jumpsBetweenEvents = false
    let steppedFrames = framesPerPair()
    driver.jumpsBetweenEvents = true
    let jumpedFrames = framesPerPair()
    print("frames run per push + pop: \(jumpedFrames) jumping, \(steppedFrames) stepping")
    for _ in 0..<50 { pushAndPop() }
    let allocationsBefore = ouk_allocation_count()
    for _ in 0..<100 { pushAndPop() }
    print("heap allocations per push + pop (steady state): \((ouk_allocation_count() - allocationsBefore) / 100)")
    // For orientation: the same pair without animation (no transition animations, no bar
    // cross-fade), the floor that view controller containment, layout and the bar cost alone.
    report(measure("for orientation: unanimated push + pop, to idle", iterations: 3000, warmup: 200) {
        navigation.pushViewController(UIViewController(), animated: false)
        driver.runUntilIdle()
        navigation.popViewController(animated: false)
        driver.runUntilIdle()
    }, reference: nil)
    let jumping = measure("animated push + pop, to idle, jumping between events", iterations: 3000, warmup: 200, pushAndPop)
    precondition(navigation.viewControllers.count == 1 && driver.isIdle, "push + pop did not settle")
    driver.jumpsBetweenEvents = false
    let stepping = measure("reference: the same, every frame stepped", iterations: 1000, warmup: 100, pushAndPop)
    let perSecond = 1 / jumping.median
    report(jumping, reference: stepping, goal: ("≥ 20,000 pairs/s (\(Int(perSecond.rounded())) /s; stepped \(Int((1 / stepping.median).rounded())) /s)", perSecond >= 20_000), key: "headless-push-pop")
    return perSecond >= 20_000
}
