import UIKit

typealias PlatformView = UIView

/// A layout that makes its view from a class it is given.
class ViewLayout {
    let viewClass: PlatformView.Type

    init(viewClass: PlatformView.Type) {
        self.viewClass = viewClass
    }

    func makeView() -> PlatformView {
        return MetatypeInitializers.make(viewClass)
    }

    func makeView(in frame: CGRect) -> PlatformView {
        let type = viewClass
        return MetatypeInitializers.make(type, frame: frame)
    }
}

class TagView: UIView {
    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.initializer("init()", { TagView() })
        connections.initializer("init(frame:)", { (frame: CGRect) in TagView(frame: frame) })
    }
}

final class LargeTagView: TagView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 8
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.initializer("init()", { LargeTagView() })
        connections.initializer("init(frame:)", { (frame: CGRect) in LargeTagView(frame: frame) })
    }
}

final class ModelView: UIView {
    let model: String

    init(model: String) {
        self.model = model
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class TitleCell: UITableViewCell {
    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.makeInstance = { TitleCell(style: .default, reuseIdentifier: nil) }
        connections.initializer("init(style:reuseIdentifier:)", { (style: UITableViewCell.CellStyle, reuseIdentifier: String?) in TitleCell(style: style, reuseIdentifier: reuseIdentifier) })
    }
}

let viewClasses: [UIView.Type] = [TagView.self, LargeTagView.self, ModelView.self]
let cellClass = TitleCell.self

extension UIView {
    class func fromCode() -> Self {
        MetatypeInitializers.make(Self.self, frame: .zero)
    }

    convenience init(side: CGFloat) {
        self.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
    }
}

extension UIColor {
    static func gray(_ level: CGFloat) -> Self {
        Self.init(white: level, alpha: 1)
    }
}

protocol Blank {
    init()
}

struct Note: Blank {}

func blank(_ type: Blank.Type) -> Blank {
    type.init()
}

func note() -> Blank {
    let maker: Blank.Type = Note.self
    return maker.init()
}

/// A button layout that makes its button from a generic class.
final class ButtonMaker<Button: UIButton> {
    func makeButton() -> Button {
        MetatypeInitializers.make(Button.self, type: .system)
    }
}

final class PillButton: UIButton {
    private(set) var madeThroughFrame = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        madeThroughFrame = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.initializer("init()", { PillButton() })
        connections.initializer("init(frame:)", { (frame: CGRect) in PillButton(frame: frame) })
        connections.initializer("init(type:)", { (type: UIButton.ButtonType) in PillButton(type: type) })
    }
}

let buttonClass: UIButton.Type = PillButton.self
