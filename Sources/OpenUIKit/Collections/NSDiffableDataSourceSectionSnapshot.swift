import Foundation

/// One section's items as a tree (an outline): root items with children, each parent expanded
/// or collapsed. Applied to a section of a diffable data source
/// (`apply(_:to:animatingDifferences:completion:)`), the section shows the visible items — the
/// roots and the children of expanded parents, depth first.
///
/// Identifiers must be unique in the snapshot (a repeated one is reported and not added, where
/// iOS raises).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    private var roots: [ItemIdentifierType] = []
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    public init() {}

    /// Every item, depth first.
    public var items: [ItemIdentifierType] { flatten(roots, onlyVisible: false) }
    /// The items a list shows: roots, and the children of expanded parents, depth first.
    public var visibleItems: [ItemIdentifierType] { flatten(roots, onlyVisible: true) }
    /// The items without a parent.
    public var rootItems: [ItemIdentifierType] { roots }

    private func flatten(_ level: [ItemIdentifierType], onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        for item in level {
            result.append(item)
            if !onlyVisible || expanded.contains(item) { result += flatten(children[item] ?? [], onlyVisible: onlyVisible) }
        }
        return result
    }

    public func contains(_ item: ItemIdentifierType) -> Bool { parents[item] != nil || roots.contains(item) }

    /// Adds `items` at the end of `parent`'s children (the roots when nil).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, !contains(parent) {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "NSDiffableDataSourceSectionSnapshot.append(_:to:): the parent \(parent) is not in the snapshot; the items are not added.")
            return
        }
        for item in items where checkNew(item) {
            if let parent {
                children[parent, default: []].append(item)
                parents[item] = parent
            } else {
                roots.append(item)
            }
        }
    }

    /// Adds `snapshot`'s items, with their children and expansion, at the end of `parent`'s
    /// children (the roots when nil).
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        append(snapshot.rootItems, to: parent)
        for root in snapshot.rootItems where contains(root) {
            if snapshot.isExpanded(root) { expand([root]) }
            snapshot.copyChildren(of: root, into: &self, under: root)
        }
    }

    /// Inserts `items` before `beforeItem`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before beforeItem: ItemIdentifierType) {
        insert(items, next: beforeItem, after: false)
    }

    /// Inserts `items` after `afterItem`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after afterItem: ItemIdentifierType) {
        insert(items, next: afterItem, after: true)
    }

    private mutating func insert(_ items: [ItemIdentifierType], next sibling: ItemIdentifierType, after: Bool) {
        guard contains(sibling) else {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "NSDiffableDataSourceSectionSnapshot.insert: \(sibling) is not in the snapshot; the items are not added.")
            return
        }
        let fresh = items.filter { checkNew($0) }
        let parent = parents[sibling]
        var level = parent.map { children[$0] ?? [] } ?? roots
        guard let index = level.firstIndex(of: sibling) else { return }
        level.insert(contentsOf: fresh, at: after ? index + 1 : index)
        if let parent {
            children[parent] = level
            for item in fresh { parents[item] = parent }
        } else {
            roots = level
        }
    }

    /// Removes `items` and their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            for child in children[item] ?? [] { delete([child]) }
            children[item] = nil
            expanded.remove(item)
            if let parent = parents.removeValue(forKey: item) {
                children[parent]?.removeAll { $0 == item }
            } else {
                roots.removeAll { $0 == item }
            }
        }
    }

    /// Removes everything.
    public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    /// Shows the children of `items`.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) { expanded.insert(item) }
    }

    /// Hides the children of `items`.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { expanded.remove(item) }
    }

    /// Whether `item`'s children show.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether `item` shows (all its ancestors are expanded).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = parents[item]
        while let parent = current {
            guard expanded.contains(parent) else { return false }
            current = parents[parent]
        }
        return true
    }

    /// How deep `item` is (roots: 0).
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = parents[item]
        while let parent = current {
            level += 1
            current = parents[parent]
        }
        return level
    }

    /// The parent of `item` (nil for a root).
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    /// The position of `item` in `items`.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// Whether `item` has children.
    func hasChildren(_ item: ItemIdentifierType) -> Bool { !(children[item] ?? []).isEmpty }

    /// `parent`'s descendants as a snapshot of their own (with `parent` as its root when asked).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot()
        if includingParent {
            result.append([parent])
            if expanded.contains(parent) { result.expand([parent]) }
        }
        copyChildren(of: parent, into: &result, under: includingParent ? parent : nil)
        return result
    }

    private func copyChildren(of parent: ItemIdentifierType, into result: inout NSDiffableDataSourceSectionSnapshot, under newParent: ItemIdentifierType?) {
        for child in children[parent] ?? [] {
            result.append([child], to: newParent)
            if expanded.contains(child) { result.expand([child]) }
            copyChildren(of: child, into: &result, under: child)
        }
    }

    private func checkNew(_ item: ItemIdentifierType) -> Bool {
        guard !contains(item) else {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "NSDiffableDataSourceSectionSnapshot: \(item) is already in the snapshot (identifiers must be unique; iOS raises); not added again.")
            return false
        }
        return true
    }
}
