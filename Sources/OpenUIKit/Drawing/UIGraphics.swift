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

/// One entry of the graphics context stack. A view's `draw(_:)` gets a slot whose bitmap is
/// created only when the code asks for the context, so views that draw nothing cost nothing.
@MainActor
package final class GraphicsContextSlot {
    private var made: CGContext?
    private let make: (() -> CGContext)?

    /// The bitmap behind the context, with its scale, when this slot is a legacy image context
    /// (`UIGraphicsBeginImageContextWithOptions`).
    package private(set) var imageBitmap: (buffer: PixelBuffer, scale: CGFloat)?

    package init(context: CGContext) {
        made = context
        make = nil
    }

    package init(context: CGContext, imageBuffer: PixelBuffer, scale: CGFloat) {
        made = context
        make = nil
        imageBitmap = (imageBuffer, scale)
    }

    package init(lazy make: @escaping () -> CGContext) {
        self.make = make
    }

    /// The context, created on first use.
    package var context: CGContext {
        if let made { return made }
        let context = make!()
        made = context
        return context
    }

    /// The context if it was created.
    package var contextIfMade: CGContext? { made }
}

@MainActor
extension GraphicsContextSlot {
    /// Runs `body` with `slot` as the current context.
    package static func withCurrent<T>(_ slot: GraphicsContextSlot, _ body: () -> T) -> T {
        let state = UIApplication.shared.state
        state.graphicsContexts.append(slot)
        defer {
            if let index = state.graphicsContexts.lastIndex(where: { $0 === slot }) {
                if index != state.graphicsContexts.count - 1 {
                    OpenUIKitDiagnostics.report(.viewMisuse, "A graphics context pushed inside draw(_:) or an image renderer was not popped.")
                }
                state.graphicsContexts.removeSubrange(index...)
            }
        }
        return body()
    }
}

/// Draws views' backing stores (a view's layer `display`).
@MainActor
enum ViewBackingStore {
    static func draw(_ view: UIView) {
        let layer = view.layer
        let bounds = layer.bounds
        let scale = max(layer.contentsScale, 0.01)
        // Sizes in pixels, clamped before conversion: a view may be huge (1e20 points) or NaN.
        func pixels(_ length: CGFloat) -> Int {
            let value = (length * scale).rounded(.up)
            return value.isFinite ? Int(min(max(value, 0), 1e9)) : 0
        }
        let width = pixels(bounds.width), height = pixels(bounds.height)
        if width > PixelBuffer.maximumSide || height > PixelBuffer.maximumSide {
            OpenUIKitDiagnostics.reportOnce(key: "backing-store-too-large", .viewMisuse, "A view of \(bounds.width) x \(bounds.height) points would need a backing store larger than \(PixelBuffer.maximumSide) pixels a side; such views are not drawn (their sublayers still are).")
        }
        var buffer: PixelBuffer?
        let slot = GraphicsContextSlot {
            let pixels = PixelBuffer(width: max(width, 1), height: max(height, 1))
            buffer = pixels
            let context = CGContext.flipped(over: pixels, scale: scale)
            context.translateBy(x: -bounds.minX, y: -bounds.minY)
            return context
        }
        GraphicsContextSlot.withCurrent(slot) {
            // A view with an empty bounds is not drawn (as on iOS), but still cleared below.
            if width > 0, height > 0, width <= PixelBuffer.maximumSide, height <= PixelBuffer.maximumSide { view.draw(bounds) }
        }
        if let context = slot.contextIfMade, let buffer {
            context.flush()
            layer.setContentsWithoutAction(CGImage(pixels: buffer))
            view.hasDrawnBackingStore = true
        } else if view.hasDrawnBackingStore {
            layer.setContentsWithoutAction(nil)
            view.hasDrawnBackingStore = false
        }
    }
}
