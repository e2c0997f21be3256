import Foundation

/// A view a collection view reuses: a supplementary view (header, footer), or the base of
/// `UICollectionViewCell`. Views that scroll out are kept in a pool by reuse identifier and
/// handed back by `dequeueReusable…` after `prepareForReuse()`.
///
/// - Note: OpenUIKit differs: a registered class is made through
///   `InterfaceBuilderConnections.makeInstance`, which the source bridge writes for your
///   subclasses (`{ MyHeader(frame: .zero) }`): without the Objective-C runtime a class cannot be
///   made from its name by `init(frame:)`. Without it the nearest class that has one is made and
///   the difference is reported.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was registered and dequeued with.
    @exclusivity(unchecked) open internal(set) var reuseIdentifier: String?

    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let coder = coder as? InterfaceBuilderCoder { reuseIdentifier = coder.element["reuseIdentifier"] }
    }

    override open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.makeInstance = { UICollectionReusableView(frame: .zero) }
    }

    /// Called before the view is handed out again: reset what the last use set.
    open func prepareForReuse() {}

    /// Applies a layout's attributes beyond the geometry the collection view sets (custom
    /// attributes subclasses read theirs here).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called before an animated change between two layouts.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after an animated change between two layouts.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    // Behaviour source [R] — Tables and collections
    //   Rule: `preferredLayoutAttributesFitting(_:)` in the base class: Auto Layout's fitting
    //     height at the proposed width, a content configuration's height, else unchanged
    //   Value: as described
    //   Source: iOS chooses the fitting priorities by layout; ours are one rule.
    /// The attributes the view would like, for self-sizing layouts (estimated sizes). The base
    /// class answers Auto Layout's fitting height at the proposed width when the content has
    /// constraints, a content configuration view's height, else the attributes unchanged [R: iOS
    /// chooses the fitting priorities by layout].
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let content = (self as? UICollectionViewCell)?.contentView ?? self
        let width = layoutAttributes.size.width
        var height: CGFloat?
        if let configured = (self as? UICollectionViewCell)?.configurationView {
            height = configured.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        } else if !content.constraints.isEmpty || content.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            height = content.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel).height
        }
        guard let height, height.isFinite, height > 0, let copy = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else { return layoutAttributes }
        copy.size = CGSize(width: width, height: height)
        return copy
    }
}

/// Makes the views collection and table views register by class, through the class's
/// `InterfaceBuilderConnections.makeInstance`.
@MainActor
enum ReusableViewFactory {
    /// A new view of `type` (or of the nearest superclass that can be made, reported), checked
    /// against `base`.
    static func make<Base: UIView>(_ type: AnyClass, base: Base.Type, reuseIdentifier: String, fallback: () -> Base) -> Base {
        let made = InterfaceBuilderConnections.of(type).makeInstance?()
        guard let view = made as? Base else {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "\(type) registered for \"\(reuseIdentifier)\" is not a \(Base.self) that can be made; a \(Base.self) is used.")
            return InterfaceBuilderConnections.of(Base.self).makeInstance?() as? Base ?? fallback()
        }
        if Swift.type(of: view) != type {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, """
                \(type) registered for "\(reuseIdentifier)" cannot be made by its name on Linux: it has no \
                InterfaceBuilderConnections.makeInstance of its own (the source bridge writes one: build the target with \
                SourceBridgePlugin or run `openuikit port`); a \(Swift.type(of: view)) is used.
                """)
        }
        return view
    }
}
