import Foundation

// Behaviour source [R] — Tables and collections
//   Rule: Standard header/footer look: plain tables 17-pt semibold on the grouped background
//     colour; grouped tables 13-pt secondary text, upper-cased
//   Value: 17 semibold / 13 upper-cased
//   Source: Our reading of screenshots.
/// A reusable section header or footer: custom content in `contentView`, or the standard title
/// in `textLabel` (the table view makes one for `titleForHeaderInSection`).
///
/// Standard look [R]: plain tables show the title in 17-point semibold text on the grouped
/// background colour; grouped tables in 13-point secondary text, upper-cased.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier it was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// Where custom content goes.
    public private(set) var contentView = UIView()
    private var textLabelStorage: UILabel?
    /// Behind the content.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// Whether the table is grouped (the title's look).
    final var isGroupedStyle = false { didSet { styleTitle() } }

    /// A header or footer view reused with `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    override open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.makeInstance = { UITableViewHeaderFooterView(reuseIdentifier: nil) }
    }

    /// The standard title label (made on first use).
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel()
        contentView.addSubview(label)
        textLabelStorage = label
        styleTitle()
        return label
    }

    /// Called before the view is handed out again.
    open func prepareForReuse() {}

    final var configurationView: (any UIView & UIContentView)?

    /// The content shown through a configuration's view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { ContentConfigurationInstaller.install(contentConfiguration, in: contentView, current: &configurationView) }
    }

    /// A list configuration for a header in the table's style (`.groupedHeader()` or `.plainHeader()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        isGroupedStyle ? .groupedHeader() : .plainHeader()
    }

    private func styleTitle() {
        guard let label = textLabelStorage else { return }
        label.font = isGroupedStyle ? .systemFont(ofSize: 13) : .systemFont(ofSize: 17, weight: .semibold)
        label.textColor = isGroupedStyle ? .secondaryLabel : .label
        if backgroundView == nil, !isGroupedStyle { backgroundColor = .secondarySystemBackground }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        guard let label = textLabelStorage else { return }
        let margin: CGFloat = bounds.width >= 390 ? 20 : 16
        if isGroupedStyle, let text = label.text { label.text = text.uppercased() }
        let height = label.sizeThatFits(CGSize(width: bounds.width - 2 * margin, height: .greatestFiniteMagnitude)).height
        // Grouped titles sit at the bottom of the header, plain ones in its middle.
        let y = isGroupedStyle ? bounds.height - height - 7 : (bounds.height - height) / 2
        label.frame = CGRect(x: margin, y: y, width: max(0, bounds.width - 2 * margin), height: height)
    }
}
