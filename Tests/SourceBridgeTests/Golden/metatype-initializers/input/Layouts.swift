import UIKit

typealias PlatformView = UIView

/// A layout that makes its view from a class it is given.
class ViewLayout {
    let viewClass: PlatformView.Type

    init(viewClass: PlatformView.Type) {
        self.viewClass = viewClass
    }

    func makeView() -> PlatformView {
        return viewClass.init()
    }

    func makeView(in frame: CGRect) -> PlatformView {
        let type = viewClass
        return type.init(frame: frame)
    }
}

class TagView: UIView {}

final class LargeTagView: TagView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 8
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
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

final class TitleCell: UITableViewCell {}

let viewClasses: [UIView.Type] = [TagView.self, LargeTagView.self, ModelView.self]
let cellClass = TitleCell.self

extension UIView {
    class func fromCode() -> Self {
        Self.init(frame: .zero)
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
        Button(type: .system)
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
}

let buttonClass: UIButton.Type = PillButton.self
