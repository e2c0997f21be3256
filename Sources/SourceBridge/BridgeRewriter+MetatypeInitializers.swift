import Foundation
import SwiftSyntax

/// Initializers called through a class object: `viewClass.init(frame: .zero)`, `Self.init()` in
/// a class, `T(nibName: nil, bundle: nil)` for `T: UIViewController`.
///
/// Objective-C lets any initializer be called through a class object, and Swift imports UIKit's
/// classes with that freedom. On Linux Swift asks for a `required` initializer, which UIKit's are
/// not (every app subclass would have to implement them), so such a call does not compile. The
/// bridge turns it into `MetatypeInitializers.make(viewClass, frame: .zero)`, which finds the
/// initializer of the class the object really is. OpenUIKit's classes have theirs built in; for
/// a class of the module whose `.self` the module names, the bridge registers the initializers
/// of `make` the class has (declared or inherited by Swift's rules) in its
/// `interfaceBuilderConnections(into:)`.
///
/// A receiver is rewritten when it is `Self` in a class, a generic parameter constrained to a
/// class, or a value whose declared type (a parameter, property, local or optional binding in
/// reach) is the class object of an `NSObject` subclass. A value whose declaration is out of
/// reach is rewritten only for the initializers with arguments (`init(frame:)`), which no
/// protocol or structure the call could mean is likely to declare.
extension BridgeRewriter {
    /// The initializers `MetatypeInitializers.make` calls, by argument labels.
    static let metatypeInitializerLabels: Set<[String]> = [
        [], ["frame"], ["nibName", "bundle"], ["rootViewController"], ["style"], ["collectionViewLayout"],
        ["style", "reuseIdentifier"], ["reuseIdentifier"], ["frame", "style"], ["frame", "collectionViewLayout"], ["target", "action"],
        ["type"],
    ]

    /// UIKit's classes with the initializers (by labels) a subclass inherits from them:
    /// designated and convenience. A test checks it against OpenUIKit's classes.
    static let uikitInitializers: [String: (designated: Set<[String]>, convenience: Set<[String]>)] = {
        var table: [String: (designated: Set<[String]>, convenience: Set<[String]>)] = [:]
        for view in ["UIView", "UIActivityIndicatorView", "UIButton", "UICollectionReusableView", "UICollectionViewCell",
                     "UICollectionViewListCell", "UIControl", "UIDatePicker", "UIImageView", "UILabel", "UINavigationBar",
                     "UIPageControl", "UIPickerView", "UIProgressView", "UIRefreshControl", "UIScrollView", "UISearchBar",
                     "UISearchTextField", "UISegmentedControl", "UISlider", "UIStackView", "UIStepper", "UISwitch", "UITabBar",
                     "UITextField", "UITextView", "UIToolbar", "UIWindow"] {
            table[view] = ([["frame"], ["coder"]], [[]])
        }
        table["UIButton"] = ([["frame"], ["coder"]], [[], ["type"]])
        for controller in ["UIViewController", "UIAlertController", "UISplitViewController", "UITabBarController"] {
            table[controller] = ([["nibName", "bundle"], ["coder"]], [[]])
        }
        table["UINavigationController"] = ([["nibName", "bundle"], ["rootViewController"], ["coder"]], [[]])
        table["UITableViewController"] = ([["nibName", "bundle"], ["style"], ["coder"]], [[]])
        table["UICollectionViewController"] = ([["nibName", "bundle"], ["collectionViewLayout"], ["coder"]], [[]])
        table["UITableView"] = ([["frame", "style"], ["coder"]], [])
        table["UICollectionView"] = ([["frame", "collectionViewLayout"], ["coder"]], [])
        table["UITableViewCell"] = ([["style", "reuseIdentifier"], ["coder"]], [])
        table["UITableViewHeaderFooterView"] = ([["reuseIdentifier"], ["coder"]], [])
        for recognizer in ["UIGestureRecognizer", "UILongPressGestureRecognizer", "UIPanGestureRecognizer", "UIPinchGestureRecognizer",
                           "UIRotationGestureRecognizer", "UIScreenEdgePanGestureRecognizer", "UISwipeGestureRecognizer",
                           "UITapGestureRecognizer"] {
            table[recognizer] = ([["target", "action"], []], [])
        }
        for plain in ["NSObject", "UIResponder", "UICollectionViewLayout", "UICollectionViewFlowLayout"] {
            table[plain] = ([[]], [])
        }
        return table
    }()

