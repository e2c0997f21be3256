@testable import OpenQuartzCore
@testable import OpenUIKit
import Foundation
import PropertyBased
import Testing

/// The run loop driver's jumps between due events (RunLoopDriver+EventJumps.swift) against
/// stepping every frame: random sequences of navigation, presentation, tab, interactive,
/// `UIView.animate`, Core Animation (delayed, repeating, paused and resumed layers, removed
/// animations) and timer work, each run twice on a fresh application — once jumping, once
/// stepping — must give the same callbacks at the same virtual times and the same end state.
@MainActor
struct EventJumpEquivalenceTests {
    static let genes = Gen.int(in: 0...20 * 1000).array(of: 1...30)
    static var count: Int { ProcessInfo.processInfo.environment["OPENUIKIT_SOAK_SEQUENCES"].flatMap(Int.init) ?? 1000 }

    @Test func jumpingAndSteppingGiveTheSameCallbacksAndEndState() async {
        await propertyCheck(count: Self.count, input: Self.genes) { genes in
            await MainActor.run {
                let jumping = Self.run(genes, jumping: true)
                let stepping = Self.run(genes, jumping: false)
                #expect(jumping.log == stepping.log, "callbacks differ for \(genes)")
                #expect(jumping.state == stepping.state, "end states differ for \(genes)")
            }
        }
    }

    /// Found by the property above: two timers whose deadlines (now + delay, taken at different
    /// moments) differ only by rounding fired in opposite orders when jumping and stepping.
    @Test func timersDueTogetherFireInTheOrderScheduledInBothModes() {
        let genes = [12659, 3370, 8139, 11236, 16437, 1416]
        let jumping = Self.run(genes, jumping: true)
        #expect(jumping.log.contains("@0.4167 V2 timer fired") && jumping.log.contains("@0.4167 V3 timer fired"))
        #expect(jumping.log == Self.run(genes, jumping: false).log)
    }

    /// Found by the property above: an `advance(by:)` whose last frame the jump skipped left the
    /// clock at the target, where stepping had left it at that frame's time, a hair later; a
    /// layer paused right after (QA1673) then froze at slightly different local times.
    @Test func theClockEndsAnAdvanceAtTheSameTimeInBothModes() {
        let genes = [5279, 12572, 0, 9519, 10862, 2714]
        let jumping = Self.run(genes, jumping: true)
        let stepping = Self.run(genes, jumping: false)
        #expect(jumping.log == stepping.log)
        #expect(jumping.state == stepping.state)
    }

    /// The jump first tries the frame it expects the next event in when layer time runs at
    /// speed 1, and searches when that guess is wrong: on a layer running at double speed (the
    /// guess lands late) and one running slowed and offset (the guess lands early), a one-second
    /// animation stops in the very frame stepping finds.
    @Test func aJumpFindsTheStopOnLayersWhoseTimeRunsFasterOrSlower() {
        func stopTime(speed: Float, timeOffset: CFTimeInterval, jumping: Bool) -> CFTimeInterval? {
            withApp { _ in
                RunLoopDriver.shared.jumpsBetweenEvents = jumping
                defer { RunLoopDriver.shared.jumpsBetweenEvents = true }
                let window = makeWindow()
                let layer = CALayer()
                layer.speed = speed
                layer.timeOffset = timeOffset
                window.layer.addSublayer(layer)
                let delegate = StopRecorder()
                let animation = CABasicAnimation(keyPath: "opacity")
                animation.fromValue = 1.0
                animation.toValue = 0.0
                animation.duration = 1
                animation.delegate = delegate
                layer.add(animation, forKey: "fade")
                let start = CACurrentMediaTime()
                _ = RunLoopDriver.shared.runUntilIdle(timeout: 10)
                return delegate.stoppedAt.map { $0 - start }
            }
        }
        for (speed, offset) in [(Float(2), 0.0), (Float(0.5), 0.3)] {
            let jumping = stopTime(speed: speed, timeOffset: offset, jumping: true)
            #expect(jumping != nil && jumping == stopTime(speed: speed, timeOffset: offset, jumping: false), "speed \(speed)")
        }
        #expect(near(stopTime(speed: 2, timeOffset: 0, jumping: true) ?? 0, 0.5, 1.0 / 60))
    }

