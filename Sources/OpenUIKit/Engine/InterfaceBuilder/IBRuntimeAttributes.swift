import Foundation

/// `userDefinedRuntimeAttributes`: key paths set on an object after it is made and before its
/// connections, as iOS does with `setValue(_:forKeyPath:)`. A class's own keys (`@IBInspectable`
/// properties, registered like outlets) come first, then the UIKit key paths below; any other
/// key gets UIKit's "not key value coding-compliant" message.
@MainActor
enum IBRuntimeAttributes {
    static func apply(_ element: IBElement, to object: AnyObject, connections: InterfaceBuilderConnections, document: IBDocument) {
        for attribute in element.children(of: "userDefinedRuntimeAttributes") where attribute.name == "userDefinedRuntimeAttribute" {
            guard let keyPath = attribute["keyPath"] else { continue }
            guard let value = value(of: attribute, document: document) else { continue }
            if let setter = connections.outlets[keyPath] {
                if !setter(object, value as Any) {
                    document.problem(at: attribute, "runtime attribute \(keyPath) of \(String(reflecting: type(of: object))) cannot hold a \(attribute["type"] ?? "value"); it is left unset")
                }
                continue
            }
            if let view = object as? UIView, setViewKeyPath(keyPath, value, on: view) { continue }
            document.undefinedKey(keyPath, of: object, at: attribute)
        }
    }

    /// The attribute's value: numbers and booleans as `NSNumber` (so they fit any numeric or
    /// Bool property), strings, colours, images, geometry, or `NSNull` for nil. nil when the
    /// type is unknown (reported).
    private static func value(of attribute: IBElement, document: IBDocument) -> Any?? {
        switch attribute["type"] {
        case "boolean":
            return .some(NSNumber(value: attribute.bool("value") ?? false))
        case "number":
            let number = attribute.child(key: "value")
            if number?.name == "integer" { return .some(NSNumber(value: number?.integer("value") ?? 0)) }
            return .some(NSNumber(value: Double(number?.number("value") ?? 0)))
        case "string", "localizedString":
            return .some(attribute["value"] ?? "")
        case "color":
            return .some(IBValues.color(attribute.child(key: "value"), in: document))
        case "image":
            return .some(attribute["value"].flatMap { document.image(named: $0, at: attribute) })
        case "size":
            return .some(IBValues.size(attribute.child(key: "value")))
        case "point":
            return .some(IBValues.point(attribute.child(key: "value")))
        case "rect":
            return .some(IBValues.rect(attribute.child(key: "value")))
        case "nil":
            return .some(nil)
        default:
            document.problem(at: attribute, "runtime attribute \(attribute["keyPath"] ?? ""): unknown type '\(attribute["type"] ?? "")'; it is left out")
            return nil
        }
    }

    /// The UIKit key paths storyboards commonly set on views.
    private static func setViewKeyPath(_ keyPath: String, _ value: Any?, on view: UIView) -> Bool {
        let number = (value as? NSNumber).map { CGFloat($0.doubleValue) }
        let color = value as? UIColor
        switch keyPath {
        case "layer.cornerRadius": guard let number else { return false }; view.layer.cornerRadius = number
        case "layer.masksToBounds", "clipsToBounds": guard let value = value as? NSNumber else { return false }; view.clipsToBounds = value.boolValue
        case "layer.borderWidth": guard let number else { return false }; view.layer.borderWidth = number
        case "layer.borderColor", "layer.borderUIColor": view.layer.borderColor = color?.cgColor
        case "layer.shadowOpacity": guard let number else { return false }; view.layer.shadowOpacity = Float(number)
        case "layer.shadowRadius": guard let number else { return false }; view.layer.shadowRadius = number
        case "layer.shadowOffset": guard let size = value as? CGSize else { return false }; view.layer.shadowOffset = size
        case "layer.shadowColor": view.layer.shadowColor = color?.cgColor
        case "alpha": guard let number else { return false }; view.alpha = number
        case "tag": guard let tag = number.flatMap({ Int(exactly: $0.rounded()) }) else { return false }; view.tag = tag
        case "hidden", "isHidden": guard let value = value as? NSNumber else { return false }; view.isHidden = value.boolValue
        case "backgroundColor": view.backgroundColor = color
        case "tintColor": view.tintColor = color
        case "restorationIdentifier": view.restorationIdentifier = value as? String
        default: return false
        }
        return true
    }
}
