import SwiftSyntax

/// `@NSManaged var radius: CGFloat` in a layer subclass — a custom animatable property, whose
/// accessors the Objective-C runtime makes — becomes a computed property over the layer's
/// key-value storage, which is what those accessors read and write:
/// `var radius: CGFloat { get { (value(forKey: "radius") as? CGFloat) ?? CGFloat() } set { setValue(newValue, forKey: "radius") } }`.
/// An unset number, point, size, rectangle or transform reads as zero, as on iOS; an unset
/// optional as `nil`.
extension BridgeRewriter {
    static let zeroInitializableTypes: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "UInt", "Int32", "UInt32", "Int64", "UInt64", "Bool", "TimeInterval", "CFTimeInterval",
        "CGPoint", "CGSize", "CGRect", "CGVector", "CATransform3D", "CGAffineTransform", "UIEdgeInsets",
    ]

    /// Returns whether `node` was a managed property (and is now rewritten).
    func rewriteManagedProperty(_ node: VariableDeclSyntax) -> Bool {
        guard node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "NSManaged" }) else { return false }
        var declarations: [String] = []
        for binding in node.bindings {
            guard let type = binding.typeAnnotation?.type else {
                report(node, .notBridged, "@NSManaged \(binding.pattern.trimmedDescription) needs a type annotation to be bridged")
                return true
            }
            let name = binding.pattern.trimmedDescription
            let typeText = type.trimmedDescription
            let getter: String
            if let optional = type.as(OptionalTypeSyntax.self) {
                getter = "value(forKey: \"\(name)\") as? \(optional.wrappedType.trimmedDescription)"
            } else if Self.zeroInitializableTypes.contains(typeText) {
                getter = "(value(forKey: \"\(name)\") as? \(typeText)) ?? \(typeText)()"
            } else {
                getter = "value(forKey: \"\(name)\") as! \(typeText)"
            }
            let modifiers = node.modifiers.map(\.trimmedDescription).joined(separator: " ")
            let keptAttributes = node.attributes.compactMap { $0.as(AttributeSyntax.self) }
                .filter { !["NSManaged", "objc", "objcMembers"].contains($0.attributeName.trimmedDescription) }
                .map(\.trimmedDescription)
            let prefix = (keptAttributes + (modifiers.isEmpty ? [] : [modifiers])).joined(separator: " ")
            declarations.append("\(prefix.isEmpty ? "" : prefix + " ")var \(name): \(typeText) {\n"
                + "        get { \(getter) }\n        set { setValue(newValue, forKey: \"\(name)\") }\n    }")
            report(binding, .rewritten, "@NSManaged \(name) reads and writes the layer's value for \"\(name)\" (the accessors the Objective-C runtime would make)")
        }
        replace(node, with: declarations.joined(separator: "\n\n    "))
        return true
    }
}

/// A final layer subclass adopts `CALayerInstantiable`: on Linux OpenUIKit can make presentation
/// copies of an app's layer class only through that protocol's initializers (Swift cannot call
/// an arbitrary subclass's inherited `init(layer:)`), and custom animated keys draw on such copies.
extension BridgeRewriter {
    func addLayerInstantiableConformance(_ node: ClassDeclSyntax) {
        let name = node.name.text
        guard node.modifiers.contains(where: { $0.name.text == "final" }), node.genericParameterClause == nil,
              let info = index.classInfo[name], !(index.conformances[name]?.contains("CALayerInstantiable") ?? false),
              let root = index.firstSuperclassOutsideModule(of: name), root.hasPrefix("CA"), root.hasSuffix("Layer"),
              info.designatedInitializerLabels.isEmpty || (info.designatedInitializerLabels.contains([]) && info.designatedInitializerLabels.contains(["layer"]))
        else { return }
        pendingFileEndText.append("\nextension \(info.qualifiedName): CALayerInstantiable {}\n")
        report(node.name, .rewritten, "\(name) adopts CALayerInstantiable, so OpenUIKit can make its presentation copies")
    }
}
