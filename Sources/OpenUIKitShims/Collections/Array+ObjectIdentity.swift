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
    /// From the first occurrence on, the kept elements move down in the array's buffer
    /// (swapping through the array's own `swapAt` retained and released both elements of every
    /// swap); the removed ones are released once at the end.
    @inlinable package mutating func removeAll(ofObject object: Element) {
        guard let first = firstIndex(ofObject: object) else { return }
        let kept = withUnsafeMutableBufferPointer { buffer -> Int in
            var kept = first
            for index in (first + 1)..<buffer.count where buffer[index] !== object {
                buffer.swapAt(kept, index)
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
