import SwiftSyntax

/// Interface Builder connections without a runtime: each class with `@IBOutlet`,
/// `@IBOutletCollection`, `@IBInspectable`, `@IBAction` or `@IBSegueAction` members gets
/// `interfaceBuilderConnections(into:)`, which registers them by the names storyboards and nibs
/// use (outlets by property name, actions by Objective-C selector) with key paths and method
/// references. `NSObject` subclasses that documents make (named as a `customClass`, the type
/// of an outlet, or a class with such members) adopt `InterfaceBuilderConnectable` and get
/// `makeInstance` when `Name()` makes one.
///
/// The method overrides UIKit's (every UIKit class that can be in a document has it) or, for a
/// class whose chain of superclasses in the module starts at `NSObject`, is declared by the
/// first class of that chain.
extension BridgeRewriter {
    static let connectionsMethod = "interfaceBuilderConnections"

    /// Where a class's chain of superclasses leaves the module.
    enum ConnectionsBase {
        /// At `NSObject`: the module's classes declare the method themselves.
        case objectRoot
        /// At a UIKit class, which has the method.
        case uikit
        /// At a class that cannot carry connections (named), or nowhere (a Swift root class).
        case unsupported(String?)
    }

    /// Framework classes outside the responder, recognizer, bar item, constraint, segue and
    /// presentation families: they have no `interfaceBuilderConnections(into:)` to override.
    /// (A test checks this list against OpenUIKit's classes.)
    static let classesWithoutConnections: Set<String> = [
        "UIColor", "UIFont", "UIImage", "UIBezierPath", "UIViewPropertyAnimator", "UICubicTimingParameters",
        "UISpringTimingParameters", "UIEvent", "UITouch", "UIGraphicsImageRenderer", "UIGraphicsImageRendererFormat",
        "UIGraphicsImageRendererContext", "UINavigationBarAppearance", "UIDevice", "UIScreen", "UIFeedbackGenerator",
        "UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator", "UINotificationFeedbackGenerator", "UIVisualEffect",
        "UIBlurEffect", "UIVibrancyEffect", "UIAction", "UILayoutGuide", "UIStoryboard", "UINib",
        "UIStoryboardUnwindSegueSource", "UITraitCollection",
        "CALayer", "CAShapeLayer", "CAGradientLayer", "CAReplicatorLayer", "CATransformLayer", "CAAnimation",
        "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CAAnimationGroup", "CATransition",
        "CAPropertyAnimation", "CADisplayLink", "CARenderer", "CAEmitterLayer", "CAEmitterCell",
    ]

    func connectionsBase(of name: String) -> ConnectionsBase {
        guard index.classes.contains(name), let parent = index.firstSuperclassOutsideModule(of: name) else { return .unsupported(nil) }
        if parent == "NSObject" { return .objectRoot }
        if Self.classesWithoutConnections.contains(parent) { return .unsupported(parent) }
        if parent.hasPrefix("UI") || parent == "NSLayoutConstraint" { return .uikit }
        return .unsupported(parent)
    }

    /// The views collection and table views make from a registered class, with the initializer
    /// UIKit calls (argument labels) and the expression that calls it.
    static let reusableViewInitializers: [String: (labels: [String], call: String)] = [
        "UICollectionReusableView": (["frame"], "(frame: .zero)"), "UICollectionViewCell": (["frame"], "(frame: .zero)"),
        "UICollectionViewListCell": (["frame"], "(frame: .zero)"),
        "UITableViewCell": (["style", "reuseIdentifier"], "(style: .default, reuseIdentifier: nil)"),
        "UITableViewHeaderFooterView": (["reuseIdentifier"], "(reuseIdentifier: nil)"),
    ]

    /// For a subclass of a view that collection and table views register by class: the
    /// initializer UIKit calls, if the class can be made with it (it declares that initializer or
    /// declares none and inherits it).
    func reusableViewFactory(of name: String) -> (family: String, call: String?)? {
        guard index.classes.contains(name), let parent = index.firstSuperclassOutsideModule(of: name),
              let initializer = Self.reusableViewInitializers[parent], let info = index.classInfo[name], !info.isGeneric else { return nil }
        // Every class of the chain inside the module must leave the initializer reachable.
        var current: String? = name
        while let type = current, index.classes.contains(type) {
            let labels = index.classInfo[type]?.designatedInitializerLabels ?? []
            if !labels.isEmpty, !labels.contains(initializer.labels) { return (parent, nil) }
            current = index.superclasses[type]
        }
        return (parent, "\(info.qualifiedName)\(initializer.call)")
    }

    /// Whether a class itself calls for the method: members to register, a view collection and
    /// table views make from its class, or (for an `NSObject` subclass) documents make it.
    func callsForConnections(_ name: String) -> Bool {
        if !(index.interfaceBuilderMembers[name] ?? []).isEmpty { return true }
        if reusableViewFactory(of: name) != nil || !metatypeInitializers(of: name).isEmpty { return true }
        guard case .objectRoot = connectionsBase(of: name) else { return false }
        return interfaceBuilderClasses.contains(name) || outletTypes.contains(name)
    }

