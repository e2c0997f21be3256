import Foundation

/// A layout manager's text laid out in its containers: line fragments and a box per character,
/// in each container's coordinates, indexed in UTF-16 code units (OpenUIKit's glyphs).
///
/// Text flows from one container into the next: each takes the lines that fit its height and
/// `maximumNumberOfLines`, laid out at its own width less its line fragment padding.
struct TextKitLayout {
    struct Fragment {
        /// Index of the container in the layout manager's `textContainers`.
        var container: Int
        /// The whole line: the container's width (or the used width when it is unlimited).
        var rect: CGRect
        /// The part holding characters, with the padding at both ends (Apple's "used rect").
        var usedRect: CGRect
        var characters: NSRange
        /// The baseline's distance from the top of the container.
        var baseline: CGFloat
    }

    var fragments: [Fragment] = []
    /// Each laid-out character's box and container; nil past the laid-out text.
    var characterBoxes: [(container: Int, rect: CGRect)?] = []
    /// Per container, the characters laid out in it.
    var containerRanges: [NSRange] = []
    /// Per container, the width its text was wrapped to (nil: never wrapped), so that drawing
    /// lays the text out as it was measured.
    var wrapWidths: [CGFloat?] = []
    /// The line after a final line break, or the line of empty text (Apple's extra line fragment).
    var extraFragment: Fragment?

    /// Lays out `text` in `containers`.
    @MainActor
    init(text: NSAttributedString, containers: [NSTextContainer]) {
        let length = text.length
        characterBoxes = Array(repeating: nil, count: length)
        var start = 0
        for (index, container) in containers.enumerated() {
            guard start < length || (index == 0) else {
                containerRanges.append(NSRange(location: length, length: 0))
                wrapWidths.append(nil)
                continue
            }
            // The whole text in place for the first container: a substring is a copy, which Linux's
            // Foundation makes by comparing runs (docs/porting.md).
            let rest = start == 0 ? text : text.attributedSubstring(from: NSRange(location: start, length: length - start))
            let laid = layOut(rest, offset: start, in: container, index: index)
            containerRanges.append(NSRange(location: start, length: laid - start))
            start = laid
        }
    }

