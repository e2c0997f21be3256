/// One attribute of a view or layout guide, for making constraints that type-check: x-axis
/// anchors relate to x-axis anchors, y to y, dimensions to dimensions.
///
/// See <https://developer.apple.com/documentation/uikit/nslayoutanchor>.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    @exclusivity(unchecked) final weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    /// An item only the anchor holds (a distance, `anchorWithOffset(to:)`).
    private let heldItem: AnyObject?

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        heldItem = item is LayoutAnchorDistance ? item : nil
        self.attribute = attribute
        super.init()
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    final func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        let first: AnyObject = item ?? LayoutDescription.missingItem
        return NSLayoutConstraint(first: first, attribute, relation, second: anchor.map { $0.item ?? LayoutDescription.missingItem },
                                  anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant, origin: .client)
    }

    // Behaviour source [R] — Layout
    //   Rule: Equality of layout anchors
    //   Value: equal when they name the same attribute of the same item
    //   Source: ours, from public code that relies on it: FloatingPanel's own tests compare a
    //     constraint's `firstAnchor` with a view's `topAnchor` with `XCTAssertEqual` (iOS keeps
    //     one anchor object per view and attribute; here each access makes a new one).
    /// Two anchors are equal when they are the same attribute of the same item, whichever
    /// object stands for them: `constraint.firstAnchor == view.topAnchor`.
    override nonisolated open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? _LayoutAnchorIdentity else { return false }
        if other === self { return true }
        nonisolated(unsafe) let unchecked = other
        // An anchor whose item is gone is equal only to itself.
        return MainActor.assumeIsolated { anchorIdentity.item != nil && anchorIdentity == unchecked.anchorIdentity }
    }

    override nonisolated open var hash: Int {
        MainActor.assumeIsolated { anchorIdentity.hashValue }
    }

    /// `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`.
    override nonisolated open var description: String {
        MainActor.assumeIsolated {
            let name = item.map { "\(LayoutDescription.name(of: $0)).\(attribute.name)" } ?? "(nil).\(attribute.name)"
            return "<\(type(of: self)):\(LayoutDescription.address(of: self)) \"\(name)\">"
        }
    }
}

/// The standard spacing between two views' edges or baselines (UIKit's "system spacing"): 8
/// points in OpenUIKit, whatever the font. iOS derives it from the text size.
let systemSpacing: CGFloat = 8

/// An anchor on the x axis (leading, trailing, left, right, centre X).
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// An anchor on the y axis (top, bottom, centre Y, baselines).
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A width or height anchor: it also relates to constants and to other dimensions times a
/// multiplier.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// `self >= c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    /// `self <= c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }

    /// `self == m × anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }
    /// `self >= m × anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self <= m × anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self == m × anchor + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self >= m × anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self <= m × anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// What makes two anchors of any axis type the same anchor (`NSLayoutAnchor` is generic, so its
/// `isEqual(_:)` finds the other's item and attribute through this).
protocol _LayoutAnchorIdentity: AnyObject {
    @MainActor var anchorIdentity: LayoutAnchorIdentity { get }
}

struct LayoutAnchorIdentity: Hashable {
    var item: ObjectIdentifier?
    var attribute: NSLayoutConstraint.Attribute
}

extension NSLayoutAnchor: _LayoutAnchorIdentity {
    var anchorIdentity: LayoutAnchorIdentity {
        LayoutAnchorIdentity(item: item.map(ObjectIdentifier.init), attribute: attribute)
    }
}
