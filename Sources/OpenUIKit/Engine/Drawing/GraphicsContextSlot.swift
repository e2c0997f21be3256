/// One entry of the graphics context stack. A view's `draw(_:)` gets a slot whose bitmap is
/// created only when the code asks for the context, so views that draw nothing cost nothing.
@MainActor
final class GraphicsContextSlot {
    /// What a lazily made context draws into: a bitmap of `width` × `height` pixels at `scale`,
    /// with `origin` (the view's bounds origin) at its top-left corner.
    struct BackingStore {
        let width: Int, height: Int
        let scale: CGFloat
        let origin: CGPoint
    }

    @exclusivity(unchecked) private var made: CGContext?
    private let backingStore: BackingStore?
    /// The bitmap of a backing-store slot, once its context was made.
    @exclusivity(unchecked) private(set) var backingBuffer: PixelBuffer?

    /// The bitmap behind the context, with its scale, when this slot is a legacy image context
    /// (`UIGraphicsBeginImageContextWithOptions`).
    @exclusivity(unchecked) private(set) var imageBitmap: (buffer: PixelBuffer, scale: CGFloat)?

    init(context: CGContext) {
        made = context
        backingStore = nil
    }

    init(context: CGContext, imageBuffer: PixelBuffer, scale: CGFloat) {
        made = context
        backingStore = nil
        imageBitmap = (imageBuffer, scale)
    }

    /// A slot whose context, a flipped bitmap context for a view's backing store, is made when
    /// first asked for (a stored description, not a closure: no allocation for views that draw
    /// nothing).
    init(lazyBackingStore store: BackingStore) {
        backingStore = store
    }

    /// The context, created on first use.
    var context: CGContext {
        if let made { return made }
        let store = backingStore!
        let pixels = PixelBuffer(width: max(store.width, 1), height: max(store.height, 1))
        backingBuffer = pixels
        let context = Raster.context(over: pixels, scale: store.scale)
        context.translateBy(x: -store.origin.x, y: -store.origin.y)
        made = context
        return context
    }

    /// The context if it was created.
    var contextIfMade: CGContext? { made }
}
