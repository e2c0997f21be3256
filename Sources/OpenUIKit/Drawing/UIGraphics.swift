/// The current graphics context: the one `draw(_:)`, `UIGraphicsImageRenderer` or
/// `UIGraphicsPushContext(_:)` made current, else `nil`.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIApplication.shared.state.graphicsContexts.last?.context
}

/// Makes `context` the current graphics context until the matching `UIGraphicsPopContext()`.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    UIApplication.shared.state.graphicsContexts.append(GraphicsContextSlot(context: context))
}

/// Restores the graphics context that was current before the last `UIGraphicsPushContext(_:)`.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
    let state = UIApplication.shared.state
    guard !state.graphicsContexts.isEmpty else {
        OpenUIKitDiagnostics.report(.viewMisuse, "UIGraphicsPopContext() without a matching UIGraphicsPushContext(_:).")
        return
    }
    state.graphicsContexts.removeLast()
}

@MainActor
extension GraphicsContextSlot {
    /// Runs `body` with `slot` as the current context.
    static func withCurrent<T>(_ slot: GraphicsContextSlot, _ body: () -> T) -> T {
        let state = UIApplication.shared.state
        state.graphicsContexts.append(slot)
        defer {
            if let index = state.graphicsContexts.lastIndex(ofObject: slot) {
                if index != state.graphicsContexts.count - 1 {
                    OpenUIKitDiagnostics.report(.viewMisuse, "A graphics context pushed inside draw(_:) or an image renderer was not popped.")
                }
                state.graphicsContexts.removeSubrange(index...)
            }
        }
        return body()
    }
}


/// Fills `rect` in the current context with its fill colour (`UIColor.setFill()`), copying over
/// what is there (iOS's `.copy` blend mode). Reported when there is no current context.
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) {
    fillInCurrentContext(rect, .copy, caller: "UIRectFill(_:)")
}

/// Fills `rect` in the current context with its fill colour in `blendMode`.
@preconcurrency @MainActor
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    fillInCurrentContext(rect, blendMode, caller: "UIRectFillUsingBlendMode(_:_:)")
}

@MainActor
private func fillInCurrentContext(_ rect: CGRect, _ blendMode: CGBlendMode, caller: String) {
    guard let context = UIGraphicsGetCurrentContext() else {
        OpenUIKitDiagnostics.report(.viewMisuse, "\(caller) outside draw(_:) or an image renderer: there is no current context.")
        return
    }
    context.saveGState()
    // Clipped to the rectangle: the fill leaves the rest of the context as it was.
    context.clip(to: rect)
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}
