/// Client constraints in the engine: the linear expressions of attributes, adding, removing and
/// changing them, and activation (installing a constraint on its items' nearest common ancestor).
extension LayoutEngine {
    struct LinearExpression {
        var terms: [(LayoutSolver.Variable, Double)] = []
        var constant: Double = 0
        /// The constant depends on the item's state (margins, baselines): recomputed at updates.
        var isDynamic = false

        mutating func add(_ variable: LayoutSolver.Variable, _ coefficient: Double) {
            if let index = terms.firstIndex(where: { $0.0 == variable }) {
                terms[index].1 += coefficient
            } else {
                terms.append((variable, coefficient))
            }
        }

        mutating func add(_ other: LinearExpression, times factor: Double) {
            for (variable, coefficient) in other.terms { add(variable, coefficient * factor) }
            constant += other.constant * factor
            isDynamic = isDynamic || other.isDynamic
        }
    }

    /// `attribute` of `item` in `container`'s coordinates (`container` is the item itself or
    /// an ancestor of it).
    func expression(of item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in container: UIView) -> LinearExpression {
        if let distance = item as? LayoutAnchorDistance {
            // `anchorWithOffset(to:)`: the second anchor's position minus the first's.
            var difference = LinearExpression()
            if let to = distance.toItem { difference.add(expression(of: to, distance.toAttribute, in: container), times: 1) }
            if let from = distance.fromItem { difference.add(expression(of: from, distance.fromAttribute, in: container), times: -1) }
            return difference
        }
        let record = self.record(for: item)
        let horizontal = attribute.axis == 0
        let position = horizontal ? record.x : record.y
        let size = horizontal ? record.width : record.height
        var expression = LinearExpression()
        let isContainer = item === container
        if !attribute.isDimension, !isContainer {
            expression.add(position, 1)
            var parent: UIView? = (item as? UIView)?.superviewStorage ?? (item as? UILayoutGuide)?.owningView
            while let view = parent, view !== container {
                let parentRecord = self.record(for: view)
                expression.add(horizontal ? parentRecord.x : parentRecord.y, 1)
                parent = view.superviewStorage
            }
        }
        let view = item as? UIView
        var margins: UIEdgeInsets { view.map(self.margins(of:)) ?? .zero }
        switch attribute {
        case .left, .leading, .top, .notAnAttribute:
            break
        case .right, .trailing, .bottom, .width, .height:
            expression.add(size, 1)
        case .centerX, .centerY:
            expression.add(size, 0.5)
        case .leftMargin, .leadingMargin:
            expression.constant += Double(margins.left)
            expression.isDynamic = true
        case .rightMargin, .trailingMargin:
            expression.add(size, 1)
            expression.constant -= Double(margins.right)
            expression.isDynamic = true
        case .topMargin:
            expression.constant += Double(margins.top)
            expression.isDynamic = true
        case .bottomMargin:
            expression.add(size, 1)
            expression.constant -= Double(margins.bottom)
            expression.isDynamic = true
        case .centerXWithinMargins:
            expression.add(size, 0.5)
            expression.constant += Double(margins.left - margins.right) / 2
            expression.isDynamic = true
        case .centerYWithinMargins:
            expression.add(size, 0.5)
            expression.constant += Double(margins.top - margins.bottom) / 2
            expression.isDynamic = true
        case .firstBaseline, .lastBaseline:
            if let view, let offsets = baselineOffsets(of: view) {
                // Text is centred vertically: baseline = top + height / 2 + offset.
                expression.add(size, 0.5)
                expression.constant += Double(attribute == .firstBaseline ? offsets.first : offsets.last)
            } else if attribute == .lastBaseline {
                // Behaviour source [D] — Layout
                //   Rule: A baseline constraint on a view without text
                //   Value: the top edge for the first baseline, the bottom edge for the last
                //   Source: Apple, `UIView.forLastBaselineLayout`
                //     (https://developer.apple.com/documentation/uikit/uiview/forlastbaselinelayout):
                //     "If that view does not have a baseline, Auto Layout uses the view's bottom
                //     edge." Apple, `UIView.forFirstBaselineLayout`
                //     (https://developer.apple.com/documentation/uikit/uiview/forfirstbaselinelayout):
                //     "If that view does not have a baseline, Auto Layout uses the view's top
                //     edge."
                // A view without text: its bottom edge for the last baseline, its top edge for the
                // first [D: UIView.forLastBaselineLayout and forFirstBaselineLayout, "If that view
                // does not have a baseline, Auto Layout uses the view's bottom (top) edge"].
                expression.add(size, 1)
            }
            expression.isDynamic = true
        }
        return expression
    }

