import OpenCoreGraphics
import OpenQuartzCore

/// Frames side by side in one picture, each labelled with its time and number — the
/// frame-by-frame reading of a transition that the seed author did with screen recordings.
package enum Filmstrip {
    package struct Layout {
        /// Width of each thumbnail in pixels (height follows the frames' aspect ratio).
        var thumbnailWidth: Int = 160
        /// Thumbnails per row; more frames wrap onto further rows.
        var columns: Int = 8
        var spacing: Int = 12
        var labelHeight: Int = 22

        package init(thumbnailWidth: Int = 160, columns: Int = 8) {
            self.thumbnailWidth = max(8, thumbnailWidth)
            self.columns = max(1, columns)
        }
    }

    /// Picks `count` frames evenly spread over the recording (always the first and the last).
    package static func pick(_ frames: [RecordedFrame], count: Int) -> [RecordedFrame] {
        pickedIndices(count, of: frames.count).map { frames[$0] }
    }

    /// The indices `pick(_:count:)` takes from `total` frames (known before the frames exist
    /// when a recording streams): all of them when there are no more than `count`, the first
    /// when `count` is 1.
    package static func pickedIndices(_ count: Int, of total: Int) -> [Int] {
        guard total > count else { return Array(0..<max(total, 0)) }
        guard count > 1 else { return count == 1 ? [0] : [] }
        return (0..<count).map { Int((Double($0) * Double(total - 1) / Double(count - 1)).rounded()) }
    }

    /// Lays out `frames` on a light grey sheet with "frame n · t = 0.000 s" under each, and
    /// `caption` (a timeline, say) one line per entry below the thumbnails.
    package static func make(_ frames: [RecordedFrame], layout: Layout = Layout(), caption: [String] = []) -> PixelBuffer? {
        guard let first = frames.first else { return nil }
        let sheet = Sheet(frameWidth: first.pixels.width, frameHeight: first.pixels.height, count: frames.count, layout: layout, caption: caption)
        for (slot, frame) in frames.enumerated() { sheet.draw(frame, inSlot: slot) }
        return sheet.finish()
    }

    /// A filmstrip drawn one thumbnail at a time, as the frames of a streamed recording arrive.
    package final class Sheet {
        private let layout: Layout
        private let columns: Int, rows: Int
        private let thumbWidth: Int, thumbHeight: Int
        private let cellWidth: Int, cellHeight: Int
        private let caption: [String]
        private let pixels: PixelBuffer
        private let context: CGContext
        private static let captionLineHeight = 16
        private static let label = TextStyle(font: FontDescriptor(family: "DejaVu Sans Mono", size: 11),
                                             color: ColorComponents(red: 0.2, green: 0.2, blue: 0.25, alpha: 1), alignment: .center)

        /// A sheet for `count` frames of the given size.
        package init(frameWidth: Int, frameHeight: Int, count: Int, layout: Layout, caption: [String] = []) {
            self.layout = layout
            self.caption = caption
            thumbWidth = layout.thumbnailWidth
            thumbHeight = max(1, Int((Double(frameHeight) * Double(thumbWidth) / Double(max(frameWidth, 1))).rounded()))
            columns = max(1, min(layout.columns, count))
            rows = (max(count, 1) + columns - 1) / columns
            cellWidth = thumbWidth + layout.spacing
            cellHeight = thumbHeight + layout.labelHeight + layout.spacing
            let captionHeight = caption.isEmpty ? 0 : caption.count * Self.captionLineHeight + layout.spacing
            pixels = PixelBuffer(width: columns * cellWidth + layout.spacing, height: rows * cellHeight + layout.spacing + captionHeight)
            pixels.fill(PixelBuffer.pixel(red: 0.93, green: 0.93, blue: 0.94, alpha: 1))
            context = Raster.context(over: pixels, scale: 1)
            context.interpolationQuality = .high
        }

        /// Draws `frame` scaled into its cell, with its number and time under it.
        package func draw(_ frame: RecordedFrame, inSlot slot: Int) {
            let x = layout.spacing + (slot % columns) * cellWidth, y = layout.spacing + (slot / columns) * cellHeight
            let box = CGRect(x: x, y: y, width: thumbWidth, height: thumbHeight)
            context.setFillColor(CGColor(red: 0.75, green: 0.75, blue: 0.78, alpha: 1))
            context.fill(box.insetBy(dx: -1, dy: -1))
            // A flipped context draws images upside down; undo that for the thumbnail.
            context.saveGState()
            context.translateBy(x: box.minX, y: box.maxY)
            context.scaleBy(x: 1, y: -1)
            context.draw(Raster.image(frame.pixels), in: CGRect(x: 0, y: 0, width: box.width, height: box.height))
            context.restoreGState()
            let text = String(format: "#%d · %.3f s", frame.index, frame.time)
            TextLayout.draw(text, style: Self.label, in: CGRect(x: x, y: y + thumbHeight + 4, width: thumbWidth, height: layout.labelHeight), context: context)
        }

        /// Writes the caption and returns the sheet.
        package func finish() -> PixelBuffer {
            let captionStyle = TextStyle(font: FontDescriptor(family: "DejaVu Sans Mono", size: 11),
                                         color: ColorComponents(red: 0.1, green: 0.1, blue: 0.15, alpha: 1), alignment: .left)
            let captionTop = rows * cellHeight + layout.spacing
            for (index, line) in caption.enumerated() {
                let frame = CGRect(x: layout.spacing, y: captionTop + index * Self.captionLineHeight,
                                   width: pixels.width - 2 * layout.spacing, height: Self.captionLineHeight)
                TextLayout.draw(line, style: captionStyle, in: frame, context: context)
            }
            context.flush()
            return pixels
        }
    }
}
