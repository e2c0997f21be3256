import SwiftUI
import UIKit

/// A UIKit badge, with the SwiftUI conveniences UIKit libraries ship beside their views: the
/// bridge removes them (Linux has no SwiftUI) and keeps the view.
public final class CountBadgeView: UIView {
    public var count = 0 {
        didSet { setNeedsLayout() }
    }
}

// MARK: SwiftUI

/// The badge in SwiftUI.
@available(iOS 13.0, *)
public struct CountBadge: UIViewRepresentable {
    public var count: Int

    public func makeUIView(context: Context) -> CountBadgeView { CountBadgeView() }

    public func updateUIView(_ view: CountBadgeView, context: Context) { view.count = count }
}

@available(iOS 13.0, *)
extension View {
    /// Overlays a badge.
    public func countBadge(_ count: Int) -> some View { overlay(CountBadge(count: count)) }
}
