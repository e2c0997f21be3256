import Foundation

/// One list-cell accessory on screen: the system ones drawn with a shape layer (a label for
/// `.label`), the app's own view inside for `.customView`. Tapping one with an action handler
/// runs it (the row is not selected, as on iOS).
@MainActor
final class CellAccessoryView: UIControl {
    let accessory: UICellAccessory
    private let shape = CAShapeLayer()
    private let mark = CAShapeLayer()
    private let naturalSize: CGSize

    init(_ accessory: UICellAccessory) {
        self.accessory = accessory
        naturalSize = switch accessory.kind {
        case .disclosureIndicator: CGSize(width: 8, height: 13)
        case .outlineDisclosure: CGSize(width: 13, height: 13)
        case .checkmark: CGSize(width: 14, height: 11)
        case .reorder: CGSize(width: 18, height: 10)
        case .detail, .delete, .insert, .multiselect: CGSize(width: 22, height: 22)
        case .label(let text, let font):
            UILabel.measure(text, font: font ?? .systemFont(ofSize: 17))
        case .custom(let view, _, _):
            view.bounds.size == .zero ? view.sizeThatFits(CGSize(width: 200, height: 44)) : view.bounds.size
        }
        super.init(frame: CGRect(origin: .zero, size: naturalSize))
        build()
        addTarget(self, action: CellAccessoryView.tapped, for: .touchUpInside)
        isUserInteractionEnabled = switch accessory.kind {
        case .custom, .outlineDisclosure: true
        default: accessory.actionHandler != nil
        }
    }

    required init?(coder: NSCoder) {
        fatalError("Accessory views are made by their cell, never decoded.")
    }

    /// Runs the handler; an outline chevron without one expands or collapses its item.
    private func tapped() {
        if let handler = accessory.actionHandler { return handler() }
        guard case .outlineDisclosure = accessory.kind, let cell = superview as? UICollectionViewCell else { return }
        var ancestor = cell.superview
        while let view = ancestor, !(view is UICollectionView) { ancestor = view.superview }
        guard let collectionView = ancestor as? UICollectionView, let indexPath = collectionView.indexPath(for: cell) else { return }
        guard let outline = collectionView.dataSource as? OutlineExpansionToggling else {
            OpenUIKitDiagnostics.reportOnce(key: "outline-without-snapshot", .collectionViewMisuse,
                "An outline disclosure without an action handler expands items of a diffable data source's section snapshot; this collection view's data source has none, so nothing expands.")
            return
        }
        outline.toggleExpansion(at: indexPath)
    }

    // Behaviour source [R] — Tables and collections
    //   Rule: An outline chevron turns down when its item expands
    //   Value: 0.25 s
    //   Source: Ours.
    //   Also: docs/collection-and-table-views.md
    /// An outline chevron points right while its item is collapsed and turns down, in 0.25 s
    /// [R], when it expands.
    func showExpansion(_ expanded: Bool) {
        guard case .outlineDisclosure = accessory.kind, expanded != showsExpanded else { return }
        let turn = CGAffineTransform(rotationAngle: expanded ? .pi / 2 : 0)
        // A chevron shown for the first time takes its state at once; later changes turn.
        if window == nil || showsExpanded == nil {
            UIView.performWithoutAnimation { transform = turn }
        } else {
            UIView.animate(withDuration: 0.25) { self.transform = turn }
        }
        showsExpanded = expanded
    }

    private var showsExpanded: Bool?

    /// Set by the layout: the cell is a section's header item.
    var isHeaderStyle = false

    /// The width it takes in the row (its reserved width, or its own).
    var layoutWidth: CGFloat {
        switch accessory.reservedLayoutWidth {
        case .actual: naturalSize.width
        case .standard: max(naturalSize.width, 20)
        case .custom(let width): width.isFinite ? max(0, width) : naturalSize.width
        }
    }

    var layoutHeight: CGFloat { naturalSize.height }

