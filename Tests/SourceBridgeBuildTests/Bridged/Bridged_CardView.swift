import UIKit

protocol CardViewDelegate: NSObjectProtocol, _BridgeResponding {
    func cardViewWasTapped(_ cardView: CardView)
    func cardViewDidExpand(_ cardView: CardView)
    func _bridgeOptional_cardViewPreferredHeight(_ cardView: CardView) -> CGFloat?
}

/// Default implementations of CardViewDelegate's optional requirements (source bridge).
extension CardViewDelegate {
    func cardViewDidExpand(_ cardView: CardView) {}
    func _bridgeOptional_cardViewPreferredHeight(_ cardView: CardView) -> CGFloat? { nil }
    func cardViewPreferredHeight(_ cardView: CardView) -> CGFloat? { _bridgeOptional_cardViewPreferredHeight(cardView) }
}

class CardView: UIView {
    weak var delegate: CardViewDelegate?
    var badges: [UIView]!
    private(set) var expandedHeight: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(Self.tapped, name: "tapped")))
        badges = []
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether the delegate reacts to expansion (asked the Objective-C way).
    var delegateHandlesExpansion: Bool {
        return delegate?._bridgeResponds(to: "cardViewDidExpand(_:)") == true
    }

    private func tapped() {
        delegate?.cardViewWasTapped(self)
        expandedHeight = delegate?.cardViewPreferredHeight(self) ?? 320
        delegate?.cardViewDidExpand(self)
    }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("badges", \CardView.badges)
    }
}

class QuietCardDelegate: NSObject, CardViewDelegate {
    var taps = 0
    func cardViewWasTapped(_ cardView: CardView) { taps += 1 }

    /// The optional requirements this type implements (source bridge: answers responds(to:)).
    func _bridgeResponds(to name: String) -> Bool { [].contains(name) }
}

class ChattyCardDelegate: NSObject, CardViewDelegate {
    var events: [String] = []
    func cardViewWasTapped(_ cardView: CardView) { events.append("tapped") }
    func cardViewDidExpand(_ cardView: CardView) { events.append("expanded") }
    func cardViewPreferredHeight(_ cardView: CardView) -> CGFloat { return 480 }
    func _bridgeOptional_cardViewPreferredHeight(_ cardView: CardView) -> CGFloat? { cardViewPreferredHeight(cardView) as CGFloat }

    /// The optional requirements this type implements (source bridge: answers responds(to:)).
    func _bridgeResponds(to name: String) -> Bool { ["cardViewDidExpand(_:)", "cardViewPreferredHeight(_:)"].contains(name) }
}

class LoudChattyCardDelegate: ChattyCardDelegate {
    override func cardViewWasTapped(_ cardView: CardView) { events.append("TAPPED") }
}
