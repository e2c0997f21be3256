import Foundation

// Behaviour source [R] — Tables and collections
//   Rule: Standard cell metrics: content inset 20 pt on screens ≥ 390 wide (16 below), 17-pt body,
//     12-pt subtitle in the secondary label colour, 44-pt rows without subtitle
//   Value: 20/16, 17, 12, 44
//   Source: Measured by us from screenshots, not published.
/// A table view's row: content in `contentView`, or the standard content of its style
/// (`textLabel`, `detailTextLabel`, `imageView`), an accessory at the trailing edge, and the
/// grey selection background while highlighted or selected.
///
/// Standard metrics [R: measured from iOS screenshots, not published]: content inset by 20
/// points on screens at least 390 wide (16 below), 17-point body text, subtitles of 12 points in
/// the secondary label colour, a 44-point row for the standard styles without a subtitle.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// Whether the cell is in editing mode (its table's; set by the table for visible cells).
    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }
    private var isEditingStorage = false
    /// The editing control, the swipe offset and the swipe actions (UITableViewCell+Editing).
    let editingState = TableCellEditingState()

    /// Enters or leaves editing mode. Subclasses override it to change their content; call `super`.
    /// While editing, the cell shows its editing accessory (`editingAccessoryView`, else
    /// `editingAccessoryType`) instead of its accessory.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditingStorage = editing
        installAccessoryViews()
    }

    /// The standard layouts of the content.
    public enum CellStyle: Int, Sendable {
        /// An image and one line of text.
        case `default`
        /// Text on the left, detail right-aligned on the right.
        case value1
        /// A small blue label and its value (the Contacts style).
        case value2
        /// Text over a smaller grey detail.
        case subtitle
    }

    /// What marks the row at its trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// The separator line's style: iOS declares it on the cell (`UITableViewCell.SeparatorStyle`),
    /// and `UITableView.separatorStyle` has this type; both names work here.
    public typealias SeparatorStyle = UITableView.SeparatorStyle

    /// How the row looks while selected.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The identifier it was registered and dequeued with.
    @exclusivity(unchecked) open internal(set) var reuseIdentifier: String?
    /// The cell's standard layout.
    public let style: CellStyle
    /// Where custom content goes (it fills the cell, less the accessory).
    @exclusivity(unchecked) public private(set) var contentView = UIView()
    @exclusivity(unchecked) private var textLabelStorage: UILabel?
    @exclusivity(unchecked) private var detailLabelStorage: UILabel?
    @exclusivity(unchecked) private var imageViewStorage: UIImageView?
    private let accessoryMark = TableAccessoryMark()
    private let separatorLine = UIView()

    /// The accessory drawn at the trailing edge.
    @exclusivity(unchecked) open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// A view shown instead of `accessoryType`.
    open var accessoryView: UIView? {
        didSet { accessoryViewsChanged(replacing: oldValue) }
    }
    /// The accessory shown while the cell is editing (the table's editing mode), instead of
    /// `accessoryType`; `.none` (the default) shows none then.
    open var editingAccessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// A view shown instead of `editingAccessoryType` while the cell is editing.
    open var editingAccessoryView: UIView? {
        didSet { accessoryViewsChanged(replacing: oldValue) }
    }

    /// One of the two accessory views was set: the view it replaced leaves the cell unless it is
    /// still one of them.
    private func accessoryViewsChanged(replacing old: UIView?) {
        if let old, old !== accessoryView, old !== editingAccessoryView { old.removeFromSuperview() }
        installAccessoryViews()
    }

    /// Keeps the accessory view for the current mode in the cell and the other one out.
    private func installAccessoryViews() {
        let shown = isEditing ? editingAccessoryView : accessoryView
        let hidden = isEditing ? accessoryView : editingAccessoryView
        if let hidden, hidden !== shown, hidden.superview === self { hidden.removeFromSuperview() }
        if let shown, shown.superview !== self { addSubview(shown) }
        setNeedsLayout()
    }
    /// How selection looks (`.default`: the grey background).
    @exclusivity(unchecked) open var selectionStyle: SelectionStyle = .default
    /// Behind the content.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// Over the background while highlighted or selected (a grey view by default).
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectionBackground(animated: false)
        }
    }
    /// Where the separator line under the row starts and ends.
    @exclusivity(unchecked) open var separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    /// Whether the row is selected (the table view sets it).
    @exclusivity(unchecked) open private(set) var isSelected = false
    /// Whether the row is highlighted (a finger is on it).
    @exclusivity(unchecked) open private(set) var isHighlighted = false
    /// The separator's colour (the table's).
    final var separatorColor: UIColor? {
        get { separatorLine.backgroundColor }
        set { separatorLine.backgroundColor = newValue }
    }
    /// Whether the separator is drawn (the table view decides by style and position).
    final var showsSeparator = true {
        didSet {
            separatorLine.isHidden = !showsSeparator
            if showsSeparator != oldValue { contentView.frame.size.height = contentHeight }
        }
    }

    /// The hairline under the content when the separator shows (the content does not cover it, as on iOS).
    private var separatorGap: CGFloat { showsSeparator ? 1 / pixelScale : 0 }

    private var pixelScale: CGFloat { window?.screen.scale ?? UIScreen.main.scale }

    /// The content's height: the row's less the hairline, on the pixel grid (so constraints that
    /// add up to it are met exactly).
    private var contentHeight: CGFloat { max(0, ((bounds.height - separatorGap) * pixelScale).rounded() / pixelScale) }

    /// A cell with a standard layout.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUp()
    }

    override public convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        style = IBCollectionDecoding.cellStyle(coder)
        super.init(coder: coder)
        setUp()
        if let coder = coder as? InterfaceBuilderCoder { IBCollectionDecoding.decodeTableCell(self, coder) }
    }

    /// A storyboard's standard-style label becomes the cell's own (laid out by the style).
    final func adoptStandardLabel(_ label: UILabel, detail: Bool) {
        if detail { detailLabelStorage = label } else { textLabelStorage = label }
        setNeedsLayout()
    }

    /// A storyboard's standard-style image view becomes the cell's own.
    final func adoptStandardImageView(_ imageView: UIImageView) {
        imageViewStorage = imageView
        setNeedsLayout()
    }

    /// The segue a storyboard connected to this cell (performed when its row is selected).
    @exclusivity(unchecked) final var interfaceBuilderSegue: IBCellSegue?

    @exclusivity(unchecked) final var configurationView: (any UIView & UIContentView)?

    /// The content shown through a configuration's view (instead of the standard labels).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { ContentConfigurationInstaller.install(contentConfiguration, in: contentView, current: &configurationView) }
    }

    /// A list configuration matching the cell's style (`.cell()`, `.subtitleCell()`, `.valueCell()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    override open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.makeInstance = { UITableViewCell(style: .default, reuseIdentifier: nil) }
    }

    private func setUp() {
        backgroundColor = .systemBackground
        contentView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: contentHeight)
        // The content follows the cell's size at once (a self-sizing row's constraints are
        // solved against the row's height, not the one the cell was made with).
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        separatorLine.backgroundColor = .separator
        separatorLine.isUserInteractionEnabled = false
        addSubview(separatorLine)
        accessoryMark.isUserInteractionEnabled = false
        accessoryMark.isOpaque = false
        addSubview(accessoryMark)
        let selected = UIView()
        selected.backgroundColor = .systemGray4
        selectedBackgroundView = selected
    }

    /// The main label (made on first use).
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel()
        label.font = style == .value2 ? .systemFont(ofSize: 12, weight: .semibold) : .systemFont(ofSize: 17)
        label.textColor = style == .value2 ? .link : .label
        contentView.addSubview(label)
        textLabelStorage = label
        setNeedsLayout()
        return label
    }

    /// The detail label (nil in the default style, as on iOS).
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let detailLabelStorage { return detailLabelStorage }
        let label = UILabel()
        label.font = style == .subtitle ? .systemFont(ofSize: 12) : .systemFont(ofSize: 17)
        label.textColor = style == .value2 ? .label : .secondaryLabel
        contentView.addSubview(label)
        detailLabelStorage = label
        setNeedsLayout()
        return label
    }

    /// The leading image view (made on first use).
    open var imageView: UIImageView? {
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView()
        contentView.addSubview(view)
        imageViewStorage = view
        setNeedsLayout()
        return view
    }

    /// Called before the cell is handed out again: reset what the last use set.
    open func prepareForReuse() {}

    // Behaviour source [R] — Tables and collections
    //   Rule: A cell's selection background fades, animated; `deselectRow(at:animated: true)` fades
    //     it out
    //   Value: 0.3 s
    //   Source: No published measurement found.
    //   Also: Sources/OpenUIKit/Tables/UITableView.swift
    /// Selects or deselects; animated, the selection background fades (0.3 s [R]).
    open func setSelected(_ selected: Bool, animated: Bool) {
        if isSelected != selected { setNeedsUpdateConfiguration() }
        isSelected = selected
        updateSelectionBackground(animated: animated)
    }

    /// Highlights or unhighlights.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if isHighlighted != highlighted { setNeedsUpdateConfiguration() }
        isHighlighted = highlighted
        updateSelectionBackground(animated: animated)
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
    open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        configurationCycle.request(layoutOf: self)
    }

    @exclusivity(unchecked) private var configurationCycle = CellConfigurationCycle()

    private func updateConfigurationIfNeeded() {
        guard configurationCycle.takePending() else { return }
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    private func updateSelectionBackground(animated: Bool) {
        guard let selectedBackgroundView else { return }
        let shown = (isSelected || isHighlighted) && selectionStyle != .none
        if shown, selectedBackgroundView.superview !== self {
            selectedBackgroundView.frame = bounds
            selectedBackgroundView.alpha = 1
            if let backgroundView, backgroundView.superview === self {
                insertSubview(selectedBackgroundView, aboveSubview: backgroundView)
            } else {
                insertSubview(selectedBackgroundView, at: 0)
            }
            return
        }
        guard !shown, selectedBackgroundView.superview === self else { return }
        guard animated else {
            selectedBackgroundView.removeFromSuperview()
            return
        }
        UIView.animate(withDuration: 0.3, animations: { selectedBackgroundView.alpha = 0 }, completion: { [weak self] _ in
            guard let self, !(self.isSelected || self.isHighlighted) else { return }
            selectedBackgroundView.removeFromSuperview()
            selectedBackgroundView.alpha = 1
        })
    }

    /// The leading margin of the standard content.
    final var contentMargin: CGFloat { (superview?.bounds.width ?? bounds.width) >= 390 ? 20 : 16 }

    override open func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        let margin = contentMargin
        let shownView = isEditing ? editingAccessoryView : accessoryView
        let shownType = isEditing ? editingAccessoryType : accessoryType
        let accessory = shownView ?? (shownType == .none ? nil : accessoryMark)
        accessoryMark.kind = shownView == nil ? shownType : .none
        var contentWidth = bounds.width
        if let accessory {
            let size = accessory === accessoryMark ? accessoryMark.markSize : accessory.bounds.size
            accessory.frame = CGRect(x: bounds.width - margin - size.width, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            contentWidth = accessory.frame.minX - 8
        }
        contentView.frame = CGRect(x: 0, y: 0, width: max(0, contentWidth), height: contentHeight)
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        let scale = window?.screen.scale ?? UIScreen.main.scale
        separatorLine.frame = CGRect(x: separatorInset.left, y: bounds.height - 1 / scale,
                                     width: max(0, bounds.width - separatorInset.left - separatorInset.right), height: 1 / scale)
        bringSubviewToFront(separatorLine)
        layOutEditing(margin: margin)
        TableCellStandardLayout.place(self, margin: margin, text: textLabelStorage, detail: detailLabelStorage, image: imageViewStorage)
    }

    /// The height the standard content needs (44 points, more for a subtitle or large text), or
    /// the configuration view's.
    final func standardContentHeight() -> CGFloat {
        if let configurationView {
            return max(44, configurationView.sizeThatFits(CGSize(width: contentView.bounds.width, height: .greatestFiniteMagnitude)).height.rounded(.up))
        }
        return TableCellStandardLayout.height(style: style, text: textLabelStorage, detail: detailLabelStorage)
    }
}

