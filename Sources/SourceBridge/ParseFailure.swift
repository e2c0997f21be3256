import SwiftParser
import SwiftSyntax

/// Where and why a parsed file has errors, so the bridge can report it instead of porting it:
/// the first place the parser marked (code it did not expect, or a token it had to invent) and
/// a short reason, with the parser's nesting limit named, since a tree cut off there looks like
/// any other error.
struct ParseFailure {
    /// How deep the bridge lets the parser nest, in every build. Ours: swift-syntax's own
    /// default for release builds. Its debug builds default to 20, which real code reaches, so
    /// the bridge passes this limit and parses on a thread with a large stack (`SourceBridge`).
    static let maximumNestingLevel = 256

    /// The language rules files are parsed with: Swift 5's, as the iOS code being ported is
    /// mostly written for it. They differ in what Swift 6 turned from warnings into errors, such
    /// as a space between an attribute and its arguments (`@objc (switchValueDidChange)`), which
    /// Swift 5 compiles with a warning; parsed with Swift 6's rules, such a file was left unported.
    static let swiftVersion: Parser.SwiftVersion = .v5

    /// The UTF-8 offset of the first error.
    let offset: Int
    let reason: String

    /// Nil when the tree has no error.
    init?(_ tree: SourceFileSyntax) {
        guard tree.hasError else { return nil }
        let finder = FirstErrorFinder(viewMode: .all)
        finder.walk(tree)
        offset = finder.offset ?? tree.position.utf8Offset
        // SwiftParser stops descending past its nesting limit and leaves the rest of the
        // construct as unexpected code; a file that deep is nested code, not a typo.
        if Self.bracketDepth(of: tree) >= Self.maximumNestingLevel {
            reason = "brackets nested more than \(Self.maximumNestingLevel) deep, deeper than the parser follows"
        } else if let unexpected = finder.unexpectedText {
            reason = "unexpected code `\(unexpected)`"
        } else if let missing = finder.missingToken {
            reason = "expected `\(missing)`"
        } else {
            reason = "a syntax error"
        }
    }
}

extension ParseFailure {
    /// The deepest run of open brackets, braces and parentheses in the file's tokens.
    static func bracketDepth(of tree: SourceFileSyntax) -> Int {
        var depth = 0, deepest = 0
        for token in tree.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .leftParen, .leftSquare, .leftBrace:
                depth += 1
                deepest = max(deepest, depth)
            case .rightParen, .rightSquare, .rightBrace:
                depth -= 1
            default:
                break
            }
        }
        return deepest
    }
}

/// The first error in document order: code the parser did not expect, or a token it had to
/// invent.
private final class FirstErrorFinder: SyntaxVisitor {
    var offset: Int?
    var unexpectedText: String?
    var missingToken: String?

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        guard offset == nil else { return .skipChildren }
        offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let text = node.trimmedDescription
        unexpectedText = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if offset == nil, token.presence == .missing {
            offset = token.position.utf8Offset
            missingToken = token.text.isEmpty ? "\(token.tokenKind)" : token.text
        }
        return .skipChildren
    }
}

extension Parser {
    /// Parses a file as the bridge does everywhere: with Swift 5's rules and the nesting limit
    /// of `ParseFailure` (the bridge's parses run on a thread with a large stack).
    static func parseForBridge(_ text: String) -> SourceFileSyntax {
        var text = text
        return text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: ParseFailure.maximumNestingLevel, swiftVersion: ParseFailure.swiftVersion) }
    }
}
