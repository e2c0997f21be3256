import Foundation

/// Where the text went: glyphs (here, UTF-16 code units; see `NSLayoutManager`), line
/// fragments and rectangles, in the coordinates of the text container (its top-left corner;
/// the line fragment padding lies inside the line fragments).
extension NSLayoutManager {
    // MARK: Glyphs and characters

    /// How many glyphs the text has: its length in UTF-16 code units.
    public var numberOfGlyphs: Int { textStorage?.length ?? 0 }

    /// The glyph of character `charIndex` (the same index here).
    public func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }

    /// The character of glyph `glyphIndex` (the same index here).
    public func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }

    /// The glyphs of `charRange` (the same range here).
    public func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) -> NSRange {
        actualCharRange?.pointee = charRange
        return charRange
    }

    /// The characters of `glyphRange` (the same range here).
    public func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        actualGlyphRange?.pointee = glyphRange
        return glyphRange
    }

    // MARK: Containers

    /// The glyphs laid out in `container` (empty for a container of another layout manager).
    public func glyphRange(for container: NSTextContainer) -> NSRange {
        guard let index = index(of: container) else { return NSRange(location: 0, length: 0) }
        let ranges = layout.containerRanges
        return index < ranges.count ? ranges[index] : NSRange(location: numberOfGlyphs, length: 0)
    }

    /// The rectangle the text fills in `container`: the union of its lines' used rectangles
    /// (padding included) and of the extra line fragment when it is there.
    public func usedRect(for container: NSTextContainer) -> CGRect {
        guard let index = index(of: container) else { return .zero }
        let layout = layout
        var rects = layout.fragments.filter { $0.container == index }.map(\.usedRect)
        if let extra = layout.extraFragment, extra.container == index { rects.append(extra.usedRect) }
        return rects.dropFirst().reduce(rects.first ?? .zero) { $0.union($1) }
    }

    /// The container glyph `glyphIndex` is in (nil past the laid-out text); `effectiveGlyphRange`
    /// receives the container's glyphs.
    public func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> NSTextContainer? {
        let layout = layout
        guard let index = layout.containerRanges.firstIndex(where: { NSLocationInRange(glyphIndex, $0) }) else { return nil }
        effectiveGlyphRange?.pointee = layout.containerRanges[index]
        return textContainers[index]
    }

    // MARK: Line fragments

    /// The line fragment holding glyph `glyphIndex` (`.zero` past the laid-out text);
    /// `effectiveGlyphRange` receives the line's glyphs.
    public func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        fragment(holding: glyphIndex, effectiveRange: effectiveGlyphRange)?.rect ?? .zero
    }

    /// Same as `lineFragmentRect(forGlyphAt:effectiveRange:)`; the text is laid out either way.
    public func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?, withoutAdditionalLayout flag: Bool) -> CGRect {
        lineFragmentRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }

    /// The part of glyph `glyphIndex`'s line fragment that holds glyphs (padding included).
    public func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        fragment(holding: glyphIndex, effectiveRange: effectiveGlyphRange)?.usedRect ?? .zero
    }

    /// Same as `lineFragmentUsedRect(forGlyphAt:effectiveRange:)`.
    public func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?, withoutAdditionalLayout flag: Bool) -> CGRect {
        lineFragmentUsedRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }

    /// Calls `block` with each line fragment holding glyphs of `glyphRange`, in order: the
    /// line's rectangle, its used rectangle, its container, its glyphs, and a flag to stop.
    public func enumerateLineFragments(forGlyphRange glyphRange: NSRange,
                                       using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard let glyphRange = checkedGlyphRange(glyphRange, for: "enumerateLineFragments(forGlyphRange:using:)") else { return }
        var stop = ObjCBool(false)
        for fragment in layout.fragments where Self.fragment(fragment.characters, meets: glyphRange) {
            block(fragment.rect, fragment.usedRect, textContainers[fragment.container], fragment.characters, &stop)
            if stop.boolValue { return }
        }
    }

    /// The line after a final line break, or the line of empty text, where typing would go
    /// (`.zero` when the text ends inside a line).
    public var extraLineFragmentRect: CGRect { layout.extraFragment?.rect ?? .zero }
    /// The used part of the extra line fragment (its padding).
    public var extraLineFragmentUsedRect: CGRect { layout.extraFragment?.usedRect ?? .zero }
    /// The container of the extra line fragment (nil when there is none).
    public var extraLineFragmentTextContainer: NSTextContainer? {
        layout.extraFragment.map { textContainers[$0.container] }
    }

    /// Where glyph `glyphIndex` sits in its line fragment: x from the fragment's left edge,
    /// y the baseline's distance from the fragment's top (`.zero` past the laid-out text).
    public func location(forGlyphAt glyphIndex: Int) -> CGPoint {
        guard let fragment = fragment(holding: glyphIndex), let box = box(of: glyphIndex) else { return .zero }
        return CGPoint(x: box.rect.minX - fragment.rect.minX, y: fragment.baseline - fragment.rect.minY)
    }

    // MARK: Rectangles and points

    /// The rectangle enclosing the glyphs of `glyphRange` that are in `container` (for an empty
    /// range, a zero-width rectangle at the glyph's place).
    public func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        guard let containerIndex = index(of: container),
              let glyphRange = checkedGlyphRange(glyphRange, for: "boundingRect(forGlyphRange:in:)") else { return .zero }
        let layout = layout
        let upper = min(glyphRange.location + max(glyphRange.length, 1), layout.characterBoxes.count)
        guard glyphRange.location >= 0, glyphRange.location < upper else {
            if let extra = layout.extraFragment, extra.container == containerIndex, glyphRange.location == numberOfGlyphs {
                return CGRect(x: extra.usedRect.minX + container.lineFragmentPadding, y: extra.rect.minY, width: 0, height: extra.rect.height)
            }
            return .zero
        }
        var result: CGRect?
        for index in glyphRange.location..<upper {
            guard let box = layout.characterBoxes[index], box.container == containerIndex else { continue }
            result = result.map { $0.union(box.rect) } ?? box.rect
        }
        guard var rect = result else { return .zero }
        if glyphRange.length == 0 { rect.size.width = 0 }
        return rect
    }

    /// The smallest range holding every glyph of `container` whose box meets `bounds`.
    public func glyphRange(forBoundingRect bounds: CGRect, in container: NSTextContainer) -> NSRange {
        guard let containerIndex = index(of: container) else { return NSRange(location: 0, length: 0) }
        var first: Int?, last = 0
        for (index, box) in layout.characterBoxes.enumerated() {
            guard let box, box.container == containerIndex, box.rect.intersects(bounds) else { continue }
            if first == nil { first = index }
            last = index
        }
        guard let first else { return NSRange(location: 0, length: 0) }
        return NSRange(location: first, length: last - first + 1)
    }

    /// Same as `glyphRange(forBoundingRect:in:)`.
    public func glyphRange(forBoundingRectWithoutAdditionalLayout bounds: CGRect, in container: NSTextContainer) -> NSRange {
        glyphRange(forBoundingRect: bounds, in: container)
    }

    /// The glyph under `point` in `container`, or the nearest one: the nearest line first, then
    /// the nearest glyph in it. `partialFraction` receives how far across the glyph the point
    /// is, 0 to 1. With no glyph in the container, 0 (the glyph count when the container is
    /// past the text).
    public func glyphIndex(for point: CGPoint, in container: NSTextContainer, fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        let (index, fraction) = nearestGlyph(to: point, in: container)
        partialFraction?.pointee = fraction
        return index
    }

    /// The glyph under `point` in `container`, or the nearest one.
    public func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        nearestGlyph(to: point, in: container).index
    }

    /// The character under `point` in `container`, or the nearest one (see
    /// `glyphIndex(for:in:fractionOfDistanceThroughGlyph:)`); `partialFraction` receives how far
    /// the point is from the insertion point before the character to the one after it.
    public func characterIndex(for point: CGPoint, in container: NSTextContainer,
                               fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: partialFraction)
    }

    // MARK: Helpers

    /// The line fragment whose glyphs hold `glyphIndex`; `effectiveRange` receives its glyphs.
    private func fragment(holding glyphIndex: Int, effectiveRange: NSRangePointer? = nil) -> TextKitLayout.Fragment? {
        let fragment = layout.fragments.first { NSLocationInRange(glyphIndex, $0.characters) }
        if let fragment { effectiveRange?.pointee = fragment.characters }
        return fragment
    }

    private func box(of glyphIndex: Int) -> (container: Int, rect: CGRect)? {
        let boxes = layout.characterBoxes
        return boxes.indices.contains(glyphIndex) ? boxes[glyphIndex] : nil
    }

    /// Whether a line's glyphs and a range share a glyph (or the range is empty and starts in it).
    private static func fragment(_ characters: NSRange, meets range: NSRange) -> Bool {
        if range.length == 0 { return NSLocationInRange(range.location, characters) }
        return NSIntersectionRange(characters, range).length > 0
    }

    private func nearestGlyph(to point: CGPoint, in container: NSTextContainer) -> (index: Int, fraction: CGFloat) {
        guard let containerIndex = index(of: container) else { return (0, 0) }
        let layout = layout
        let lines = layout.fragments.filter { $0.container == containerIndex }
        guard !lines.isEmpty else {
            let range = containerIndex < layout.containerRanges.count ? layout.containerRanges[containerIndex] : NSRange(location: 0, length: 0)
            return (range.location, 0)
        }
        // Behaviour source [R] — Text
        //   Rule: The glyph nearest a point outside every glyph
        //   Value: the line whose vertical span holds the point (the first line above the text,
        //     the last below it), then the glyph whose box holds the point's x, or the line's
        //     first or last glyph when the point is before or after them
        //   Source: Apple documents "the nearest glyph"; the choice of line first is ours.
        let line = lines.first { point.y < $0.rect.maxY } ?? lines[lines.count - 1]
        var candidates: [(index: Int, rect: CGRect)] = []
        for index in line.characters.location..<NSMaxRange(line.characters) {
            guard let box = box(of: index), box.container == containerIndex else { continue }
            // The second code unit of a pair shares the first's box: the first answers.
            if let previous = candidates.last, previous.rect == box.rect { continue }
            candidates.append((index, box.rect))
        }
        // A line's break character is at the end of its line but draws nothing: prefer glyphs.
        let text = textStorage.map { $0.string as NSString }
        let visible = candidates.filter { !Self.isLineBreak(at: $0.index, in: text) }
        let pool = visible.isEmpty ? candidates : visible
        guard let first = pool.first else { return (line.characters.location, 0) }
        if let hit = pool.first(where: { point.x >= $0.rect.minX && point.x < $0.rect.maxX }) {
            return (hit.index, hit.rect.width > 0 ? (point.x - hit.rect.minX) / hit.rect.width : 0)
        }
        let nearest = pool.min { distance(point.x, $0.rect) < distance(point.x, $1.rect) } ?? first
        return (nearest.index, point.x < nearest.rect.minX ? 0 : 1)
    }

    private func distance(_ x: CGFloat, _ rect: CGRect) -> CGFloat {
        x < rect.minX ? rect.minX - x : max(0, x - rect.maxX)
    }

    private static func isLineBreak(at index: Int, in text: NSString?) -> Bool {
        guard let text, index < text.length else { return false }
        let unit = text.character(at: index)
        return unit == 0x0A || unit == 0x0D || unit == 0x2028 || unit == 0x2029
    }
}
