import OpenCoreGraphics

/// Backing stores of plain `UILabel`s, by everything their drawing depends on: the text, its
/// style, the bounds and the scale. A navigation bar's back button draws "‹ Back" again for
/// every pushed controller; drawing text (shaping, rasterising, a fresh bitmap) costs far more
/// than finding the picture drawn last time. Images are immutable, so labels share them.
///
/// Only instances of `UILabel` itself are cached: a subclass may override `draw(_:)` or read
/// other state. Bounded by pixel memory: past `byteLimit` it starts again empty.
@MainActor
final class DrawnLabelCache {
    struct Key: Hashable {
        var text: String
        var style: TextStyle
        var x, y, width, height: CGFloat
        var scale: CGFloat
        var fontGeneration: Int
        /// The rest of the drawing's inputs (shadow, shrinking), as numbers.
        var extras: [CGFloat] = []
    }

    let byteLimit: Int
    @exclusivity(unchecked) private var images: [Key: CGImage] = [:]
    @exclusivity(unchecked) private var bytes = 0

    init(byteLimit: Int = 8 << 20) {
        self.byteLimit = byteLimit
    }

    func image(for key: Key) -> CGImage? { images[key] }

    func store(_ image: CGImage, for key: Key) {
        let size = image.bytesPerRow * image.height
        guard size <= byteLimit else { return }
        if bytes + size > byteLimit {
            images.removeAll(keepingCapacity: true)
            bytes = 0
        }
        images[key] = image
        bytes += size
    }

    var count: Int { images.count }
}
