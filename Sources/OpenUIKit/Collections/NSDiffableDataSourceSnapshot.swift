import Foundation

/// The state of a diffable data source: sections and their items, each named by a unique
/// identifier. Build one, then `apply` it: the data source works out what was inserted, deleted
/// and moved, and animates it.
///
/// Identifiers must be unique across the snapshot (a repeated one is reported and kept once,
/// where iOS raises). `reconfigureItems` reloads the items (OpenUIKit asks the cell provider for
/// a new cell rather than handing back the same one).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private(set) var sectionStorage: [SectionIdentifierType] = []
    private(set) var itemStorage: [[ItemIdentifierType]] = []
    /// Items asked to be reloaded in the next apply.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// Items asked to be reconfigured in the next apply.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// Sections asked to be reloaded in the next apply.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    public init() {}

    public var numberOfSections: Int { sectionStorage.count }
    public var numberOfItems: Int { itemStorage.reduce(0) { $0 + $1.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sectionStorage }
    public var itemIdentifiers: [ItemIdentifierType] { itemStorage.flatMap { $0 } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        indexOfSection(identifier).map { itemStorage[$0].count } ?? 0
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        indexOfSection(identifier).map { itemStorage[$0] } ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        position(of: identifier).map { sectionStorage[$0.section] }
    }

    /// The item's index among all items.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let position = position(of: identifier) else { return nil }
        return itemStorage[..<position.section].reduce(0) { $0 + $1.count } + position.item
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionStorage.firstIndex(of: identifier)
    }

    /// The item at a section and index (nil out of range).
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, itemStorage.indices.contains(indexPath[0]), itemStorage[indexPath[0]].indices.contains(indexPath[1]) else { return nil }
        return itemStorage[indexPath[0]][indexPath[1]]
    }

    /// The section at `index` (nil out of range).
    func section(at index: Int) -> SectionIdentifierType? {
        sectionStorage.indices.contains(index) ? sectionStorage[index] : nil
    }

    /// The number of items of the section at `index` (0 out of range).
    func itemCount(atSection index: Int) -> Int {
        itemStorage.indices.contains(index) ? itemStorage[index].count : 0
    }

    func position(of item: ItemIdentifierType) -> IndexPath? {
        for (section, items) in itemStorage.enumerated() {
            if let index = items.firstIndex(of: item) { return IndexPath(item: index, section: section) }
        }
        return nil
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where checkNewSection(identifier) {
            sectionStorage.append(identifier)
            itemStorage.append([])
        }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard var index = requireSection(toIdentifier) else { return }
        for identifier in identifiers where checkNewSection(identifier) {
            sectionStorage.insert(identifier, at: index)
            itemStorage.insert([], at: index)
            index += 1
        }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard var index = requireSection(toIdentifier) else { return }
        for identifier in identifiers where checkNewSection(identifier) {
            index += 1
            sectionStorage.insert(identifier, at: index)
            itemStorage.insert([], at: index)
        }
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = indexOfSection(identifier) else { continue }
            sectionStorage.remove(at: index)
            itemStorage.remove(at: index)
        }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo target: SectionIdentifierType, after: Bool) {
        guard identifier != target, let from = requireSection(identifier), requireSection(target) != nil else { return }
        let items = itemStorage.remove(at: from)
        sectionStorage.remove(at: from)
        let to = (indexOfSection(target) ?? 0) + (after ? 1 : 0)
        sectionStorage.insert(identifier, at: to)
        itemStorage.insert(items, at: to)
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers.append(contentsOf: identifiers.filter { requireSection($0) != nil })
    }

    // MARK: Items

    /// Appends items to a section (the last one when nil).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let section: Int
        if let sectionIdentifier {
            guard let index = requireSection(sectionIdentifier) else { return }
            section = index
        } else {
            guard !sectionStorage.isEmpty else {
                OpenUIKitDiagnostics.report(.collectionViewMisuse, "NSDiffableDataSourceSnapshot.appendItems: there is no section to append to (append a section first); the items are not added.")
                return
            }
            section = sectionStorage.count - 1
        }
        for identifier in identifiers where checkNewItem(identifier) { itemStorage[section].append(identifier) }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard var position = requireItem(beforeIdentifier) else { return }
        for identifier in identifiers where checkNewItem(identifier) {
            itemStorage[position.section].insert(identifier, at: position.item)
            position.item += 1
        }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard var position = requireItem(afterIdentifier) else { return }
        for identifier in identifiers where checkNewItem(identifier) {
            position.item += 1
            itemStorage[position.section].insert(identifier, at: position.item)
        }
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            guard let position = position(of: identifier) else { continue }
            itemStorage[position.section].remove(at: position.item)
        }
    }

    /// Replaces the items of the section at `index` (a section snapshot's visible items).
    mutating func replaceItems(inSection index: Int, with identifiers: [ItemIdentifierType]) {
        guard itemStorage.indices.contains(index) else { return }
        itemStorage[index] = []
        for identifier in identifiers where checkNewItem(identifier) { itemStorage[index].append(identifier) }
    }

    public mutating func deleteAllItems() {
        sectionStorage.removeAll()
        itemStorage.removeAll()
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true)
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo target: ItemIdentifierType, after: Bool) {
        guard identifier != target, let from = requireItem(identifier), requireItem(target) != nil else { return }
        itemStorage[from.section].remove(at: from.item)
        guard let to = position(of: target) else { return }
        itemStorage[to.section].insert(identifier, at: to.item + (after ? 1 : 0))
    }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers.append(contentsOf: identifiers.filter { requireItem($0) != nil })
    }

    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers.append(contentsOf: identifiers.filter { requireItem($0) != nil })
    }

    // MARK: Checks

    private func checkNewSection(_ identifier: SectionIdentifierType) -> Bool {
        guard indexOfSection(identifier) == nil else {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "NSDiffableDataSourceSnapshot: section identifier \(identifier) is already in the snapshot; identifiers must be unique (iOS raises); it is kept once.")
            return false
        }
        return true
    }

    private func checkNewItem(_ identifier: ItemIdentifierType) -> Bool {
        guard position(of: identifier) == nil else {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "NSDiffableDataSourceSnapshot: item identifier \(identifier) is already in the snapshot; identifiers must be unique (iOS raises); it is kept once.")
            return false
        }
        return true
    }

    private func requireSection(_ identifier: SectionIdentifierType) -> Int? {
        guard let index = indexOfSection(identifier) else {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "NSDiffableDataSourceSnapshot: section identifier \(identifier) is not in the snapshot (iOS raises); the change is ignored.")
            return nil
        }
        return index
    }

    private func requireItem(_ identifier: ItemIdentifierType) -> IndexPath? {
        guard let position = position(of: identifier) else {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "NSDiffableDataSourceSnapshot: item identifier \(identifier) is not in the snapshot (iOS raises); the change is ignored.")
            return nil
        }
        return position
    }

    /// The snapshot without its reload and reconfigure requests (what a data source keeps).
    var settled: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
