import UIKit

@objc protocol StarRatingControlDelegate {
    @objc optional func starRatingControl(_ control: StarRatingControl, didChangeTo value: Int)
    @objc optional func starRatingControlDidReset(_ control: StarRatingControl)
}

/// Its delegate is typed `AnyObject` so Interface Builder can connect any object to it.
final class StarRatingControl: UIControl {
    @IBOutlet weak var delegate: AnyObject? // StarRatingControlDelegate
    private(set) var value = 0

    func select(_ newValue: Int) {
        value = newValue
        delegate?.starRatingControl?(self, didChangeTo: newValue)
    }

    func reset() {
        value = 0
        self.delegate?.starRatingControlDidReset?(self)
    }
}

/// Objective-C asks any object, also one typed `AnyObject`, for its kind.
final class RatingButton: UIButton {
    var target: AnyObject!

    func targetIsAControl() -> Bool {
        target.isKind(of: UIControl.self) && !target.isMember(of: UIControl.self)
    }

    func isExactlyAButton() -> Bool {
        // On self and on an optional chain the call stays as written.
        isMember(of: RatingButton.self) && (superview?.isKind(of: UIView.self) ?? true)
    }
}
