extension CALayer {
    /// Marks the layer's content as needing to be redrawn at the next commit.
    public func setNeedsDisplay() {
        guard !needsDisplayFlag else { return }
        needsDisplayFlag = true
        Transactions.ensureTransaction()
        Transactions.layerNeedsDisplay(self)
    }

    /// Marks part of the layer's content as needing to be redrawn (OpenUIKit redraws it all).
    public func setNeedsDisplay(_ r: CGRect) {
        setNeedsDisplay()
    }

    /// Makes sure a pending redraw is scheduled with the current transaction (a reset of the
    /// engine between the request and the next commit forgets the schedule, not the request).
    func ensureDisplayScheduled() {
        guard needsDisplayFlag else { return }
        Transactions.ensureTransaction()
        Transactions.layerNeedsDisplay(self)
    }

    /// Whether `setNeedsDisplay()` was called since the content was last drawn.
    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Redraws now if the layer needs it.
    public func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    // MARK: Package

    /// Draws a new backing store with `draw(in:)` and makes it the layer's contents — what
    /// `display()` does without a delegate that provides content itself.
    func drawBackingStore() {
        // A plain layer with no delegate draws nothing: its backing store would be blank.
        // Skip the bitmap (the contents become empty, which looks the same).
        if delegate == nil, Swift.type(of: self) == CALayer.self {
            setContentsWithoutAction(nil)
            return
        }
        delegate?.layerWillDraw(self)
        let bounds = core.pointee.model.bounds
        let scale = max(contentsScale, 0.01)
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0, width <= PixelBuffer.maximumSide, height <= PixelBuffer.maximumSide else {
            setContentsWithoutAction(nil)
            return
        }
        let buffer = PixelBuffer(width: width, height: height)
        let context = Raster.context(over: buffer, scale: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        draw(in: context)
        context.flush()
        setContentsWithoutAction(Raster.image(buffer))
    }

    /// Replaces `contents` without looking for an action (a backing-store update is not an
    /// animated property change).
    func setContentsWithoutAction(_ contents: Any?) {
        objects.contents = contents
        core.pointee.presentationIsStale = true
    }
}