    /// The solver form of a client constraint: `first − multiplier × second − constant` against 0.
    ///
    /// A constraint on leading or trailing edges whose first item lays out right to left is
    /// solved on a mirrored horizontal axis: leading is the right edge, trailing the left one,
    /// and every horizontal position of the constraint is negated, so that its constant and
    /// relation read from the leading side (`a.leading == b.leading + 20` puts `a` 20 points in
    /// from `b`'s right edge). Widths are not mirrored.
    func solverExpression(for constraint: NSLayoutConstraint, container: UIView) -> LinearExpression? {
        guard let first = constraint.firstItem else { return nil }
        let mirrored = constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional ? Self.readsRightToLeft(first) : false
        var result = expression(of: first, constraint.firstAttribute, in: container, mirrored: mirrored)
        if let second = constraint.secondItem {
            result.add(expression(of: second, constraint.secondAttribute, in: container, mirrored: mirrored), times: -Double(constraint.multiplier))
        }
        result.constant -= Double(constraint.constant)
        return result
    }

    /// `attribute` of `item` on the mirrored axis of a right-to-left constraint (see
    /// `solverExpression(for:container:)`), or as it is.
    func expression(of item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in container: UIView, mirrored: Bool) -> LinearExpression {
        guard mirrored, attribute.axis == 0, !attribute.isDimension else { return expression(of: item, attribute, in: container) }
        var result = LinearExpression()
        result.add(expression(of: item, attribute.rightToLeftEdge, in: container), times: -1)
        return result
    }

    /// Whether the view of `item` (a guide's owning view) lays out right to left.
    static func readsRightToLeft(_ item: AnyObject) -> Bool {
        guard UIApplication.shared.state.rightToLeftInUse else { return false }
        let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        return view?.readsRightToLeft ?? false
    }

