import SwiftSyntax

/// Finds what one file needs and records it as text edits (so the file's formatting and
/// comments stay as they were), with a finding for each.
final class BridgeRewriter: EnclosingTypeVisitor {
    let index: ModuleIndex
    let path: String
    let converter: SourceLocationConverter
    var edits: [TextEdit] = []
    var findings: [SourceBridge.Finding] = []
    /// Selector expressions already replaced as part of a larger rewrite.
    var handledSelectors: Set<SyntaxIdentifier> = []
    /// `responds(to:)` calls already replaced.
    var handledResponds: Set<SyntaxIdentifier> = []
    /// Classes storyboards and nibs of the module name as a `customClass`.
    let interfaceBuilderClasses: Set<String>
    /// Text added at the end of the file (conformances of nested classes).
    var pendingFileEndText: [String] = []
    /// Test classes given `@unchecked Sendable` (BridgeRewriter+XCTestIsolation.swift).
    var uncheckedSendableTestClasses: Set<String> = []
    /// The module's SwiftUI previews.
    let previews: PreviewIndex
    /// Previews and SwiftUI conveniences removed from this file, its `import SwiftUI` lines, and
    /// whether code that stays names SwiftUI.
    var removedSwiftUIDeclarations = 0
    var swiftUIImports: [ImportDeclSyntax] = []
    var usesSwiftUIBeyondPreviews = false
    /// The file's first `import XCTest`, and whether it imports UIKit (BridgeRewriter+Platforms.swift).
    var xctestImport: ImportDeclSyntax?
    var importsUIKit = false
    /// What the modules this one imports let it override (`CrossModuleOverridables`).
    var importedOverridables: [SourceBridge.OverridableMember] = []
    /// Whether the file imports UIKitTesting, and names `XCTContext`, which it declares on Linux.
    var importsUIKitTesting = false
    var namesXCTContext = false
    var importsBeyondFoundation = false
    /// Whether the file imports another platform's interface framework (AppKit, Cocoa, WatchKit).
    var importsOtherInterfaceFramework = false
    /// Whether the file names a UIKit type (`UIView`, `UIColor`) it does not declare.
    var namesUIKitTypes = false
    /// Whether a rewrite named `UIKit.` (BridgeRewriter+FoundationStandIns.swift), so the file
    /// must import UIKit.
    var needsUIKitImport = false
    var outletTypes: Set<String> { index.outletTypes }

    init(index: ModuleIndex, path: String, converter: SourceLocationConverter, interfaceBuilderClasses: Set<String> = [],
         previews: PreviewIndex = PreviewIndex(trees: [])) {
        self.index = index
        self.previews = previews
        self.path = path
        self.converter = converter
        self.interfaceBuilderClasses = interfaceBuilderClasses
        super.init(viewMode: .sourceAccurate)
    }

    func rewrite(_ tree: SourceFileSyntax) -> String {
        walk(tree)
        removeSwiftUIImportsIfUnused()
        addUIKitImport(to: tree)
        addTestingImport()
        if !pendingFileEndText.isEmpty {
            let end = tree.endPosition.utf8Offset
            edits.append(TextEdit(start: end, end: end, replacement: pendingFileEndText.joined()))
        }
        let (text, skipped) = edits.applied(to: tree.description)
        for edit in skipped {
            report(at: edit.start, .notBridged, "two rewrites overlap here; this one was not applied: \(edit.replacement)")
        }
        return text
    }

    func report(_ node: some SyntaxProtocol, _ kind: SourceBridge.Finding.Kind, _ message: String) {
        report(at: node.contentStart, kind, message)
    }

    func report(at offset: Int, _ kind: SourceBridge.Finding.Kind, _ message: String) {
        let location = converter.location(for: AbsolutePosition(utf8Offset: offset))
        findings.append(SourceBridge.Finding(path: path, line: location.line, column: location.column, kind: kind, message: message))
    }

