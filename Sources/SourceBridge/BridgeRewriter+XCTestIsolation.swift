import SwiftSyntax

/// XCTest on Linux finds test methods by name and calls them as plain `() throws -> Void`
/// functions; a synchronous test method isolated to the main actor (marked `@MainActor`, or in
/// a `@MainActor` test class) stops the run there with "Could not cast value of type
/// '(…) -> @MainActor () throws -> ()'". XCTest runs tests on the main thread, so the method
/// becomes non-isolated and runs its body in `MainActor.assumeIsolated`, which keeps the body's
/// isolation as written. Overrides of `setUp()` and `tearDown()` (and their `WithError` forms)
/// get the same treatment: corelibs XCTest declares them non-isolated, so a main-actor override
/// does not compile here, while Apple's XCTest lets iOS test classes write them.
///
/// In Swift 6 mode the body's closure captures `self`, a test case that is not `Sendable`
/// (corelibs `XCTestCase` is not), which the compiler refuses as "sending 'self' risks causing
/// data races". The class therefore also gets `extension Name: @unchecked Sendable {}`: its
/// main-actor state is only touched on the main thread, where XCTest runs every test.
extension BridgeRewriter {
    func rewriteMainActorTestMethod(_ node: FunctionDeclSyntax) {
        let isLifecycle = ["setUp", "tearDown", "setUpWithError", "tearDownWithError"].contains(node.name.text)
            && node.modifiers.contains { $0.name.text == "override" }
        guard node.name.text.hasPrefix("test") || isLifecycle, node.signature.parameterClause.parameters.isEmpty,
              node.signature.effectSpecifiers?.asyncSpecifier == nil, node.genericParameterClause == nil,
              let body = node.body, !node.modifiers.contains(where: { ["static", "class", "nonisolated", "private", "fileprivate"].contains($0.name.text) }),
              let type = typeStack.last, isTestCaseClass(type),
              let enclosing = Self.enclosingClass(of: node) else { return }
        let methodAttribute = node.attributes.compactMap { $0.as(AttributeSyntax.self) }
            .first { $0.attributeName.trimmedDescription == "MainActor" }
        let classIsMainActor = isMainActorClass(enclosing.name.text)
        guard methodAttribute != nil || classIsMainActor else { return }
        if let methodAttribute { remove(methodAttribute) }
        if classIsMainActor {
            edits.append(TextEdit(start: node.funcKeyword.contentStart, end: node.funcKeyword.contentStart, replacement: "nonisolated "))
        }
        let throwing = node.signature.effectSpecifiers?.throwsClause != nil
        // A method that does not throw gets a closure declared not to throw (`throws(Never)`: a
        // plain `() -> Void` signature does not stop the inference): Swift would infer a
        // throwing closure from any `try` in the body, also one whose throwing call is in an
        // autoclosure (`try action(startingFrom: .custom(make()))`), and the call would then need
        // a `try` the method cannot have.
        let signature = !throwing && node.signature.returnClause == nil ? " () throws(Never) -> Void in" : ""
        edits.append(TextEdit(start: body.leftBrace.contentEnd, end: body.leftBrace.contentEnd,
                              replacement: " \(throwing ? "try " : "")MainActor.assumeIsolated {\(signature)"))
        edits.append(TextEdit(start: body.rightBrace.contentStart, end: body.rightBrace.contentStart, replacement: "} "))
        report(node.name, .rewritten, "\(node.name.text)() runs its body in MainActor.assumeIsolated: XCTest on Linux cannot call a main-actor test method (it runs tests on the main thread)")
        declareUncheckedSendable(enclosing)
    }

    /// The class whose member `node` is, also inside `#if` blocks (`#if os(iOS)` around some of
    /// a test class's methods); nil for a member of another kind of type or of an extension.
    private static func enclosingClass(of node: FunctionDeclSyntax) -> ClassDeclSyntax? {
        var ancestor = node.parent
        while let current = ancestor {
            if let found = current.as(ClassDeclSyntax.self) { return found }
            if current.is(MemberBlockItemSyntax.self) || current.is(MemberBlockItemListSyntax.self) || current.is(MemberBlockSyntax.self)
                || current.is(IfConfigClauseSyntax.self) || current.is(IfConfigClauseListSyntax.self) || current.is(IfConfigDeclSyntax.self) {
                ancestor = current.parent
                continue
            }
            return nil
        }
        return nil
    }

    /// Adds the `@unchecked Sendable` conformance once per class, unless the module states one
    /// (in the declaration or an extension, checked or `@unchecked`).
    private func declareUncheckedSendable(_ node: ClassDeclSyntax) {
        let name = node.name.text
        guard let info = index.classInfo[name], uncheckedSendableTestClasses.insert(name).inserted,
              !(index.conformances[name]?.contains { $0.hasSuffix("Sendable") } ?? false) else { return }
        pendingFileEndText.append("\nextension \(info.qualifiedName): @unchecked Sendable {}\n")
    }

    /// Whether a class is marked `@MainActor`, or inherits the isolation from a class of the
    /// module that is.
    private func isMainActorClass(_ type: String) -> Bool {
        index.superclassChain(of: type).contains { index.classInfo[$0]?.isMainActor == true }
    }

    /// Whether `type` is an `XCTestCase` subclass, directly or through classes of the module.
    private func isTestCaseClass(_ type: String) -> Bool {
        index.superclassChain(of: type).dropFirst().contains { $0 == "XCTestCase" || $0 == "XCTest.XCTestCase" }
    }
}
