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
}

#if DEBUG
import SwiftUI

struct BadgeCell_Previews: PreviewProvider {
    static var previews: some View {
        UIViewPreview {
            BadgeCell(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        }
        .previewLayout(.sizeThatFits)
    }
}
#endif
