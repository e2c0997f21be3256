import Foundation

/// A collection view's cell: put your views in `contentView`. `backgroundView` lies behind it
/// and `selectedBackgroundView` over the background while the cell is selected or highlighted.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Where the cell's content goes (it fills the cell).
    public private(set) var contentView = UIView()

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
        didSet { if isSelected != oldValue { arrangeBackgrounds() } }
    }

    /// Whether the cell is highlighted (a finger is on it).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { arrangeBackgrounds() } }
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
    package var interfaceBuilderSegue: IBCellSegue?

    package var configurationView: (any UIView & UIContentView)?

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
