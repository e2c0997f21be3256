
import UIKit

/// A UIKit badge, with the SwiftUI conveniences UIKit libraries ship beside their views: the
/// bridge removes them (Linux has no SwiftUI) and keeps the view.
public final class CountBadgeView: UIView {
    public var count = 0 {
        didSet { setNeedsLayout() }
    }
}