    // MARK: The class's side: registering its initializers

    /// The initializers of `make` (by labels) a class of the module registers: none unless the
    /// module names its `.self`, it is not generic and its chain leaves the module at a UIKit
    /// class. (`NSObject` subclasses are made with `init()` through the `makeInstance` the
    /// bridge writes for Interface Builder's custom objects.)
    func metatypeInitializers(of name: String) -> [[String]] {
        guard index.typesNamedBySelf.contains(name), let info = index.classInfo[name], !info.isGeneric,
              case .uikit = connectionsBase(of: name) else { return [] }
        return inheritedInitializers(of: name).all.intersection(Self.metatypeInitializerLabels)
            .subtracting(info.failableInitializerLabels)
            .sorted { $0.joined(separator: ":") < $1.joined(separator: ":") }
    }

    /// The initializers a class has by Swift's rules: its designated ones (or, declaring none, its
    /// superclass's), its convenience ones, and its superclass's convenience ones when it has all
    /// of the superclass's designated ones.
    func inheritedInitializers(of name: String, seen: Set<String> = []) -> (designated: Set<[String]>, all: Set<[String]>) {
        guard let info = index.classInfo[name], !seen.contains(name) else {
            // A UIKit class outside the table: none of its initializers is known to be `make`'s.
            let known = Self.uikitInitializers[name] ?? ([], [])
            return (known.designated, known.designated.union(known.convenience))
        }
        let parent: (designated: Set<[String]>, all: Set<[String]>) =
            index.superclasses[name].map { inheritedInitializers(of: $0, seen: seen.union([name])) } ?? ([[]], [[]])
        if info.designatedInitializerLabels.isEmpty {
            return (parent.designated, parent.all.union(info.convenienceInitializerLabels))
        }
        var all = info.designatedInitializerLabels.union(info.convenienceInitializerLabels)
        if info.designatedInitializerLabels.isSuperset(of: parent.designated) { all.formUnion(parent.all) }
        return (info.designatedInitializerLabels, all)
    }

    /// The parameters' types of `make`'s initializers, by labels.
    static let metatypeInitializerParameterTypes: [[String]: [String]] = [
        ["frame"]: ["CGRect"], ["nibName", "bundle"]: ["String?", "Bundle?"], ["rootViewController"]: ["UIViewController"],
        ["style"]: ["UITableView.Style"], ["collectionViewLayout"]: ["UICollectionViewLayout"],
        ["style", "reuseIdentifier"]: ["UITableViewCell.CellStyle", "String?"], ["reuseIdentifier"]: ["String?"],
        ["frame", "style"]: ["CGRect", "UITableView.Style"], ["frame", "collectionViewLayout"]: ["CGRect", "UICollectionViewLayout"],
        ["target", "action"]: ["Any?", "Selector?"], ["type"]: ["UIButton.ButtonType"],
    ]

    /// The registration lines for `interfaceBuilderConnections(into:)`: closures with their
    /// parameters' types written out (a main-actor closure is sendable; a reference to the
    /// initializer in a Swift 5 module is not).
    func metatypeInitializerLines(of name: String, qualifiedName type: String) -> [String] {
        metatypeInitializers(of: name).map { labels in
            let names = labels.map { "\($0):" }.joined()
            let types = Self.metatypeInitializerParameterTypes[labels] ?? []
            let parameters = zip(labels, types).map { "\($0): \($1)" }.joined(separator: ", ")
            let arguments = labels.map { "\($0): \($0)" }.joined(separator: ", ")
            let make = labels.isEmpty ? "{ \(type)() }" : "{ (\(parameters)) in \(type)(\(arguments)) }"
            return "connections.initializer(\"init(\(names))\", \(make))"
        }
    }

    // MARK: The call's side

    /// The receiver of an initializer call through a class object: a value (`viewClass`), or a
    /// type that must be turned into its class object (`Self`, `T`).
    enum MetatypeReceiver { case value, type }

