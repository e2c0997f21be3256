import Foundation

/// Drawing laid-out text into the current graphics context (`UIGraphicsGetCurrentContext()`),
/// with the container's top-left corner at `origin`: what a custom text view's `draw(_:)` does.
extension NSLayoutManager {
    /// Fills the `.backgroundColor` of the glyphs of `glyphsToShow`, each glyph's box.
    public func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let storage = textStorage, let context = UIGraphicsGetCurrentContext(),
              let range = checkedGlyphRange(glyphsToShow, for: "drawBackground(forGlyphRange:at:)") else { return }
        let layout = layout
        storage.enumerateAttribute(.backgroundColor, in: range) { value, run, _ in
            guard let color = value as? UIColor else { return }
            context.setFillColor(color.resolvedColor(with: .current).cgColor)
            for index in run.location..<NSMaxRange(run) {
                guard let box = layout.characterBoxes[index] else { continue }
                context.fill(box.rect.offsetBy(dx: origin.x, dy: origin.y))
            }
        }
    }

    /// Draws the glyphs of `glyphsToShow` (those of the container the range starts in): the
    /// container's lines are drawn as laid out, clipped to the lines that hold the range.
    public func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let storage = textStorage, let context = UIGraphicsGetCurrentContext(),
              let glyphsToShow = checkedGlyphRange(glyphsToShow, for: "drawGlyphs(forGlyphRange:at:)"), glyphsToShow.length > 0 else { return }
        let layout = layout
        guard let containerIndex = layout.containerRanges.firstIndex(where: { NSIntersectionRange($0, glyphsToShow).length > 0 }) else { return }
        let container = textContainers[containerIndex]
        let containerRange = layout.containerRanges[containerIndex]
        let shown = NSIntersectionRange(containerRange, glyphsToShow)
        // The lines that hold the range, and within the first and last the range's own glyphs.
        var clip: [CGRect] = []
        for fragment in layout.fragments where fragment.container == containerIndex && NSIntersectionRange(fragment.characters, shown).length > 0 {
            let part = NSIntersectionRange(fragment.characters, shown)
            if part == fragment.characters {
                clip.append(fragment.rect)
            } else {
                let boxes = (part.location..<NSMaxRange(part)).compactMap { layout.characterBoxes[$0]?.rect }
                if let first = boxes.first { clip.append(boxes.dropFirst().reduce(first) { $0.union($1) }) }
            }
        }
        guard !clip.isEmpty else { return }
        let text = storage.attributedSubstring(from: containerRange)
        let (string, style) = text.textKitRenderable(in: container)
        let padding = container.lineFragmentPadding
        let lines = layout.fragments.filter { $0.container == containerIndex }
        // The width the text was wrapped to, or (never wrapped) its widest line without padding.
        let width = layout.wrapWidths[containerIndex] ?? ((lines.map(\.usedRect.width).max() ?? 0) - 2 * padding)
        let height = lines.map(\.rect.maxY).max() ?? 0
        context.saveGState()
        context.clip(to: clip.map { $0.offsetBy(dx: origin.x, dy: origin.y) })
        TextLayout.draw(string, style: style, in: CGRect(x: origin.x + padding, y: origin.y, width: width, height: height), context: context)
        context.restoreGState()
    }
}
