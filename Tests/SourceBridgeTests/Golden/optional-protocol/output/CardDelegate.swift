import UIKit

protocol CardViewDelegate: AnyObject {
    func cardWasTapped(_ card: UIView)
    func cardDidAppear(_ card: UIView, animated: Bool)
    func preferredHeight(for card: UIView) -> CGFloat?
}

/// Default implementations of CardViewDelegate's optional requirements (source bridge).
extension CardViewDelegate {
    func cardDidAppear(_ card: UIView, animated: Bool) {}
    func preferredHeight(for card: UIView) -> CGFloat? { nil }
}

final class CardView: UIView {
    weak var delegate: CardViewDelegate?

    func appear() {
        delegate?.cardDidAppear(self, animated: true)
        let height = delegate?.preferredHeight(for: self) ?? 120
        frame.size.height = height
        delegate?.cardWasTapped(self)
    }
}

final class Screen: UIViewController, CardViewDelegate {
    func cardWasTapped(_ card: UIView) {}
    func preferredHeight(for card: UIView) -> CGFloat? { 200 }
}
