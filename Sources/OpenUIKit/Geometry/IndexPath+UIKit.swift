import Foundation

/// UIKit's table and collection index paths: a section and a row (or item).
extension IndexPath {
    /// A table index path.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// A collection index path.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The first index. Like Foundation's subscript, reading it from an empty path is a
    /// precondition failure, as on iOS.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The second index, in a table.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// The second index, in a collection view.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
