import SwiftSyntax

/// Functions and initializers marked `@available(iOS, unavailable)`: no iOS code can call them,
/// but Linux is not iOS, so the attribute means nothing here and their bodies (written for the
/// other platforms, `.init()` of a generic controller, say) must compile. They become
/// `@available(*, unavailable)` with a body that stops, which no ported caller can reach.
extension BridgeRewriter {
    /// The `@available(iOS, unavailable …)` attribute among `attributes`, if any.
    static func unavailableOnIOS(_ attributes: AttributeListSyntax) -> AttributeSyntax? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "available",
                  let arguments = attribute.arguments?.as(AvailabilityArgumentListSyntax.self),
                  arguments.first?.argument.trimmedDescription == "iOS",
                  arguments.contains(where: { $0.argument.trimmedDescription == "unavailable" }) else { continue }
            return attribute
        }
        return nil
    }

    func rewriteUnavailableOnIOS(name: String, attributes: AttributeListSyntax, body: CodeBlockSyntax?) {
        guard let attribute = Self.unavailableOnIOS(attributes), let body,
              let platform = attribute.arguments?.as(AvailabilityArgumentListSyntax.self)?.first?.argument else { return }
        replace(platform, with: "*")
        let indent = body.rightBrace.leadingTrivia.lineIndentation
        edits.append(TextEdit(start: body.leftBrace.contentEnd, end: body.rightBrace.contentStart,
                              replacement: "\n\(indent)    fatalError(\"\(name) is unavailable on iOS\")\n\(indent)"))
        report(attribute, .rewritten, "\(name) is unavailable on iOS: made unavailable here too, and its body (for the other platforms) replaced, as no iOS code calls it")
    }
}
