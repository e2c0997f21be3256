import UIKit

@objc protocol CardViewDelegate: AnyObject {
    func cardWasTapped(_ card: UIView)
    @objc optional func cardDidAppear(_ card: UIView, animated: Bool)
    @objc optional func preferredHeight(for card: UIView) -> CGFloat
}

final class CardView: UIView {
    weak var delegate: CardViewDelegate?

    func appear() {
        delegate?.cardDidAppear?(self, animated: true)
        let height = delegate?.preferredHeight?(for: self) ?? 120
        frame.size.height = height
        delegate?.cardWasTapped(self)
    }
}

final class Screen: UIViewController, CardViewDelegate {
    func cardWasTapped(_ card: UIView) {}
    func preferredHeight(for card: UIView) -> CGFloat { 200 }
}