    private func build() {
        shape.fillColor = nil
        shape.lineCap = .round
        shape.lineJoin = .round
        layer.addSublayer(shape)
        let size = naturalSize
        switch accessory.kind {
        case .disclosureIndicator:
            stroke(color: accessory.tintColor ?? .tertiaryLabel, width: 2, points: [(1, 1), (size.width - 1, size.height / 2), (1, size.height - 1)])
        case .outlineDisclosure:
            // A chevron pointing right, centred (it turns about its centre).
            stroke(color: accessory.tintColor ?? tintColor, width: 2, points: [(4, 1), (9.5, 6.5), (4, 12)])
        case .checkmark:
            stroke(color: accessory.tintColor ?? tintColor, width: 2, points: [(1, 6), (5, 10), (13, 1)])
        case .reorder:
            let path = CGMutablePath()
            for row in 0..<3 {
                let y = 1 + CGFloat(row) * 4
                path.move(to: CGPoint(x: 1, y: y))
                path.addLine(to: CGPoint(x: size.width - 1, y: y))
            }
            shape.path = path
            shape.lineWidth = 1.5
            shape.strokeColor = (accessory.tintColor ?? .systemGray).cgColor
        case .detail:
            shape.path = CGPath(ellipseIn: CGRect(x: 1, y: 1, width: 20, height: 20), transform: nil)
            shape.lineWidth = 1.5
            shape.strokeColor = (accessory.tintColor ?? tintColor).cgColor
            addLabel("i", font: .boldSystemFont(ofSize: 14), color: accessory.tintColor ?? tintColor)
        case .delete, .insert:
            let isDelete = if case .delete = accessory.kind { true } else { false }
            shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 22, height: 22), transform: nil)
            shape.fillColor = (accessory.backgroundColor ?? (isDelete ? .systemRed : .systemGreen)).cgColor
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 6, y: 11))
            path.addLine(to: CGPoint(x: 16, y: 11))
            if !isDelete {
                path.move(to: CGPoint(x: 11, y: 6))
                path.addLine(to: CGPoint(x: 11, y: 16))
            }
            mark.path = path
            mark.lineWidth = 2
            mark.lineCap = .round
            mark.strokeColor = (accessory.tintColor ?? .white).cgColor
            layer.addSublayer(mark)
        case .multiselect:
            shape.path = CGPath(ellipseIn: CGRect(x: 1, y: 1, width: 20, height: 20), transform: nil)
            let check = CGMutablePath()
            check.move(to: CGPoint(x: 6.5, y: 11.5))
            check.addLine(to: CGPoint(x: 9.5, y: 14.5))
            check.addLine(to: CGPoint(x: 15.5, y: 7.5))
            mark.path = check
            mark.lineWidth = 2
            mark.lineCap = .round
            mark.lineJoin = .round
            mark.fillColor = nil
            mark.strokeColor = UIColor.white.cgColor
            layer.addSublayer(mark)
            showSelection(false)
        case .label(let text, let font):
            addLabel(text, font: font ?? .systemFont(ofSize: 17), color: accessory.tintColor ?? .secondaryLabel)
        case .custom(let view, _, _):
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if let tint = accessory.tintColor { view.tintColor = tint }
            addSubview(view)
        }
    }

    private func stroke(color: UIColor, width: CGFloat, points: [(CGFloat, CGFloat)]) {
        let path = CGMutablePath()
        for (index, point) in points.enumerated() {
            if index == 0 { path.move(to: CGPoint(x: point.0, y: point.1)) } else { path.addLine(to: CGPoint(x: point.0, y: point.1)) }
        }
        shape.path = path
        shape.lineWidth = width
        shape.strokeColor = color.cgColor
    }

    private func addLabel(_ text: String, font: UIFont, color: UIColor) {
        let label = UILabel(frame: bounds)
        label.text = text
        label.font = font
        label.textColor = color
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.isUserInteractionEnabled = false
        addSubview(label)
    }

    /// A selection circle shows the cell's selection.
    func showSelection(_ selected: Bool) {
        guard case .multiselect = accessory.kind else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.fillColor = selected ? (accessory.backgroundColor ?? tintColor).cgColor : nil
        shape.lineWidth = selected ? 0 : 1.5
        shape.strokeColor = UIColor.systemGray3.cgColor
        mark.isHidden = !selected
        CATransaction.commit()
    }
}

extension UILabel {
    /// The size `text` takes on one line in `font`.
    static func measure(_ text: String, font: UIFont) -> CGSize {
        let label = UILabel()
        label.text = text
        label.font = font
        let size = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        return CGSize(width: ceil(size.width), height: ceil(size.height))
    }
}

/// Places a list cell's accessories at its edges and its content view between them.
@MainActor
enum CellAccessoryLayout {
    static let margin: CGFloat = 16
    static let spacing: CGFloat = 12

    // Behaviour source [R] [D] — Tables and collections
    //   Rule: Accessory layout: leading ones from the leading edge inward, 16 pt in, 12 apart;
    //     trailing ones before the trailing edge in array order, 16 pt in
    //   Value: 16 / 12
    //   Source: Apple documents the placement, `UICellAccessory.Placement`
    //     (https://developer.apple.com/documentation/uikit/uicellaccessory/placement): leading or
    //     trailing [D]; not the measures, which are ours [R].
    //   Also: docs/collection-and-table-views.md
    /// Lays out `views` in `cell` (their order in the array: leading ones from the leading edge
    /// inward, trailing ones from the content toward the trailing edge) [R].
    static func layOut(_ views: [CellAccessoryView], in cell: UICollectionViewCell, indentation: CGFloat = 0,
                       indentsAccessories: Bool = true, isHeader: Bool = false) {
        let bounds = cell.bounds
        let shown = views.filter { $0.accessory.shows(editing: false) }
        for view in views {
            view.isHidden = !shown.contains { $0 === view }
            view.isHeaderStyle = isHeader
        }
        var leading: CGFloat = indentsAccessories ? indentation : 0
        var leadingUsed = false
        for view in shown where view.accessory.isLeading(inHeader: isHeader) {
            if !leadingUsed { leading += margin }
            leadingUsed = true
            view.frame = CGRect(x: leading + (view.layoutWidth - view.bounds.width) / 2, y: (bounds.height - view.layoutHeight) / 2,
                                width: view.bounds.width, height: view.layoutHeight)
            leading += view.layoutWidth + spacing
        }
        let trailingViews = shown.filter { !$0.accessory.isLeading(inHeader: isHeader) }
        var trailing = bounds.width
        if !trailingViews.isEmpty { trailing -= margin }
        for view in trailingViews.reversed() {
            trailing -= view.layoutWidth
            view.frame = CGRect(x: trailing + (view.layoutWidth - view.bounds.width) / 2, y: (bounds.height - view.layoutHeight) / 2,
                                width: view.bounds.width, height: view.layoutHeight)
            trailing -= spacing
        }
        if !trailingViews.isEmpty { trailing += spacing }
        // The content starts after the leading accessories, and never before the indentation.
        let contentStart = max(leadingUsed ? leading - spacing : 0, indentation)
        let content = CGRect(x: contentStart, y: 0, width: max(0, trailing - contentStart), height: bounds.height)
        if cell.contentView.frame != content { cell.contentView.frame = content }
    }
}
