
import UIKit

/// A UIKit type with members that only SwiftUI code can call: the bridge removes those members
/// (their declarations name SwiftUI's types) and keeps the rest of the type.
@MainActor
public struct BadgeStyle<Host: UIViewController> {
    public var state: UIControl.State = .normal

    public init() {}

    /// Kept: `UIControl.State` is UIKit's, not SwiftUI's `State`.
    public func tint(for state: UIControl.State) -> UIColor { state == .highlighted ? .gray : .red }


}
