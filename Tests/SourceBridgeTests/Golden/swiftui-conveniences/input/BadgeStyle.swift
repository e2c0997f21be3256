import SwiftUI
import UIKit

/// A UIKit type with members that only SwiftUI code can call: the bridge removes those members
/// (their declarations name SwiftUI's types) and keeps the rest of the type.
@MainActor
public struct BadgeStyle<Host: UIViewController> {
    public var state: UIControl.State = .normal

    public init() {}

    /// Kept: `UIControl.State` is UIKit's, not SwiftUI's `State`.
    public func tint(for state: UIControl.State) -> UIColor { state == .highlighted ? .gray : .red }

    /// Removed: only a SwiftUI host can call it.
    public func hosted<Content: View>(_ content: Content) -> BadgeStyle<UIHostingController<Content>>
        where UIHostingController<Content> == Host {
        BadgeStyle<UIHostingController<Content>>()
    }

    /// Removed with it: a property of a SwiftUI type.
    public var preview: AnyView? { nil }
}