/// The standard content's places, by style.
@MainActor
enum TableCellStandardLayout {
    static func place(_ cell: UITableViewCell, margin: CGFloat, text: UILabel?, detail: UILabel?, image: UIImageView?) {
        let bounds = cell.contentView.bounds
        var leading = margin
        if let image, let size = image.image?.size {
            let side = min(size.height, bounds.height - 8)
            let width = size.height > 0 ? size.width * side / size.height : 0
            image.frame = CGRect(x: margin, y: (bounds.height - side) / 2, width: width, height: side)
            leading = image.frame.maxX + 16
        } else {
            image?.frame = .zero
        }
        let available = max(0, bounds.width - leading - 8)
        func size(_ label: UILabel?) -> CGSize {
            guard let label else { return .zero }
            let fit = label.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude))
            return CGSize(width: min(fit.width, available), height: fit.height)
        }
        let textSize = size(text), detailSize = size(detail)
        switch cell.style {
        case .default:
            text?.frame = CGRect(x: leading, y: (bounds.height - textSize.height) / 2, width: available, height: textSize.height)
        case .subtitle:
            let total = textSize.height + detailSize.height + 2
            let top = (bounds.height - total) / 2
            text?.frame = CGRect(x: leading, y: top, width: available, height: textSize.height)
            detail?.frame = CGRect(x: leading, y: top + textSize.height + 2, width: available, height: detailSize.height)
        case .value1:
            text?.frame = CGRect(x: leading, y: (bounds.height - textSize.height) / 2, width: textSize.width, height: textSize.height)
            detail?.frame = CGRect(x: bounds.width - 8 - detailSize.width, y: (bounds.height - detailSize.height) / 2, width: detailSize.width, height: detailSize.height)
        case .value2:
            let column: CGFloat = 90
            text?.textAlignment = .right
            text?.frame = CGRect(x: leading, y: (bounds.height - textSize.height) / 2, width: column - leading, height: textSize.height)
            detail?.frame = CGRect(x: column + 8, y: (bounds.height - detailSize.height) / 2, width: max(0, bounds.width - column - 16), height: detailSize.height)
        }
    }

    static func height(style: UITableViewCell.CellStyle, text: UILabel?, detail: UILabel?) -> CGFloat {
        let textHeight = text?.sizeThatFits(CGSize(width: 1000, height: 1000)).height ?? 0
        let detailHeight = style == .subtitle ? detail?.sizeThatFits(CGSize(width: 1000, height: 1000)).height ?? 0 : 0
        return max(44, (textHeight + (detailHeight > 0 ? detailHeight + 2 : 0) + 22).rounded(.up))
    }
}

