import UIKit

protocol BadgeViewDelegate: AnyObject, _BridgeResponding {
    func badgeWasTapped(_ card: UIView)
    func badgeDidAppear(_ card: UIView, animated: Bool)
    func _bridgeOptional_preferredHeight(for card: UIView) -> CGFloat?
    var _bridgeOptional_preferredWidth: CGFloat? { get }
    func _bridgeOptional_spacing(_: UIView) -> CGFloat?
}

/// Default implementations of BadgeViewDelegate's optional requirements (source bridge).
extension BadgeViewDelegate {
    func badgeDidAppear(_ card: UIView, animated: Bool) {}
    func _bridgeOptional_preferredHeight(for card: UIView) -> CGFloat? { nil }
    func preferredHeight(for card: UIView) -> CGFloat? { _bridgeOptional_preferredHeight(for: card) }
    var _bridgeOptional_preferredWidth: CGFloat? { nil }
    var preferredWidth: CGFloat? { _bridgeOptional_preferredWidth }
    func _bridgeOptional_spacing(_ argument1: UIView) -> CGFloat? { nil }
    func spacing(_ argument1: UIView) -> CGFloat? { _bridgeOptional_spacing(argument1) }
}

final class BadgeView: UIView {
    weak var delegate: BadgeViewDelegate?

    func appear() {
        delegate?.badgeDidAppear(self, animated: true)
        let height = delegate?.preferredHeight(for: self) ?? 120
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
        (delegate?.preferredHeight(for: self) ?? screen.preferredHeight(for: self)) + (delegate?.spacing(self) ?? screen.spacing(self))
    }
}

final class BadgeScreen: UIViewController, BadgeViewDelegate {
    func badgeWasTapped(_ card: UIView) {}
    func preferredHeight(for card: UIView) -> CGFloat { 200 }
    func _bridgeOptional_preferredHeight(for card: UIView) -> CGFloat? { preferredHeight(for: card) as CGFloat }
    var preferredWidth: CGFloat = 180
    var _bridgeOptional_preferredWidth: CGFloat? { preferredWidth as CGFloat }
    func spacing(_ argument1: UIView) -> CGFloat { preferredWidth / 20 }
    func _bridgeOptional_spacing(_ argument1: UIView) -> CGFloat? { spacing(argument1) as CGFloat }

    /// The optional requirements this type implements (source bridge: answers responds(to:)).
    func _bridgeResponds(to name: String) -> Bool { ["preferredHeight(for:)", "spacing(_:)"].contains(name) }
}

final class BareBadgeScreen: UIViewController, BadgeViewDelegate {
    func badgeWasTapped(_ card: UIView) {}

    /// The optional requirements this type implements (source bridge: answers responds(to:)).
    func _bridgeResponds(to name: String) -> Bool { [].contains(name) }
}

final class BadgeInspector {
    func canAppear(_ view: BadgeView) -> Bool {
        return view.delegate?._bridgeResponds(to: "badgeDidAppear(_:animated:)") ?? false
    }
}