    /// Every gene kind at least once, with its log checked to be non-trivial (the comparison
    /// above would pass vacuously if nothing were logged).
    @Test func theScenarioExercisesEveryKindOfWork() {
        func gene(_ kind: Int, _ argument: Int = 1) -> Int { kind + 20 * argument }
        let wait = gene(19, 30)  // half a second
        let genes = [gene(0), wait, gene(3), wait, gene(4, 0), wait,            // push, present, dismiss
                     gene(0), wait, gene(6), gene(7, 50), gene(19, 6), gene(8), wait,  // interactive pop
                     gene(10), gene(12), wait,                                  // animate, CA animation
                     gene(12, 2), gene(19, 2), gene(15), gene(16, 10), gene(18), wait]  // removed, timer, block
        let result = Self.run(genes, jumping: true)
        for needle in ["viewDidAppear", "present completion", "animate completion(true)", "layer start", "layer stop(true)",
                       "layer stop(false)", "timer fired", "interactive", "nav.didShow"] {
            #expect(result.log.contains { $0.contains(needle) }, "no '\(needle)' in \(result.log)")
        }
        #expect(result.log == Self.run(genes, jumping: false).log)
    }

    struct Outcome: Equatable {
        var log: [String]
        var state: [String]
    }

    static func run(_ genes: [Int], jumping: Bool) -> Outcome {
        withApp { _ in
            RunLoopDriver.shared.jumpsBetweenEvents = jumping
            let log = CallbackLog()
            log.stampsTime = true
            var scenario = JumpScenario(log: log)
            for gene in genes { scenario.apply(gene) }
            scenario.settle()
            return Outcome(log: log.entries, state: scenario.describeState())
        }
    }
}

/// Logs a Core Animation delegate's start and stop.
@MainActor
private final class AnimationLogger: NSObject, CAAnimationDelegate {
    let name: String
    let log: CallbackLog
    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
    }
    func animationDidStart(_ anim: CAAnimation) { log.add("\(name) layer start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.add("\(name) layer stop(\(flag))") }
}

/// Vends the slide animator for pushes and pops, and an interactor for the pop the scenario
/// makes interactive.
@MainActor
private final class JumpNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let log: CallbackLog
    var interactor: UIPercentDrivenInteractiveTransition?
    init(log: CallbackLog) { self.log = log }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.add("nav.didShow(\(viewController.title ?? "?"), \(animated))")
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        interactor == nil ? nil : SlideAnimationController(type: .navigation(operation))
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        defer { interactor = nil }
        return interactor
    }
}

@MainActor
private struct JumpScenario {
    let log: CallbackLog
    let delegate: JumpNavigationDelegate
    let stage: TabbedNavigations
    var interactive: UIPercentDrivenInteractiveTransition?
    var serial = 0

    init(log: CallbackLog) {
        self.log = log
        delegate = JumpNavigationDelegate(log: log)
        stage = TabbedNavigations(roots: (0..<2).map { LoggingViewController("root\($0)", log: log) }, delegate: delegate)
    }

    /// A view of the screen in front to animate: the top controller's.
    var someView: UIView { stage.topPresented === stage.tabs ? (stage.currentNavigation.topViewController?.view ?? stage.window) : stage.topPresented.view }

    mutating func nextName() -> String {
        serial += 1
        return "V\(serial)"
    }

