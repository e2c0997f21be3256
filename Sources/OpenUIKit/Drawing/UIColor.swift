/// A colour in the sRGB space, with the system's named colours.
///
/// System colours (`label`, `systemBackground`, `systemBlue`, ...) and colours made with
/// `init(dynamicProvider:)` are dynamic: they resolve for the traits they are used in — a view's
/// when it is its background or text colour, `UITraitCollection.current` when asked for their
/// components or `cgColor`. Their values are iOS 15's light and dark ones.
open class UIColor: NSObject, @unchecked Sendable {
    private let red: CGFloat, green: CGFloat, blue: CGFloat, alphaValue: CGFloat
    /// How a dynamic colour resolves (`nil` for a plain colour).
    private let dynamic: DynamicColor?

    /// A colour from sRGB components, 0...1.
    ///
    /// UIColor's initializers are `required` here, so that `Self.init(red:green:blue:alpha:)`
    /// and `type.init(white:alpha:)` compile as they do on iOS (where Objective-C allows any
    /// initializer through a class object). A subclass with designated initializers of its own
    /// must implement them, which iOS does not ask.
    public required init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        alphaValue = alpha
        dynamic = nil
        super.init()
    }

    // Behaviour source [R] — Others: runtime, observation, Interface Builder
    //   Rule: `UIColor()` (the placeholder apps write before assigning a colour)
    //   Value: clear: all four components 0
    //   Source: Apple documents no value for `init()`; clear draws nothing, so a forgotten
    //     assignment shows as missing colour rather than a wrong one.
    /// A placeholder colour, as apps write before assigning the real one (`var tint = UIColor()`).
    /// It is clear (all four components 0): Apple documents no value for it, so that is our
    /// choice [R].
    public required convenience override init() {
        self.init(red: 0, green: 0, blue: 0, alpha: 0)
    }

    /// A colour that asks `dynamicProvider` for its value in each trait environment it is used in.
    public required init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        (red, green, blue, alphaValue) = (0, 0, 0, 0)
        dynamic = .provider(dynamicProvider)
        super.init()
    }

    /// A named colour with a light and a dark value (system colours, asset catalog colours);
    /// colours of the same name are equal.
    init(dynamicName name: String, light: UIColor, dark: UIColor) {
        (red, green, blue, alphaValue) = (0, 0, 0, 0)
        dynamic = .system(name: name, light: light, dark: dark)
        super.init()
    }

    /// The plain colour this colour is in `traitCollection` (itself when it is not dynamic).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color = self
        for _ in 0..<16 {
            guard let dynamic = color.dynamic else { return color }
            switch dynamic {
            case let .system(_, light, dark): color = traitCollection.userInterfaceStyle == .dark ? dark : light
            case let .provider(provider): color = provider(traitCollection)
            }
        }
        OpenUIKitDiagnostics.reportOnce(key: "dynamic-color-cycle", .viewMisuse, "A dynamic UIColor's provider returned dynamic colours 16 levels deep (a provider that returns its own colour?); it resolves to clear.")
        return UIColor(red: 0, green: 0, blue: 0, alpha: 0)
    }

    /// Whether the colour is dynamic (resolves differently with the traits).
    final var isDynamic: Bool { dynamic != nil }

    /// The components, resolved with the current traits when the colour is dynamic.
    private var components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard dynamic != nil else { return (red, green, blue, alphaValue) }
        let resolved = resolvedColor(with: UITraitCollection.current)
        return (resolved.red, resolved.green, resolved.blue, resolved.alphaValue)
    }

    /// The colour of a `#colorLiteral(red:green:blue:alpha:)`, sRGB components 0...1.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A grey: `white` 0 is black, 1 white.
    public required convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (HSB), 0...1 each.
    public required convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour with the components of `cgColor` (grey or RGB).
    public required convenience init(cgColor: CGColor) {
        let c = ColorValues.components(of: cgColor)
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// The colour with another alpha (a dynamic colour stays dynamic).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch dynamic {
        case nil:
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        case let .system(name, light, dark):
            return UIColor(dynamicName: "\(name) alpha \(alpha)", light: light.withAlphaComponent(alpha), dark: dark.withAlphaComponent(alpha))
        case .provider:
            return UIColor { [self] traits in resolvedColor(with: traits).withAlphaComponent(alpha) }
        }
    }

    /// The colour as a Core Graphics colour (a dynamic colour resolved with the current traits).
    open var cgColor: CGColor {
        let c = components
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// `cgColor`'s components without making the `CGColor` (text styles read them for every
    /// label drawn); a subclass that overrides `cgColor` is asked for it.
    final var rgbaComponents: ColorComponents {
        guard type(of: self) == UIColor.self else { return ColorValues.components(of: cgColor) }
        let c = components
        return ColorComponents(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha))
    }

    /// The colour's RGBA components; always succeeds for OpenUIKit colours.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// The colour's grey level (the mean of its components) and alpha.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components
        white?.pointee = (c.red + c.green + c.blue) / 3
        alpha?.pointee = c.alpha
        return true
    }

    /// The colour's hue, saturation and brightness.
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (red, green, blue, alphaValue) = components
        let maximum = max(red, green, blue), minimum = min(red, green, blue), delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == red { h = ((green - blue) / delta).truncatingRemainder(dividingBy: 6) }
            else if maximum == green { h = (blue - red) / delta + 2 }
            else { h = (red - green) / delta + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = alphaValue
        return true
    }

    /// Makes the colour the current context's fill colour.
    @preconcurrency @MainActor open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes the colour the current context's stroke colour.
    @preconcurrency @MainActor open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Makes the colour the current context's fill and stroke colour.
    @preconcurrency @MainActor open func set() {
        setFill()
        setStroke()
    }

    /// Plain colours are equal when their components are; system colours when they are the same
    /// named colour; provider colours only to themselves. A dynamic colour never equals a plain
    /// one, as on iOS.
    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        switch (dynamic, other.dynamic) {
        case (nil, nil):
            return red == other.red && green == other.green && blue == other.blue && alphaValue == other.alphaValue
        case let (.system(name, _, _), .system(otherName, _, _)):
            return name == otherName
        default:
            return self === other
        }
    }

    override open var hash: Int {
        var hasher = Hasher()
        switch dynamic {
        case nil:
            hasher.combine(red)
            hasher.combine(green)
            hasher.combine(blue)
            hasher.combine(alphaValue)
        case let .system(name, _, _):
            hasher.combine(name)
        case .provider:
            hasher.combine(ObjectIdentifier(self))
        }
        return hasher.finalize()
    }

    override open var description: String {
        func f(_ x: CGFloat) -> String { String(format: "%.3f", Double(x)) }
        switch dynamic {
        case nil: return "UIExtendedSRGBColorSpace \(f(red)) \(f(green)) \(f(blue)) \(f(alphaValue))"
        case let .system(name, _, _): return "<UIDynamicSystemColor; name = \(name)>"
        case .provider: return "<UIDynamicProviderColor>"
        }
    }

    /// A system colour with iOS's light and dark values (0...255 components).
    fileprivate static func system(_ name: String, light: (Int, Int, Int, CGFloat), dark: (Int, Int, Int, CGFloat)) -> UIColor {
        func color(_ c: (Int, Int, Int, CGFloat)) -> UIColor {
            UIColor(red: CGFloat(c.0) / 255, green: CGFloat(c.1) / 255, blue: CGFloat(c.2) / 255, alpha: c.3)
        }
        return UIColor(dynamicName: name, light: color(light), dark: color(dark))
    }
}

