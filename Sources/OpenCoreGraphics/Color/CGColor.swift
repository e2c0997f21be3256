/// An immutable colour: components in a colour space plus alpha.
///
/// Two colours are equal when their colour spaces and components are equal, as with `CFEqual`.
///
/// See <https://developer.apple.com/documentation/coregraphics/cgcolor>.
public final class CGColor: Sendable, Hashable, CustomStringConvertible {
    /// The colour space of the colour.
    public let colorSpace: CGColorSpace?
    /// The components, alpha last (`[r, g, b, a]` or `[white, a]`).
    public let components: [CGFloat]?

    // MARK: Lifecycle

    /// An sRGB colour from its `red`, `green` and `blue` components (nominally 0...1) and its
    /// `alpha` (0...1). Components are not clamped (extended range is kept, as on iOS).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.colorSpace = .standardRGB
        self.components = [red, green, blue, alpha]
    }

    /// A gray colour.
    ///
    /// - Parameters:
    ///   - gray: the white level, 0 (black) ... 1 (white).
    ///   - alpha: the opacity.
    public init(gray: CGFloat, alpha: CGFloat) {
        self.colorSpace = .standardGray
        self.components = [gray, alpha]
    }

    /// A sRGB colour (the name used on macOS; iOS code uses `init(red:green:blue:alpha:)`).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour from components in `space`; `nil` when the count does not match the space
    /// (components plus alpha).
    ///
    /// - Parameters:
    ///   - space: an RGB or gray colour space.
    ///   - components: the colour components followed by alpha.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard space.model != .unknown else { return nil }
        let count = space.numberOfComponents + 1
        self.colorSpace = space
        self.components = Array(UnsafeBufferPointer(start: components, count: count))
    }

    // MARK: Public

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of components including alpha.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The opacity component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// A copy of this colour with a different alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var values = components, !values.isEmpty else { return nil }
        values[values.count - 1] = alpha
        return CGColor(space: colorSpace ?? .standardRGB, values: values)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs === rhs || (lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
    }

    public var description: String {
        let values = (components ?? []).map { String(format: "%g", Double($0)) }.joined(separator: " ")
        return "<CGColor \(colorSpace?.name ?? "device") [\(values)]>"
    }

    // MARK: Engine

    init(space: CGColorSpace, values: [CGFloat]) {
        self.colorSpace = space
        self.components = values
    }

    /// The colour as non-premultiplied sRGB components (gray expanded).
    var rgbaComponents: ColorComponents {
        guard let components, !components.isEmpty else { return .clear }
        if colorSpace?.model == .monochrome, components.count >= 2 {
            let white = Double(components[0])
            return ColorComponents(red: white, green: white, blue: white, alpha: Double(components[1]))
        }
        if components.count >= 4 {
            return ColorComponents(
                red: Double(components[0]), green: Double(components[1]),
                blue: Double(components[2]), alpha: Double(components[3])
            )
        }
        return .clear
    }

    convenience init(_ rgba: ColorComponents) {
        self.init(red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue), alpha: CGFloat(rgba.alpha))
    }
}
