@testable import OpenQuartzCore
import Testing

/// The commit's work lists: taken whole, refilled while the taken items are worked through, and
/// the distinct layers among many.
struct RecycledListTests {
    private final class Item {
        let name: Int
        init(_ name: Int) { self.name = name }
    }

    @Test func itemsAddedWhileTakenOnesAreWorkedThroughWaitForTheNextRound() {
        var list = RecycledList<Int>()
        for number in 1...3 { list.append(number) }
        var taken = list.take()
        #expect(taken == [1, 2, 3])
        #expect(list.isEmpty)
        for number in taken { list.append(number * 10) }
        list.recycle(&taken)
        #expect(taken.isEmpty)
        #expect(list.items == [10, 20, 30])
        var second = list.take()
        #expect(second == [10, 20, 30])
        list.recycle(&second)
        #expect(list.isEmpty && list.take().isEmpty)
    }

    @Test func distinctObjectsKeepFirstSeenOrderShortAndLong() {
        let items = (0..<40).map(Item.init)
        for count in [1, 2, 17, 40] {
            var distinct = DistinctObjects<Item>()
            // Every item three times, interleaved, past the switch to a set at 16.
            for _ in 0..<3 {
                for item in items.prefix(count) { distinct.insert(item) }
            }
            #expect(distinct.map(\.name) == Array(0..<count))
        }
        #expect(Array(DistinctObjects<Item>()).isEmpty)
    }
}
