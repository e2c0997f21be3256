import UIKit

@objc protocol BadgeViewDelegate: AnyObject {
    func badgeWasTapped(_ card: UIView)
    @objc optional func badgeDidAppear(_ card: UIView, animated: Bool)
    @objc optional func preferredHeight(for card: UIView) -> CGFloat
}

final class BadgeView: UIView {
    weak var delegate: BadgeViewDelegate?

    func appear() {
        delegate?.badgeDidAppear?(self, animated: true)
        let height = delegate?.preferredHeight?(for: self) ?? 120
        frame.size.height = height
        delegate?.badgeWasTapped(self)
    }
}

final class BadgeScreen: UIViewController, BadgeViewDelegate {
    func badgeWasTapped(_ card: UIView) {}
    func preferredHeight(for card: UIView) -> CGFloat { 200 }
}

final class BadgeInspector {
    func canAppear(_ view: BadgeView) -> Bool {
        return view.delegate?.responds(to: #selector(BadgeViewDelegate.badgeDidAppear(_:animated:))) ?? false
    }
}
