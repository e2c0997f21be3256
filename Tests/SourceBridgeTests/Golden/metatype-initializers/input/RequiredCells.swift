import UIKit

class FormCell: UITableViewCell {
    required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class SwitchCell: FormCell {}

struct CellMaker<Cell: FormCell> {
    /// FormCell's initializer is required: Swift calls it through the class object as written.
    func make() -> Cell {
        Cell.init(style: .default, reuseIdentifier: nil)
    }
}

struct PlainCellMaker<Cell: UITableViewCell> {
    /// UIKit's is not: this one goes through MetatypeInitializers.
    func make() -> Cell {
        Cell.init(style: .default, reuseIdentifier: nil)
    }
}
