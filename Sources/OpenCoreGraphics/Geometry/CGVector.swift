/// A two-dimensional vector (for example a normalised spring velocity).
///
/// See <https://developer.apple.com/documentation/corefoundation/cgvector>.
public struct CGVector: Sendable, Hashable, Codable {
    public var dx: CGFloat
    public var dy: CGFloat

    /// The zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// - Parameters:
    ///   - dx: the x component.
    ///   - dy: the y component.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// - Parameters:
    ///   - dx: the x component.
    ///   - dy: the y component.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// - Parameters:
    ///   - dx: the x component.
    ///   - dy: the y component.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector (0, 0).
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}

extension CGVector: CustomStringConvertible {
    public var description: String { "(\(dx), \(dy))" }
}
