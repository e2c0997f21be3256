/// The name of a function that turns one or three numbers into a transform.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// Three numbers: x, y and z scale.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// Three numbers: x, y and z translation.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// Lets a property animation of `transform` interpolate plain numbers (an angle, scale factors)
/// and build the matrix from them at each frame — so a rotation from 0 to 2π makes a full turn.
///
/// See <https://developer.apple.com/documentation/quartzcore/cavaluefunction>.
public final class CAValueFunction: NSObject, Sendable {
    public let name: CAValueFunctionName

    /// `nil` for unknown names.
    public init?(name: CAValueFunctionName) {
        let known: Set<CAValueFunctionName> = [
            .rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
            .translate, .translateX, .translateY, .translateZ,
        ]
        guard known.contains(name) else { return nil }
        self.name = name
        super.init()
    }

    /// Whether the function takes three numbers rather than one.
    var takesThreeNumbers: Bool { name == .scale || name == .translate }

    /// The transform for the interpolated number(s).
    func transform(for numbers: [Double]) -> CATransform3D {
        let x = CGFloat(numbers.first ?? 0)
        let three = numbers.count >= 3 ? numbers.map { CGFloat($0) } : [x, x, x]
        switch name {
        case .rotateX: return CATransform3DMakeRotation(x, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(x, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(x, 0, 0, 1)
        case .scale: return CATransform3DMakeScale(three[0], three[1], three[2])
        case .scaleX: return CATransform3DMakeScale(x, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, x, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, x)
        case .translate: return CATransform3DMakeTranslation(three[0], three[1], three[2])
        case .translateX: return CATransform3DMakeTranslation(x, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, x, 0)
        default: return CATransform3DMakeTranslation(0, 0, x)
        }
    }
}
