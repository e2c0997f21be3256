import Foundation

// How geometry prints, as on iOS: `print(rect)` and `"\(rect)"` give "(0.0, 0.0, 100.0, 100.0)".
// Apple's Core Graphics overlay makes CGPoint, CGSize, CGRect and CGVector
// CustomDebugStringConvertible with these texts, and string interpolation falls back to the
// debug description; Linux's Foundation declares the types without either conformance, so they
// printed as "CGRect(origin: Foundation.CGPoint(x: 0.0, …), …)". Public code compares these
// texts (a layout library's own tests build expected strings from `"\(frame)"`).
//
// These are retroactive conformances on purpose (the lint rule against them is waived here): they
// are the conformances iOS's overlay declares. Should Linux's Foundation declare them one day, the
// compiler reports the duplicate and these go.

// swift-format-ignore: AvoidRetroactiveConformances
extension CGPoint: @retroactive CustomDebugStringConvertible {
    /// "(x, y)", as iOS prints a point.
    public var debugDescription: String { "(\(x), \(y))" }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension CGSize: @retroactive CustomDebugStringConvertible {
    /// "(width, height)", as iOS prints a size.
    public var debugDescription: String { "(\(width), \(height))" }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension CGRect: @retroactive CustomDebugStringConvertible {
    /// "(x, y, width, height)", as iOS prints a rectangle.
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

extension CGVector: CustomDebugStringConvertible {
    /// "(dx, dy)", as iOS prints a vector.
    public var debugDescription: String { "(\(dx), \(dy))" }
}
