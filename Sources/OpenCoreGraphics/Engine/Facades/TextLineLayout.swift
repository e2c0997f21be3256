import Foundation

/// Text laid out in lines, with where each character is: what a layout manager answers
/// questions from (line fragments, the character under a point, a range's bounding rectangle).
///
/// Positions are in points from the top-left corner of the layout's box, which is `maxWidth`
/// wide when one was given (alignment places lines within it). Byte offsets are UTF-8 offsets
/// into the laid-out string.
package struct TextLineLayout: Sendable, Equatable {
    /// One line of text as Pango broke it.
    package struct Line: Sendable, Equatable {
        /// The line's bytes in the text, up to the next line's first (so a line holds its line
        /// break; a truncated last line holds the rest of the text).
        package var bytes: Range<Int>
        /// The line's typographic box: its x is where the alignment put the line, its height the
        /// line's height with the line spacing that follows it.
        package var rect: CGRect
        /// The distance from the layout's top to the line's baseline.
        package var baseline: CGFloat
    }

    /// One character's box (a grapheme's leading byte; its other bytes share it).
    package struct Character: Sendable, Equatable {
        package var bytes: Range<Int>
        package var rect: CGRect
    }

    package var lines: [Line]
    /// Every character of the laid-out lines, in text order.
    package var characters: [Character]
    /// The box the lines fill (Pango's logical extents).
    var size: CGSize
}