    /// Whether the class gets the method: it calls for it, or (for an `NSObject` chain) a
    /// subclass does and overrides its declaration.
    func getsConnections(_ name: String) -> Bool {
        if callsForConnections(name) { return true }
        guard case .objectRoot = connectionsBase(of: name) else { return false }
        return index.classes.contains { index.superclasses[$0] == name && getsConnections($0) }
    }

    /// Adds the method to a class declaration (and, for the first of an `NSObject` chain, the
    /// conformance after it).
    func addInterfaceBuilderConnections(_ node: ClassDeclSyntax) {
        let name = node.name.text
        let declaresIt = node.memberBlock.members.contains { $0.decl.as(FunctionDeclSyntax.self)?.name.text == Self.connectionsMethod }
        guard !declaresIt, getsConnections(name) else { return }
        let members = index.interfaceBuilderMembers[name] ?? []
        let base = connectionsBase(of: name)
        if case .unsupported(let parent) = base {
            if !members.isEmpty {
                report(node.name, .notBridged, "\(name) has Interface Builder members, but \(parent.map { "its superclass \($0)" } ?? "a class without NSObject") cannot carry connections; documents cannot connect them")
            }
            return
        }
        guard let info = index.classInfo[name], !info.isGeneric else {
            if !members.isEmpty { report(node.name, .notBridged, "\(name) is generic: documents cannot name it, and its Interface Builder members are not registered") }
            return
        }
        let type = info.qualifiedName
        let overrides: Bool
        switch base {
        case .uikit: overrides = true
        default: overrides = index.superclasses[name].map { index.classes.contains($0) && getsConnections($0) } ?? false
        }
        var lines: [String] = []
        if overrides { lines.append("super.\(Self.connectionsMethod)(into: &connections)") }
        if let factory = reusableViewFactory(of: name) {
            // Registered by class (`register(_:forCellWithReuseIdentifier:)`): made as UIKit makes it.
            if let call = factory.call {
                lines.append("connections.makeInstance = { \(call) }")
            } else {
                lines.append("connections.makeInstance = nil")
                report(node.name, .notBridged, "\(name) cannot be registered by class: it does not have the initializer \(factory.family) is made with (its designated initializers replace it)")
            }
        }
        if case .objectRoot = base {
            // A subclass without `init()` must not inherit its superclass's factory.
            if info.hasPlainInit { lines.append("connections.makeInstance = { \(type)() }") } else if overrides { lines.append("connections.makeInstance = nil") }
        }
        let initializers = metatypeInitializerLines(of: name, qualifiedName: type)
        lines += initializers
        for member in members.sorted(by: { ($0.file, $0.name) < ($1.file, $1.name) }) {
            if member.isFilePrivate, member.file != path {
                report(node.name, .notBridged, "\(member.swiftName) is private to \(member.file): the connections in \(name)'s declaration cannot name it")
                continue
            }
            switch member.kind {
            case .outlet: lines.append("connections.outlet(\"\(member.name)\", \\\(type).\(member.name))")
            case .action: lines.append("connections.action(\"\(member.name)\", \(type).\(member.reference))")
            case .segueAction: lines.append("connections.segueAction(\"\(member.name)\", \(type).\(member.reference))")
            }
        }
        // An override in a public or open class must be public too.
        let isPublic = node.modifiers.contains { $0.name.text == "public" || $0.name.text == "open" }
        let keyword = "@MainActor " + (isPublic ? "public " : "") + (overrides ? "override class func" : "class func")
        // Indented one level inside the class, inserted before the line of its closing brace.
        let braceIndent = node.memberBlock.rightBrace.leadingTrivia.lineIndentation
        let indent = braceIndent + "    "
        let body = lines.map { "\(indent)    \($0)\n" }.joined()
        let text = "\n\(indent)/// Outlets and actions storyboards and nibs connect by name (source bridge).\n\(indent)\(keyword) \(Self.connectionsMethod)(into connections: inout InterfaceBuilderConnections) {\n\(body)\(indent)}\n"
        let start = node.memberBlock.rightBrace.contentStart - braceIndent.utf8.count
        edits.append(TextEdit(start: start, end: start, replacement: text))
        let listed = members.map(\.name)
        if listed.isEmpty, let call = reusableViewFactory(of: name)?.call {
            report(node.memberBlock.rightBrace, .rewritten, "\(name) can be registered by class: collection and table views make it with \(call)")
        } else if listed.isEmpty, !initializers.isEmpty {
            let names = metatypeInitializers(of: name).map { "init(\($0.map { "\($0):" }.joined()))" }
            report(node.memberBlock.rightBrace, .rewritten, "\(name) can be made through its class object (\(name).self is named in the module): \(names.joined(separator: ", "))")
        } else {
            report(node.memberBlock.rightBrace, .rewritten, "\(name) registers its Interface Builder connections\(listed.isEmpty ? "" : ": " + listed.joined(separator: ", "))")
        }
        if case .objectRoot = base, !overrides {
            let conformance = "extension \(type): InterfaceBuilderConnectable {}"
            if typeStack.isEmpty {
                edits.append(TextEdit(start: node.endPosition.utf8Offset, end: node.endPosition.utf8Offset, replacement: "\n\n" + conformance))
            } else {
                pendingFileEndText.append("\n" + conformance + "\n")
            }
        }
    }

