import Foundation

/// The changes of one batch update to a sectioned list (a table or a collection view), as UIKit
/// reads them: deletions, reloads and move sources name positions before the update;
/// insertions and move destinations positions after it. `mapping(old:new:)` answers where a row that was
/// on screen went.
struct SectionedUpdate {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: Set<IndexPath> = []
    var insertedItems: Set<IndexPath> = []
    var reloadedItems: Set<IndexPath> = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    init() {}

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// Where each old item (and each old section) goes, given the counts before and after; a
    /// problem instead when the counts do not add up (UIKit's "invalid update").
    func mapping(old: [Int], new: [Int]) -> (map: [IndexPath: IndexPath], sections: [Int: Int], problem: String?) {
        // Sections: the survivors keep their order, around insertions and move destinations.
        let movedSectionSources = Set(movedSections.map(\.from)), movedSectionTargets = Set(movedSections.map(\.to))
        let survivors = old.indices.filter { !deletedSections.contains($0) && !movedSectionSources.contains($0) && !reloadedSections.contains($0) }
        let freeNew = new.indices.filter { !insertedSections.contains($0) && !movedSectionTargets.contains($0) && !reloadedSections.contains($0) }
        guard survivors.count == freeNew.count else {
            return ([:], [:], "the number of sections after the update (\(new.count)) must equal the number before (\(old.count)), plus the inserted (\(insertedSections.count)), minus the deleted (\(deletedSections.count))")
        }
        var sectionMap: [Int: Int] = [:]
        for (from, to) in zip(survivors, freeNew) { sectionMap[from] = to }
        for move in movedSections { sectionMap[move.from] = move.to }

        var map: [IndexPath: IndexPath] = [:]
        let movedSources = Dictionary(movedItems.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        var arriving: [Int: Set<Int>] = [:]
        for item in insertedItems { arriving[item.section, default: []].insert(item.item) }
        for move in movedItems { arriving[move.to.section, default: []].insert(move.to.item) }
        for (oldSection, newSection) in sectionMap.sorted(by: { $0.key < $1.key }) {
            let staying = (0..<old[oldSection]).filter { row in
                let path = IndexPath(item: row, section: oldSection)
                return !deletedItems.contains(path) && movedSources[path] == nil && !reloadedItems.contains(path)
            }
            // Reloaded rows are replaced in place: they keep their slot among the survivors.
            let reloadSlots = (0..<old[oldSection]).filter { reloadedItems.contains(IndexPath(item: $0, section: oldSection)) }
            let incoming = arriving[newSection] ?? []
            let free = (0..<new[newSection]).filter { !incoming.contains($0) }
            let kept = (staying + reloadSlots).sorted()
            guard kept.count == free.count else {
                return ([:], [:], "the number of items in section \(newSection) after the update (\(new[newSection])) must equal the number before (\(old[oldSection])), plus the inserted and moved in (\(incoming.count)), minus the deleted and moved out (\(old[oldSection] - kept.count))")
            }
            for (row, target) in zip(kept, free) where !reloadedItems.contains(IndexPath(item: row, section: oldSection)) {
                map[IndexPath(item: row, section: oldSection)] = IndexPath(item: target, section: newSection)
            }
        }
        for move in movedItems { map[move.from] = move.to }
        return (map, sectionMap, nil)
    }
}