    func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.append(TextEdit(start: node.contentStart, end: node.contentEnd, replacement: text))
    }

    func remove(_ node: some SyntaxProtocol) {
        edits.append(TextEdit(start: node.contentStart, end: node.removalEnd, replacement: ""))
    }

    // MARK: Types: responds(to:) answers and optional requirements

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if removeIfPreview(node) || removeIfSwiftUIDeclaration(node) { _ = super.visit(node); return .skipChildren }
        addRespondsImplementation(name: node.name.text, body: node.memberBlock, isClass: true, modifiers: node.modifiers)
        addInterfaceBuilderConnections(node)
        addLayerInstantiableConformance(node)
        return super.visit(node)
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if removeIfPreview(node) || removeIfSwiftUIDeclaration(node) { _ = super.visit(node); return .skipChildren }
        addRespondsImplementation(name: node.name.text, body: node.memberBlock, isClass: false, modifiers: node.modifiers)
        return super.visit(node)
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        if removeIfPreview(node) || removeIfSwiftUIDeclaration(node) { _ = super.visit(node); return .skipChildren }
        return super.visit(node)
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if removeIfPreview(node) || removeIfSwiftUIDeclaration(node) { _ = super.visit(node); return .skipChildren }
        return super.visit(node)
    }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        removeIfPreview(node) ? .skipChildren : .visitChildren
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        rewriteOptionalRequirements(of: node)
        return super.visit(node)
    }

    // Visits handled in the extensions (Swift cannot override in an extension without
    // Objective-C dispatch — the very thing the bridge exists for).
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { handleCall(node) }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { handleReference(node) }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { handleMemberAccess(node) }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { handleMacro(node) }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { handleNullJoin(node) }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { handleIdentifierType(node) }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if removeIfSwiftUIMember(node, named: node.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ", ")) { return .skipChildren }
        if rewriteManagedProperty(node) { return .skipChildren }
        rewriteOptionalPropertyImplementation(node)
        rewriteDynamicStoredProperty(node)
        rewriteImportedOverride(node)
        return .visitChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        rewritePlatformConditions(node)
        return .visitChildren
    }

    // MARK: Objective-C attributes and modifiers

    static let removedAttributes: Set<String> = ["objc", "objcMembers", "nonobjc", "IBOutlet", "IBOutletCollection", "GKInspectable"]

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        noteSwiftUIUse(name)
        if rewriteImplementationConvention(node) { return .skipChildren }
        if name == "IBAction", let function = node.parent?.parent?.as(FunctionDeclSyntax.self),
           function.signature.parameterClause.parameters.count != 1 {
            // Swift without Objective-C accepts @IBAction only on methods with one parameter;
            // the action stays registered by its selector (interfaceBuilderConnections).
            remove(node)
            report(node, .rewritten, "@IBAction removed from \(ModuleIndex.fullName(of: function)) (Swift on Linux accepts it only with one parameter); the action is still registered")
            return .skipChildren
        }
        if name == "UIApplicationMain" || (name == "main" && Self.isApplicationDelegate(node.parent?.parent)) {
            // The launch on Linux is TransitionHost.launch (no UIApplicationMain to call).
            remove(node)
            report(node, .rewritten, "@\(name) removed from the app delegate: on Linux an app launches through TransitionHost.launch(appDelegate:) (docs/state-restoration.md)")
            return .skipChildren
        }
        guard Self.removedAttributes.contains(name) else { return .skipChildren }
        remove(node)
        if name == "IBOutlet" || name == "IBOutletCollection" {
            report(node, .rewritten, "@\(name) removed: the outlet is a plain stored property")
        } else {
            report(node, .rewritten, "\(node.trimmedDescription) removed (no Objective-C runtime on Linux)")
        }
        return .skipChildren
    }

    /// Whether a declaration is a class adopting `UIApplicationDelegate` in its own clause.
    static func isApplicationDelegate(_ node: Syntax?) -> Bool {
        guard let declaration = node?.as(ClassDeclSyntax.self), let clause = declaration.inheritanceClause else { return false }
        return clause.inheritedTypes.contains { $0.type.trimmedDescription == "UIApplicationDelegate" }
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "dynamic" {
            remove(node)
            report(node, .rewritten, "dynamic removed (no Objective-C dispatch on Linux)")
        }
        if node.name.text == "open", Self.isNonOverridingExtensionMember(node.parent?.parent) {
            // Without @objc, a member declared in an extension cannot be overridden, and Swift
            // warns that `open` there will become an error.
            replace(node, with: "public")
            report(node, .rewritten, "open → public on a member of an extension (only @objc members of extensions can be overridden)")
        }
        return .skipChildren
    }

    /// Whether `node` is a property, method or subscript declared in an extension, not an override.
    static func isNonOverridingExtensionMember(_ node: Syntax?) -> Bool {
        guard let node, node.is(VariableDeclSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(SubscriptDeclSyntax.self),
              let modifiers = node.asProtocol(WithModifiersSyntax.self)?.modifiers,
              !modifiers.contains(where: { $0.name.text == "override" }) else { return false }
        // declaration → member block item → item list → member block → extension
        return node.parent?.parent?.parent?.parent?.is(ExtensionDeclSyntax.self) == true
    }

    // MARK: Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        noteImport(node)
        if node.path.trimmedDescription == "SwiftUI" { swiftUIImports.append(node) }
        if node.path.trimmedDescription == "UIKit.UIGestureRecognizerSubclass" {
            // Importing the header's submodule imports UIKit as well: a file with no other
            // `import UIKit` keeps it as one.
            if Self.importsUIKit(node) {
                // The line goes with the line break before it; what follows keeps its spacing.
                edits.append(TextEdit(start: node.position.utf8Offset, end: node.contentEnd, replacement: ""))
                report(node, .rewritten, "import UIKit.UIGestureRecognizerSubclass removed (a header, not a module: OpenUIKit's recognizers expose what subclasses need)")
            } else {
                edits.append(TextEdit(start: node.path.positionAfterSkippingLeadingTrivia.utf8Offset, end: node.path.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "UIKit"))
                report(node, .rewritten, "import UIKit.UIGestureRecognizerSubclass → import UIKit (a header, not a module: OpenUIKit's recognizers expose what subclasses need)")
            }
        } else if node.importKindSpecifier == nil, let framework = Self.frameworkOfSubmoduleImport(node.path.trimmedDescription) {
            // `import UIKit.UIColor`: Apple's frameworks have a submodule per header; OpenUIKit's
            // modules have none, and the whole framework gives the same names.
            edits.append(TextEdit(start: node.path.positionAfterSkippingLeadingTrivia.utf8Offset, end: node.path.endPositionBeforeTrailingTrivia.utf8Offset, replacement: framework))
            report(node, .rewritten, "import \(node.path.trimmedDescription) → import \(framework) (a header's submodule; OpenUIKit's modules have none)")
        } else if node.importKindSpecifier == nil, let reason = Self.appleOnlyModulesUIKitProvides[node.path.trimmedDescription] {
            // `import os.log`, `import ObjectiveC`: Apple's modules, absent on Linux, whose few
            // names iOS code uses OpenUIKit declares.
            if Self.importsUIKit(node) {
                edits.append(TextEdit(start: node.position.utf8Offset, end: node.contentEnd, replacement: ""))
                report(node, .rewritten, "import \(node.path.trimmedDescription) removed (no such module on Linux; OpenUIKit, imported here, declares \(reason))")
            } else {
                edits.append(TextEdit(start: node.path.positionAfterSkippingLeadingTrivia.utf8Offset, end: node.path.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "UIKit"))
                report(node, .rewritten, "import \(node.path.trimmedDescription) → import UIKit (no such module on Linux; OpenUIKit declares \(reason))")
            }
        }
        return .skipChildren
    }

    /// Whether the file of `node` has a plain `import UIKit` at its top level (anywhere in it:
    /// `noteImport` only knows the imports seen so far).
    static func importsUIKit(_ node: ImportDeclSyntax) -> Bool {
        node.root.as(SourceFileSyntax.self)?.statements.contains {
            $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription == "UIKit"
        } ?? false
    }

    /// Apple modules with no Linux counterpart whose names iOS code uses, and what of them
    /// OpenUIKit declares.
    static let appleOnlyModulesUIKitProvides: [String: String] = [
        "os": "os_log, OSLog and OSLogType, which go to swift-log, and os_unfair_lock",
        "os.log": "os_log, OSLog and OSLogType, which go to swift-log",
        "ObjectiveC": "objc_getAssociatedObject and objc_setAssociatedObject",
        "ObjectiveC.runtime": "objc_getAssociatedObject and objc_setAssociatedObject",
    ]

    /// The framework of `import UIKit.UIColor`-style paths (UIKit, QuartzCore, CoreGraphics).
    static func frameworkOfSubmoduleImport(_ path: String) -> String? {
        let parts = path.split(separator: ".")
        guard parts.count > 1, ["UIKit", "QuartzCore", "CoreGraphics"].contains(String(parts[0])) else { return nil }
        return String(parts[0])
    }

    // MARK: Functions: conformers of optional requirements returning values

    // MARK: Custom segues: their designated initializer is required

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if removeIfSwiftUIMember(node, named: "init" + node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined().wrappedInParentheses) {
            return .skipChildren
        }
        rewriteSegueInitializer(node)
        if Self.unavailableOnIOS(node.attributes) != nil {
            rewriteUnavailableOnIOS(name: "init" + node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined().wrappedInParentheses,
                                    attributes: node.attributes, body: node.body)
            // Everything but the body, which is replaced.
            walk(node.attributes)
            walk(node.modifiers)
            walk(node.signature)
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if removeIfSwiftUIMember(node, named: ModuleIndex.fullName(of: node)) { return .skipChildren }
        if Self.unavailableOnIOS(node.attributes) != nil {
            rewriteUnavailableOnIOS(name: ModuleIndex.fullName(of: node), attributes: node.attributes, body: node.body)
            walk(node.attributes)
            walk(node.modifiers)
            walk(node.signature)
            return .skipChildren
        }
        rewriteObjectAwakeFromNib(node)
        rewriteObserveValueOverride(node)
        rewriteFormatterObjectValueOverride(node)
        rewriteRuntimeOverride(node)
        rewriteImportedOverride(node)
        rewriteMainActorTestMethod(node)
        rewriteOptionalMethodImplementation(node)
        return .visitChildren
    }

    static func optional(_ type: String) -> String {
        type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? "\(type)?" : "(\(type))?"
    }
}

extension String {
    /// `(text)`.
    var wrappedInParentheses: String { "(\(self))" }
}
