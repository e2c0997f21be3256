import Foundation

// Core Graphics' comparison methods, which iOS code from before Swift's `==` on geometry still
// calls (`point.equalTo(other)`, `CGRectEqualToRect` imported as `rect.equalTo(_:)`).

extension CGPoint {
    /// Whether the two points have the same coordinates (`==`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes have the same width and height (`==`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles have the same origin and size once standardized, as
    /// `CGRectEqualToRect` documents ("equal in size and position"): a rectangle with a negative
    /// width equals the one it spans.
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}