/// How a dynamic colour resolves: a named system colour's two values, or an app's provider.
private enum DynamicColor {
    case system(name: String, light: UIColor, dark: UIColor)
    case provider((UITraitCollection) -> UIColor)
}

extension UIColor {
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // System colours: iOS 15's light and dark values (Apple's colour tables); each is one shared
    // dynamic colour, so `UIColor.label == UIColor.label` as on iOS.
    public class var systemBlue: UIColor { SystemColors.systemBlue }
    public class var systemRed: UIColor { SystemColors.systemRed }
    public class var systemGreen: UIColor { SystemColors.systemGreen }
    public class var systemOrange: UIColor { SystemColors.systemOrange }
    public class var systemYellow: UIColor { SystemColors.systemYellow }
    public class var systemPink: UIColor { SystemColors.systemPink }
    public class var systemPurple: UIColor { SystemColors.systemPurple }
    public class var systemTeal: UIColor { SystemColors.systemTeal }
    public class var systemIndigo: UIColor { SystemColors.systemIndigo }
    public class var systemBrown: UIColor { SystemColors.systemBrown }
    public class var systemMint: UIColor { SystemColors.systemMint }
    public class var systemCyan: UIColor { SystemColors.systemCyan }
    public class var systemGray: UIColor { SystemColors.systemGray }
    public class var systemGray2: UIColor { SystemColors.systemGray2 }
    public class var systemGray3: UIColor { SystemColors.systemGray3 }
    public class var systemGray4: UIColor { SystemColors.systemGray4 }
    public class var systemGray5: UIColor { SystemColors.systemGray5 }
    public class var systemGray6: UIColor { SystemColors.systemGray6 }
    public class var label: UIColor { SystemColors.label }
    public class var secondaryLabel: UIColor { SystemColors.secondaryLabel }
    public class var tertiaryLabel: UIColor { SystemColors.tertiaryLabel }
    public class var quaternaryLabel: UIColor { SystemColors.quaternaryLabel }
    public class var link: UIColor { SystemColors.link }
    public class var separator: UIColor { SystemColors.separator }
    public class var placeholderText: UIColor { SystemColors.placeholderText }
    public class var systemBackground: UIColor { SystemColors.systemBackground }
    public class var secondarySystemBackground: UIColor { SystemColors.secondarySystemBackground }
    public class var tertiarySystemBackground: UIColor { SystemColors.tertiarySystemBackground }
    public class var systemGroupedBackground: UIColor { SystemColors.systemGroupedBackground }
    public class var secondarySystemGroupedBackground: UIColor { SystemColors.secondarySystemGroupedBackground }
    public class var systemFill: UIColor { SystemColors.systemFill }
}

