/// A linear relation between two layout attributes:
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// Activate constraints (`isActive`, `activate(_:)`) to install them on the items' nearest common
/// ancestor; the view hierarchy's layout engine then solves them at each layout pass. Changing
/// `constant` re-solves incrementally; changing it inside `UIView.animate` and calling
/// `layoutIfNeeded()` animates the frames that change.
///
/// See <https://developer.apple.com/documentation/uikit/nslayoutconstraint>.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// Outlets and actions storyboards and nibs can connect (see `InterfaceBuilderConnections`).
    open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {}

    /// The attributes of a layout item a constraint can relate.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// The last baseline (the older name).
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the two sides compare.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// Options of the visual format language: the alignment of the views a format names, the
    /// direction and what spacing is measured between.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// Who made a constraint: the client, or UIKit on a view's behalf (their descriptions
    /// differ, as on iOS).
    enum Origin: Sendable {
        case client
        /// `translatesAutoresizingMaskIntoConstraints`.
        case autoresizingMask
        /// A stack view's arrangement.
        case stackView
        /// A view-defined guide's placement.
        case systemGuide
    }

    @exclusivity(unchecked) private weak var firstItemStorage: AnyObject?
    @exclusivity(unchecked) private weak var secondItemStorage: AnyObject?
    /// The distances (`anchorWithOffset(to:)`) among the items, which only constraints and
    /// anchors hold: kept as long as the constraint.
    private var heldDistances: [AnyObject] = []

    /// The first item (a view or a layout guide).
    open var firstItem: AnyObject? { firstItemStorage }
    /// The second item, or nil for a constraint against a constant.
    open var secondItem: AnyObject? { secondItemStorage }
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The second item's attribute (`.notAnAttribute` without a second item).
    public let secondAttribute: Attribute
    /// The relation between the two sides.
    public let relation: Relation
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat
    @exclusivity(unchecked) final private(set) var origin: Origin
    /// Why the constraint can never be active (reported once, at activation), or nil.
    let invalidReason: String?
    /// Why the layout engine refuses the constraint although it can be active (two locations on
    /// different axes, `left == top`): as on iOS it is installed and listed in `constraints`,
    /// and the refusal is reported when the engine takes it. Nil for the constraints it solves.
    let engineRefusal: String?
    /// Whether the refusal was reported (once per constraint).
    var engineRefusalReported = false

    /// The constant added to the second side. Changing it on an active constraint re-solves the
    /// layout incrementally at the next layout pass.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            if !constant.isFinite {
                OpenUIKitDiagnostics.report(.layoutConstraintMisuse, "NSLayoutConstraint.constant must be finite; \(constant) ignored for \(self).")
                constant = oldValue
                return
            }
            LayoutEngine.constraintConstantDidChange(self)
        }
    }

    /// How much the constraint matters (1...1000; 1000 is required, the default).
    ///
    /// As on iOS, an active constraint cannot change between required and optional: such a
    /// change is reported and ignored.
    open var priority: UILayoutPriority = .required {
        didSet {
            if priority.rawValue.isNaN {
                OpenUIKitDiagnostics.report(.layoutConstraintMisuse, "NSLayoutConstraint.priority must be a number (1...1000); NaN ignored for \(self).")
                priority = oldValue
                return
            }
            guard priority != oldValue else { return }
            if isActive, priority.clamped.isRequired != oldValue.clamped.isRequired {
                OpenUIKitDiagnostics.report(.layoutConstraintMisuse, "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue). The change is ignored.")
                priority = oldValue
                return
            }
            LayoutEngine.constraintPriorityDidChange(self)
        }
    }

    /// A name shown in descriptions and diagnostics.
    @exclusivity(unchecked) open var identifier: String?

    /// Whether archiving keeps the constraint (kept for source compatibility).
    @exclusivity(unchecked) open var shouldBeArchived = false

    /// The view the constraint is installed on while active.
    @exclusivity(unchecked) final weak var installedView: UIView?
    /// The engine's handle while the constraint is in an engine.
    @exclusivity(unchecked) final var engineHandle: LayoutEngine.ConstraintHandle?

    /// Creates a constraint `item.attribute relation multiplier × toItem.attribute + constant`.
    /// Items are views or layout guides. The designated initializer, so subclasses that declare
    /// none (as layout libraries' constraint classes do) are made with it.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = view1 as AnyObject, second = view2.map { $0 as AnyObject }
        firstItemStorage = first
        heldDistances = [first, second].compactMap { $0 as? LayoutAnchorDistance }
        secondItemStorage = second
        firstAttribute = attr1
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        self.constant = c.isFinite ? c : 0
        origin = .client
        invalidReason = Self.validate(first: first, attr1, second: second, attr2, multiplier: multiplier, constant: c)
        engineRefusal = second != nil && attr1.axis != attr2.axis && !attr1.isDimension && !attr2.isDimension && attr2 != .notAnAttribute
            ? "Invalid pairing of layout attributes \(attr1.name) and \(attr2.name): they are on different axes; the layout engine ignores the constraint."
            : nil
        super.init()
        if let invalidReason {
            OpenUIKitDiagnostics.report(.layoutConstraintMisuse, "Invalid constraint (it will never be active): \(invalidReason)")
        }
    }

    /// A constraint without items or attributes, as Objective-C's `init` makes: layout
    /// libraries return one as a placeholder where nothing applies. Its attributes are
    /// `.notAnAttribute`, its multiplier 1 and its constant 0 (our choice: Apple documents none
    /// of them). It can never be active; activating it is reported.
    public override init() {
        firstAttribute = .notAnAttribute
        secondAttribute = .notAnAttribute
        relation = .equal
        multiplier = 1
        constant = 0
        origin = .client
        invalidReason = "it has no items (it was made with NSLayoutConstraint())."
        engineRefusal = nil
        super.init()
    }

    convenience init(first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
                             multiplier: CGFloat, constant: CGFloat, origin: Origin) {
        self.init(item: first, attribute: attr1, relatedBy: relation, toItem: second, attribute: attr2, multiplier: multiplier, constant: constant)
        self.origin = origin
    }

    /// Whether the constraint is installed (and so solved). Setting it installs the constraint on
    /// the nearest common ancestor of its items, or removes it.
    open var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { LayoutEngine.activate(self, on: nil) } else { LayoutEngine.deactivate(self) }
        }
    }

    /// Activates every constraint (faster on iOS than one by one; the same here).
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The first item's anchor for `firstAttribute`.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItemStorage, attribute: firstAttribute)
    }

    /// The second item's anchor, or nil for a constraint against a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItemStorage.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    /// UIKit's format: `<NSLayoutConstraint:0x… 'identifier' UILabel:0x….leading == UIView:0x….leadingMargin + 20   (active)>`.
    override nonisolated open var description: String {
        MainActor.assumeIsolated { LayoutDescription.describe(self) }
    }

    // MARK: Validation

    private static func validate(first: AnyObject, _ attr1: Attribute, second: AnyObject?, _ attr2: Attribute,
                                 multiplier: CGFloat, constant: CGFloat) -> String? {
        guard first is UIView || first is UILayoutGuide || first is LayoutAnchorDistance else {
            return "the first item (\(type(of: first))) is not a view or a layout guide."
        }
        if let second, !(second is UIView || second is UILayoutGuide || second is LayoutAnchorDistance) {
            return "the second item (\(type(of: second))) is not a view or a layout guide."
        }
        guard attr1 != .notAnAttribute else { return "the first attribute cannot be .notAnAttribute." }
        guard multiplier.isFinite, constant.isFinite else {
            return "multiplier (\(multiplier)) and constant (\(constant)) must be finite."
        }
        guard second != nil else {
            if !attr1.isDimension {
                return "A constraint cannot be made between \(attr1.name) and a constant: a location attribute needs a second item."
            }
            return nil
        }
        if attr2 == .notAnAttribute { return "the second item has no attribute (.notAnAttribute)." }
        // Two locations on different axes are installed and listed (iOS does so), and refused
        // by the engine (`engineRefusal`).
        if attr1.isDimension != attr2.isDimension, !attr1.isDimension {
            return "Invalid pairing of layout attributes \(attr1.name) and \(attr2.name): a location cannot be related to a size."
        }
        if attr1.isDimension != attr2.isDimension {
            return "Invalid pairing of layout attributes \(attr1.name) and \(attr2.name): a size cannot be related to a location."
        }
        if attr1.axis == attr2.axis, attr1.isAbsoluteDirection != attr2.isAbsoluteDirection, !attr1.isDimension, !attr1.isCentre, !attr2.isCentre {
            return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        }
        if !attr1.isDimension, multiplier == 0 {
            return "A multiplier of 0 with a location for the first attribute creates an illegal constraint of a location equal to a constant."
        }
        return nil
    }
}