    /// Lays `text` (which starts at `offset` of the whole) out in one container; returns where
    /// the next container's text starts.
    @MainActor
    private mutating func layOut(_ text: NSAttributedString, offset: Int, in container: NSTextContainer, index: Int) -> Int {
        let (string, style) = text.textKitRenderable(in: container)
        let padding = container.lineFragmentPadding
        let unlimitedWidth = !(container.size.width.isFinite && container.size.width < 1e7)
        // Behaviour source [R] — Text
        //   Rule: A text container narrower than its line fragment padding
        //   Value: lines wrap at every character (Pango's narrowest width)
        //   Source: ours: Apple does not document the layout of a container with no room.
        let wrapWidth: CGFloat? = unlimitedWidth ? nil : max(0.01, container.size.width - 2 * padding)
        wrapWidths.append(wrapWidth)
        let laid = TextLayout.lineLayout(of: string.isEmpty ? " " : string, style: style, maxWidth: wrapWidth)
        let utf16Offsets = Self.utf16Offsets(ofBytesIn: string)
        func characterIndex(ofByte byte: Int) -> Int { offset + utf16Offsets[min(byte, utf16Offsets.count - 1)] }
        let limitHeight = container.size.height.isFinite && container.size.height > 0 && container.size.height < 1e7
        let endOfText = offset + text.length
        var next = offset
        for (lineIndex, line) in laid.lines.enumerated() {
            let isFirst = lineIndex == 0
            if container.maximumNumberOfLines > 0, lineIndex >= container.maximumNumberOfLines { break }
            // Behaviour source [R] — Text
            //   Rule: A container too short for its first line
            //   Value: the first line is laid out in it anyway; later lines only when they fit
            //   Source: ours: keeps a container made with `init(size: .zero)` answering.
            if limitHeight, !isFirst, line.rect.maxY > container.size.height + 0.001 { break }
            let first = characterIndex(ofByte: line.bytes.lowerBound)
            // A line's bytes reach to the next line's first (its line break belongs to it); the
            // last line holds the rest of the text.
            let last = lineIndex + 1 == laid.lines.count ? endOfText : characterIndex(ofByte: line.bytes.upperBound)
            let width = unlimitedWidth ? line.rect.width + 2 * padding : container.size.width
            // Behaviour source [D] — Text
            //   Rule: A line fragment's used rectangle holds its glyphs and the container's line
            //     fragment padding
            //   Value: the line's typographic width plus the padding at both ends
            //   Source: Apple, NSLayoutManager.setLineFragmentRect(_:forGlyphRange:usedRect:), "the
            //     portion of fragmentRect that actually contains glyphs … (including the text
            //     container's line fragment padding)"
            //     (https://developer.apple.com/documentation/uikit/nslayoutmanager/setlinefragmentrect(_:forglyphrange:usedrect:))
            //   Also: Tests/OpenUIKitTests/TextKit/NSLayoutManagerTests.swift
            let fragment = Fragment(container: index, rect: CGRect(x: 0, y: line.rect.minY, width: width, height: line.rect.height),
                                    usedRect: CGRect(x: line.rect.minX, y: line.rect.minY, width: line.rect.width + 2 * padding, height: line.rect.height),
                                    characters: NSRange(location: first, length: last - first), baseline: line.baseline)
            // An empty last line (empty text, or text ending in a line break) is the extra one.
            if first == endOfText, last == endOfText {
                extraFragment = Fragment(container: index, rect: fragment.rect,
                                         usedRect: CGRect(x: line.rect.minX, y: line.rect.minY, width: 2 * padding, height: line.rect.height),
                                         characters: NSRange(location: endOfText, length: 0), baseline: line.baseline)
                next = endOfText
                break
            }
            fragments.append(fragment)
            next = last
        }
        if !string.isEmpty {
            for character in laid.characters {
                let location = characterIndex(ofByte: character.bytes.lowerBound)
                guard location < next else { break }
                let end = min(next, characterIndex(ofByte: character.bytes.upperBound))
                let box = character.rect.offsetBy(dx: padding, dy: 0)
                for unit in location..<max(location + 1, end) where unit < characterBoxes.count { characterBoxes[unit] = (index, box) }
            }
        }
        return next
    }

    /// For each UTF-8 offset in `string` (and its end), the UTF-16 offset of the scalar it is in.
    private static func utf16Offsets(ofBytesIn string: String) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(string.utf8.count + 1)
        var unit = 0
        for scalar in string.unicodeScalars {
            offsets.append(contentsOf: repeatElement(unit, count: UTF8.width(scalar)))
            unit += UTF16.width(scalar)
        }
        offsets.append(unit)
        return offsets
    }
}

extension NSAttributedString {
    /// The text and renderer style of attributed text laid out in `container`: its runs, the
    /// first character's paragraph style (alignment, line spacing) and the container's line
    /// breaking and line limit. Characters without a font use the 12-point system font, as on iOS.
    @MainActor
    func textKitRenderable(in container: NSTextContainer) -> (text: String, style: OpenCoreGraphics.TextStyle) {
        let layout = AttributedTextLayout(self, traits: UITraitCollection.current)
        let paragraph = layout.paragraph ?? .default
        var style = OpenCoreGraphics.TextStyle(font: layout.firstFont ?? .systemFont(ofSize: 12), color: .black,
                                               alignment: paragraph.alignment, lineBreakMode: container.lineBreakMode,
                                               numberOfLines: container.maximumNumberOfLines)
        style.lineSpacing = paragraph.lineSpacing
        style.runs = layout.runs
        return (layout.text, style)
    }
}