/// The shared system colours.
private enum SystemColors {
    static let systemBlue = UIColor.system("systemBlueColor", light: (0, 122, 255, 1), dark: (10, 132, 255, 1))
    static let systemRed = UIColor.system("systemRedColor", light: (255, 59, 48, 1), dark: (255, 69, 58, 1))
    static let systemGreen = UIColor.system("systemGreenColor", light: (52, 199, 89, 1), dark: (48, 209, 88, 1))
    static let systemOrange = UIColor.system("systemOrangeColor", light: (255, 149, 0, 1), dark: (255, 159, 10, 1))
    static let systemYellow = UIColor.system("systemYellowColor", light: (255, 204, 0, 1), dark: (255, 214, 10, 1))
    static let systemPink = UIColor.system("systemPinkColor", light: (255, 45, 85, 1), dark: (255, 55, 95, 1))
    static let systemPurple = UIColor.system("systemPurpleColor", light: (175, 82, 222, 1), dark: (191, 90, 242, 1))
    static let systemTeal = UIColor.system("systemTealColor", light: (48, 176, 199, 1), dark: (64, 200, 224, 1))
    static let systemIndigo = UIColor.system("systemIndigoColor", light: (88, 86, 214, 1), dark: (94, 92, 230, 1))
    static let systemBrown = UIColor.system("systemBrownColor", light: (162, 132, 94, 1), dark: (172, 142, 104, 1))
    static let systemMint = UIColor.system("systemMintColor", light: (0, 199, 190, 1), dark: (99, 230, 226, 1))
    static let systemCyan = UIColor.system("systemCyanColor", light: (50, 173, 230, 1), dark: (100, 210, 255, 1))
    static let systemGray = UIColor.system("systemGrayColor", light: (142, 142, 147, 1), dark: (142, 142, 147, 1))
    static let systemGray2 = UIColor.system("systemGray2Color", light: (174, 174, 178, 1), dark: (99, 99, 102, 1))
    static let systemGray3 = UIColor.system("systemGray3Color", light: (199, 199, 204, 1), dark: (72, 72, 74, 1))
    static let systemGray4 = UIColor.system("systemGray4Color", light: (209, 209, 214, 1), dark: (58, 58, 60, 1))
    static let systemGray5 = UIColor.system("systemGray5Color", light: (229, 229, 234, 1), dark: (44, 44, 46, 1))
    static let systemGray6 = UIColor.system("systemGray6Color", light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    static let label = UIColor.system("labelColor", light: (0, 0, 0, 1), dark: (255, 255, 255, 1))
    static let secondaryLabel = UIColor.system("secondaryLabelColor", light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
    static let tertiaryLabel = UIColor.system("tertiaryLabelColor", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    static let quaternaryLabel = UIColor.system("quaternaryLabelColor", light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))
    static let link = UIColor.system("linkColor", light: (0, 122, 255, 1), dark: (9, 132, 255, 1))
    static let separator = UIColor.system("separatorColor", light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
    static let placeholderText = UIColor.system("placeholderTextColor", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    static let systemBackground = UIColor.system("systemBackgroundColor", light: (255, 255, 255, 1), dark: (0, 0, 0, 1))
    static let secondarySystemBackground = UIColor.system("secondarySystemBackgroundColor", light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    static let tertiarySystemBackground = UIColor.system("tertiarySystemBackgroundColor", light: (255, 255, 255, 1), dark: (44, 44, 46, 1))
    static let systemGroupedBackground = UIColor.system("systemGroupedBackgroundColor", light: (242, 242, 247, 1), dark: (0, 0, 0, 1))
    static let secondarySystemGroupedBackground = UIColor.system("secondarySystemGroupedBackgroundColor", light: (255, 255, 255, 1), dark: (28, 28, 30, 1))
    static let systemFill = UIColor.system("systemFillColor", light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
}

/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`, as in Xcode.
extension UIColor: _ExpressibleByColorLiteral {}

/// A literal `#colorLiteral(...)` with no other type context is a `UIColor`, as with iOS's UIKit.
public typealias _ColorLiteralType = UIColor
