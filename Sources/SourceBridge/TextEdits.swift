import SwiftSyntax

/// A replacement of a byte range of the original text.
struct TextEdit {
    var start: Int
    var end: Int
    var replacement: String
}

extension Array where Element == TextEdit {
    /// Applies the edits to `text`; an edit overlapping one already applied is skipped and
    /// returned, so the caller can report it.
    func applied(to text: String) -> (text: String, skipped: [TextEdit]) {
        var bytes = [UInt8](text.utf8)
        var skipped: [TextEdit] = []
        var lowestStart = Int.max
        for edit in sorted(by: { ($0.start, $0.end) > ($1.start, $1.end) }) {
            guard edit.end <= lowestStart, edit.start <= edit.end, edit.end <= bytes.count else {
                skipped.append(edit)
                continue
            }
            bytes.replaceSubrange(edit.start..<edit.end, with: [UInt8](edit.replacement.utf8))
            lowestStart = edit.start
        }
        return (String(decoding: bytes, as: UTF8.self), skipped)
    }
}

extension SyntaxProtocol {
    /// Where the node's text starts (after its leading trivia), as a byte offset.
    var contentStart: Int { positionAfterSkippingLeadingTrivia.utf8Offset }
    /// Where the node's text ends (before its trailing trivia), as a byte offset.
    var contentEnd: Int { endPositionBeforeTrailingTrivia.utf8Offset }

    /// The end of a removal of this node: through the next token's leading trivia when that is
    /// only spaces and line breaks (so an attribute alone on its line takes its line with it),
    /// else through this node's trailing trivia.
    var removalEnd: Int {
        if let next = nextToken(viewMode: .sourceAccurate),
           next.leadingTrivia.allSatisfy({ $0.isWhitespace }) {
            return next.contentStart
        }
        return endPosition.utf8Offset
    }
}
