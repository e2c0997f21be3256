import SwiftSyntax

/// What iOS sources take for granted about their platform, made true in the port:
/// - `#if os(iOS)` guards the very code being ported (libraries wrap whole files in it); on
///   Linux it is false and the file compiles to nothing, so the port makes the check `true`.
///   Other platform checks (`os(macOS)`, `os(tvOS)`, `targetEnvironment(…)`) keep their meaning.
/// - On iOS, `import XCTest` brings UIKit with it (XCTest's headers import UIKit), so test files
///   name `UIViewController` without importing UIKit; on Linux XCTest imports Foundation only,
///   so the port adds `import UIKit` after `import XCTest` when the file has no UIKit (or
///   OpenUIKit) import.
/// - In an iOS framework every file sees UIKit through the module's umbrella header, so files
///   that import only Foundation (or nothing) use `UIView` and `CGFloat` freely. In a module where
///   some file imports UIKit, the port adds `import UIKit` to the files that import nothing but
///   Foundation. A file that imports another module and names UIKit's types (`UIView`) without
///   importing UIKit gets it too: on iOS that module's umbrella header re-exports UIKit to it,
///   which Swift on Linux does not do. Files importing AppKit, Cocoa or WatchKit are left as
///   they are.
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

    /// Records the file's imports for ``addUIKitImport(to:)``.
    func noteImport(_ node: ImportDeclSyntax) {
        let module = node.path.first?.name.text
        if module == "XCTest", xctestImport == nil { xctestImport = node }
        // OpenUIKit is UIKit under its own name (code written against it directly).
        if module == "UIKit" || module == "OpenUIKit" { importsUIKit = true }
        if module == "UIKitTesting" { importsUIKitTesting = true }
        if module != "Foundation" { importsBeyondFoundation = true }
        if ["AppKit", "Cocoa", "WatchKit"].contains(module) { importsOtherInterfaceFramework = true }
    }

    /// Notes a type name the file uses (for ``addUIKitImport(to:)``): UIKit's prefix and a
    /// capital letter, not declared by the module.
    func noteTypeName(_ name: String) {
        guard !namesUIKitTypes, name.hasPrefix("UI"), name.count > 2,
              name[name.index(name.startIndex, offsetBy: 2)].isUppercase, !index.declaredTypeNames.contains(name) else { return }
        namesUIKitTypes = true
    }

    func addUIKitImport(to tree: SourceFileSyntax) {
        guard !importsUIKit else { return }
        if let xctest = xctestImport {
            edits.append(TextEdit(start: xctest.contentEnd, end: xctest.contentEnd, replacement: "\nimport UIKit"))
            report(xctest, .rewritten, "import UIKit added: on iOS, import XCTest brings UIKit with it")
            return
        }
        let frameworkFile = index.importsUIKit && !importsBeyondFoundation
        let umbrellaFile = namesUIKitTypes && importsBeyondFoundation && !importsOtherInterfaceFramework
        guard frameworkFile || umbrellaFile || needsUIKitImport, let first = tree.statements.first else { return }
        let reason = frameworkFile
            ? "the module's other files import it, and an iOS framework's files all see it"
            : umbrellaFile ? "the file names UIKit's types, which on iOS an umbrella header it imports brings"
            : "the port names OpenUIKit's stand-in for a Foundation type (UIKit.)"
        // After the file's last top-level import, or before its first statement.
        if let lastImport = tree.statements.last(where: { $0.item.is(ImportDeclSyntax.self) }) {
            edits.append(TextEdit(start: lastImport.contentEnd, end: lastImport.contentEnd, replacement: "\nimport UIKit"))
            report(lastImport, .rewritten, "import UIKit added: \(reason)")
        } else {
            edits.append(TextEdit(start: first.contentStart, end: first.contentStart, replacement: "import UIKit\n\n"))
            report(first, .rewritten, "import UIKit added: \(reason)")
        }
    }

    /// `import UIKitTesting` after `import XCTest` in a test file that names `XCTContext`:
    /// Linux's XCTest has no activities, and UIKitTesting declares them.
    func addTestingImport() {
        guard namesXCTContext, !importsUIKitTesting, let xctest = xctestImport else { return }
        edits.append(TextEdit(start: xctest.contentEnd, end: xctest.contentEnd, replacement: "\nimport UIKitTesting"))
        report(xctest, .rewritten, "import UIKitTesting added: the file runs XCTContext activities, which Linux's XCTest lacks and UIKitTesting declares")
    }
}
