import UIKit

final class BadgeCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.makeInstance = { BadgeCell(frame: .zero) }
    }
}

#if DEBUG

#endif
