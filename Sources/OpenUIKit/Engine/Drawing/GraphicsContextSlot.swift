/// One entry of the graphics context stack. A view's `draw(_:)` gets a slot whose bitmap is
/// created only when the code asks for the context, so views that draw nothing cost nothing.
@MainActor
package final class GraphicsContextSlot {
    @exclusivity(unchecked) private var made: CGContext?
    private let make: (() -> CGContext)?

    /// The bitmap behind the context, with its scale, when this slot is a legacy image context
    /// (`UIGraphicsBeginImageContextWithOptions`).
    @exclusivity(unchecked) package private(set) var imageBitmap: (buffer: PixelBuffer, scale: CGFloat)?

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
