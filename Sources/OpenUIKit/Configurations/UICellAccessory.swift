import Foundation

// Behaviour source [R] — Tables and collections
//   Rule: Accessory sizes; `.standard` reserved width is the widest system accessory
//   Value: 20 pt
//   Source: Our measures.
/// A small view at an edge of a list cell (`UICollectionViewListCell.accessories`): a disclosure
/// chevron, a checkmark, a label, an info button, delete and insert buttons, a reorder grip, a
/// selection circle, or a view of your own.
///
/// - Note: OpenUIKit differs: collection views have no editing mode yet, so accessories shown
///   `.whenEditing` (the default of delete, insert, reorder and multiselect) stay hidden and those
///   shown `.whenNotEditing` always show; the pop-up menu accessory is not available yet (absent
///   from the API). Sizes are our measures [R].
@preconcurrency @MainActor
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// How much width an accessory takes.
    public enum LayoutDimension: Hashable, Sendable {
        /// Its own width.
        case actual
        /// The standard width (the widest of the system accessories, 20 points [R]).
        case standard
        /// A width of your choice.
        case custom(CGFloat)
    }

    /// Run when the accessory is tapped.
    public typealias ActionHandler = () -> Void

    /// Which edge a custom accessory goes to.
    public enum Placement {
        case leading(displayed: DisplayedState = .always)
        case trailing(displayed: DisplayedState = .always)
    }

    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden, reservedLayoutWidth, tintColor)
        }
    }

    public struct CheckmarkOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden, reservedLayoutWidth, tintColor)
        }
    }

    public struct DetailOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden, reservedLayoutWidth, tintColor)
        }
    }

    public struct DeleteOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?, backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor, self.backgroundColor) = (isHidden, reservedLayoutWidth, tintColor, backgroundColor)
        }
    }

    public struct InsertOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?, backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor, self.backgroundColor) = (isHidden, reservedLayoutWidth, tintColor, backgroundColor)
        }
    }

    public struct MultiselectOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?, backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor, self.backgroundColor) = (isHidden, reservedLayoutWidth, tintColor, backgroundColor)
        }
    }

    public struct ReorderOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?, showsVerticalSeparator: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor, self.showsVerticalSeparator) = (isHidden, reservedLayoutWidth, tintColor, showsVerticalSeparator)
        }
    }

    public struct OutlineDisclosureOptions {
        /// Where the chevron goes and how it turns.
        public enum Style: Int, Sendable {
            // Behaviour source [D] — Tables and collections
            //   Rule: `outlineDisclosure` style `.automatic`: `.header` in a section's header item,
            //     `.cell` elsewhere
            //   Value: header / cell
            //   Source: Apple, `UICellAccessory.OutlineDisclosureOptions.Style.automatic`
            //     (https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/style-swift.enum/automatic):
            //     "The system automatically determines the style depending on whether the cell's
            //     configuration is as a section header."
            //   Also: docs/collection-and-table-views.md
            /// `.header` for a section's header item, `.cell` otherwise [D: `Style.automatic`].
            case automatic
            /// At the trailing edge, pointing down when expanded.
            case header
            /// At the leading edge, pointing right, turning down when expanded.
            case cell
        }
        public var style: Style, isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.style, self.isHidden, self.reservedLayoutWidth, self.tintColor) = (style, isHidden, reservedLayoutWidth, tintColor)
        }
    }

    public struct LabelOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?, font: UIFont?, adjustsFontForContentSizeCategory: Bool?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
                    adjustsFontForContentSizeCategory: Bool? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor, self.font) = (isHidden, reservedLayoutWidth, tintColor, font)
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// A view of your own as an accessory.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?, maintainsFixedSize: Bool?
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            (self.customView, self.placement) = (customView, placement)
            (self.isHidden, self.reservedLayoutWidth, self.tintColor, self.maintainsFixedSize) = (isHidden, reservedLayoutWidth, tintColor, maintainsFixedSize)
        }
    }

    enum Kind {
        case disclosureIndicator, checkmark, detail, delete, insert, multiselect, reorder
        case outlineDisclosure(OutlineDisclosureOptions.Style)
        case label(String, UIFont?)
        case custom(UIView, leading: Bool, fixedSize: Bool)
    }

    let kind: Kind
    let displayed: DisplayedState
    let isHidden: Bool
    let reservedLayoutWidth: LayoutDimension
    let tintColor: UIColor?
    let backgroundColor: UIColor?
    let actionHandler: ActionHandler?

    private init(_ kind: Kind, displayed: DisplayedState, isHidden: Bool?, width: LayoutDimension?, tint: UIColor?,
                 background: UIColor? = nil, handler: ActionHandler? = nil) {
        self.kind = kind
        self.displayed = displayed
        self.isHidden = isHidden ?? false
        reservedLayoutWidth = width ?? .actual
        tintColor = tint
        backgroundColor = background
        actionHandler = handler
    }

    /// A chevron saying the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// A checkmark (selected rows, chosen options).
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// An info button; a tap runs `actionHandler`.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.detail, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor, handler: actionHandler)
    }

    /// A red minus at the leading edge; a tap runs `actionHandler`.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.delete, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor,
                        background: options.backgroundColor, handler: actionHandler)
    }

    /// A green plus at the leading edge; a tap runs `actionHandler`.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.insert, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor,
                        background: options.backgroundColor, handler: actionHandler)
    }

    /// A selection circle at the leading edge (filled while the cell is selected).
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor,
                        background: options.backgroundColor)
    }

    /// The reorder grip (three lines).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// A chevron that expands and collapses the item's children in an outline section (a
    /// diffable data source's section snapshot); `actionHandler`, when given, runs instead.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure(options.style), displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                        tint: options.tintColor, handler: actionHandler)
    }

    /// A short text at the trailing edge.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(.label(text, options.font), displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// A view of your own at the edge its configuration names.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let (leading, displayed): (Bool, DisplayedState) = switch configuration.placement {
        case .leading(let displayed): (true, displayed)
        case .trailing(let displayed): (false, displayed)
        }
        return UICellAccessory(.custom(configuration.customView, leading: leading, fixedSize: configuration.maintainsFixedSize ?? false),
                               displayed: displayed, isHidden: configuration.isHidden, width: configuration.reservedLayoutWidth, tint: configuration.tintColor)
    }

    /// Whether it goes at the leading edge (an automatic outline chevron: unless the cell is a
    /// section's header item).
    func isLeading(inHeader: Bool) -> Bool {
        switch kind {
        case .delete, .insert, .multiselect: true
        case .custom(_, let leading, _): leading
        case .outlineDisclosure(let style): style == .cell || (style == .automatic && !inHeader)
        default: false
        }
    }

    /// Whether it shows in a cell that is (not) editing.
    func shows(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}
