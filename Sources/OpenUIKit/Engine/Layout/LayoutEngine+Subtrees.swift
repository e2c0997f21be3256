/// Subtrees joining and leaving a hierarchy whose engine exists: their constraints and items go
/// in and out incrementally (a push or a presentation adds one screen's constraints to the
/// window's engine instead of rebuilding it).
extension LayoutEngine {
    /// Adds the constraints installed in a subtree that joined the hierarchy.
    func addSubtree(_ view: UIView) {
        addInstalledConstraints(in: view)
        needsDynamicRefresh = true
    }

    /// Takes out the constraints installed in a subtree that is leaving the hierarchy, and the
    /// records of the items in it (with the constraints the engine made for them).
    func removeSubtree(_ view: UIView) {
        var constraints: [NSLayoutConstraint] = []
        var items: [AnyObject] = []
        Self.collect(view, constraints: &constraints, items: &items)
        var removedEntries = Set<ObjectIdentifier>()
        for constraint in constraints {
            guard let entry = entries.removeValue(forKey: ObjectIdentifier(constraint)) else {
                constraint.engineHandle = nil
                continue
            }
            removedEntries.insert(ObjectIdentifier(entry))
            try? solver.remove(entry.id)
            owners[entry.id] = nil
            constraint.engineHandle = nil
        }
        var removedRecords = Set<ObjectIdentifier>()
        for item in items {
            guard let record = records.removeValue(forKey: ObjectIdentifier(item)) else { continue }
            removedRecords.insert(ObjectIdentifier(record))
            record.isRemoved = true
            for id in record.frameConstraints + record.contentSizeConstraints.compactMap({ $0 }) + record.guideConstraints {
                try? solver.remove(id)
                owners[id] = nil
            }
        }
        if !removedEntries.isEmpty { entryOrder.removeAll { removedEntries.contains(ObjectIdentifier($0)) } }
        if !removedRecords.isEmpty {
            recordOrder.removeAll { removedRecords.contains(ObjectIdentifier($0)) }
            pendingContentSizes.removeAll { $0.isRemoved }
        }
        needsFrameCheck = true
        needsDynamicRefresh = true
    }

    /// The constraints installed in a subtree and the items in it (views and their guides),
    /// walking only where Auto Layout is used.
    private static func collect(_ view: UIView, constraints: inout [NSLayoutConstraint], items: inout [AnyObject]) {
        guard let state = view.autoLayoutStorage, state.subtreeUsesAutoLayout else { return }
        constraints += state.installed
        items.append(view)
        items += state.layoutGuides as [AnyObject]
        items += state.systemGuides as [AnyObject]
        for subview in view.subviewStorage { collect(subview, constraints: &constraints, items: &items) }
    }

    /// Whether the solver has grown much larger than what it holds (each add leaves symbols
    /// behind): then the engine is rebuilt, which compacts it.
    var isWorthRebuilding: Bool {
        solver.symbolCount > 8 * solver.activeConstraintCount + 4_096
    }
}
