import UIKit

// Overrides in extensions that call this file's private helpers, as libraries split a class
// across files (a layer's description, a view's layout and size). A public extension, as
// libraries write them: its access level must reach the override.
// swift-format-ignore: NoAccessLevelOnExtensionDeclaration
public extension TallyLayer {
    override var description: String {
        "<TallyLayer \(describe(count))>"
    }
}

extension TallyView {
    override open var intrinsicContentSize: CGSize {
        CGSize(width: width(of: tallyText), height: 20)
    }

    override public var isHidden: Bool {
        get { super.isHidden }
        set {
            super.isHidden = newValue
            hiddenChanges += 1
        }
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        laidOut = record(laidOut)
    }

    override public func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -touchMargin, dy: -touchMargin).contains(point)
    }

    override open class var requiresConstraintBasedLayout: Bool { answer() }

    private class func answer() -> Bool { true }
}

private var hiddenChanges = 0
private let touchMargin: CGFloat = 10

private func describe(_ count: Int) -> String { "count=\(count)" }
private func width(of text: String) -> CGFloat { CGFloat(text.count * 8 + 12) }
private func record(_ value: Int) -> Int { value + 1 }

func tallyHiddenChanges() -> Int { hiddenChanges }
