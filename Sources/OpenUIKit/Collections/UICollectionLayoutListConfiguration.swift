import Foundation

/// A list in a compositional layout: one full-width row per item, sized by its cell, in the look
/// of a table (`appearance`), with optional headers and footers. Rows are
/// `UICollectionViewListCell`s (or any cell).
///
/// With `headerMode = .firstItemInSection` each section's first item is its header: its list
/// cell takes the header look (`defaultContentConfiguration()` gives a header configuration), no
/// background and no separator.
///
/// - Note: OpenUIKit differs: swipe actions and leading/trailing swipe configuration are not
///   available yet (absent from the API); the metrics are ours [R].
public struct UICollectionLayoutListConfiguration: Sendable {
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }

    public var appearance: Appearance
    /// Whether rows have separators.
    public var showsSeparators = true
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }
}

extension NSCollectionLayoutSection {
    /// A list section: full-width rows of an estimated 44 points, sized by their cells, with the
    /// appearance's insets, headers and footers.
    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let width = layoutEnvironment.container.effectiveContentSize.width
        let side: CGFloat = configuration.appearance == .insetGrouped ? (width >= 390 ? 20 : 16) : 0
        let vertical: CGFloat = configuration.isGrouped ? 18 : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: configuration.headerMode == .supplementary ? 0 : vertical, leading: side,
                                                        bottom: configuration.footerMode == .supplementary ? 0 : vertical, trailing: side)
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(configuration.isGrouped ? 38 : 28)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(configuration.isGrouped ? 34 : 28)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.listConfiguration = configuration
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        })
    }
}

/// A row of a list layout: `defaultContentConfiguration()` gives a list content configuration;
/// the row's background and separator follow the list's appearance.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    private let separator = UIView()

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUpSeparator()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSeparator()
    }

    override open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.makeInstance = { UICollectionViewListCell(frame: .zero) }
    }

    private func setUpSeparator() {
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        separator.isHidden = true
        addSubview(separator)
    }

    /// A list content configuration for a row (a header's for the first item of a section whose
    /// list uses `.firstItemInSection` headers).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard isHeaderRow else { return .cell() }
        return isGroupedRow ? .groupedHeader() : .plainHeader()
    }

    /// Whether the list made this row its section's header (`.firstItemInSection`).
    private var isHeaderRow = false
    private var isGroupedRow = false

    /// The row's accessories (docs/collection-and-table-views.md, "List cells"): leading ones
    /// (delete, insert, multiselect, custom leading) from the leading edge, trailing ones before
    /// the trailing edge; the content view takes the width between them.
    open var accessories: [UICellAccessory] = [] {
        didSet {
            for view in accessoryViews { view.removeFromSuperview() }
            accessoryViews = accessories.map(CellAccessoryView.init)
            for view in accessoryViews { addSubview(view) }
            setNeedsLayout()
        }
    }
    private var accessoryViews: [CellAccessoryView] = []

    /// How many steps the content is indented (an outline sets it from the item's depth).
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    // Behaviour source [D] — Tables and collections
    //   Rule: One indentation step of a list cell
    //   Value: 10 pt
    //   Source: Apple, `UITableViewCell.indentationWidth`
    //     (https://developer.apple.com/documentation/uikit/uitableviewcell/indentationwidth): "The
    //     default indentation width is 10.0 points." `UICollectionViewListCell.indentationWidth`
    //     documents no default; we apply the table cell's.
    //   Also: docs/collection-and-table-views.md
    /// The width of one indentation step (10 points, `UITableViewCell.indentationWidth`'s default
    /// [D]; the list cell documents none).
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether leading accessories move with the indentation (true by default).
    open var indentsAccessories = true { didSet { setNeedsLayout() } }

    /// The cell's place in an outline section (set at the dequeue; nil elsewhere).
    final var outlineState: OutlineCellState? {
        didSet {
            guard outlineState != oldValue else { return }
            indentationLevel = outlineState?.level ?? 0
            setNeedsUpdateConfiguration()
        }
    }

    override open var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isExpanded = outlineState?.isExpanded ?? false
        return state
    }

    /// The content's height, at least the standard 44-point row.
    override open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let preferred = super.preferredLayoutAttributesFitting(layoutAttributes)
        guard preferred.size.height < 44, let copy = preferred.copy() as? UICollectionViewLayoutAttributes else { return preferred }
        copy.size.height = 44
        return copy
    }

    override open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let row = layoutAttributes as? ListRowLayoutAttributes else { return }
        isHeaderRow = row.isHeaderRow
        isGroupedRow = row.isGrouped
        if backgroundView == nil, contentView.backgroundColor == nil {
            backgroundColor = row.isHeaderRow ? .clear : (row.isGrouped ? .secondarySystemGroupedBackground : .systemBackground)
        }
        separator.isHidden = !row.showsSeparator
        var corners: CACornerMask = []
        if row.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if row.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        layer.cornerRadius = row.isInset && !corners.isEmpty ? 10 : 0
        layer.maskedCorners = corners
        clipsToBounds = row.isInset
        setNeedsLayout()
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let indentation = CGFloat(max(0, indentationLevel)) * (indentationWidth.isFinite ? max(0, indentationWidth) : 0)
        if !accessoryViews.isEmpty {
            CellAccessoryLayout.layOut(accessoryViews, in: self, indentation: indentation, indentsAccessories: indentsAccessories,
                                       isHeader: isHeaderRow)
            for view in accessoryViews {
                view.showSelection(isSelected)
                view.showExpansion(outlineState?.isExpanded ?? false)
            }
        } else {
            let content = CGRect(x: indentation, y: 0, width: max(0, bounds.width - indentation), height: bounds.height)
            if contentView.frame != content { contentView.frame = content }
        }
        let scale = window?.screen.scale ?? UIScreen.main.scale
        separator.frame = CGRect(x: 20, y: bounds.height - 1 / scale, width: max(0, bounds.width - 20), height: 1 / scale)
        bringSubviewToFront(separator)
    }
}

/// A list row's place: its appearance and whether it starts or ends its section.
@preconcurrency @MainActor
final class ListRowLayoutAttributes: UICollectionViewLayoutAttributes {
    var isGrouped = false
    var isInset = false
    var isFirst = false
    var isLast = false
    var showsSeparator = false
    /// The section's first item, made its header (`.firstItemInSection`).
    var isHeaderRow = false

    nonisolated override func copy(with zone: NSZone? = nil) -> Any {
        nonisolated(unsafe) let made = super.copy(with: zone)
        MainActor.assumeIsolated {
            guard let copy = made as? ListRowLayoutAttributes else { return }
            (copy.isGrouped, copy.isInset, copy.isFirst, copy.isLast, copy.showsSeparator) = (isGrouped, isInset, isFirst, isLast, showsSeparator)
            copy.isHeaderRow = isHeaderRow
        }
        return made
    }
}
