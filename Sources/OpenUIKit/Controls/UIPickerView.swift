import Foundation

// Behaviour source [R] — Alerts and pickers
//   Rule: The wheels are drawn flat, rows fading away from the band
//   Value: flat
//   Source: Rendering simplification; iOS bends the rows round a cylinder.
/// Wheels of rows, side by side: each component is a wheel the user drags; it settles on the
/// row nearest where it stops, under the selection band in the middle.
///
/// Rows come from the data source and the delegate (titles, attributed titles, or views).
/// `selectRow(_:inComponent:animated:)` turns a wheel without telling the delegate; a wheel
/// the user turned tells it `pickerView(_:didSelectRow:inComponent:)` once it has settled, as
/// on iOS, as does a tap on a row above or below the band. The wheels are drawn flat, rows
/// fading away from the band (iOS bends them round a cylinder) [R].
@preconcurrency @MainActor
open class UIPickerView: UIView {
    // Behaviour source [R] — Alerts and pickers
    //   Rule: A row's height when the delegate gives none
    //   Value: 32 pt
    //   Source: Our reading of iOS 14+.
    //   Also: docs/porting.md
    /// The height of a row when the delegate gives none [R, our reading of iOS 14+].
    public static let defaultRowHeight: CGFloat = 32
    // Behaviour source [O] — Alerts and pickers
    //   Rule: A picker's height when nothing sets it
    //   Value: 216 pt
    //   Source: Mark Meretzky's course notes "UIPickerView"
    //     (http://45.79.140.111/INFO1-CE9236/src/picker, 2013) log a picker's frame as 320 × 216 in
    //     portrait (162 in landscape) and UIKit's message "-[UIPickerView setFrame:]: invalid
    //     height value 0.0 pinned to 216.0". Measured on iOS 6/7; re-measure on a current release.
    //   Also: docs/porting.md
    /// A picker's height when nothing else sets it: 216 points [O: UIKit pins a zero height to
    /// 216 and logs it, observed on iOS 6 and 7; docs/behaviour-sources.md].
    public static let standardHeight: CGFloat = 216
    /// What `widthForComponent` answers by default: share the width equally.
    static let unspecifiedWidth: CGFloat = -1

    /// The rows' source (held weakly, as on iOS).
    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { reloadAllComponents() }
    }
    /// Titles, views and the user's picks (held weakly, as on iOS).
    open weak var delegate: (any UIPickerViewDelegate)? {
        didSet { reloadAllComponents() }
    }

    private var wheels: [PickerWheel] = []
    private let band = UIView()

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        clipsToBounds = true
        band.backgroundColor = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.12) : UIColor(white: 0, alpha: 0.06)
        }
        band.layer.cornerRadius = 8
        band.isUserInteractionEnabled = false
        addSubview(band)
    }

    override open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
    }

    /// A storyboard connects the data source and the delegate by name.
    override open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("dataSource") { (picker: UIPickerView, source: any UIPickerViewDataSource) in picker.dataSource = source }
        connections.outlet("delegate") { (picker: UIPickerView, delegate: any UIPickerViewDelegate) in picker.delegate = delegate }
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 320, height: Self.standardHeight)
    }

    // MARK: Components

    /// How many wheels there are.
    open var numberOfComponents: Int { wheels.count }

    /// How many rows a wheel has (0 for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        wheels.indices.contains(component) ? wheels[component].rowCount : 0
    }

    /// The size of a wheel's rows.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard wheels.indices.contains(component) else { return .zero }
        return CGSize(width: wheels[component].frame.width, height: wheels[component].rowHeight)
    }

    /// The view showing a row, if it is laid out.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard wheels.indices.contains(component) else { return nil }
        return wheels[component].rowView(row)
    }

    /// Asks the data source and delegate again for every wheel, keeping the selections that
    /// still exist.
    open func reloadAllComponents() {
        let count = max(dataSource?.numberOfComponents(in: self) ?? 0, 0)
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheel(component: wheels.count, picker: self)
            insertSubview(wheel, belowSubview: band)
            wheels.append(wheel)
        }
        for wheel in wheels { wheel.reload() }
        setNeedsLayout()
    }

    /// Asks again for one wheel's rows.
    open func reloadComponent(_ component: Int) {
        guard wheels.indices.contains(component) else {
            return OpenUIKitDiagnostics.report(.viewMisuse, "UIPickerView.reloadComponent(\(component)): there are \(wheels.count) components.")
        }
        wheels[component].reload()
    }

    /// Turns a wheel to `row` (animated over 0.3 s); the delegate is not told.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard wheels.indices.contains(component) else {
            return OpenUIKitDiagnostics.report(.viewMisuse, "UIPickerView.selectRow(\(row), inComponent: \(component)): there are \(wheels.count) components.")
        }
        wheels[component].select(row, animated: animated)
    }

    /// The row under the band, or -1 when the wheel has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        guard wheels.indices.contains(component) else { return -1 }
        return wheels[component].selectedRow
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        guard !wheels.isEmpty else { return }
        let margin: CGFloat = 8, gap: CGFloat = 4
        var widths = wheels.map { wheel in delegate?.pickerView(self, widthForComponent: wheel.component) ?? Self.unspecifiedWidth }
        let given = widths.filter { $0 >= 0 }.reduce(0, +)
        let open = widths.filter { $0 < 0 }.count
        let room = bounds.width - 2 * margin - CGFloat(wheels.count - 1) * gap - given
        let share = open > 0 ? max(room, 0) / CGFloat(open) : 0
        widths = widths.map { $0 >= 0 ? $0 : share }
        var x = margin
        for (wheel, width) in zip(wheels, widths) {
            wheel.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width + gap
        }
        let rowHeight = wheels.map(\.rowHeight).max() ?? Self.defaultRowHeight
        band.frame = CGRect(x: margin, y: (bounds.height - rowHeight) / 2, width: bounds.width - 2 * margin, height: rowHeight)
    }

    // MARK: Internals (PickerWheel)

    final func rowCount(for component: Int) -> Int {
        max(dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0, 0)
    }

    final func rowHeight(for component: Int) -> CGFloat {
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        return height.isFinite && height > 0 ? height : Self.defaultRowHeight
    }

    /// The view a row shows: the delegate's, else a label with its (attributed) title.
    final func makeRowView(row: Int, component: Int, reusing: UIView?) -> UIView {
        if let delegate {
            let view = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: reusing is PickerRowLabel ? nil : reusing)
            if !(view is PickerRowPlaceholder) { return view }
        }
        let label = (reusing as? PickerRowLabel) ?? PickerRowLabel()
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
            label.font = .systemFont(ofSize: 21)
            label.textColor = .label
        }
        return label
    }

    final func wheelDidSettle(_ wheel: PickerWheel) {
        delegate?.pickerView(self, didSelectRow: wheel.selectedRow, inComponent: wheel.component)
        onUserSelection?(wheel.component)
    }

    /// For `UIDatePicker`: called after the delegate when the user settles a wheel.
    final var onUserSelection: ((Int) -> Void)?
}
