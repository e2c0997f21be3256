import OpenUIKit

/// A view tree as text, one view per line, indented by depth: its type (and the controller
/// whose root view it is), its frame where it is on screen now (the presentation layer while it
/// animates), and what differs from a plain view — alpha, hidden, transform, mask, text.
///
/// ```
/// UIWindow (0, 0, 393, 852)
///   UITransitionView (0, 0, 393, 852)
///     DemoScreenView ← SlideDetailViewController("Detail") (117.9, 0, 393, 852)
/// ```
@MainActor
public enum ViewTreeDescription {
    /// The tree under `view`, `maxDepth` levels deep (deeper subviews are counted, not listed).
    public static func describe(_ view: UIView, maxDepth: Int = 8) -> String {
        var lines: [String] = []
        append(view, depth: 0, maxDepth: maxDepth, to: &lines)
        return lines.joined(separator: "\n")
    }

    private static func append(_ view: UIView, depth: Int, maxDepth: Int, to lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        lines.append(indent + line(for: view))
        guard !view.subviews.isEmpty else { return }
        guard depth < maxDepth else {
            lines.append(indent + "  … \(view.subviews.count) subview\(view.subviews.count == 1 ? "" : "s")")
            return
        }
        for subview in view.subviews { append(subview, depth: depth + 1, maxDepth: maxDepth, to: &lines) }
    }

    private static func line(for view: UIView) -> String {
        var parts = [String(describing: type(of: view))]
        if let owner = view.next as? UIViewController, owner.viewIfLoaded === view {
            parts[0] += " ← " + controllerName(owner)
        }
        let layer = view.layer.presentation() ?? view.layer
        parts.append(format(layer.frame))
        if layer.opacity != 1 { parts.append("alpha \(number(CGFloat(layer.opacity)))") }
        if view.isHidden { parts.append("hidden") }
        let transform = layer.transform
        if !CATransform3DIsIdentity(transform) { parts.append(describe(transform)) }
        if view.layer.mask != nil { parts.append("masked") }
        if let label = view as? UILabel, let text = label.text, !text.isEmpty { parts.append("\"\(text.replacingOccurrences(of: "\n", with: " "))\"") }
        if let button = view as? UIButton, let title = button.title(for: .normal) { parts.append("button \"\(title)\"") }
        return parts.joined(separator: " ")
    }

    private static func controllerName(_ controller: UIViewController) -> String {
        let type = String(describing: Swift.type(of: controller))
        guard let title = controller.title, !title.isEmpty else { return type }
        return "\(type)(\"\(title)\")"
    }

    private static func format(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }

    private static func describe(_ t: CATransform3D) -> String {
        if t.m13 == 0, t.m23 == 0, t.m31 == 0, t.m32 == 0, t.m33 == 1, t.m34 == 0, t.m43 == 0, t.m14 == 0, t.m24 == 0 {
            var parts: [String] = []
            if t.m11 != 1 || t.m22 != 1 || t.m12 != 0 || t.m21 != 0 { parts.append("a \(number(t.m11)) b \(number(t.m12)) c \(number(t.m21)) d \(number(t.m22))") }
            if t.m41 != 0 || t.m42 != 0 { parts.append("tx \(number(t.m41)) ty \(number(t.m42))") }
            return "transform [" + parts.joined(separator: ", ") + "]"
        }
        return "transform 3D [m34 \(number(t.m34))]"
    }

    private static func number(_ value: CGFloat) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
    }
}
