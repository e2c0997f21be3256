import SwiftParser
import SwiftSyntax

/// How an iOS app starts, read from its sources: its `@main` (or `@UIApplicationMain`) type, its
/// `main.swift`, and the delegate classes a launch may name by string. `openuikit test` uses it
/// to launch the app as the host of its tests, where the app is a library and has no `main`.
public struct AppEntryPoints: Sendable, Equatable {
    /// The type marked `@main` or `@UIApplicationMain`.
    public struct MainType: Sendable, Equatable {
        public var name: String
        /// A class adopting `UIApplicationDelegate` (launched with `UIApplicationMain`), rather
        /// than a type with its own `static func main()`.
        public var isApplicationDelegate: Bool
    }

    public var mainType: MainType?
    /// The path of the module's `main.swift` (top-level code that starts the app).
    public var mainFile: String?
    /// Classes a launch may name by string: those adopting `UIApplicationDelegate`,
    /// `UISceneDelegate` or `UIWindowSceneDelegate`, and their subclasses in the module, that can
    /// be made with `init()` from elsewhere in the module (not private, not generic, no other
    /// designated initializer). Each with the Objective-C name an `@objc(Name)` gives it.
    public var delegateClasses: [DelegateClass]

    public struct DelegateClass: Sendable, Equatable {
        public var name: String
        public var objectiveCName: String?
    }

    static let delegateProtocols: Set<String> = ["UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate"]

    /// Reads a module's files (their iOS text, before the bridge).
    public init(files: [SourceBridge.File]) {
        var classes: [(name: String, inherited: [String], objcName: String?, makeable: Bool)] = []
        for file in files {
            let tree = Parser.parseForBridge(file.text)
            if file.path.split(separator: "/").last == "main.swift" { mainFile = file.path }
            for item in tree.statements {
                let declaration = item.item
                guard let decl = declaration.as(DeclSyntax.self) else { continue }
                let attributes = Self.attributes(of: decl)
                let name = Self.name(of: decl)
                if let name, attributes.contains("main") || attributes.contains("UIApplicationMain") {
                    let inherited = decl.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                    mainType = MainType(name: name, isApplicationDelegate: attributes.contains("UIApplicationMain")
                                        || inherited.contains("UIApplicationDelegate"))
                }
                guard let classDecl = decl.as(ClassDeclSyntax.self) else { continue }
                let modifiers = classDecl.modifiers.map(\.name.text)
                let isHidden = modifiers.contains("private") || modifiers.contains("fileprivate")
                let designated = classDecl.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.filter { initializer in
                    let modifiers = initializer.modifiers.map(\.name.text)
                    return !modifiers.contains("convenience") && !(modifiers.contains("required") && initializer.signature.parameterClause.parameters.first?.firstName.text == "coder")
                }
                let makeable = !isHidden && classDecl.genericParameterClause == nil
                    && designated.allSatisfy { $0.signature.parameterClause.parameters.isEmpty && $0.optionalMark == nil }
                let objcName = classDecl.attributes.compactMap { $0.as(AttributeSyntax.self) }
                    .first { $0.attributeName.trimmedDescription == "objc" }?.arguments?.trimmedDescription
                classes.append((classDecl.name.text, classDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
                                objcName.flatMap { $0.isEmpty ? nil : $0 }, makeable))
            }
        }
        // Delegates, then their subclasses in the module (until nothing new is found).
        var delegates: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for entry in classes where !delegates.contains(entry.name) {
                if entry.inherited.contains(where: { Self.delegateProtocols.contains($0) || delegates.contains($0) }) {
                    delegates.insert(entry.name)
                    changed = true
                }
            }
        }
        delegateClasses = classes.filter { delegates.contains($0.name) && $0.makeable }
            .map { DelegateClass(name: $0.name, objectiveCName: $0.objcName) }
    }

    private static func attributes(of decl: DeclSyntax) -> [String] {
        let list: AttributeListSyntax?
        if let node = decl.as(ClassDeclSyntax.self) { list = node.attributes }
        else if let node = decl.as(StructDeclSyntax.self) { list = node.attributes }
        else if let node = decl.as(EnumDeclSyntax.self) { list = node.attributes }
        else { list = nil }
        return list?.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription } ?? []
    }

    private static func name(of decl: DeclSyntax) -> String? {
        if let node = decl.as(ClassDeclSyntax.self) { return node.name.text }
        if let node = decl.as(StructDeclSyntax.self) { return node.name.text }
        if let node = decl.as(EnumDeclSyntax.self) { return node.name.text }
        return nil
    }

    /// `text` without `@main` and `@UIApplicationMain` on its top-level types: a library has no
    /// entry point (the test host launch calls the type's `main()` or `UIApplicationMain`).
    public static func removingMainAttributes(_ text: String) -> String {
        // Most files have neither: no second parse for them.
        guard text.contains("@main") || text.contains("@UIApplicationMain") else { return text }
        let tree = Parser.parseForBridge(text)
        var ranges: [Range<Int>] = []
        for item in tree.statements {
            guard let decl = item.item.as(DeclSyntax.self) else { continue }
            for attribute in decl.children(viewMode: .sourceAccurate).compactMap({ $0.as(AttributeListSyntax.self) }).flatMap({ $0 }) {
                guard let attribute = attribute.as(AttributeSyntax.self),
                      ["main", "UIApplicationMain"].contains(attribute.attributeName.trimmedDescription) else { continue }
                ranges.append(attribute.positionAfterSkippingLeadingTrivia.utf8Offset..<attribute.endPositionBeforeTrailingTrivia.utf8Offset)
            }
        }
        var bytes = Array(text.utf8)
        for range in ranges.sorted(by: { $0.lowerBound > $1.lowerBound }) {
            bytes.replaceSubrange(range, with: [])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A `main.swift`'s top-level code made a function called `functionName`: its statements
    /// and local values move into the function, its type, extension, function, operator and
    /// import declarations stay at the top level (a library cannot have top-level code).
    public static func wrappingTopLevelCode(_ text: String, in functionName: String) -> String {
        let tree = Parser.parseForBridge(text)
        var kept = ""
        var body = ""
        for item in tree.statements {
            let source = item.description
            if let decl = item.item.as(DeclSyntax.self), !decl.is(VariableDeclSyntax.self) {
                kept += source
            } else {
                body += source
            }
        }
        let indented = body.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
        return kept + "\n\n/// The app's main.swift, run by the test host launch (openuikit test).\n@MainActor func \(functionName)() {\(indented)\n}\n"
    }
}
