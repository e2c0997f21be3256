/// A list that is filled, then taken whole and worked through, over and over (layers waiting
/// for layout or display, animations waiting for a commit) without allocating each time: the
/// array taken last time is emptied and becomes the next one to fill.
///
/// Taking hands over the filled array and leaves an empty one that keeps the old capacity, so
/// items added while the taken ones are worked through land in the next round, as before.
struct RecycledList<Element> {
    private(set) var items: [Element] = []
    private var spare: [Element] = []

    var isEmpty: Bool { items.isEmpty }

    mutating func append(_ element: Element) { items.append(element) }

    /// The items so far; the list is empty afterwards.
    mutating func take() -> [Element] {
        var taken: [Element] = []
        swap(&taken, &spare)
        swap(&taken, &items)
        return taken
    }

    /// Gives back an array returned by `take()` once its items are done with (left empty).
    mutating func recycle(_ done: inout [Element]) {
        done.removeAll(keepingCapacity: true)
        if done.capacity > spare.capacity { swap(&spare, &done) }
    }

    mutating func removeAll() {
        items = []
        spare = []
    }
}

/// The distinct objects of a short list, in first-seen order, without allocating for one
/// object (the usual case: the window's root layer) and with a linear search while the list is
/// short; a set beyond.
struct DistinctObjects<Object: AnyObject>: Sequence {
    private var first: Object?
    private var rest: [Object] = []
    private var seen: Set<ObjectIdentifier>?

    mutating func insert(_ object: Object) {
        guard let first else {
            first = object
            return
        }
        if first === object { return }
        if seen != nil {
            guard seen!.insert(ObjectIdentifier(object)).inserted else { return }
        } else {
            if rest.firstIndex(ofObject: object) != nil { return }
            if rest.count >= 16 {
                seen = Set(rest.lazy.map(ObjectIdentifier.init))
                seen!.insert(ObjectIdentifier(first))
                seen!.insert(ObjectIdentifier(object))
            }
        }
        rest.append(object)
    }

    /// The objects in first-seen order.
    struct Iterator: IteratorProtocol {
        fileprivate var first: Object?
        fileprivate var rest: IndexingIterator<[Object]>

        mutating func next() -> Object? {
            if let object = first {
                first = nil
                return object
            }
            return rest.next()
        }
    }

    func makeIterator() -> Iterator { Iterator(first: first, rest: rest.makeIterator()) }
}
