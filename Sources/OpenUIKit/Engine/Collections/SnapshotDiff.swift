import Foundation

/// What changed between two diffable snapshots, as a batch update: sections and items only in
/// the old one are deleted, only in the new one inserted; those in both stay, or move when their
/// order changed (the longest run that kept its order stays, the rest move).
enum SnapshotDiff {
    static func update<Section: Hashable, Item: Hashable>(from old: NSDiffableDataSourceSnapshot<Section, Item>,
                                                                  to new: NSDiffableDataSourceSnapshot<Section, Item>) -> SectionedUpdate {
        var update = SectionedUpdate()
        let oldSections = old.sectionStorage, newSections = new.sectionStorage
        let newSectionIndex = Dictionary(newSections.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let oldSectionIndex = Dictionary(oldSections.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, section) in oldSections.enumerated() where newSectionIndex[section] == nil { update.deletedSections.insert(index) }
        for (index, section) in newSections.enumerated() where oldSectionIndex[section] == nil { update.insertedSections.insert(index) }
        // Common sections: those outside the longest order-keeping run move.
        let common = oldSections.enumerated().compactMap { index, section in newSectionIndex[section].map { (old: index, new: $0) } }
        let staying = Set(longestIncreasingRun(common.map(\.new)).map { common[$0].old })
        for pair in common where !staying.contains(pair.old) { update.movedSections.append((pair.old, pair.new)) }
        for section in new.reloadedSectionIdentifiers {
            if let index = oldSectionIndex[section], staying.contains(index) { update.reloadedSections.insert(index) }
        }

        // Items.
        var newPosition: [Item: IndexPath] = [:]
        for (section, items) in new.itemStorage.enumerated() {
            for (index, item) in items.enumerated() { newPosition[item] = IndexPath(item: index, section: section) }
        }
        var oldPosition: [Item: IndexPath] = [:]
        for (section, items) in old.itemStorage.enumerated() {
            for (index, item) in items.enumerated() { oldPosition[item] = IndexPath(item: index, section: section) }
        }
        for (section, items) in old.itemStorage.enumerated() where !update.deletedSections.contains(section) {
            for (index, item) in items.enumerated() where newPosition[item] == nil { update.deletedItems.insert(IndexPath(item: index, section: section)) }
        }
        for (section, items) in new.itemStorage.enumerated() where !update.insertedSections.contains(section) {
            for (index, item) in items.enumerated() where oldPosition[item] == nil { update.insertedItems.insert(IndexPath(item: index, section: section)) }
        }
        // Items in both: within each pair of old and new section, the longest order-keeping run stays.
        let sectionPairs = Dictionary(common.map { ($0.old, $0.new) }, uniquingKeysWith: { first, _ in first })
        for (oldSection, items) in old.itemStorage.enumerated() {
            let survivors = items.enumerated().compactMap { index, item in newPosition[item].map { (old: IndexPath(item: index, section: oldSection), new: $0) } }
            let sameSection = survivors.filter { sectionPairs[oldSection] == $0.new.section && staying.contains(oldSection) }
            let kept = Set(longestIncreasingRun(sameSection.map(\.new.item)).map { sameSection[$0].old })
            for pair in survivors where !kept.contains(pair.old) {
                // Items of a section that moves travel with it.
                if sectionPairs[oldSection] == pair.new.section, !staying.contains(oldSection) { continue }
                update.movedItems.append((pair.old, pair.new))
            }
        }
        let reloads = Set(new.reloadedItemIdentifiers).union(new.reconfiguredItemIdentifiers)
        for item in reloads {
            guard let from = oldPosition[item], let to = newPosition[item], !update.movedItems.contains(where: { $0.from == from }),
                  staying.contains(from.section), sectionPairs[from.section] == to.section else { continue }
            update.reloadedItems.insert(from)
        }
        return update
    }

    /// The indices of a longest strictly increasing subsequence of `values`.
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []            // indices into values
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [Int] = []
        var current = tails.last ?? -1
        while current >= 0 {
            run.append(current)
            current = previous[current]
        }
        return run.reversed()
    }
}
