import UIKit

protocol StarRatingControlDelegate: _BridgeResponding {
    func starRatingControl(_ control: StarRatingControl, didChangeTo value: Int)
    func starRatingControlDidReset(_ control: StarRatingControl)
}

/// Default implementations of StarRatingControlDelegate's optional requirements (source bridge).
extension StarRatingControlDelegate {
    func starRatingControl(_ control: StarRatingControl, didChangeTo value: Int) {}
    func starRatingControlDidReset(_ control: StarRatingControl) {}
}

/// Its delegate is typed `AnyObject` so Interface Builder can connect any object to it.
final class StarRatingControl: UIControl {
    weak var delegate: AnyObject? // StarRatingControlDelegate
    private(set) var value = 0

    func select(_ newValue: Int) {
        value = newValue
        (delegate as? any StarRatingControlDelegate)?.starRatingControl(self, didChangeTo: newValue)
    }

    func reset() {
        value = 0
        (self.delegate as? any StarRatingControlDelegate)?.starRatingControlDidReset(self)
    }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("delegate", \StarRatingControl.delegate)
    }
}

/// Objective-C asks any object, also one typed `AnyObject`, for its kind.
final class RatingButton: UIButton {
    var target: AnyObject!

    func targetIsAControl() -> Bool {
        _bridgeIsKind(target, of: UIControl.self) && !_bridgeIsMember(target, of: UIControl.self)
    }

    func isExactlyAButton() -> Bool {
        // On self and on an optional chain the call stays as written.
        isMember(of: RatingButton.self) && (superview?.isKind(of: UIView.self) ?? true)
    }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.initializer("init()", { RatingButton() })
        connections.initializer("init(frame:)", { (frame: CGRect) in RatingButton(frame: frame) })
        connections.initializer("init(type:)", { (type: UIButton.ButtonType) in RatingButton(type: type) })
    }
}