    static func solverRelation(_ relation: NSLayoutConstraint.Relation) -> LayoutSolver.Relation {
        switch relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// Adds an installed client constraint.
    func add(_ constraint: NSLayoutConstraint) {
        if let refusal = constraint.engineRefusal {
            if !constraint.engineRefusalReported {
                constraint.engineRefusalReported = true
                OpenUIKitDiagnostics.report(.layoutConstraintMisuse, "\(refusal) \(constraint)")
            }
            return
        }
        guard entries[ObjectIdentifier(constraint)] == nil, let container = constraint.installedView,
              let expression = solverExpression(for: constraint, container: container) else { return }
        let id = addToSolver(expression.terms, constant: expression.constant, relation: Self.solverRelation(constraint.relation),
                             strength: constraint.priority.solverStrength, owner: .client(constraint))
        constraint.engineHandle = ConstraintHandle(engine: identifier, id: id)
        if let id {
            let entry = ClientEntry(constraint: constraint, id: id, container: container, solverConstant: expression.constant, isDynamic: expression.isDynamic)
            entries[ObjectIdentifier(constraint)] = entry
            entryOrder.append(entry)
        }
        needsFrameCheck = true
    }

    func remove(_ constraint: NSLayoutConstraint) {
        defer { constraint.engineHandle = nil }
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        entryOrder.removeAll(ofObject: entry)
        try? solver.remove(entry.id)
        owners[entry.id] = nil
        needsFrameCheck = true
    }

    /// A client constraint's constant (or the state its attributes depend on) changed.
    func refresh(_ entry: ClientEntry) {
        guard let expression = solverExpression(for: entry.constraint, container: entry.container) else { return }
        guard expression.constant != entry.solverConstant else { return }
        do {
            try solver.setConstant(expression.constant, of: entry.id)
            entry.solverConstant = expression.constant
        } catch {
            reportUnsatisfiable(error, broken: .client(entry.constraint), changing: true)
        }
        needsFrameCheck = true
    }

    /// Recomputes the constants of constraints on margins and baselines.
    func refreshDynamicConstraints() {
        for entry in entryOrder where entry.isDynamic { refresh(entry) }
    }

    /// A view's effective layout margins, computed once per update.
    func margins(of view: UIView) -> UIEdgeInsets {
        if let cached = marginsCache[ObjectIdentifier(view)] { return cached }
        let margins = view.effectiveLayoutMargins
        marginsCache[ObjectIdentifier(view)] = margins
        return margins
    }

    /// A view's baseline offsets, computed once per update.
    func baselineOffsets(of view: UIView) -> (first: CGFloat, last: CGFloat)? {
        if let cached = baselineCache[ObjectIdentifier(view)] { return cached }
        let offsets = view.baselineOffsetsFromCentre
        baselineCache[ObjectIdentifier(view)] = offsets
        return offsets
    }

    // MARK: Entry points from the API

    /// The nearest view containing both items (a guide counts as inside its owning view).
    static func nearestCommonAncestor(_ first: AnyObject, _ second: AnyObject?) -> UIView? {
        guard let firstView = layoutContainer(of: first) else { return nil }
        guard let second else { return firstView }
        guard let secondView = layoutContainer(of: second) else { return nil }
        var ancestors = Set<ObjectIdentifier>()
        var current: UIView? = firstView
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superviewStorage
        }
        current = secondView
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superviewStorage
        }
        return nil
    }

    /// Installs `constraint` on its items' nearest common ancestor (or on `requested`, the
    /// legacy `addConstraint(_:)`, when that view contains both items).
    static func activate(_ constraint: NSLayoutConstraint, on requested: UIView?) {
        guard constraint.installedView == nil else { return }
        // An invalid constraint was reported when it was made; it never becomes active. One
        // made without items (`NSLayoutConstraint()`) is reported now, as nothing was wrong before.
        guard constraint.invalidReason == nil else {
            if constraint.firstAttribute == .notAnAttribute, let reason = constraint.invalidReason {
                OpenUIKitDiagnostics.report(.layoutConstraintMisuse, "Cannot activate \(constraint): \(reason)")
            }
            return
        }
        guard let first = constraint.firstItem else { return }
        if let guide = first as? UILayoutGuide, guide.owningView == nil {
            OpenUIKitDiagnostics.report(.layoutConstraintMisuse, "Cannot activate \(constraint): the layout guide \(guide) is not in a view (addLayoutGuide(_:) first).")
            return
        }
        if let guide = constraint.secondItem as? UILayoutGuide, guide.owningView == nil {
            OpenUIKitDiagnostics.report(.layoutConstraintMisuse, "Cannot activate \(constraint): the layout guide \(guide) is not in a view (addLayoutGuide(_:) first).")
            return
        }
        guard let ancestor = nearestCommonAncestor(first, constraint.secondItem) else {
            OpenUIKitDiagnostics.report(.layoutConstraintMisuse, "Unable to activate constraint with anchors \(LayoutDescription.anchor(first, constraint.firstAttribute)) and \(constraint.secondItem.map { LayoutDescription.anchor($0, constraint.secondAttribute) } ?? "nil") because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
            return
        }
        var host = ancestor
        if let requested {
            guard ancestor.isDescendant(of: requested) else {
                OpenUIKitDiagnostics.report(.layoutConstraintMisuse, "The view hierarchy is not prepared for the constraint: \(constraint)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). The constraint was not added to \(LayoutDescription.name(of: requested)).")
                return
            }
            host = requested
        }
        host.autoLayout.installed.append(constraint)
        constraint.installedView = host
        host.markUsesAutoLayoutUpward()
        for item in [first, constraint.secondItem].compactMap({ $0 }).flatMap(layoutItems(of:)) {
            layoutContainer(of: item)?.markUsesAutoLayoutUpward()
        }
        let root = host.hierarchyRoot
        root.autoLayoutStorage?.engine?.add(constraint)
        root.setNeedsLayout()
    }

    static func deactivate(_ constraint: NSLayoutConstraint) {
        guard let host = constraint.installedView else { return }
        host.autoLayoutStorage?.installed.removeAll(ofObject: constraint)
        constraint.installedView = nil
        let root = host.hierarchyRoot
        root.autoLayoutStorage?.engine?.remove(constraint)
        constraint.engineHandle = nil
        root.setNeedsLayout()
    }

    static func constraintConstantDidChange(_ constraint: NSLayoutConstraint) {
        guard let host = constraint.installedView else { return }
        let root = host.hierarchyRoot
        if let engine = root.autoLayoutStorage?.engine, let entry = engine.entries[ObjectIdentifier(constraint)] {
            engine.refresh(entry)
        }
        root.setNeedsLayout()
    }

    static func constraintPriorityDidChange(_ constraint: NSLayoutConstraint) {
        guard let host = constraint.installedView else { return }
        let root = host.hierarchyRoot
        if let engine = root.autoLayoutStorage?.engine {
            engine.remove(constraint)
            engine.add(constraint)
        }
        root.setNeedsLayout()
    }

    // MARK: Hierarchy changes

    /// Before `view` leaves its superview: constraints installed outside it that mention items
    /// inside it are deactivated (as on iOS), and the subtree's constraints and items leave the
    /// hierarchy's engine.
    static func subtreeWillLeave(_ view: UIView) {
        guard view.autoLayoutStorage?.subtreeUsesAutoLayout == true, let parent = view.superviewStorage else { return }
        var ancestor: UIView? = parent
        while let current = ancestor {
            if let installed = current.autoLayoutStorage?.installed, !installed.isEmpty {
                for constraint in installed where mentions(constraint, itemsIn: view) { deactivate(constraint) }
            }
            ancestor = current.superviewStorage
        }
        let root = parent.hierarchyRoot
        root.autoLayoutStorage?.engine?.removeSubtree(view)
        parent.setNeedsLayout()
    }

    /// After `view` joined a superview: its subtree's constraints join the new hierarchy's engine.
    static func subtreeDidJoin(_ view: UIView) {
        guard let state = view.autoLayoutStorage else { return }
        state.engine = nil
        if state.needsUpdateConstraints || state.subtreeNeedsUpdateConstraints { view.markNeedsUpdateConstraintsUpward() }
        guard state.subtreeUsesAutoLayout, let parent = view.superviewStorage else { return }
        parent.markUsesAutoLayoutUpward()
        parent.hierarchyRoot.autoLayoutStorage?.engine?.addSubtree(view)
        parent.setNeedsLayout()
    }

    private static func mentions(_ constraint: NSLayoutConstraint, itemsIn view: UIView) -> Bool {
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }).flatMap(layoutItems(of:)) {
            if let container = layoutContainer(of: item), container.isDescendant(of: view) { return true }
        }
        return false
    }
}
