@testable import OpenUIKit
import Testing

/// Selectors made from methods (what the source bridge writes for `#selector`) call them
/// through iOS's `Selector` APIs; selectors made from names only name.
@MainActor
struct SelectorTests {
    private final class Receiver: UIView {
        var calls: [String] = []
        func plain() { calls.append("plain") }
        func withSender(_ sender: UIControl) { calls.append("sender \(type(of: sender))") }
        func step(_ link: CADisplayLink) { calls.append("frame") }
        func recognized(_ recognizer: UIGestureRecognizer) { calls.append("recognized") }
    }

    @Test func selectorsCompareAndHashByName() {
        let fromMethod = Selector(Receiver.withSender, name: "withSender:")
        #expect(fromMethod == Selector("withSender:"))
        #expect(Set([fromMethod, Selector("withSender:"), Selector("plain")]).count == 2)
        #expect(fromMethod.description == "withSender:")
    }

    @Test func controlsCallTheMethodWithTheSenderAndRemoveItByName() {
        withApp { capture in
            let window = makeWindow()
            let receiver = Receiver()
            let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
            window.addSubview(button)
            button.addTarget(receiver, action: Selector(Receiver.withSender, name: "withSender:"), for: .touchUpInside)
            button.addTarget(receiver, action: Selector(Receiver.plain, name: "plain"), for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            #expect(receiver.calls == ["sender UIButton", "plain"])
            button.removeTarget(receiver, action: Selector("plain"), for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            #expect(receiver.calls == ["sender UIButton", "plain", "sender UIButton"], "only the named action went")
            button.removeTarget(receiver, action: nil, for: .allEvents)
            button.sendActions(for: .touchUpInside)
            #expect(receiver.calls.count == 3)
            #expect(capture.records.isEmpty)
        }
    }

    @Test func aNilTargetFindsTheFirstResponderOfTheMethodsType() {
        withApp { _ in
            let window = makeWindow()
            let receiver = Receiver(frame: window.bounds)
            window.addSubview(receiver)
            let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
            receiver.addSubview(button)
            button.addTarget(nil, action: Selector(Receiver.plain, name: "plain"), for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            #expect(receiver.calls == ["plain"])
        }
    }

    @Test func aNameAloneOrAMethodOfAnotherTypeIsReportedAndNotCalled() {
        withApp { capture in
            let button = UIButton()
            button.addTarget(UIView(), action: Selector("plain"), for: .touchUpInside)
            #expect(capture.records(withCode: .unsupportedAPI).count == 1)
            button.addTarget(UIView(), action: Selector(Receiver.plain, name: "plain"), for: .touchUpInside)
            #expect(capture.records(withCode: .viewMisuse).count == 1)
            let receiver = Receiver()
            // A method taking a link cannot take a button: reported when the action is sent.
            button.addTarget(receiver, action: Selector(Receiver.step, name: "step:"), for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            #expect(receiver.calls.isEmpty)
            #expect(capture.records(withCode: .viewMisuse).count == 2)
        }
    }

    @Test func recognizersAndDisplayLinksCallTheirSelectors() {
        withApp { capture in
            let receiver = Receiver()
            let tap = UITapGestureRecognizer(target: receiver, action: Selector(Receiver.recognized, name: "recognized:"))
            tap.sendActions()
            #expect(receiver.calls == ["recognized"])
            tap.removeTarget(receiver, action: Selector("recognized:"))
            tap.sendActions()
            #expect(receiver.calls == ["recognized"])
            let link = CADisplayLink(target: receiver, selector: Selector(Receiver.step, name: "step:"))
            link.add(to: .main, forMode: .common)
            advance(2.0 / 60)
            link.invalidate()
            #expect(receiver.calls.filter { $0 == "frame" }.count == 2)
            #expect(capture.records.isEmpty)
        }
    }

    @Test func barButtonItemsTakeATargetAndSelectorSetInEitherOrder() {
        withApp { capture in
            let receiver = Receiver()
            let item = UIBarButtonItem(title: "Go", style: .plain, target: nil, action: nil)
            item.action = Selector(Receiver.plain, name: "plain")
            item.target = receiver
            item.performAction()
            #expect(receiver.calls == ["plain"])
            #expect(item.action == Selector("plain"))
            #expect(capture.records.isEmpty)
        }
    }

    /// A selector held in a value is performed on the object now (queued and delayed performs
    /// follow real time, like main-queue blocks: AsyncHostRealTimeWaitTests).
    @Test func performCallsASelectorHeldInAValue() {
        withApp { capture in
            let receiver = Receiver()
            let plain = Selector(Receiver.plain, name: "plain")
            receiver.perform(plain)
            #expect(receiver.calls == ["plain"])
            receiver.performSelector(onMainThread: plain, with: nil, waitUntilDone: true)
            #expect(receiver.calls.count == 2, "waiting: at once")
            receiver.perform(Selector(Receiver.withSender, name: "withSender:"), with: UIButton())
            #expect(receiver.calls.last == "sender UIButton")
            #expect(capture.records.isEmpty)
            #expect(receiver.responds(to: plain))
            #expect(!UIView().responds(to: plain), "a method of another type")
            #expect(capture.records.isEmpty)
            receiver.perform(Selector("plain"))
            #expect(receiver.calls.count == 3)
            #expect(capture.records(withCode: .unsupportedAPI).count == 1, "a name alone is reported")
        }
    }
}