    mutating func apply(_ gene: Int) {
        let argument = gene / 20
        switch gene % 20 {
        case 0, 1:
            stage.currentNavigation.pushViewController(LoggingViewController(nextName(), log: log), animated: argument % 3 != 0)
        case 2:
            stage.currentNavigation.popViewController(animated: argument % 2 == 0)
        case 3:
            let controller = LoggingViewController(nextName(), log: log)
            let styles: [UIModalPresentationStyle] = [.fullScreen, .overFullScreen, .pageSheet, .formSheet, .automatic]
            controller.modalPresentationStyle = styles[argument % styles.count]
            let name = controller.name
            let log = self.log
            stage.topPresented.present(controller, animated: argument % 5 != 0) { log.add("\(name) present completion") }
        case 4:
            guard stage.tabs.presentedViewController != nil else { return }
            let log = self.log
            stage.topPresented.dismiss(animated: argument % 2 == 0) { log.add("dismiss completion") }
        case 5:
            stage.tabs.selectedIndex = argument % stage.navigations.count
        case 6:
            guard interactive == nil, stage.currentNavigation.viewControllers.count > 1, stage.tabs.presentedViewController == nil else { return }
            let interactor = UIPercentDrivenInteractiveTransition()
            interactor.completionSpeed = [1, 0.5, 2][argument % 3]
            interactive = interactor
            delegate.interactor = interactor
            log.add("interactive pop")
            stage.currentNavigation.popViewController(animated: true)
        case 7:
            interactive?.update(CGFloat(argument % 101) / 100)
        case 8, 9:
            guard let interactor = interactive else { return }
            log.add(gene % 20 == 8 ? "interactive finish" : "interactive cancel")
            gene % 20 == 8 ? interactor.finish() : interactor.cancel()
            interactive = nil
            delegate.interactor = nil
        case 10, 11:
            let view = someView
            let name = nextName()
            let log = self.log
            let duration = Double(argument % 50) / 60
            let delay = argument % 4 == 0 ? Double(argument % 30) / 60 : 0
            let options: UIView.AnimationOptions = [[], [.curveLinear], [.beginFromCurrentState], [.allowUserInteraction, .curveEaseIn]][argument % 4]
            UIView.animate(withDuration: duration, delay: delay, options: options, animations: {
                view.alpha = view.alpha > 0.5 ? 0.4 : 1
                view.transform = argument % 2 == 0 ? .identity : CGAffineTransform(translationX: 0, y: CGFloat(argument % 200))
            }, completion: { finished in log.add("\(name) animate completion(\(finished))") })
        case 12, 13:
            let layer = someView.layer
            let animation = CABasicAnimation(keyPath: ["position.x", "opacity", "transform.rotation.z", "bounds.size.width"][argument % 4])
            animation.fromValue = argument % 4 == 1 ? 0.2 : 10
            animation.toValue = argument % 4 == 1 ? 1 : 120
            animation.duration = Double(1 + argument % 40) / 60
            if argument % 5 == 0 { animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + Double(argument % 25) / 60 }
            if argument % 7 == 0 { animation.repeatCount = Float(1 + argument % 3) }
            if argument % 11 == 0 { animation.autoreverses = true }
            animation.delegate = AnimationLogger(nextName(), log: log)
            layer.add(animation, forKey: argument % 3 == 0 ? nil : "k\(argument % 3)")
        case 14:
            // QA1673: pause a layer (speed 0), or resume it where it stopped.
            let layer = someView.layer
            if layer.speed == 0 {
                let paused = layer.timeOffset
                layer.speed = 1
                layer.timeOffset = 0
                layer.beginTime = 0
                layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
            } else {
                let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
                layer.speed = 0
                layer.timeOffset = paused
            }
        case 15:
            someView.layer.removeAllAnimations()
        case 16:
            let name = nextName()
            let log = self.log
            RunLoopDriver.shared.schedule(at: CACurrentMediaTime() + Double(argument % 60) / 60, purpose: "test timer") {
                log.add("\(name) timer fired")
            }
        case 17:
            RunLoopDriver.shared.runUntilIdle(timeout: Double(argument % 90) / 60)
        case 18:
            let log = self.log
            RunLoopDriver.shared.performOnNextFrame { log.add("next-frame block") }
        default:
            RunLoopDriver.shared.advance(by: Double(argument % 45) / 60 + (argument % 3 == 0 ? 0.004 : 0))
        }
    }

    mutating func settle() {
        if let interactor = interactive {
            RunLoopDriver.shared.advance(by: 1.0 / 60)
            interactor.finish()
            interactive = nil
            delegate.interactor = nil
        }
        for layer in [stage.window.layer] + allLayers(stage.window.layer) where layer.speed == 0 { layer.speed = 1 }
        RunLoopDriver.shared.runUntilIdle(timeout: 30)
        log.add("settled")
    }

    private func allLayers(_ layer: CALayer) -> [CALayer] {
        (layer.sublayers ?? []).flatMap { [$0] + allLayers($0) }
    }

    /// The clock, the stacks, the presentations and every view's frame, alpha, transform and
    /// running animations.
    func describeState() -> [String] {
        var lines = ["now \(now())", "tab \(stage.tabs.selectedIndex)"]
        for navigation in stage.navigations {
            lines.append("stack " + navigation.viewControllers.map { $0.title ?? "?" }.joined(separator: ","))
        }
        var top: UIViewController = stage.tabs
        while let presented = top.presentedViewController {
            lines.append("presented \(presented.title ?? "?")")
            top = presented
        }
        func visit(_ view: UIView, depth: Int) {
            let layer = view.layer
            let presentation = layer.presentation()
            lines.append(String(repeating: " ", count: depth) + "\(type(of: view)) \(view.frame) a\(view.alpha) t\(view.transform) keys \(layer.animationKeys() ?? []) p\(presentation.map { "\($0.position) \($0.opacity)" } ?? "-")")
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(stage.window, depth: 0)
        return lines
    }
}

/// Notes when its animation stopped (media time).
@MainActor
private final class StopRecorder: CAAnimationDelegate {
    var stoppedAt: CFTimeInterval?
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stoppedAt = CACurrentMediaTime() }
}
