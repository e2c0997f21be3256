import UIKit

protocol BadgeViewDelegate: AnyObject {
    func badgeWasTapped(_ card: UIView)
    func badgeDidAppear(_ card: UIView, animated: Bool)
    func preferredHeight(for card: UIView) -> CGFloat?
    func _bridgeResponds(to name: String) -> Bool
}

/// Default implementations of BadgeViewDelegate's optional requirements (source bridge).
extension BadgeViewDelegate {
    func badgeDidAppear(_ card: UIView, animated: Bool) {}
    func preferredHeight(for card: UIView) -> CGFloat? { nil }
    func _bridgeResponds(to name: String) -> Bool { false }
}

final class BadgeView: UIView {
    weak var delegate: BadgeViewDelegate?

    func appear() {
        delegate?.badgeDidAppear(self, animated: true)
        let height = delegate?.preferredHeight(for: self) ?? 120
        frame.size.height = height
        delegate?.badgeWasTapped(self)
    }
}

final class BadgeScreen: UIViewController, BadgeViewDelegate {
    func badgeWasTapped(_ card: UIView) {}
    func preferredHeight(for card: UIView) -> CGFloat? { 200 }

    /// The optional requirements this type implements (source bridge: answers responds(to:)).
    func _bridgeResponds(to name: String) -> Bool { ["preferredHeight(for:)"].contains(name) }
}

final class BadgeInspector {
    func canAppear(_ view: BadgeView) -> Bool {
        return view.delegate?._bridgeResponds(to: "badgeDidAppear(_:animated:)") ?? false
    }
}
