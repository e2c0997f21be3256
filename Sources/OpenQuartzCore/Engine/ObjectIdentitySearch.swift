extension Array where Element: AnyObject {
    /// The index of `object` itself (identity, not equality), searched with a plain loop.
    ///
    /// `firstIndex(where: { $0 === object })` written in main-actor code makes a main-actor
    /// closure, which checks the current executor on every call; hierarchy changes search their
    /// siblings often enough for those checks to show in the headless benchmark.
    @inlinable package func firstIndex(ofObject object: Element) -> Int? {
        var index = startIndex
        while index < endIndex {
            if self[index] === object { return index }
            index += 1
        }
        return nil
    }

    /// Removes every occurrence of `object` itself, keeping the order of the rest: the loop
    /// form of `removeAll { $0 === object }` (see `firstIndex(ofObject:)`).
    ///
    /// The kept elements move down in place (`compactKeepingOrder(_:)`): swapping through
    /// the array's own `swapAt` retained and released both elements of every swap.
    @inlinable package mutating func removeAll(ofObject object: Element) {
        guard firstIndex(ofObject: object) != nil else { return }
        compactKeepingOrder { $0 !== object }
    }

    /// Keeps the elements `isKept` accepts, in their order, and removes the others. The elements
    /// are moved in the array's buffer (no retain or release for an element that stays); the
    /// removed ones are released once at the end.
    ///
    /// `isKept` is a non-escaping closure made by the caller: from main-actor code that is one
    /// executor check per call of the closure, so callers in hot main-actor paths pass a
    /// nonisolated function or use `removeAll(ofObject:)`.
    @inlinable package mutating func compactKeepingOrder(_ isKept: (Element) -> Bool) {
        let kept = withUnsafeMutableBufferPointer { buffer -> Int in
            var kept = 0
            for index in buffer.indices where isKept(buffer[index]) {
                if kept != index { buffer.swapAt(kept, index) }
                kept += 1
            }
            return kept
        }
        removeLast(count - kept)
    }

    /// The index of the last occurrence of `object` itself.
    @inlinable package func lastIndex(ofObject object: Element) -> Int? {
        var index = endIndex
        while index > startIndex {
            index -= 1
            if self[index] === object { return index }
        }
        return nil
    }
}
