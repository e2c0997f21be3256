import Foundation

/// A collection view's cell: put your views in `contentView`. `backgroundView` lies behind it
/// and `selectedBackgroundView` over the background while the cell is selected or highlighted.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Where the cell's content goes (it fills the cell).
    @exclusivity(unchecked) public private(set) var contentView = UIView()

    /// Behind the content.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            arrangeBackgrounds()
        }
    }

    /// Over the background while selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            arrangeBackgrounds()
        }
    }

    /// Whether the cell is selected (the collection view sets it).
    open var isSelected = false {
        didSet {
            guard isSelected != oldValue else { return }
            arrangeBackgrounds()
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the cell is highlighted (a finger is on it).
    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            arrangeBackgrounds()
            setNeedsUpdateConfiguration()
        }
    }

    /// The cell's state for configurations: selected, highlighted (override to add states of
    /// your own by key, calling `super`).
    open var configurationState: UICellConfigurationState {
        CellConfigurationCycle.state(selected: isSelected, highlighted: isHighlighted)
    }

    /// Called with the state that changed (selection, highlight, `setNeedsUpdateConfiguration()`)
    /// before the next layout, and once before the cell is first laid out. The default updates
    /// the content configuration for the state; then `configurationUpdateHandler` runs.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if let configuration = contentConfiguration { contentConfiguration = configuration.updated(for: state) }
    }

    /// Runs after `updateConfiguration(using:)` (iOS 15's closure form).
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        configurationCycle.request(layoutOf: self)
    }

    /// Runs the pending configuration update now.
    final func updateConfigurationIfNeeded() {
        guard configurationCycle.takePending() else { return }
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    @exclusivity(unchecked) private var configurationCycle = CellConfigurationCycle()

    override open func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentView()
        if let coder = coder as? InterfaceBuilderCoder { IBCollectionDecoding.decodeCollectionCell(self, coder) }
    }

    /// The segue a storyboard connected to this cell (performed when its item is selected).
    @exclusivity(unchecked) final var interfaceBuilderSegue: IBCellSegue?

    @exclusivity(unchecked) final var configurationView: (any UIView & UIContentView)?

    /// The content shown through a configuration's view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { ContentConfigurationInstaller.install(contentConfiguration, in: contentView, current: &configurationView) }
    }

    override open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.makeInstance = { UICollectionViewCell(frame: .zero) }
    }

    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    private func arrangeBackgrounds() {
        if let backgroundView {
            backgroundView.frame = bounds
            backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
        }
        if let selectedBackgroundView {
            let shown = isSelected || isHighlighted
            if shown {
                selectedBackgroundView.frame = bounds
                selectedBackgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                if let backgroundView, backgroundView.superview === self {
                    insertSubview(selectedBackgroundView, aboveSubview: backgroundView)
                } else {
                    insertSubview(selectedBackgroundView, at: 0)
                }
            } else {
                selectedBackgroundView.removeFromSuperview()
            }
        }
    }
}
