import UIKit

// Overrides in extensions that call this file's private helpers, as libraries split a class
// across files (a layer's description, a view's layout and size). A public extension, as
// libraries write them: its access level must reach the override.
// swift-format-ignore: NoAccessLevelOnExtensionDeclaration
public extension TallyLayer {
    var _bridgedOverride_description: String {
        "<TallyLayer \(describe(count))>"
    }
}

extension TallyView {
    public var _bridgedOverride_intrinsicContentSize: CGSize {
        CGSize(width: width(of: tallyText), height: 20)
    }

    public var _bridgedOverride_isHidden: Bool {
        get { super.isHidden }
        set {
            super.isHidden = newValue
            hiddenChanges += 1
        }
    }

    public func _bridgedOverride_layoutSubviews() {
        super.layoutSubviews()
        laidOut = record(laidOut)
    }

    public func _bridgedOverride_point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -touchMargin, dy: -touchMargin).contains(point)
    }

    public class var _bridgedOverride_requiresConstraintBasedLayout: Bool { answer() }

    private class func answer() -> Bool { true }
}

private var hiddenChanges = 0
private let touchMargin: CGFloat = 10

private func describe(_ count: Int) -> String { "count=\(count)" }
private func width(of text: String) -> CGFloat { CGFloat(text.count * 8 + 12) }
private func record(_ value: Int) -> Int { value + 1 }

func tallyHiddenChanges() -> Int { hiddenChanges }
