import UIKit

class FormCell: UITableViewCell {
    required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.makeInstance = { FormCell(style: .default, reuseIdentifier: nil) }
    }
}

final class SwitchCell: FormCell {
    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.makeInstance = { SwitchCell(style: .default, reuseIdentifier: nil) }
    }
}

struct CellMaker<Cell: FormCell> {
    /// FormCell's initializer is required: Swift calls it through the class object as written.
    func make() -> Cell {
        Cell.init(style: .default, reuseIdentifier: nil)
    }
}

struct PlainCellMaker<Cell: UITableViewCell> {
    /// UIKit's is not: this one goes through MetatypeInitializers.
    func make() -> Cell {
        MetatypeInitializers.make(Cell.self, style: .default, reuseIdentifier: nil)
    }
}
