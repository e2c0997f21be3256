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
