import UIKit

@objc protocol BadgeViewDelegate: AnyObject {
    func badgeWasTapped(_ card: UIView)
    @objc optional func badgeDidAppear(_ card: UIView, animated: Bool)
    @objc optional func preferredHeight(for card: UIView) -> CGFloat
    @objc optional var preferredWidth: CGFloat { get }
    @objc optional func spacing(_: UIView) -> CGFloat
}

final class BadgeView: UIView {
    weak var delegate: BadgeViewDelegate?

    func appear() {
        delegate?.badgeDidAppear?(self, animated: true)
        let height = delegate?.preferredHeight?(for: self) ?? 120
        frame.size.height = height
        delegate?.badgeWasTapped(self)
    }

    /// Read through the protocol, the optional property is optional; read on a type that
    /// implements it, it is not.
    func width(orWidthOf screen: BadgeScreen) -> CGFloat {
        delegate?.preferredWidth ?? screen.preferredWidth
    }

    /// The same for methods, also one with an unnamed parameter.
    func height(orHeightOf screen: BadgeScreen) -> CGFloat {
        (delegate?.preferredHeight?(for: self) ?? screen.preferredHeight(for: self)) + (delegate?.spacing?(self) ?? screen.spacing(self))
    }
}

final class BadgeScreen: UIViewController, BadgeViewDelegate {
    func badgeWasTapped(_ card: UIView) {}
    func preferredHeight(for card: UIView) -> CGFloat { 200 }
    var preferredWidth: CGFloat = 180
    func spacing(_: UIView) -> CGFloat { preferredWidth / 20 }
}

final class BareBadgeScreen: UIViewController, BadgeViewDelegate {
    func badgeWasTapped(_ card: UIView) {}
}

final class BadgeInspector {
    func canAppear(_ view: BadgeView) -> Bool {
        return view.delegate?.responds(to: #selector(BadgeViewDelegate.badgeDidAppear(_:animated:))) ?? false
    }
}