    /// Rewrites `receiver.init(…)` or `T(…)` into `MetatypeInitializers.make(receiver, …)`.
    func rewriteMetatypeInitializerCall(_ node: FunctionCallExprSyntax) {
        guard node.trailingClosure == nil, let leftParen = node.leftParen else { return }
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        guard Self.metatypeInitializerLabels.contains(labels) else { return }
        let receiver: ExprSyntax
        let kind: MetatypeReceiver
        let callee: Int
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
           member.declName.argumentNames == nil, let base = member.base {
            guard let found = metatypeReceiver(base, hasArguments: !labels.isEmpty) else { return }
            (receiver, kind, callee) = (base, found, member.period.contentStart)
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
                  let constraint = genericParameterConstraint(named: reference.baseName.text, at: Syntax(node)),
                  isClassName(constraint, at: Syntax(node)) {
            (receiver, kind, callee) = (ExprSyntax(reference), .type, reference.contentEnd)
        } else {
            return
        }
        // A class of the module that declares the initializer `required` (itself or a class above
        // it in the module) is called as written: Swift allows it and dispatches to the class
        // the object is.
        if let staticClass = staticClassName(of: receiver, kind: kind), hasRequiredInitializer(staticClass, labels: labels) { return }
        let classObject = kind == .type ? ".self" : ""
        edits.append(TextEdit(start: receiver.contentStart, end: receiver.contentStart, replacement: "MetatypeInitializers.make("))
        edits.append(TextEdit(start: callee, end: leftParen.contentEnd, replacement: classObject + (labels.isEmpty ? "" : ", ")))
        let name = "init(\(labels.map { "\($0):" }.joined()))"
        report(node, .rewritten, "\(receiver.trimmedDescription).\(name) through a class object: called through MetatypeInitializers.make, which calls the initializer of the class the object is (Swift on Linux allows only required initializers here)")
    }

    /// The class a receiver is statically known as: a generic parameter's constraint, the
    /// enclosing class for `Self`, the `X` of a value declared `X.Type`.
    func staticClassName(of receiver: ExprSyntax, kind: MetatypeReceiver) -> String? {
        let at = Syntax(receiver)
        var name: String?
        if let reference = receiver.as(DeclReferenceExprSyntax.self) {
            let text = reference.baseName.text
            if kind == .type {
                name = text == "Self" ? enclosingTypeName(at: at) : (genericParameterConstraint(named: text, at: at) ?? text)
            } else if let declared = declaredType(of: text, at: at) {
                name = Self.instanceTypeName(ofClassObjectType: declared)
            }
        }
        return name.map { String($0.split(separator: "&").first ?? "").trimmingCharacters(in: .whitespaces) }
    }

    /// Whether `className`, or a class above it in the module, declares a `required`
    /// initializer with `labels`.
    func hasRequiredInitializer(_ className: String, labels: [String]) -> Bool {
        var current: String? = className
        for _ in 0..<16 {
            guard let name = current.map({ String($0.prefix { $0 != "<" }) }), let info = index.classInfo[name] else { return false }
            if info.requiredInitializerLabels.contains(labels) { return true }
            current = index.superclasses[name]
        }
        return false
    }

    /// Whether `base` (before `.init`) is a class object to make through `make`.
    func metatypeReceiver(_ base: ExprSyntax, hasArguments: Bool) -> MetatypeReceiver? {
        let at = Syntax(base)
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // `self.init(…)` and `super.init(…)` delegate; they are no class objects.
            guard name != "self" else { return nil }
            if name == "Self" { return isClassName("Self", at: at) ? .type : nil }
            if name.first?.isUppercase == true {
                guard let constraint = genericParameterConstraint(named: name, at: at) else { return nil }
                return isClassName(constraint, at: at) ? .type : nil
            }
            guard let type = declaredType(of: name, at: at) else { return hasArguments ? .value : nil }
            return isClassObjectType(type, at: at) ? .value : nil
        }
        if let forced = base.as(ForceUnwrapExprSyntax.self) { return metatypeReceiver(forced.expression, hasArguments: hasArguments) }
        if let member = base.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard name != "self", name.first?.isLowercase == true else { return nil }
            if member.base?.trimmedDescription == "self", let type = declaredType(of: name, at: at, propertiesOnly: true) {
                return isClassObjectType(type, at: at) ? .value : nil
            }
            return hasArguments ? .value : nil
        }
        if let call = base.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "type",
           call.arguments.first?.label?.text == "of" {
            return hasArguments ? .value : nil
        }
        return nil
    }

    /// Whether a type's text (`UINavigationController.Type?`) is the class object of an
    /// `NSObject` subclass.
    func isClassObjectType(_ text: String, at node: Syntax) -> Bool {
        guard let instanceType = Self.instanceTypeName(ofClassObjectType: text) else { return false }
        return isClassName(instanceType, at: node)
    }

    /// `UINavigationController` for a metatype's text (`UINavigationController.Type?`,
    /// `Optional<X.Type>`), nil for any other type.
    static func instanceTypeName(ofClassObjectType text: String) -> String? {
        var type = text.filter { !$0.isWhitespace }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { type = String(type.dropFirst(9).dropLast()) }
        return type.hasSuffix(".Type") ? String(type.dropLast(5)) : nil
    }

    /// Whether a type name is an `NSObject` subclass: UIKit's, the module's, or through a type
    /// alias or a generic parameter's constraint.
    func isClassName(_ text: String, at node: Syntax, depth: Int = 0) -> Bool {
        guard depth < 8 else { return false }
        let name = String(text.filter { !$0.isWhitespace }.split(separator: "&").first ?? "")
        if name == "Self" {
            guard let type = enclosingTypeName(at: node) else { return false }
            return isClassName(type, at: node, depth: depth + 1)
        }
        if let target = index.typeAliases[name] { return isClassName(target, at: node, depth: depth + 1) }
        if let constraint = genericParameterConstraint(named: name, at: node) { return isClassName(constraint, at: node, depth: depth + 1) }
        if index.classes.contains(name) {
            switch connectionsBase(of: name) {
            case .uikit, .objectRoot: return true
            case .unsupported: return false
            }
        }
        return Self.uikitInitializers[name] != nil
    }

    /// The class or extended type around `node` (nil inside a structure, enumeration, protocol or
    /// actor, where `Self` is no class).
    func enclosingTypeName(at node: Syntax) -> String? {
        var current = node.parent
        while let parent = current {
            if let declaration = parent.as(ClassDeclSyntax.self) { return declaration.name.text }
            if let declaration = parent.as(ExtensionDeclSyntax.self) { return declaration.extendedType.trimmedDescription }
            if parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self) || parent.is(ProtocolDeclSyntax.self) || parent.is(ActorDeclSyntax.self) {
                return nil
            }
            current = parent.parent
        }
        return nil
    }

    /// The constraint of the generic parameter `name` in reach of `node` (`UIViewController` for
    /// `<T: UIViewController>` or `where T: UIViewController`; "" when it has none), or nil when
    /// no generic parameter has that name.
    func genericParameterConstraint(named name: String, at node: Syntax) -> String? {
        var current = node.parent
        while let parent = current {
            let clause: GenericParameterClauseSyntax?
            let whereClause: GenericWhereClauseSyntax?
            if let declaration = parent.as(FunctionDeclSyntax.self) {
                (clause, whereClause) = (declaration.genericParameterClause, declaration.genericWhereClause)
            } else if let declaration = parent.as(InitializerDeclSyntax.self) {
                (clause, whereClause) = (declaration.genericParameterClause, declaration.genericWhereClause)
            } else if let declaration = parent.as(ClassDeclSyntax.self) {
                (clause, whereClause) = (declaration.genericParameterClause, declaration.genericWhereClause)
            } else if let declaration = parent.as(StructDeclSyntax.self) {
                (clause, whereClause) = (declaration.genericParameterClause, declaration.genericWhereClause)
            } else if let declaration = parent.as(EnumDeclSyntax.self) {
                (clause, whereClause) = (declaration.genericParameterClause, declaration.genericWhereClause)
            } else {
                current = parent.parent
                continue
            }
            if let parameter = clause?.parameters.first(where: { $0.name.text == name }) {
                if let inherited = parameter.inheritedType { return inherited.trimmedDescription }
                let requirement = whereClause?.requirements.lazy.compactMap { $0.requirement.as(ConformanceRequirementSyntax.self) }
                    .first { $0.leftType.trimmedDescription == name }
                return requirement?.rightType.trimmedDescription ?? ""
            }
            current = parent.parent
        }
        return nil
    }

    /// The declared type of the value `name` in reach of `node`: a parameter, a local or an
    /// optional binding before it, or a property of the enclosing type declared in this file
    /// (only properties when `propertiesOnly`).
    func declaredType(of name: String, at node: Syntax, propertiesOnly: Bool = false, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        var child = node
        var current = node.parent
        while let parent = current {
            defer { child = parent; current = parent.parent }
            if let members = parent.as(MemberBlockItemListSyntax.self) {
                for member in members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                    if let type = type(of: name, in: variable, at: Syntax(member), depth: depth) { return type }
                }
                continue
            }
            if propertiesOnly { continue }
            if let statements = parent.as(CodeBlockItemListSyntax.self) {
                for item in statements.reversed() where item.endPosition <= child.position {
                    if let variable = item.item.as(VariableDeclSyntax.self), let type = type(of: name, in: variable, at: Syntax(item), depth: depth) {
                        return type
                    }
                    if let guardStatement = item.item.as(GuardStmtSyntax.self),
                       let type = type(of: name, boundIn: guardStatement.conditions, at: Syntax(guardStatement), depth: depth) {
                        return type
                    }
                }
            } else if let ifExpression = parent.as(IfExprSyntax.self), child.id == ifExpression.body.id,
                      let type = type(of: name, boundIn: ifExpression.conditions, at: Syntax(ifExpression), depth: depth) {
                return type
            } else if let function = parent.as(FunctionDeclSyntax.self),
                      let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return parameter.type.trimmedDescription
            } else if let initializer = parent.as(InitializerDeclSyntax.self),
                      let parameter = initializer.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return parameter.type.trimmedDescription
            }
        }
        return nil
    }

    /// The type of `name` if `variable` declares it: its annotation, or the type of the value it
    /// starts with (another value in reach, or `X.self`).
    private func type(of name: String, in variable: VariableDeclSyntax, at node: Syntax, depth: Int) -> String? {
        for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            if let annotation = binding.typeAnnotation { return annotation.type.trimmedDescription }
            if let value = binding.initializer?.value { return type(ofExpression: value, at: node, depth: depth) }
        }
        return nil
    }

    /// The type of `name` if one of `conditions` binds it (`if let name = value`, `if let name`).
    private func type(of name: String, boundIn conditions: ConditionElementListSyntax, at node: Syntax, depth: Int) -> String? {
        for condition in conditions {
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            if let annotation = binding.typeAnnotation { return annotation.type.trimmedDescription }
            if let value = binding.initializer?.value { return type(ofExpression: value, at: node, depth: depth) }
            return declaredType(of: name, at: node, depth: depth + 1)
        }
        return nil
    }

    /// The type of a simple expression: a value in reach, `self.value`, `X.self`, `a ?? b`.
    private func type(ofExpression expression: ExprSyntax, at node: Syntax, depth: Int) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return declaredType(of: reference.baseName.text, at: node, depth: depth + 1)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if member.declName.baseName.text == "self" { return base.trimmedDescription + ".Type" }
            if base.trimmedDescription == "self" {
                return declaredType(of: member.declName.baseName.text, at: node, propertiesOnly: true, depth: depth + 1)
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
           let first = sequence.elements.first {
            return type(ofExpression: first, at: node, depth: depth + 1)
        }
        return nil
    }
}

extension SourceBridge {
    /// UIKit's classes with the initializers of `MetatypeInitializers.make` they have (Swift
    /// names: `"init(frame:)"`), as the bridge assumes them (a test compares OpenUIKit's).
    package static var uikitMetatypeInitializers: [String: Set<String>] {
        BridgeRewriter.uikitInitializers.mapValues { initializers in
            Set(initializers.designated.union(initializers.convenience).intersection(BridgeRewriter.metatypeInitializerLabels)
                .map { "init(\($0.map { "\($0):" }.joined()))" })
        }
    }
}
