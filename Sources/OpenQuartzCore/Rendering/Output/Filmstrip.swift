/// Frames side by side in one picture, each labelled with its time and number — the
/// frame-by-frame reading of a transition that the seed author did with screen recordings.
package enum Filmstrip {
    package struct Layout {
        /// Width of each thumbnail in pixels (height follows the frames' aspect ratio).
        package var thumbnailWidth: Int = 160
        /// Thumbnails per row; more frames wrap onto further rows.
        package var columns: Int = 8
        package var spacing: Int = 12
        package var labelHeight: Int = 22

        package init(thumbnailWidth: Int = 160, columns: Int = 8) {
            self.thumbnailWidth = max(8, thumbnailWidth)
            self.columns = max(1, columns)
        }
    }

    /// Picks `count` frames evenly spread over the recording (always the first and the last).
    package static func pick(_ frames: [RecordedFrame], count: Int) -> [RecordedFrame] {
        guard frames.count > count, count > 1 else { return frames }
        return (0..<count).map { frames[Int((Double($0) * Double(frames.count - 1) / Double(count - 1)).rounded())] }
    }

    /// Lays out `frames` on a light grey sheet with "frame n · t = 0.000 s" under each, and
    /// `caption` (a timeline, say) one line per entry below the thumbnails.
    package static func make(_ frames: [RecordedFrame], layout: Layout = Layout(), caption: [String] = []) -> PixelBuffer? {
        guard let first = frames.first else { return nil }
        let thumbWidth = layout.thumbnailWidth
        let thumbHeight = max(1, Int((Double(first.pixels.height) * Double(thumbWidth) / Double(first.pixels.width)).rounded()))
        let columns = min(layout.columns, frames.count)
        let rows = (frames.count + columns - 1) / columns
        let cellWidth = thumbWidth + layout.spacing, cellHeight = thumbHeight + layout.labelHeight + layout.spacing
        let captionLineHeight = 16
        let captionHeight = caption.isEmpty ? 0 : caption.count * captionLineHeight + layout.spacing
        let sheet = PixelBuffer(width: columns * cellWidth + layout.spacing, height: rows * cellHeight + layout.spacing + captionHeight)
        sheet.fill(PixelBuffer.pixel(red: 0.93, green: 0.93, blue: 0.94, alpha: 1))
        let context = CGContext.flipped(over: sheet, scale: 1)
        context.interpolationQuality = .high
        let label = TextStyle(font: FontDescriptor(family: "DejaVu Sans Mono", size: 11),
                              color: ColorComponents(red: 0.2, green: 0.2, blue: 0.25, alpha: 1), alignment: .center)
        for (index, frame) in frames.enumerated() {
            let x = layout.spacing + (index % columns) * cellWidth, y = layout.spacing + (index / columns) * cellHeight
            let box = CGRect(x: x, y: y, width: thumbWidth, height: thumbHeight)
            context.setFillColor(CGColor(red: 0.75, green: 0.75, blue: 0.78, alpha: 1))
            context.fill(box.insetBy(dx: -1, dy: -1))
            // A flipped context draws images upside down; undo that for the thumbnail.
            context.saveGState()
            context.translateBy(x: box.minX, y: box.maxY)
            context.scaleBy(x: 1, y: -1)
            context.draw(CGImage(pixels: frame.pixels), in: CGRect(x: 0, y: 0, width: box.width, height: box.height))
            context.restoreGState()
            let text = String(format: "#%d · %.3f s", frame.index, frame.time)
            TextRenderer.draw(text, style: label, in: CGRect(x: x, y: y + thumbHeight + 4, width: thumbWidth, height: layout.labelHeight), context: context)
        }
        let captionStyle = TextStyle(font: FontDescriptor(family: "DejaVu Sans Mono", size: 11),
                                     color: ColorComponents(red: 0.1, green: 0.1, blue: 0.15, alpha: 1), alignment: .left)
        let captionTop = rows * cellHeight + layout.spacing
        for (index, line) in caption.enumerated() {
            let frame = CGRect(x: layout.spacing, y: captionTop + index * captionLineHeight, width: sheet.width - 2 * layout.spacing, height: captionLineHeight)
            TextRenderer.draw(line, style: captionStyle, in: frame, context: context)
        }
        context.flush()
        return sheet
    }
}
