import Foundation

/// A compositional layout's section: a group repeated along the scrolling direction, with
/// insets, spacing between groups, and headers and footers; or, with an
/// `orthogonalScrollingBehavior`, repeated across it in a scroll view of its own.
///
/// Decoration items put views behind it (backgrounds); items may carry supplementary items
/// (badges).
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    /// Space around the section's groups.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between consecutive groups.
    open var interGroupSpacing: CGFloat = 0
    /// Headers and footers (`.top` / `.bottom` alignments).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views behind the section (`NSCollectionLayoutDecorationItem.background(elementKind:)`).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether the groups scroll across the layout's direction, and how they come to rest.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Called at each layout pass with the section's visible items, which it may change (scale,
    /// fade) for that pass.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// The list look of a section made by `list(using:layoutEnvironment:)`.
    final var listConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}

/// The space a section is laid out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The collection view's size.
    var contentSize: CGSize { get }
    /// The size less the content insets.
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told: the container and the traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The layout's options.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// Along which axis sections follow each other (vertical by default).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between sections.
    open var interSectionSpacing: CGFloat = 0

    override public init() {
        super.init()
    }
}

/// A layout made of sections of groups of items, each sized absolutely or as a fraction of its
/// container (docs/collection-and-table-views.md, "Compositional layouts").
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Makes the section at an index for the environment.
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    /// The layout's options.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    final var computed = CompositionalLayoutResult()
    /// Heights cells asked for, for groups of one item with an estimated height (self-sizing rows).
    final var preferredHeights: [IndexPath: CGFloat] = [:]

    /// Every section laid out as `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// Each section laid out as the provider says.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        provider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    override open func prepare() {
        super.prepare()
        guard let collectionView else {
            computed = CompositionalLayoutResult()
            return
        }
        computed = CompositionalLayoutComputation(layout: self, collectionView: collectionView, provider: provider).compute()
    }

    override open var collectionViewContentSize: CGSize { computed.contentSize }

    /// The elements meeting `rect`; an orthogonal section's items all meet it when the section
    /// does (which of them its scroll view shows is the collection view's business).
    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let vertical = configuration.scrollDirection == .vertical
        return computed.elements.filter { attributes in
            if attributes.containerOrigin != nil, let section = computed.orthogonal[attributes.indexPath.section] {
                let band = section.frame
                return vertical ? band.minY < rect.maxY && rect.minY < band.maxY : band.minX < rect.maxX && rect.minX < band.maxX
            }
            return CollectionGeometry.overlaps(attributes.frame, rect)
        }
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        computed.items[indexPath]
    }

    override open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        computed.supplementary[CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    override open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        computed.decorations[CollectionElementKey(category: .decorationView, kind: elementKind, indexPath: indexPath)]
    }

    override var asksCellsForSizes: Bool { computed.hasEstimatedGroups }
    override var hearsOfPreferredAttributes: Bool { false }

    override var orthogonalSections: [Int: OrthogonalSection] { computed.orthogonal }

    override var visibleItemsHandlers: [Int: SectionItemsHandler] {
        guard let environment = computed.environment else { return [:] }
        return computed.handlers.mapValues { SectionItemsHandler(handler: $0, environment: environment) }
    }

    override func notePreferredSize(_ size: CGSize, for indexPath: IndexPath) -> Bool {
        guard size.height.isFinite, size.height > 0, computed.estimatedItems.contains(indexPath), preferredHeights[indexPath] != size.height else { return false }
        preferredHeights[indexPath] = size.height
        return computed.items[indexPath].map { abs($0.size.height - size.height) > 0.01 } ?? false
    }
}