    /// `override init(identifier:source:destination:)` in a `UIStoryboardSegue` subclass becomes
    /// `required init(…)`: OpenUIKit makes custom segues from their class, which needs a
    /// required initializer (Swift then asks every override to say `required`).
    func rewriteSegueInitializer(_ node: InitializerDeclSyntax) {
        guard let type = typeStack.last, index.classes.contains(type), index.firstSuperclassOutsideModule(of: type) == "UIStoryboardSegue",
              node.signature.parameterClause.parameters.map(\.firstName.text) == ["identifier", "source", "destination"],
              let modifier = node.modifiers.first(where: { $0.name.text == "override" }),
              !node.modifiers.contains(where: { $0.name.text == "required" }) else { return }
        replace(modifier.name, with: "required")
        report(modifier, .rewritten, "override init(identifier:source:destination:) → required init: OpenUIKit makes custom segues from their class")
    }

    /// `override func awakeFromNib()` in an `NSObject` subclass (a document's custom object):
    /// iOS declares it on `NSObject`, OpenUIKit on `UIResponder` only. The first class of the
    /// chain to declare it loses `override` and its `super.awakeFromNib()` call and adopts
    /// `InterfaceBuilderAwakening`, which the loader calls; its subclasses keep theirs.
    func rewriteObjectAwakeFromNib(_ node: FunctionDeclSyntax) {
        guard node.name.text == "awakeFromNib", node.signature.parameterClause.parameters.isEmpty,
              let type = typeStack.last, index.classes.contains(type), case .objectRoot = connectionsBase(of: type),
              adoptInsteadOfOverriding(node, in: type, fullName: "awakeFromNib()", protocolName: "InterfaceBuilderAwakening") else { return }
        if let body = node.body {
            for item in body.statements {
                guard let call = item.item.as(FunctionCallExprSyntax.self),
                      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      member.base?.is(SuperExprSyntax.self) == true, member.declName.baseName.text == "awakeFromNib" else { continue }
                remove(item)
            }
        }
        report(node.name, .rewritten, "\(type).awakeFromNib() adopts InterfaceBuilderAwakening (UIKit declares awakeFromNib on NSObject; OpenUIKit on UIResponder): override and super.awakeFromNib() removed")
    }

    /// For a method iOS declares on `NSObject` and OpenUIKit on `UIResponder` only: the first
    /// class of `type`'s chain in the module to override it loses `override` and adopts
    /// `protocolName` (at the end of the file); false when a superclass in the module declares it
    /// (its overrides stay as they are) or the method does not say `override`.
    func adoptInsteadOfOverriding(_ node: FunctionDeclSyntax, in type: String, fullName: String, protocolName: String) -> Bool {
        guard let modifier = node.modifiers.first(where: { $0.name.text == "override" }) else { return false }
        if superclassInModuleDeclares(fullName, above: type) { return false }
        remove(modifier)
        addConformance(of: type, to: protocolName)
        return true
    }

    /// Whether a superclass of `type` in the module declares the method `fullName`.
    func superclassInModuleDeclares(_ fullName: String, above type: String) -> Bool {
        index.superclasses[type].map { index.methods(of: $0).contains { $0.fullName == fullName } } ?? false
    }

    /// `extension Type: Protocol {}` at the end of the file.
    func addConformance(of type: String, to protocolName: String) {
        // The enclosing types here name it exactly: the index knows classes by their own name, and
        // two nested classes may share one (`Form.Wrapper`, `Section.Wrapper`).
        let qualified = typeStack.last == type ? typeStack.joined(separator: ".") : (index.classInfo[type]?.qualifiedName ?? type)
        pendingFileEndText.append("\nextension \(qualified): \(protocolName) {}\n")
    }

    /// The `super.name` member accesses in `body` (nested in `if`/`guard` blocks and closures too).
    static func superAccesses(named name: String, in body: some SyntaxProtocol) -> [MemberAccessExprSyntax] {
        body.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard let access = token.parent?.as(SuperExprSyntax.self)?.parent?.as(MemberAccessExprSyntax.self),
                  access.declName.baseName.text == name else { return nil }
            return access
        }
    }
}
