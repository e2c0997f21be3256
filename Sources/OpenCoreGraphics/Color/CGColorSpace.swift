/// A colour space. OpenUIKit works in sRGB; device RGB is treated as sRGB and device gray as
/// sRGB gray (equal components).
///
/// - Note: OpenUIKit differs: there is no colour management, and names are `String` (Linux has
///   no `CFString`). Only the RGB and gray models exist;
///   creating a colour space with any other name returns `nil`.
public final class CGColorSpace: Sendable, Hashable, CustomStringConvertible {
    /// The colour model of a colour space.
    public enum Model: Int32, Sendable {
        case unknown = -1
        case monochrome = 0
        case rgb = 1
    }

    /// The colour space's name, one of the `CGColorSpace` name constants.
    public let name: String?
    /// The colour model.
    public let model: Model

    /// The number of colour components (without alpha).
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    // MARK: Lifecycle

    /// Creates a colour space by name; `nil` for names OpenUIKit does not model.
    ///
    /// - Parameter name: `CGColorSpace.sRGB`, `.extendedSRGB`, `.linearSRGB`, `.genericGrayGamma2_2`,
    ///   `.extendedGray` or `.linearGray`.
    public convenience init?(name: String) {
        switch name {
        case Self.sRGB, Self.extendedSRGB, Self.linearSRGB,
             Self.displayP3:
            self.init(model: .rgb, name: name)
        case Self.genericGrayGamma2_2, Self.extendedGray,
             Self.linearGray:
            self.init(model: .monochrome, name: name)
        default:
            return nil
        }
    }

    init(model: Model, name: String?) {
        self.model = model
        self.name = name
    }

    // MARK: Public

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    public static let linearGray = "kCGColorSpaceLinearGray"

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name)
    }

    public var description: String { "<CGColorSpace \(name ?? "device") \(model)>" }

    // MARK: Package

    static let deviceRGB = CGColorSpace(model: .rgb, name: nil)
    static let deviceGray = CGColorSpace(model: .monochrome, name: nil)
    static let standardRGB = CGColorSpace(model: .rgb, name: sRGB)
    static let standardGray = CGColorSpace(model: .monochrome, name: genericGrayGamma2_2)
}

/// The device RGB colour space (sRGB in OpenUIKit).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// The device gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
