/// The controllers state restoration knows about in a hierarchy, each with its restoration
/// path and a key unique in the archive. Preservation walks it to save; restoration walks the
/// hierarchy the launch made to find existing controllers by key (UIKit's implicit search), so
/// both sides name controllers the same way.
///
/// - Keys join identifiers with `/` (children) and `>` (presented), and add `#n` when an earlier
///   sibling has the same identifier: navigation stacks may repeat one, as on iOS.
/// - A controller without an identifier ends the walk below it: neither its children nor what
///   it presents are preserved.
/// - A column-style split view's columns are the controllers put in them, not the navigation
///   controllers UIKit wraps them in.
@MainActor
struct RestorationTree {
    enum Relation: String {
        /// The window's root controller.
        case root, child, presented
        /// Encoded into another object's coder although the walk did not reach it (iOS preserves
        /// such controllers too).
        case manual
        /// An object registered with `registerObject(forStateRestoration:restorationIdentifier:)`.
        case object
    }

    struct Node {
        let controller: UIViewController
        let key: String
        let path: [String]
        let parentKey: String?
        let relation: Relation
    }

    private(set) var nodes: [Node] = []

    init(root: UIViewController?) {
        guard let root, let identifier = root.restorationIdentifier else { return }
        visit(root, key: Self.keyPart(identifier), path: [identifier], parentKey: nil, relation: .root)
    }

    func node(forKey key: String) -> Node? { nodes.first { $0.key == key } }

    private mutating func visit(_ controller: UIViewController, key: String, path: [String], parentKey: String?, relation: Relation) {
        nodes.append(Node(controller: controller, key: key, path: path, parentKey: parentKey, relation: relation))
        for next in Self.successors(of: controller, key: key) {
            visit(next.controller, key: next.key, path: path + [next.identifier], parentKey: key, relation: next.relation)
        }
    }

    /// The controllers one step below `controller` (children, then the one it presents) that
    /// have identifiers, with their keys.
    static func successors(of controller: UIViewController, key: String)
        -> [(controller: UIViewController, key: String, identifier: String, relation: Relation)] {
        var result: [(controller: UIViewController, key: String, identifier: String, relation: Relation)] = []
        var seen: [String: Int] = [:]
        for child in restorableChildren(of: controller) {
            guard let identifier = child.restorationIdentifier else { continue }
            let count = seen[identifier, default: 0]
            seen[identifier] = count + 1
            result.append((child, key + "/" + keyPart(identifier) + (count == 0 ? "" : "#\(count)"), identifier, .child))
        }
        if let presented = controller.presentedStorage, presented.presentingStorage === controller,
           !presented.beingDismissed, let identifier = presented.restorationIdentifier {
            result.append((presented, key + ">" + keyPart(identifier), identifier, .presented))
        }
        return result
    }

    /// An identifier as part of a key: the characters keys are built with (`/ > # ~ @ %`) are
    /// percent-escaped, so identifiers containing them cannot make two keys alike.
    static func keyPart(_ identifier: String) -> String {
        var result = ""
        for character in identifier {
            switch character {
            case "/", ">", "#", "~", "@", "%":
                result += character.unicodeScalars.map { String(format: "%%%02X", $0.value) }.joined()
            default:
                result.append(character)
            }
        }
        return result
    }

    /// The views with restoration identifiers in a controller's view, in tree order, down to
    /// (not into) the views of other controllers; both preservation and restoration use it.
    static func viewsWithIdentifiers(in root: UIView, of controller: UIViewController) -> [(String, UIView)] {
        var result: [(String, UIView)] = []
        func visit(_ view: UIView) {
            if view !== root, let owner = view.owningResponder as? UIViewController, owner !== controller { return }
            if let identifier = view.restorationIdentifier { result.append((identifier, view)) }
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        return result
    }

    /// The children restoration records for a controller, in order.
    static func restorableChildren(of controller: UIViewController) -> [UIViewController] {
        if let split = controller as? UISplitViewController, split.style != .unspecified {
            return splitColumns.compactMap { split.viewController(for: $0) }
        }
        return controller.childStorage
    }

    /// The columns of a column-style split view, in the order they are recorded.
    static let splitColumns: [UISplitViewController.Column] = [.primary, .supplementary, .secondary, .compact]
}
