import Foundation

// Behaviour source [R] — Alerts and pickers
//   Rule: A dragged picker wheel carries on by this much of its release velocity, then settles on
//     the nearest row
//   Value: 0.15 s of velocity, settle 0.3 s
//   Source: Our choices; iOS's wheel physics are undocumented and unmeasured in public.
//   Also: docs/porting.md
/// One wheel of a `UIPickerView`: its rows on a strip that moves under the selection band. A
/// drag moves the strip; on release it carries on by 0.15 s of the release velocity and
/// settles on the nearest row over 0.3 s [R, our choices]; then the picker hears of it. A tap
/// on a row above or below the band turns the wheel to it, as on iOS.
@MainActor
final class PickerWheel: UIView {
    let component: Int
    private weak var picker: UIPickerView?
    private(set) var rowCount = 0
    private(set) var rowHeight = UIPickerView.defaultRowHeight
    /// The row under the band (-1 with no rows).
    private(set) var selectedRow = -1
    /// How far the strip has turned: `selectedRow × rowHeight` at rest.
    private var offset: CGFloat = 0
    private var dragStartOffset: CGFloat = 0
    private let strip = UIView()
    private var rowViews: [Int: UIView] = [:]
    private let pan = UIPanGestureRecognizer()
    private let tap = UITapGestureRecognizer()

    /// How long a settle takes, and how much of the release velocity carries on [R].
    static let settleDuration: TimeInterval = 0.3
    static let carryOn: CGFloat = 0.15

    init(component: Int, picker: UIPickerView) {
        self.component = component
        self.picker = picker
        super.init(frame: .zero)
        clipsToBounds = true
        addSubview(strip)
        pan.addTarget(self, action: PickerWheel.handlePan)
        addGestureRecognizer(pan)
        tap.addTarget(self, action: PickerWheel.handleTap)
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { nil }

    func rowView(_ row: Int) -> UIView? { rowViews[row] }

    func reload() {
        guard let picker else { return }
        rowCount = picker.rowCount(for: component)
        rowHeight = picker.rowHeight(for: component)
        selectedRow = rowCount == 0 ? -1 : min(max(selectedRow, 0), rowCount - 1)
        offset = CGFloat(max(selectedRow, 0)) * rowHeight
        for view in rowViews.values { view.removeFromSuperview() }
        rowViews = [:]
        setNeedsLayout()
    }

    func select(_ row: Int, animated: Bool) {
        guard rowCount > 0 else { return }
        let clamped = min(max(row, 0), rowCount - 1)
        if clamped != row {
            OpenUIKitDiagnostics.report(.viewMisuse, "UIPickerView.selectRow(\(row), inComponent: \(component)): the component has \(rowCount) rows; row \(clamped) is selected.")
        }
        selectedRow = clamped
        move(to: CGFloat(clamped) * rowHeight, animated: animated, settled: nil)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeStrip()
        fillRows(around: offset)
    }

    // MARK: Internals

    private func placeStrip() {
        strip.frame = CGRect(x: 0, y: bounds.midY - rowHeight / 2 - offset, width: bounds.width, height: CGFloat(rowCount) * rowHeight)
    }

    /// Makes the views of the rows near `center` (and of those already made), faded by their
    /// distance from the band.
    private func fillRows(around center: CGFloat) {
        guard let picker, rowCount > 0 else { return }
        let reach = Int((bounds.height / 2 / rowHeight).rounded(.up)) + 1
        let middle = Int((center / rowHeight).rounded())
        for row in max(middle - reach, 0)...min(middle + reach, rowCount - 1) where rowViews[row] == nil {
            let view = picker.makeRowView(row: row, component: component, reusing: nil)
            strip.addSubview(view)
            rowViews[row] = view
        }
        for (row, view) in rowViews {
            view.frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
            let distance = abs(CGFloat(row) * rowHeight - center) / max(bounds.height / 2, 1)
            view.alpha = max(0.25, 1 - 0.75 * distance)
        }
    }

    private func move(to target: CGFloat, animated: Bool, settled: (() -> Void)?) {
        let start = offset
        offset = target
        // Animated, the rows on the way are made before the move starts.
        var along = min(start, target)
        while animated, along <= max(start, target), rowViews.count < 400 {
            fillRows(around: along)
            along += max(rowHeight * 4, 1)
        }
        fillRows(around: target)
        guard animated else {
            placeStrip()
            settled?()
            return
        }
        UIView.animate(withDuration: Self.settleDuration, delay: 0, options: .curveEaseOut, animations: {
            self.placeStrip()
        }, completion: { _ in settled?() })
    }

    private func handleTap(_ tap: UITapGestureRecognizer) {
        guard rowCount > 0 else { return }
        let y = tap.location(in: self).y
        let row = Int(((offset + y - bounds.midY) / rowHeight).rounded())
        guard (0..<rowCount).contains(row), row != selectedRow else { return }
        selectedRow = row
        move(to: CGFloat(row) * rowHeight, animated: true) { [weak self] in
            guard let self, let picker = self.picker else { return }
            picker.wheelDidSettle(self)
        }
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard rowCount > 0 else { return }
        let last = CGFloat(rowCount - 1) * rowHeight
        switch pan.state {
        case .began:
            dragStartOffset = offset
        case .changed:
            var value = dragStartOffset - pan.translation(in: self).y
            // Behaviour source [R] — Alerts and pickers
            //   Rule: Past the first or last row a wheel gives
            //   Value: a third of the drag
            //   Source: Our choice (a simple linear resistance).
            // Past the first or last row it gives a third of the drag [R].
            if value < 0 { value /= 3 }
            if value > last { value = last + (value - last) / 3 }
            offset = value
            placeStrip()
            fillRows(around: offset)
        case .ended, .cancelled:
            let velocity = -pan.velocity(in: self).y
            let projected = offset + (velocity.isFinite ? velocity : 0) * Self.carryOn
            let row = min(max(Int((projected / rowHeight).rounded()), 0), rowCount - 1)
            selectedRow = row
            move(to: CGFloat(row) * rowHeight, animated: true) { [weak self] in
                guard let self, let picker = self.picker else { return }
                picker.wheelDidSettle(self)
            }
        default:
            break
        }
    }
}

/// The label a row shows when the delegate gives no view.
@MainActor
final class PickerRowLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        textAlignment = .center
    }

    required init?(coder: NSCoder) { nil }
}
