/// A rectangle that takes part in Auto Layout without being a view: space between views, or
/// an area a view defines (its safe area, margins, readable width, the keyboard's place).
///
/// Add one to a view with `addLayoutGuide(_:)`, then constrain its anchors like a view's; after
/// layout, `layoutFrame` is where the solution put it, in its owning view's coordinates.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to (set by `addLayoutGuide(_:)`).
    open internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier: String = ""

    /// What kind of guide this is: one a client added, or one of the views' own.
    package enum Kind: Sendable { case custom, safeArea, margins, readableContent, keyboard, topLayout, bottomLayout }
    package let kind: Kind
    /// A guide UIKit adds for its own use (a stack view's spacers): not in `layoutGuides`.
    package var isInternal = false

    override public init() {
        kind = .custom
        super.init()
    }

    package init(kind: Kind, owner: UIView) {
        self.kind = kind
        super.init()
        owningView = owner
        identifier = switch kind {
        case .custom: ""
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .margins: "UIViewLayoutMarginsGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .keyboard: "UIKeyboardLayoutGuide"
        case .topLayout: "_UIViewControllerTop"
        case .bottomLayout: "_UIViewControllerBottom"
        }
    }

    /// The guide's rectangle in its owning view's coordinates, from the last layout (zero
    /// before one, or when the guide is in no view).
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        if kind != .custom { return systemFrame(in: owningView) }
        return owningView.layoutEngineFrame(of: self) ?? .zero
    }

    /// The frame a view-defined guide has, from the view's bounds and insets.
    package func systemFrame(in view: UIView) -> CGRect {
        let bounds = CGRect(origin: .zero, size: view.bounds.size)
        switch kind {
        case .custom:
            return .zero
        case .safeArea:
            return bounds.inset(by: view.safeAreaInsets)
        case .margins:
            return bounds.inset(by: view.effectiveLayoutMargins)
        case .readableContent:
            // The margins' rectangle, no wider than a comfortable line of body text (672 points
            // at the default text size), centred. UIKit derives the width from the user's text
            // size; OpenUIKit has one text size.
            let margins = bounds.inset(by: view.effectiveLayoutMargins)
            let width = min(margins.width, UILayoutGuide.readableWidth)
            return CGRect(x: margins.minX + (margins.width - width) / 2, y: margins.minY, width: width, height: margins.height)
        case .keyboard:
            // No software keyboard on Linux: the guide rests at the bottom, as tall as the safe
            // area's bottom inset (where the keyboard would dock).
            let bottom = view.safeAreaInsets.bottom
            return CGRect(x: 0, y: bounds.height - bottom, width: bounds.width, height: bottom)
        case .topLayout:
            return CGRect(x: 0, y: 0, width: bounds.width, height: view.safeAreaInsets.top)
        case .bottomLayout:
            let bottom = view.safeAreaInsets.bottom
            return CGRect(x: 0, y: bounds.height - bottom, width: bounds.width, height: bottom)
        }
    }

    /// The widest readable content guide.
    package static let readableWidth: CGFloat = 672

    // MARK: Anchors

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    override nonisolated open var description: String {
        MainActor.assumeIsolated { describe() }
    }

    private func describe() -> String {
        let name = identifier.isEmpty ? "" : " - \"\(identifier)\""
        return "<\(type(of: self)): \(LayoutDescription.address(of: self))\(name), layoutFrame = \(layoutFrame), owningView = \(owningView.map { LayoutDescription.name(of: $0) } ?? "nil")>"
    }
}

/// The older top and bottom layout guides of a view controller (`topLayoutGuide`,
/// `bottomLayoutGuide`): how far the bars and system areas reach into its view.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// The guide's height: the top (or bottom) safe-area inset.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

extension UILayoutGuide: UILayoutSupport {
    /// The guide's height (for `topLayoutGuide` / `bottomLayoutGuide`).
    public var length: CGFloat { layoutFrame.height }
}

/// The guide a view keeps for the keyboard (`UIView.keyboardLayoutGuide`).
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows an undocked keyboard (ignored: there is no keyboard).
    open var followsUndockedKeyboard = false
}
