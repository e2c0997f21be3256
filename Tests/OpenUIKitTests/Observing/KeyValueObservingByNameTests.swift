import Foundation
@testable import OpenUIKit
import Testing

/// Key-value observing by key-path string: what the observer is told (the change dictionary,
/// `.initial`, dotted paths), and the misuse iOS raises for, reported here.
@MainActor
struct KeyValueObservingByNameTests {
    final class ChangeRecorder: UIView {
        var changes: [(keyPath: String?, change: [NSKeyValueChangeKey: Any])] = []
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            changes.append((keyPath, change ?? [:]))
        }
    }

    @Test func theObserverGetsTheChangeWithTheValuesAskedFor() {
        withApp { _ in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let recorder = ChangeRecorder()
            view.addObserver(recorder, forKeyPath: "alpha", options: [.new, .old, .initial], context: nil)
            #expect(recorder.changes.count == 1 && recorder.changes[0].change[.newKey] as? CGFloat == 1, "the initial value at once")
            view.alpha = 0.5
            let change = recorder.changes.last?.change
            #expect(recorder.changes.count == 2 && recorder.changes[1].keyPath == "alpha")
            #expect(change?[.newKey] as? CGFloat == 0.5 && change?[.oldKey] as? CGFloat == 1)
            #expect(change?[.kindKey] as? UInt == NSKeyValueChange.setting.rawValue)
            view.alpha = 0.5
            #expect(recorder.changes.count == 2, "the same value again notifies nothing")

            // A dotted path through the layer.
            view.addObserver(recorder, forKeyPath: "layer.cornerRadius", options: .new, context: nil)
            view.layer.cornerRadius = 4
            // Layers hand their values over as objects (Core Animation's key-value coding).
            let radius = recorder.changes.last?.change[.newKey]
            #expect(recorder.changes.last?.keyPath == "layer.cornerRadius" && (radius as? NSNumber)?.doubleValue ?? (radius as? Double) == 4, "\(String(describing: radius))")
            view.removeObserver(recorder, forKeyPath: "layer.cornerRadius")
            view.removeObserver(recorder, forKeyPath: "alpha", context: nil)
            view.alpha = 0.2
            view.layer.cornerRadius = 8
            #expect(recorder.changes.count == 3, "removed observers are told nothing more")
        }
    }

    @Test func misuseIsReported() {
        withApp { capture in
            let view = UIView()
            let recorder = ChangeRecorder()
            view.addObserver(recorder, forKeyPath: "noSuchProperty", options: .new, context: nil)
            view.addObserver(NSObject(), forKeyPath: "alpha", options: .new, context: nil)
            view.removeObserver(recorder, forKeyPath: "alpha")
            let messages = capture.records(withCode: .keyValueObserving).map(\.message)
            #expect(messages.count == 3, "\(messages)")
            #expect(messages[0].contains("has no key path \"noSuchProperty\""))
            #expect(messages[1].contains("does not implement observeValue"))
            #expect(messages[2].hasPrefix("Cannot remove an observer ChangeRecorder for the key path \"alpha\""))
            // A responder that does not override observeValue is told, and reports it unhandled.
            let plain = UIView()
            view.addObserver(plain, forKeyPath: "alpha", options: .new, context: nil)
            view.alpha = 0.3
            #expect(capture.records(withCode: .keyValueObserving).last?.message.contains("was received but not handled") == true)
        }
    }
}
