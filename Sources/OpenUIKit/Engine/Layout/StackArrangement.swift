/// The constraints a stack view makes for its arrangement, named after UIKit's (`UISV-…`).
@MainActor
struct StackArrangement {
    let stack: UIStackView
    var constraints: [NSLayoutConstraint] = []
    var spacers: [UILayoutGuide] = []

    init(stack: UIStackView) {
        self.stack = stack
    }

    /// What the arrangement is laid out in: the stack, or its margins.
    private var canvasItem: AnyObject {
        stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    }

    /// One side of the canvas, on the stack's axis or across it.
    private func canvas(_ along: Bool, leading: Bool) -> (AnyObject, NSLayoutConstraint.Attribute) {
        (canvasItem, edge(along, leading: leading))
    }

    private func edge(_ along: Bool, leading: Bool) -> NSLayoutConstraint.Attribute {
        let horizontal = (stack.axis == .horizontal) == along
        return horizontal ? (leading ? .leading : .trailing) : (leading ? .top : .bottom)
    }

    private func length(_ along: Bool) -> NSLayoutConstraint.Attribute {
        ((stack.axis == .horizontal) == along) ? .width : .height
    }

    private func centre(_ along: Bool) -> NSLayoutConstraint.Attribute {
        ((stack.axis == .horizontal) == along) ? .centerX : .centerY
    }

    private mutating func relate(_ first: AnyObject, _ attribute1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                                 _ second: AnyObject?, _ attribute2: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                                 priority: UILayoutPriority = .required, name: String) {
        let constraint = NSLayoutConstraint(first: first, attribute1, relation, second: second, attribute2, multiplier: multiplier,
                                            constant: constant, origin: .stackView)
        constraint.priority = priority
        constraint.identifier = name
        constraints.append(constraint)
    }

    mutating func build() {
        let visible = stack.arrangedSubviews.filter { !$0.isHidden }
        alongTheAxis(visible)
        for view in visible { acrossTheAxis(view, first: visible.first!) }
        collapseHidden(visible)
        // With no size of its own across the axis, the stack hugs its largest view.
        if stack.alignment != .fill, !visible.isEmpty {
            relate(stack, length(false), .equal, nil, .notAnAttribute, constant: 0, priority: UILayoutPriority(25), name: "UISV-ambiguity-suppression")
        }
    }

    private mutating func alongTheAxis(_ visible: [UIView]) {
        guard let first = visible.first, let last = visible.last else { return }
        let start = canvas(true, leading: true), end = canvas(true, leading: false)
        relate(first, edge(true, leading: true), .equal, start.0, start.1, name: "UISV-canvas-connection")
        relate(last, edge(true, leading: false), .equal, end.0, end.1, name: "UISV-canvas-connection")
        var firstSpacer: UILayoutGuide?
        for (a, b) in zip(visible, visible.dropFirst()) {
            let gap = stack.effectiveSpacing(after: a)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                relate(b, edge(true, leading: true), .equal, a, edge(true, leading: false), constant: gap, name: "UISV-spacing")
            case .equalSpacing, .equalCentering:
                relate(b, edge(true, leading: true), .greaterThanOrEqual, a, edge(true, leading: false), constant: gap, name: "UISV-spacing")
                let spacer = stack.addSpacer()
                spacers.append(spacer)
                let centred = stack.distribution == .equalCentering
                relate(spacer, edge(true, leading: true), .equal, a, centred ? centre(true) : edge(true, leading: false), name: "UISV-distributing-edge")
                relate(spacer, edge(true, leading: false), .equal, b, centred ? centre(true) : edge(true, leading: true), name: "UISV-distributing-edge")
                if let firstSpacer {
                    relate(spacer, length(true), .equal, firstSpacer, length(true), priority: centred ? UILayoutPriority(999) : .required, name: "UISV-distributing")
                } else {
                    firstSpacer = spacer
                }
            }
        }
        if stack.distribution == .fillEqually {
            for view in visible.dropFirst() {
                relate(view, length(true), .equal, first, length(true), name: "UISV-fill-equally")
            }
        }
        if stack.distribution == .fillProportionally {
            let lengths = visible.map { view -> CGFloat in
                let intrinsic = view.effectiveIntrinsicContentSize
                let value = stack.axis == .horizontal ? intrinsic.width : intrinsic.height
                return value == UIView.noIntrinsicMetric ? (stack.axis == .horizontal ? view.bounds.width : view.bounds.height) : value
            }
            let total = lengths.reduce(0, +)
            let spacing = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + stack.effectiveSpacing(after: $1.0) }
            if total > 0 {
                for (view, value) in zip(visible, lengths) {
                    let share = value / total
                    relate(view, length(true), .equal, canvasItem, length(true), multiplier: share,
                           constant: -spacing * share, priority: UILayoutPriority(999), name: "UISV-fill-proportionally")
                }
            }
        }
    }

    private mutating func acrossTheAxis(_ view: UIView, first: UIView) {
        let top = canvas(false, leading: true), bottom = canvas(false, leading: false)
        let near = edge(false, leading: true), far = edge(false, leading: false)
        var alignment = stack.alignment
        if stack.axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        switch alignment {
        case .fill:
            relate(view, near, .equal, top.0, top.1, name: "UISV-alignment")
            relate(view, far, .equal, bottom.0, bottom.1, name: "UISV-alignment")
        case .leading:
            relate(view, near, .equal, top.0, top.1, name: "UISV-alignment")
            relate(view, far, .lessThanOrEqual, bottom.0, bottom.1, name: "UISV-spanning-boundary")
        case .trailing:
            relate(view, far, .equal, bottom.0, bottom.1, name: "UISV-alignment")
            relate(view, near, .greaterThanOrEqual, top.0, top.1, name: "UISV-spanning-boundary")
        case .center:
            let middle = canvasItem
            relate(view, centre(false), .equal, middle, centre(false), name: "UISV-alignment")
            relate(view, near, .greaterThanOrEqual, top.0, top.1, name: "UISV-spanning-boundary")
            relate(view, far, .lessThanOrEqual, bottom.0, bottom.1, name: "UISV-spanning-boundary")
        case .firstBaseline, .lastBaseline:
            let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if view !== first { relate(view, baseline, .equal, first, baseline, name: "UISV-alignment") }
            relate(view, near, .greaterThanOrEqual, top.0, top.1, name: "UISV-spanning-boundary")
            relate(view, far, .lessThanOrEqual, bottom.0, bottom.1, name: "UISV-spanning-boundary")
        }
    }

    /// Hidden arranged views take no length, at the place they would be.
    private mutating func collapseHidden(_ visible: [UIView]) {
        var previousVisible: UIView?
        for view in stack.arrangedSubviews {
            guard view.isHidden else {
                previousVisible = view
                continue
            }
            relate(view, length(true), .equal, nil, .notAnAttribute, constant: 0, name: "UISV-hiding")
            if let previousVisible {
                relate(view, edge(true, leading: true), .equal, previousVisible, edge(true, leading: false), name: "UISV-hiding")
            } else {
                let start = canvas(true, leading: true)
                relate(view, edge(true, leading: true), .equal, start.0, start.1, name: "UISV-hiding")
            }
            let top = canvas(false, leading: true), bottom = canvas(false, leading: false)
            relate(view, edge(false, leading: true), .equal, top.0, top.1, name: "UISV-hiding")
            relate(view, edge(false, leading: false), .equal, bottom.0, bottom.1, name: "UISV-hiding")
        }
    }
}
