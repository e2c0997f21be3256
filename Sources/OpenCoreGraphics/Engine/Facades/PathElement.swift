import Foundation

/// A path element in plain-value form, the representation paths are stored in.
package enum PathElement: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(control: CGPoint, end: CGPoint)
    case cubic(control1: CGPoint, control2: CGPoint, end: CGPoint)
    case close

    func applying(_ transform: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let point): .move(point.applying(transform))
        case .line(let point): .line(point.applying(transform))
        case .quad(let control, let end): .quad(control: control.applying(transform), end: end.applying(transform))
        case .cubic(let control1, let control2, let end):
            .cubic(control1: control1.applying(transform), control2: control2.applying(transform), end: end.applying(transform))
        case .close: .close
        }
    }

    /// The end point of the element, `nil` for close.
    var endPoint: CGPoint? {
        switch self {
        case .move(let point), .line(let point): point
        case .quad(_, let end), .cubic(_, _, let end): end
        case .close: nil
        }
    }
}

extension PathElement {
    /// Every point the element carries (control points included).
    var points: [CGPoint] {
        switch self {
        case .move(let point), .line(let point): [point]
        case .quad(let control, let end): [control, end]
        case .cubic(let control1, let control2, let end): [control1, control2, end]
        case .close: []
        }
    }
}
