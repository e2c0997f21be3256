import Foundation

/// `<constraint>` elements: each becomes an `NSLayoutConstraint` added to the view whose
/// `<constraints>` list it is in (a missing `firstItem` is that view).
@MainActor
enum IBConstraintDecoding {
    static func install(_ elements: [IBElement], on view: UIView, load: IBLoad) {
        for element in elements where element.name == "constraint" {
            guard let constraint = make(element, owner: view, load: load) else { continue }
            view.addConstraint(constraint)
            load.alias(constraint, for: element)
        }
    }

    private static func make(_ element: IBElement, owner: UIView, load: IBLoad) -> NSLayoutConstraint? {
        let document = load.document
        let first: AnyObject? = element["firstItem"].map { load.object($0) } ?? owner
        guard let first else {
            document.problem(at: element, "constraint \(element.id ?? ""): its first item '\(element["firstItem"]!)' is not in the document; it is left out")
            return nil
        }
        guard let firstAttribute = attribute(element["firstAttribute"]) else {
            document.problem(at: element, "constraint \(element.id ?? ""): unknown attribute '\(element["firstAttribute"] ?? "")'; it is left out")
            return nil
        }
        var second: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let name = element["secondItem"] {
            guard let item = load.object(name) else {
                document.problem(at: element, "constraint \(element.id ?? ""): its second item '\(name)' is not in the document; it is left out")
                return nil
            }
            second = item
            guard let attribute = attribute(element["secondAttribute"]) else {
                document.problem(at: element, "constraint \(element.id ?? ""): unknown attribute '\(element["secondAttribute"] ?? "")'; it is left out")
                return nil
            }
            secondAttribute = attribute
        }
        let relation: NSLayoutConstraint.Relation = switch element["relation"] {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
        let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                            attribute: secondAttribute, multiplier: multiplier(element["multiplier"]),
                                            constant: element.number("constant") ?? 0)
        if let priority = IBValues.priority(element, "priority") { constraint.priority = priority }
        constraint.identifier = element["identifier"]
        return constraint
    }

    /// `"2"`, `"0.5"` or a ratio `"16:9"`.
    private static func multiplier(_ text: String?) -> CGFloat {
        guard let text else { return 1 }
        let parts = text.split(separator: ":")
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
            return CGFloat(numerator / denominator)
        }
        return Double(text).map { CGFloat($0) } ?? 1
    }

    private static func attribute(_ name: String?) -> NSLayoutConstraint.Attribute? {
        switch name {
        case "left": .left
        case "right": .right
        case "top": .top
        case "bottom": .bottom
        case "leading": .leading
        case "trailing": .trailing
        case "width": .width
        case "height": .height
        case "centerX": .centerX
        case "centerY": .centerY
        case "baseline", "lastBaseline": .lastBaseline
        case "firstBaseline": .firstBaseline
        case "leftMargin": .leftMargin
        case "rightMargin": .rightMargin
        case "topMargin": .topMargin
        case "bottomMargin": .bottomMargin
        case "leadingMargin": .leadingMargin
        case "trailingMargin": .trailingMargin
        case "centerXWithinMargins": .centerXWithinMargins
        case "centerYWithinMargins": .centerYWithinMargins
        default: nil
        }
    }
}
