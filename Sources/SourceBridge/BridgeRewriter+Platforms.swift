import SwiftSyntax

/// What iOS sources take for granted about their platform, made true in the port:
/// - `#if os(iOS)` guards the very code being ported (libraries wrap whole files in it); on
///   Linux it is false and the file compiles to nothing, so the port makes the check `true`.
///   Other platform checks (`os(macOS)`, `os(tvOS)`, `targetEnvironment(…)`) keep their meaning.
/// - On iOS, `import XCTest` brings UIKit with it (XCTest's headers import UIKit), so test files
///   name `UIViewController` without importing UIKit; on Linux XCTest imports Foundation only,
///   so the port adds `import UIKit` after `import XCTest` when the file has no UIKit import.
extension BridgeRewriter {
    func rewritePlatformConditions(_ clause: IfConfigClauseSyntax) {
        guard let condition = clause.condition else { return }
        for check in Self.iOSChecks(in: Syntax(condition)) {
            replace(check, with: "true")
            report(check, .rewritten, "os(iOS) made true: it guards the iOS code being ported, which Linux would skip")
        }
    }

    /// The `os(iOS)` calls in a compilation condition.
    static func iOSChecks(in node: Syntax) -> [FunctionCallExprSyntax] {
        if let call = node.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os",
           call.arguments.count == 1, call.arguments.first?.expression.trimmedDescription == "iOS" {
            return [call]
        }
        return node.children(viewMode: .sourceAccurate).flatMap { iOSChecks(in: $0) }
    }

    /// Records the file's imports for ``addUIKitImportForXCTest()``.
    func noteImport(_ node: ImportDeclSyntax) {
        let module = node.path.first?.name.text
        if module == "XCTest", xctestImport == nil { xctestImport = node }
        if module == "UIKit" { importsUIKit = true }
    }

    func addUIKitImportForXCTest() {
        guard let xctest = xctestImport, !importsUIKit else { return }
        edits.append(TextEdit(start: xctest.contentEnd, end: xctest.contentEnd, replacement: "\nimport UIKit"))
        report(xctest, .rewritten, "import UIKit added: on iOS, import XCTest brings UIKit with it")
    }
}
