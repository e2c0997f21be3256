@testable import OpenQuartzCore
import Testing

/// The identity searches the hierarchy and the animation lists use: objects found by identity
/// (not equality), removals keeping the order of the rest and releasing what they remove.
struct ObjectIdentitySearchTests {
    /// Equal by name, so a search by equality would find the wrong one.
    private final class Item: Equatable {
        let name: Int
        init(_ name: Int) { self.name = name }
        static func == (lhs: Item, rhs: Item) -> Bool { lhs.name == rhs.name }
    }

    @Test func searchesFindTheObjectItselfNotAnEqualOne() {
        let first = Item(1), twin = Item(1), other = Item(2)
        let items = [first, other, twin, other]
        #expect(items.firstIndex(ofObject: twin) == 2)
        #expect(items.lastIndex(ofObject: other) == 3)
        #expect(items.firstIndex(ofObject: Item(2)) == nil)
    }

    @Test func removingEveryOccurrenceKeepsTheOrderOfTheRest() {
        let items = (0..<6).map(Item.init)
        let removed = Item(2) // equal to items[2], never in the array
        var list = [items[0], items[3], items[1], items[3], items[2], items[4], items[3], items[5]]
        list.removeAll(ofObject: removed)
        #expect(list.map(\.name) == [0, 3, 1, 3, 2, 4, 3, 5], "an equal object that is not in the list removes nothing")
        list.removeAll(ofObject: items[3])
        #expect(list.map(\.name) == [0, 1, 2, 4, 5])
        list.removeAll(ofObject: items[0])
        list.removeAll(ofObject: items[5])
        #expect(list.map(\.name) == [1, 2, 4])
        list.removeAll(ofObject: items[1])
        list.removeAll(ofObject: items[2])
        list.removeAll(ofObject: items[4])
        #expect(list.isEmpty)
    }

    @Test func removingReleasesTheRemovedAndKeepsTheKept() {
        weak var gone: Item?
        let kept = [Item(0), Item(1), Item(2)]
        var list: [Item] = []
        do {
            let removed = Item(9)
            gone = removed
            list = [kept[0], removed, kept[1], removed, kept[2]]
        }
        #expect(gone != nil)
        list.removeAll(ofObject: list[1])
        #expect(list.map(\.name) == [0, 1, 2])
        #expect(gone == nil, "the removed object is released")
        // A list shared with a copy is compacted in its own buffer; the copy keeps its elements.
        let copy = list
        list.removeAll(ofObject: kept[1])
        #expect(list.map(\.name) == [0, 2])
        #expect(copy.map(\.name) == [0, 1, 2])
    }
}
