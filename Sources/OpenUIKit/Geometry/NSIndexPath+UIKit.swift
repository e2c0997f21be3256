import Foundation

/// UIKit's additions to `NSIndexPath`, which older iOS code still uses where Swift code uses
/// `IndexPath`: a section and a row (or item).
extension NSIndexPath {
    /// A table index path (`[section, row]`).
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// A collection index path (`[section, item]`).
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// The first index. Unlike `IndexPath`'s, reading it from a shorter path gives `NSNotFound`,
    /// as `NSIndexPath.index(atPosition:)` does on iOS (Foundation's on Linux traps instead).
    public var section: Int { indexOrNotFound(at: 0) }
    /// The second index, in a table (`NSNotFound` when the path is shorter).
    public var row: Int { indexOrNotFound(at: 1) }
    /// The second index, in a collection view (`NSNotFound` when the path is shorter).
    public var item: Int { indexOrNotFound(at: 1) }

    private func indexOrNotFound(at position: Int) -> Int {
        position < length ? index(atPosition: position) : NSNotFound
    }
}
