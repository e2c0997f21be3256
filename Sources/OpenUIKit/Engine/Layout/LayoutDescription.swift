import Foundation

/// Constraint descriptions in UIKit's format, and the "Unable to simultaneously satisfy
/// constraints." report.
@MainActor
enum LayoutDescription {
    /// Stands in for an anchor's item that no longer exists (the constraint is invalid).
    final class MissingItem {}
    static let missingItem = MissingItem()

    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    /// `UILabel:0x…`, with a guide's identifier: `UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`.
    static func name(of item: AnyObject) -> String {
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
            return "\(type(of: guide)):\(address(of: guide))'\(guide.identifier)'"
        }
        return "\(type(of: item)):\(address(of: item))"
    }

    /// An anchor as UIKit prints it: `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`.
    static func anchor(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> String {
        let kind = attribute.isDimension ? "NSLayoutDimension" : attribute.axis == 0 ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
        return "<\(kind):\(address(of: item)) \"\(name(of: item)).\(attribute.name)\">"
    }

    static func number(_ value: CGFloat) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(format: "%g", Double(value))
    }

    static func relation(_ relation: NSLayoutConstraint.Relation) -> String {
        switch relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }

    /// `<NSLayoutConstraint:0x… 'name' UILabel:0x….leading == UIView:0x….leading + 20 @750   (active)>`.
    static func describe(_ constraint: NSLayoutConstraint) -> String {
        var text = "<\(type(of: constraint)):\(address(of: constraint))"
        if let identifier = constraint.identifier { text += " '\(identifier)'" }
        let first = constraint.firstItem.map(name(of:)) ?? "(nil)"
        text += " \(first).\(constraint.firstAttribute.name) \(relation(constraint.relation))"
        if let second = constraint.secondItem {
            let multiplier = constraint.multiplier == 1 ? "" : "\(number(constraint.multiplier))*"
            text += " \(multiplier)\(name(of: second)).\(constraint.secondAttribute.name)"
            if constraint.constant > 0 { text += " + \(number(constraint.constant))" }
            if constraint.constant < 0 { text += " - \(number(-constraint.constant))" }
        } else {
            text += " \(number(constraint.constant))"
        }
        if !constraint.priority.isRequired { text += " @\(number(CGFloat(constraint.priority.rawValue)))" }
        text += constraint.isActive ? "   (active)>" : "   (inactive)>"
        return text
    }

    /// An autoresizing mask as UIKit prints it: `h=--& v=--&` (left margin, width, right margin;
    /// `&` flexible). A mask with no flexible part shows a flexible trailing margin, as on iOS.
    static func maskCode(_ mask: UIView.AutoresizingMask) -> String {
        func axis(_ leading: Bool, _ length: Bool, _ trailing: Bool) -> String {
            let none = !leading && !length && !trailing
            return (leading ? "&" : "-") + (length ? "&" : "-") + (trailing || none ? "&" : "-")
        }
        return "h=" + axis(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            + " v=" + axis(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
    }

    static func describe(_ owner: LayoutEngine.Owner, solver: LayoutSolver, id: LayoutSolver.ConstraintID?) -> String {
        switch owner {
        case .client(let constraint):
            return describe(constraint)
        case .autoresizing(let record, let attribute):
            guard let view = record.item as? UIView else { return "<NSAutoresizingMaskLayoutConstraint (released view)>" }
            let value = attribute == .left ? record.heldFrame.minX : attribute == .top ? record.heldFrame.minY
                : attribute == .width ? record.heldFrame.width : record.heldFrame.height
            let name = attribute == .left ? "minX" : attribute == .top ? "minY" : attribute.name
            return "<NSAutoresizingMaskLayoutConstraint:\(address(of: record)) \(maskCode(view.autoresizingMask)) \(self.name(of: view)).\(name) == \(number(value))   (active)>"
        case .contentSize(let record, let attribute, let hugging):
            guard let view = record.item as? UIView else { return "<NSContentSizeLayoutConstraint (released view)>" }
            let value = attribute == .width ? record.contentSize.width : record.contentSize.height
            let axis = attribute == .width ? 0 : 1
            let priority = hugging ? view.autoLayout.hugging[axis] : view.autoLayout.compressionResistance[axis]
            let kind = hugging ? "Hug" : "CompressionResistance"
            return "<NSContentSizeLayoutConstraint:\(address(of: record)) \(name(of: view)).\(attribute.name) \(hugging ? "<=" : ">=") \(number(value)) \(kind):\(number(CGFloat(priority.rawValue)))   (active)>"
        case .guide(let record, let attribute):
            guard let guide = record.item as? UILayoutGuide else { return "<NSLayoutConstraint (released guide)>" }
            let value = id.map { -solver.constant(of: $0) } ?? 0
            return "<NSLayoutConstraint:\(address(of: record)) '\(guide.identifier)-\(attribute.name)' \(name(of: guide)).\(attribute.name) == \(number(CGFloat(value)))   (active)>"
        }
    }
}

extension LayoutEngine {
    /// UIKit's report for required constraints that cannot all hold. The constraint being
    /// added (or whose constant changed) is the one broken: it stays active but the engine
    /// leaves it out until it is changed, deactivated or the hierarchy is rebuilt. (iOS picks
    /// the broken constraint by its own rules, often the same one.)
    func reportUnsatisfiable(_ error: LayoutSolver.Failure, broken: Owner, changing: Bool = false) {
        var listed: [String] = []
        if case .unsatisfiable(let conflicting) = error {
            for id in conflicting {
                if let owner = owners[id] { listed.append(LayoutDescription.describe(owner, solver: solver, id: id)) }
            }
        }
        let brokenText = LayoutDescription.describe(broken, solver: solver, id: nil)
        if !listed.contains(brokenText) { listed.append(brokenText) }
        if changing, case .client(let constraint) = broken, let entry = entries.removeValue(forKey: ObjectIdentifier(constraint)) {
            entryOrder.removeAll(ofObject: entry)
            try? solver.remove(entry.id)
            owners[entry.id] = nil
        }
        let list = listed.map { "    \"\($0)\"" }.joined(separator: ",\n")
        OpenUIKitDiagnostics.report(.unsatisfiableConstraints, """
            Unable to simultaneously satisfy constraints.
            \tAt least one constraint in this list is probably unwanted: check each, then fix the code that added it.
            \t(NSAutoresizingMaskLayoutConstraints come from views whose translatesAutoresizingMaskIntoConstraints is true.)
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(brokenText)
            """)
    }
}
