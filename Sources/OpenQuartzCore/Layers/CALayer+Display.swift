extension CALayer {
    /// Marks the layer's content as needing to be redrawn at the next commit.
    public func setNeedsDisplay() {
        needsDisplayFlag = true
        TransactionStack.shared.ensureTransaction()
    }

    /// Marks part of the layer's content as needing to be redrawn (OpenUIKit redraws it all).
    public func setNeedsDisplay(_ r: CGRect) {
        setNeedsDisplay()
    }

    /// Whether `setNeedsDisplay()` was called since the content was last drawn.
    public func needsDisplay() -> Bool { needsDisplayFlag }
}