/// The standard accessories, drawn: the disclosure chevron, the checkmark, the info button.
@MainActor
final class TableAccessoryMark: UIView {
    var kind: UITableViewCell.AccessoryType = .none {
        didSet {
            if kind != oldValue { setNeedsDisplay() }
            isHidden = kind == .none
        }
    }

    var markSize: CGSize {
        switch kind {
        case .none: .zero
        case .disclosureIndicator: CGSize(width: 8, height: 14)
        case .checkmark: CGSize(width: 14, height: 12)
        case .detailButton: CGSize(width: 22, height: 22)
        case .detailDisclosureButton: CGSize(width: 40, height: 22)
        }
    }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        path.lineWidth = 2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        switch kind {
        case .none:
            return
        case .disclosureIndicator:
            UIColor.tertiaryLabel.setStroke()
            path.move(to: CGPoint(x: 1.5, y: 1.5)); path.addLine(to: CGPoint(x: 6.5, y: 7)); path.addLine(to: CGPoint(x: 1.5, y: 12.5))
            path.stroke()
        case .checkmark:
            tintColor.setStroke()
            path.move(to: CGPoint(x: 1.5, y: 6.5)); path.addLine(to: CGPoint(x: 5, y: 10.5)); path.addLine(to: CGPoint(x: 12.5, y: 1.5))
            path.stroke()
        case .detailButton, .detailDisclosureButton:
            tintColor.setStroke()
            let circle = UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 20, height: 20))
            circle.lineWidth = 1.5
            circle.stroke()
            path.move(to: CGPoint(x: 11, y: 9.5)); path.addLine(to: CGPoint(x: 11, y: 16))
            path.stroke()
            UIBezierPath(ovalIn: CGRect(x: 10, y: 5, width: 2, height: 2)).fill()
            if kind == .detailDisclosureButton {
                UIColor.tertiaryLabel.setStroke()
                let chevron = UIBezierPath()
                chevron.lineWidth = 2
                chevron.lineCapStyle = .round
                chevron.move(to: CGPoint(x: 33.5, y: 5.5)); chevron.addLine(to: CGPoint(x: 38.5, y: 11)); chevron.addLine(to: CGPoint(x: 33.5, y: 16.5))
                chevron.stroke()
            }
        }
    }
}
