import UIKit

class BadgeCell: UICollectionViewCell {
    let badge = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class LargeBadgeCell: BadgeCell {}

final class PlainCell: UICollectionViewCell {}

final class ConfiguredCell: UICollectionViewCell {
    let style: Int

    init(style: Int) {
        self.style = style
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class TitleHeader: UICollectionReusableView {
    @IBOutlet var titleLabel: UILabel!
}

final class SubtitleCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
