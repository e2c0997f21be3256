import UIKit

@objc protocol CardViewDelegate: NSObjectProtocol {
    func cardViewWasTapped(_ cardView: CardView)
    @objc optional func cardViewDidExpand(_ cardView: CardView)
    @objc optional func cardViewPreferredHeight(_ cardView: CardView) -> CGFloat
}

class CardView: UIView {
    weak var delegate: CardViewDelegate?
    @IBOutlet var badges: [UIView]!
    private(set) var expandedHeight: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        badges = []
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether the delegate reacts to expansion (asked the Objective-C way).
    var delegateHandlesExpansion: Bool {
        return delegate?.responds(to: #selector(CardViewDelegate.cardViewDidExpand(_:))) == true
    }

    @objc private func tapped() {
        delegate?.cardViewWasTapped(self)
        expandedHeight = delegate?.cardViewPreferredHeight?(self) ?? 320
        delegate?.cardViewDidExpand?(self)
    }
}

class QuietCardDelegate: NSObject, CardViewDelegate {
    var taps = 0
    func cardViewWasTapped(_ cardView: CardView) { taps += 1 }
}

class ChattyCardDelegate: NSObject, CardViewDelegate {
    var events: [String] = []
    func cardViewWasTapped(_ cardView: CardView) { events.append("tapped") }
    func cardViewDidExpand(_ cardView: CardView) { events.append("expanded") }
    func cardViewPreferredHeight(_ cardView: CardView) -> CGFloat { return 480 }
}

class LoudChattyCardDelegate: ChattyCardDelegate {
    override func cardViewWasTapped(_ cardView: CardView) { events.append("TAPPED") }
}
