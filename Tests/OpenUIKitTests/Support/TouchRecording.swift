@testable import OpenUIKit
import UIKitTesting

/// A view that logs the touches it receives ("name began 1", "name cancelled 1"...).
@MainActor
final class TouchLoggingView: UIView {
    let name: String
    let log: EventLog

    init(_ name: String, frame: CGRect, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("\(name) began \(touches.count)") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("\(name) moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("\(name) ended \(touches.count)") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("\(name) cancelled \(touches.count)") }
}

/// An ordered list of what happened.
@MainActor
final class EventLog {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func clear() { entries = [] }
}

/// Logs a recognizer's actions as "name state".
@MainActor
final class GestureLogger {
    let log: EventLog
    init(_ log: EventLog) { self.log = log }

    func attach(_ recognizer: UIGestureRecognizer, as name: String) {
        recognizer.name = name
        recognizer.addAction { [log] recognizer in log.add("\(recognizer.name ?? "?") \(recognizer.state)") }
    }
}

/// Taps the middle of `view` with a synthetic finger (through the window, as a user would).
@MainActor
func tapCenter(of view: UIView) {
    SyntheticTouches().tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
}
