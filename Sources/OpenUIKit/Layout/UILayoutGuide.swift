/// A rectangle that takes part in Auto Layout without being a view: space between views, or
/// an area a view defines (its safe area, margins, readable width, the keyboard's place).
///
/// Add one to a view with `addLayoutGuide(_:)`, then constrain its anchors like a view's; after
/// layout, `layoutFrame` is where the solution put it, in its owning view's coordinates.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to (set by `addLayoutGuide(_:)`).
    @exclusivity(unchecked) open internal(set) weak var owningView: UIView?
    /// A name for debugging.
    @exclusivity(unchecked) open var identifier: String = ""

    /// What kind of guide this is: one a client added, or one of the views' own.
    enum Kind: Sendable { case custom, safeArea, margins, readableContent, keyboard, topLayout, bottomLayout }
    let kind: Kind
    /// A guide UIKit adds for its own use (a stack view's spacers): not in `layoutGuides`.
    @exclusivity(unchecked) final var isInternal = false

    override public init() {
        kind = .custom
        super.init()
    }

    init(kind: Kind, owner: UIView) {
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

    /// The frame a view-defined guide has, from the view's bounds and insets: its placement
    /// evaluated at the view's current size.
    final func systemFrame(in view: UIView) -> CGRect {
        let terms = placement(in: view, margins: view.effectiveLayoutMargins)
        let width = Double(view.bounds.width), height = Double(view.bounds.height)
        return CGRect(x: terms[0].ownerSize * width + terms[0].constant, y: terms[1].ownerSize * height + terms[1].constant,
                      width: terms[2].ownerSize * width + terms[2].constant, height: terms[3].ownerSize * height + terms[3].constant)
    }

    /// Where a view-defined guide sits in `view`: x, y, width and height, each a multiple of the
    /// view's width (x, width) or height (y, height) plus a constant — linear, so the layout
    /// engine follows the view's size. `margins` are the view's effective layout margins.
    func placement(in view: UIView, margins: UIEdgeInsets) -> [GuidePlacementTerm] {
        func insetTerms(_ insets: UIEdgeInsets) -> [GuidePlacementTerm] {
            [GuidePlacementTerm(ownerSize: 0, constant: Double(insets.left)), GuidePlacementTerm(ownerSize: 0, constant: Double(insets.top)),
             GuidePlacementTerm(ownerSize: 1, constant: -Double(insets.left + insets.right)),
             GuidePlacementTerm(ownerSize: 1, constant: -Double(insets.top + insets.bottom))]
        }
        switch kind {
        case .custom:
            return Array(repeating: GuidePlacementTerm(ownerSize: 0, constant: 0), count: 4)
        case .safeArea:
            return insetTerms(view.safeAreaInsets)
        case .margins:
            return insetTerms(margins)
        case .keyboard, .bottomLayout:
            // No software keyboard on Linux: the keyboard guide rests at the bottom, as tall as
            // the safe area's bottom inset (where the keyboard would dock).
            let bottom = Double(view.safeAreaInsets.bottom)
            return [GuidePlacementTerm(ownerSize: 0, constant: 0), GuidePlacementTerm(ownerSize: 1, constant: -bottom),
                    GuidePlacementTerm(ownerSize: 1, constant: 0), GuidePlacementTerm(ownerSize: 0, constant: bottom)]
        case .topLayout:
            return [GuidePlacementTerm(ownerSize: 0, constant: 0), GuidePlacementTerm(ownerSize: 0, constant: 0),
                    GuidePlacementTerm(ownerSize: 1, constant: 0), GuidePlacementTerm(ownerSize: 0, constant: Double(view.safeAreaInsets.top))]
        case .readableContent:
            // The margins' rectangle, no wider than a comfortable line of body text (672 points
            // at the default text size), centred. UIKit derives the width from the user's text
            // size; OpenUIKit has one text size. The cap is not linear in the view's size, so
            // the guide is held at the values for the current size.
            let area = CGRect(origin: .zero, size: view.bounds.size).inset(by: margins)
            let width = min(area.width, UILayoutGuide.readableWidth)
            return [GuidePlacementTerm(ownerSize: 0, constant: Double(area.minX + (area.width - width) / 2)),
                    GuidePlacementTerm(ownerSize: 0, constant: Double(area.minY)),
                    GuidePlacementTerm(ownerSize: 0, constant: Double(width)), GuidePlacementTerm(ownerSize: 0, constant: Double(area.height))]
        }
    }

    /// The widest readable content guide.
    static let readableWidth: CGFloat = 672

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

/// One coordinate of a view-defined guide: a multiple of its owner's width or height plus a
/// constant.
struct GuidePlacementTerm: Equatable {
    var ownerSize: Double
    var constant: Double
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
    @exclusivity(unchecked) open var followsUndockedKeyboard = false
}
