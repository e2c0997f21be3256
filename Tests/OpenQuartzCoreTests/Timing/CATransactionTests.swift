@testable import OpenQuartzCore
import Testing

@MainActor
struct CATransactionTests {
    private func fade(_ duration: Double, delegate: RecordingDelegate? = nil) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 1
        animation.toValue = 0
        animation.duration = duration
        animation.delegate = delegate
        return animation
    }

    @Test func completionWithoutAnimationsRunsAtCommit() {
        withEngine { _ in
            var log: [String] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.append("completion") }
            log.append("before commit")
            CATransaction.commit()
            log.append("after commit")
            #expect(log == ["before commit", "completion", "after commit"])
        }
    }

    @Test func completionWaitsForEveryAnimationAddedAfterIt() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            let short = RecordingDelegate("short"), long = RecordingDelegate("long")
            var log: [String] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.append("completion @\(String(format: "%.4f", CACurrentMediaTime() - 1000))") }
            layer.add(fade(0.5, delegate: short), forKey: "a")
            layer.add(fade(1, delegate: long), forKey: "b")
            CATransaction.commit()
            advance(2)
            #expect(short.events == ["short start @0.0167", "short stop(true) @0.5000"])
            #expect(long.events == ["long start @0.0167", "long stop(true) @1.0000"])
            #expect(log == ["completion @1.0000"])
        }
    }

    @Test func animationsAddedBeforeTheBlockAreNotWaitedFor() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            var fired = false
            CATransaction.begin()
            layer.add(fade(1), forKey: "a")
            CATransaction.setCompletionBlock { fired = true }
            CATransaction.commit()
            #expect(fired)
        }
    }

    @Test func nestedTransactionsShareAnimationsWithTheirOuterCompletion() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            var log: [String] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.append("outer") }
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.append("inner") }
            layer.add(fade(0.5), forKey: "a")
            CATransaction.commit()
            #expect(log.isEmpty)
            CATransaction.commit()
            advance(0.5)
            #expect(log == ["inner", "outer"])
        }
    }

    @Test func removingTheAnimationCompletesTheTransactionOnTheNextFrame() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            let delegate = RecordingDelegate()
            var log: [String] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.append("completion") }
            layer.add(fade(1, delegate: delegate), forKey: "a")
            CATransaction.commit()
            advance(0.25)
            layer.removeAnimation(forKey: "a")
            #expect(log.isEmpty)
            advance(1.0 / 60)
            #expect(delegate.events.last == "anim stop(false) @0.2667")
            #expect(log == ["completion"])
        }
    }

    @Test func implicitAnimationOfAStandAloneLayerUsesTheDefaultCurve() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            layer.opacity = 0
            #expect(layer.opacity == 0)
            let implicit = layer.animation(forKey: "opacity") as? CABasicAnimation
            #expect(implicit?.duration == 0.25)
            #expect((implicit?.fromValue as? NSNumber)?.doubleValue == 1)
            advance(0.125)
            // Default curve (0.25, 0.1) (0.25, 1) at x = 0.5 is 0.802403…
            #expect(abs(Double(layer.presentation()!.opacity) - (1 - 0.802403387584857)) < 1e-6)
            advance(0.2)
            #expect(layer.presentation()!.opacity == 0)
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test func transactionDurationAndTimingFunctionApplyToImplicitAnimations() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.position = CGPoint(x: 100, y: 0)
            CATransaction.commit()
            advance(0.5)
            #expect(approximatelyEqual(layer.presentation()!.position, CGPoint(x: 50, y: 0), tolerance: 1e-6))
        }
    }

    @Test func interruptingAnImplicitAnimationStartsFromWhatIsOnScreen() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.opacity = 0
            advance(0.5)
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.opacity = 1
            #expect(abs(((layer.animation(forKey: "opacity") as? CABasicAnimation)?.fromValue as? NSNumber)!.doubleValue - 0.5) < 1e-6)
            advance(0.5)
            #expect(abs(layer.presentation()!.opacity - 0.75) < 1e-6)
        }
    }

    @Test func disabledActionsAndUncommittedLayersAreNotAnimated() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 0.5
            CATransaction.commit()
            #expect(layer.animationKeys() == nil)

            let fresh = CALayer()
            fresh.opacity = 0.2
            #expect(fresh.animationKeys() == nil)
            #expect(fresh.presentation() == nil)
            CATransaction.flush()
            #expect(fresh.presentation()?.opacity == 0.2)
        }
    }

    @Test func actionLookupOrder() {
        withEngine { _ in
            final class Veto: CALayerDelegate {
                func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { event == "opacity" ? NSNull() : nil }
            }
            final class Recorder: CAAction {
                var keys: [String] = []
                func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { keys.append(event) }
            }
            let layer = makeCommittedLayer()
            let veto = Veto()
            layer.delegate = veto
            layer.opacity = 0
            #expect(layer.animationKeys() == nil)

            let recorder = Recorder()
            layer.actions = ["position": recorder, "bounds": NSNull()]
            layer.position = CGPoint(x: 5, y: 5)
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            #expect(recorder.keys == ["position"])
            #expect(layer.animationKeys() == nil)
            layer.cornerRadius = 4
            #expect(layer.animationKeys() == ["cornerRadius"])
        }
    }

    @Test func unbalancedCommitIsReported() {
        withEngine { capture in
            CATransaction.commit()
            #expect(capture.records(withCode: .transactionMisuse).count == 1)
        }
    }

    @Test func valuesAreInheritedByNestedTransactions() {
        withEngine { _ in
            CATransaction.begin()
            CATransaction.setAnimationDuration(3)
            CATransaction.setDisableActions(true)
            CATransaction.begin()
            #expect(CATransaction.animationDuration() == 3)
            #expect(CATransaction.disableActions())
            CATransaction.setAnimationDuration(1)
            #expect(CATransaction.animationDuration() == 1)
            CATransaction.commit()
            #expect(CATransaction.animationDuration() == 3)
            CATransaction.commit()
            #expect(CATransaction.animationDuration() == 0.25)
        }
    }

    /// `disableActions` is the innermost transaction's value for the key, set through either
    /// call: a nested `false` turns actions back on, a value that is not a flag reads as
    /// `false`, and removing it (nil) falls back to the outer transaction's.
    @Test func disableActionsIsTheInnermostSetting() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            CATransaction.begin()
            CATransaction.setValue(true, forKey: kCATransactionDisableActions)
            CATransaction.begin()
            #expect(CATransaction.disableActions())
            CATransaction.setDisableActions(false)
            #expect(!CATransaction.disableActions())
            layer.opacity = 0.5
            #expect(layer.animationKeys() == ["opacity"])
            CATransaction.setValue("yes", forKey: kCATransactionDisableActions)
            #expect(!CATransaction.disableActions())
            CATransaction.setValue(nil, forKey: kCATransactionDisableActions)
            #expect(CATransaction.disableActions())
            layer.cornerRadius = 3
            #expect(layer.animationKeys() == ["opacity"])
            CATransaction.commit()
            #expect(CATransaction.disableActions())
            CATransaction.commit()
            #expect(!CATransaction.disableActions())
        }
    }

    /// The key's value reads back as the last setter left it, whichever setter it was: a flag
    /// from `setDisableActions(_:)`, the object itself from `setValue(_:forKey:)`, and the outer
    /// transaction's once the inner one removes its own.
    @Test func theDisableActionsValueIsWhatTheLastSetterLeft() {
        withEngine { _ in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            CATransaction.begin()
            #expect(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == true)
            CATransaction.setValue("yes", forKey: kCATransactionDisableActions)
            #expect(CATransaction.value(forKey: kCATransactionDisableActions) as? String == "yes")
            CATransaction.setDisableActions(false)
            #expect(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == false)
            CATransaction.setValue(nil, forKey: kCATransactionDisableActions)
            #expect(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == true)
            CATransaction.commit()
            CATransaction.commit()
            // A new transaction (its frame may be a reused one) starts with nothing set.
            CATransaction.begin()
            #expect(CATransaction.value(forKey: kCATransactionDisableActions) == nil)
            #expect(!CATransaction.disableActions())
            CATransaction.commit()
        }
    }
}
