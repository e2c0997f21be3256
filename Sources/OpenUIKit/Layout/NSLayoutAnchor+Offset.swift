/// The distance between two anchors on one axis, as a dimension (`anchorWithOffset(to:)`):
/// constraints on it hold the gap between two edges (`a.bottomAnchor.anchorWithOffset(to:
/// b.topAnchor).constraint(equalTo: other.heightAnchor)`).
///
/// See <https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor/anchorwithoffset(to:)>.
extension NSLayoutXAxisAnchor {
    /// A dimension: how far `otherAnchor` lies after this anchor (negative when before).
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(item: LayoutAnchorDistance(from: self, to: otherAnchor), attribute: .width)
    }
}

extension NSLayoutYAxisAnchor {
    /// A dimension: how far `otherAnchor` lies below this anchor (negative when above).
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(item: LayoutAnchorDistance(from: self, to: otherAnchor), attribute: .height)
    }
}

/// The item of a dimension made by `anchorWithOffset(to:)`: two anchors' items and attributes.
/// The layout engine solves it as `to − from`, in the nearest common ancestor of the items.
@MainActor
final class LayoutAnchorDistance: CustomStringConvertible {
    /// The items are held weakly, as an anchor holds its item.
    weak var fromItem: AnyObject?
    let fromAttribute: NSLayoutConstraint.Attribute
    weak var toItem: AnyObject?
    let toAttribute: NSLayoutConstraint.Attribute

    init<Axis>(from: NSLayoutAnchor<Axis>, to: NSLayoutAnchor<Axis>) {
        fromItem = from.item
        fromAttribute = from.attribute
        toItem = to.item
        toAttribute = to.attribute
    }

    /// The views or layout guides whose attributes it measures (both, while they exist).
    var items: [AnyObject] { [fromItem, toItem].compactMap { $0 } }

    /// `"UIView:0x….bottom→UIView:0x….top"`.
    nonisolated var description: String {
        MainActor.assumeIsolated {
            let from = fromItem.map { LayoutDescription.name(of: $0) } ?? "(nil)"
            let to = toItem.map { LayoutDescription.name(of: $0) } ?? "(nil)"
            return "\(from).\(fromAttribute.name)→\(to).\(toAttribute.name)"
        }
    }
}

extension LayoutEngine {
    /// The view an item lays out in: a view itself, a guide's owning view, a distance's two
    /// items' nearest common ancestor.
    static func layoutContainer(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide.owningView }
        if let distance = item as? LayoutAnchorDistance, let from = distance.fromItem, let to = distance.toItem {
            return nearestCommonAncestor(from, to)
        }
        return nil
    }

    /// The views and guides an item stands for (a distance's two).
    static func layoutItems(of item: AnyObject) -> [AnyObject] {
        (item as? LayoutAnchorDistance)?.items ?? [item]
    }
}