extension NSLayoutConstraint.Attribute {
    /// Horizontal (0) or vertical (1).
    var axis: Int {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return 0
        default:
            return 1
        }
    }

    var isDimension: Bool { self == .width || self == .height }

    var isCentre: Bool { self == .centerX || self == .centerY || self == .centerXWithinMargins || self == .centerYWithinMargins }

    /// Leading or trailing (an edge or a margin): flipped in a right-to-left layout.
    var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// The edge a horizontal attribute stands for in a right-to-left layout: leading is the
    /// right edge and trailing the left one; other attributes are themselves.
    var rightToLeftEdge: NSLayoutConstraint.Attribute {
        switch self {
        case .leading: .right
        case .trailing: .left
        case .leadingMargin: .rightMargin
        case .trailingMargin: .leftMargin
        default: self
        }
    }

    var isAbsoluteDirection: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }

    /// UIKit's name in constraint descriptions (`leading`, `centerX`, `lastBaseline`…).
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

extension DiagnosticCode {
    /// A constraint that cannot be made or activated (bad attributes, items in different
    /// hierarchies, non-finite values).
    public static let layoutConstraintMisuse = DiagnosticCode(rawValue: "LayoutConstraints")
    /// Required constraints that cannot all hold: UIKit's "Unable to simultaneously satisfy
    /// constraints." with the constraint broken to recover.
    public static let unsatisfiableConstraints = DiagnosticCode(rawValue: "UnsatisfiableConstraints")
}
