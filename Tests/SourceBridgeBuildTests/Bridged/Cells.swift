import UIKit

/// A form library's cells: a generic cell class over UIKit's, and field cells that observe
/// their text field through key-value observing, overriding the base cell's observer.
open class BaseCell: UITableViewCell {
    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor public override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.makeInstance = { BaseCell(style: .default, reuseIdentifier: nil) }
    }
}

open class Cell<T>: BaseCell {
    open var value: T?
}

open class FieldCell<T>: Cell<T> {
    public let textField = UITextField()

    open override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard keyPath == "text" else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        setNeedsLayout()
    }
}

/// A plain NSObject observer: its chain does not reach UIKit's responders, so the bridge adopts
/// the observing protocol instead of overriding.
final class ValueWatcher<Value>: NSObject {
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
}

extension ValueWatcher: NSKeyValueObserving {}
