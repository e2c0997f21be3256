import SwiftSyntax

/// A replacement of a byte range of the original text.
struct TextEdit {
    var start: Int
    var end: Int
    var replacement: String
}

extension Array where Element == TextEdit {
    /// Applies the edits to `text`. An edit inside another composes with it when the outer
    /// replacement still holds the inner edit's original text once (a rewritten call whose
    /// arguments are rewritten too: `UIEdgeInsetsInsetRect(r, UIEdgeInsetsMake(…))`); an edit that
    /// overlaps otherwise is skipped and returned, so the caller can report it.
    func applied(to text: String) -> (text: String, skipped: [TextEdit]) {
        let original = [UInt8](text.utf8)
        var edits = composingNestedEdits(in: original)
        var bytes = original
        var skipped: [TextEdit] = []
        var lowestStart = Int.max
        edits.sort { ($0.start, $0.end) > ($1.start, $1.end) }
        for edit in edits {
            guard edit.end <= lowestStart, edit.start <= edit.end, edit.end <= bytes.count else {
                skipped.append(edit)
                continue
            }
            bytes.replaceSubrange(edit.start..<edit.end, with: [UInt8](edit.replacement.utf8))
            lowestStart = edit.start
        }
        return (String(decoding: bytes, as: UTF8.self), skipped)
    }

    /// The edits with each one that lies inside another folded into that one's replacement, where
    /// the outer replacement holds the inner's original text exactly once. Innermost first, so
    /// folds chain.
    private func composingNestedEdits(in original: [UInt8]) -> [TextEdit] {
        var edits = self.sorted { ($0.end - $0.start, $0.start) < ($1.end - $1.start, $1.start) }
        var absorbed = Set<Int>()
        for inner in edits.indices where edits[inner].end > edits[inner].start {
            let innerEdit = edits[inner]
            guard innerEdit.start >= 0, innerEdit.end <= original.count else { continue }
            let innerText = String(decoding: original[innerEdit.start..<innerEdit.end], as: UTF8.self)
            // The smallest edit strictly containing it.
            guard let outer = edits.indices.first(where: { candidate in
                candidate != inner && !absorbed.contains(candidate)
                    && edits[candidate].start <= innerEdit.start && innerEdit.end <= edits[candidate].end
                    && edits[candidate].end - edits[candidate].start > innerEdit.end - innerEdit.start
            }) else { continue }
            let pieces = edits[outer].replacement.components(separatedBy: innerText)
            guard pieces.count == 2 else { continue }
            edits[outer].replacement = pieces.joined(separator: innerEdit.replacement)
            absorbed.insert(inner)
        }
        return edits.indices.filter { !absorbed.contains($0) }.map { edits[$0] }
    }
}

extension Trivia {
    /// The spaces and tabs at the end of this trivia: the indentation of the token it leads.
    var lineIndentation: String {
        String(description.reversed().prefix { $0 == " " || $0 == "\t" }.reversed())
    }
}

extension SyntaxProtocol {
    /// Where the node's text starts (after its leading trivia), as a byte offset.
    var contentStart: Int { positionAfterSkippingLeadingTrivia.utf8Offset }
    /// Where the node's text ends (before its trailing trivia), as a byte offset.
    var contentEnd: Int { endPositionBeforeTrailingTrivia.utf8Offset }

    /// Whole lines of the node, as byte offsets: from the start of its first line (the
    /// comments above it included) to the line break after it.
    var wholeLinesRange: Range<Int> {
        var start = position.utf8Offset
        var lineStart = start
        for piece in leadingTrivia {
            if piece.isComment { break }
            start += piece.sourceLength.utf8Length
            if case .newlines = piece { lineStart = start }
        }
        var end = endPosition.utf8Offset
        if let next = nextToken(viewMode: .sourceAccurate), case .newlines = next.leadingTrivia.first { end += 1 }
        return lineStart..<end
    }

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
