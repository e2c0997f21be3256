import Foundation

// Behaviour source [R] — Animation, timing, controls and dynamics
//   Rule: Segmented control: segment widths, height, colours, slide
//   Value: 32 pt, 0.25 s
//   Source: Our measures.
//   Also: docs/porting.md
/// A row of segments, one of them selected: titles or images on a rounded grey track, the
/// selected segment raised on a white plate that slides to the segment a tap selects.
///
/// A tap on an enabled segment selects it (touch up inside) and sends `.valueChanged`;
/// setting `selectedSegmentIndex` in code sends nothing, as on iOS. A momentary control sends
/// the action with the tapped index selected, then deselects it.
///
/// - Note: OpenUIKit differs: segment widths, the 32-point height, colours and the 0.25 s slide
///   are our measures [R]; title attributes honour `.font` and `.foregroundColor`.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// No segment selected.
    nonisolated public static let noSegment = -1

    @MainActor private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
        var action: UIAction?
        let label = UILabel()
        let icon = UIImageView()
    }

    private var segments: [Segment] = []
    private let plate = UIView()
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    private static let height: CGFloat = 32
    private static let padding: CGFloat = 12
    private static let trackColor = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)

    /// The selected segment (`noSegment` when none). Out-of-range values are reported and ignored.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet {
            guard selectedSegmentIndex == Self.noSegment || segments.indices.contains(selectedSegmentIndex) else {
                OpenUIKitDiagnostics.report(.viewMisuse, "UISegmentedControl.selectedSegmentIndex \(selectedSegmentIndex) is out of range (\(segments.count) segments); kept \(oldValue).")
                selectedSegmentIndex = oldValue
                return
            }
            if selectedSegmentIndex != oldValue { updateSelection(animated: false) }
        }
    }
    /// Whether a tap selects only while its action runs.
    open var isMomentary = false
    /// The selected segment's plate colour (nil: white).
    open var selectedSegmentTintColor: UIColor? { didSet { plate.backgroundColor = selectedSegmentTintColor ?? .white } }
    /// Whether segments are as wide as their content instead of equal.
    open var apportionsSegmentWidthsByContent = false { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }
    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// A control with a segment for each item (a `String` title or a `UIImage`), none selected.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUpSegments()
        for item in items ?? [] { appendSegment(for: item) }
        frame.size = intrinsicContentSize
    }

    /// A control with a segment for each action (its title); a tap runs the segment's action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(items: nil)
        for (index, action) in actions.enumerated() { insertSegment(action: action, at: index, animated: false) }
        self.frame = frame
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUpSegments()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSegments()
        if let coder = coder as? InterfaceBuilderCoder { IBViewDecoding.decodeSegmentedControl(self, coder) }
    }

    private func setUpSegments() {
        backgroundColor = Self.trackColor
        layer.cornerRadius = 9
        plate.backgroundColor = .white
        plate.layer.cornerRadius = 7
        plate.layer.shadowOpacity = 0.12
        plate.layer.shadowRadius = 4
        plate.layer.shadowOffset = CGSize(width: 0, height: 3)
        plate.isUserInteractionEnabled = false
        plate.isHidden = true
        addSubview(plate)
    }

    private func appendSegment(for item: Any) {
        if let title = item as? String {
            insertSegment(withTitle: title, at: segments.count, animated: false)
        } else if let image = item as? UIImage {
            insertSegment(with: image, at: segments.count, animated: false)
        } else {
            OpenUIKitDiagnostics.report(.viewMisuse, "UISegmentedControl(items:): \(type(of: item)) is neither a String nor a UIImage; no segment for it.")
        }
    }

    // MARK: Segments

    /// Inserts a segment with a title at `segment` (clamped to the segments' range).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment with an image at `segment`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for an action (its title; a tap runs it).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, action: action), at: segment)
    }

    private func insert(_ segment: Segment, at index: Int) {
        let position = min(max(index, 0), segments.count)
        segment.label.textAlignment = .center
        segment.label.isUserInteractionEnabled = false
        segment.icon.contentMode = .center
        addSubview(segment.label)
        addSubview(segment.icon)
        segments.insert(segment, at: position)
        if selectedSegmentIndex != Self.noSegment, position <= selectedSegmentIndex { selectedSegmentIndex += 1 }
        refreshContent()
    }

    /// Removes the segment at `segment`.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        let removed = segments.remove(at: segment)
        removed.label.removeFromSuperview()
        removed.icon.removeFromSuperview()
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        refreshContent()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        while !segments.isEmpty { removeSegment(at: segments.count - 1, animated: false) }
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        refreshContent()
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        refreshContent()
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables one segment (a disabled segment cannot be selected by a tap).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        refreshContent()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// A fixed width for one segment (0: automatic).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment), width.isFinite, width >= 0 else { return }
        segments[segment].width = width
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// The titles' attributes for a state (`.normal`, `.selected`): `.font` and `.foregroundColor`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        refreshContent()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: Look

    /// The title attributes of a segment (the selected state's, else the normal state's).
    private func attributes(selected: Bool) -> [NSAttributedString.Key: Any] {
        (selected ? titleAttributes[UIControl.State.selected.rawValue] : nil) ?? titleAttributes[UIControl.State.normal.rawValue] ?? [:]
    }

    /// A segment's title font: the attributes', else 13 points (bold when selected).
    private func titleFont(selected: Bool) -> UIFont {
        attributes(selected: selected)[.font] as? UIFont ?? (selected ? .boldSystemFont(ofSize: 13) : .systemFont(ofSize: 13))
    }

    private func refreshContent() {
        for (index, segment) in segments.enumerated() {
            let selected = index == selectedSegmentIndex
            segment.label.text = segment.title
            let color = attributes(selected: selected)[.foregroundColor] as? UIColor ?? .label
            segment.label.textColor = segment.isEnabled && isEnabled ? color : color.withAlphaComponent(0.3)
            segment.icon.image = segment.image
            segment.icon.tintColor = segment.label.textColor
        }
        applyTitleFonts()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Each segment's own width: the one set, else its content's and the padding.
    private func naturalWidths() -> [CGFloat] {
        segments.map { segment in
            guard segment.width == 0 else { return segment.width }
            let content = segment.image?.size.width ?? segment.label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: Self.height)).width
            return ceil(content) + 2 * Self.padding
        }
    }

    /// Each segment's frame in the control's bounds.
    private func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let automatic = segments.filter { $0.width == 0 }
        var widths: [CGFloat]
        if apportionsSegmentWidthsByContent {
            let natural = naturalWidths()
            let total = natural.reduce(0, +)
            let scale = total > 0 ? bounds.width / total : 1
            widths = natural.map { $0 * scale }
        } else {
            let share = automatic.isEmpty ? 0 : max(0, bounds.width - fixed) / CGFloat(automatic.count)
            widths = segments.map { $0.width > 0 ? $0.width : share }
        }
        var x: CGFloat = 0
        return widths.map { width in
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        for (segment, frame) in zip(segments, segmentFrames()) {
            segment.label.frame = frame
            segment.icon.frame = frame
        }
        updateSelection(animated: false)
    }

    private func updateSelection(animated: Bool) {
        applyTitleFonts()
        let frames = segmentFrames()
        guard frames.indices.contains(selectedSegmentIndex) else {
            plate.isHidden = true
            return
        }
        let place = { self.plate.frame = frames[self.selectedSegmentIndex].insetBy(dx: 2, dy: 2) }
        if animated, !plate.isHidden {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut], animations: place)
        } else {
            UIView.performWithoutAnimation(place)
        }
        plate.isHidden = false
    }

    /// Each title in its state's font.
    private func applyTitleFonts() {
        for (index, segment) in segments.enumerated() {
            let font = titleFont(selected: index == selectedSegmentIndex)
            // Only a change: a label's new font asks its superview for layout (this runs in layout).
            if segment.label.font != font { segment.label.font = font }
        }
    }

    override open var intrinsicContentSize: CGSize {
        let widths = naturalWidths()
        let width = apportionsSegmentWidthsByContent ? widths.reduce(0, +) : (widths.max() ?? 0) * CGFloat(segments.count)
        return CGSize(width: width, height: Self.height)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Touches

    /// A tap selects the enabled segment under the finger and tells the targets.
    override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside, let touch else { return }
        let point = touch.location(in: self)
        guard let index = segmentFrames().firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }), segments[index].isEnabled else { return }
        if isMomentary {
            selectedSegmentIndex = index
            segments[index].action?.perform(sender: self)
            sendActions(for: .valueChanged)
            selectedSegmentIndex = Self.noSegment
            return
        }
        guard index != selectedSegmentIndex else { return }
        let previous = selectedSegmentIndex
        selectedSegmentIndex = index
        if previous != Self.noSegment {
            // The plate slides from the old segment.
            let frames = segmentFrames()
            UIView.performWithoutAnimation { plate.frame = frames[previous].insetBy(dx: 2, dy: 2) }
            updateSelection(animated: true)
        }
        segments[index].action?.perform(sender: self)
        sendActions(for: .valueChanged)
    }

    override open func stateDidChange() {
        super.stateDidChange()
        refreshContent()
    }
}
