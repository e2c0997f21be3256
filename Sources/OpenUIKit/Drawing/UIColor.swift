/// A colour in the sRGB space, with the system's named colours.
///
/// - Note: OpenUIKit differs: there is no dark mode; dynamic system colours (`label`,
///   `systemBackground`, ...) always have their light-appearance values.
open class UIColor: NSObject, @unchecked Sendable {
    private let red: CGFloat, green: CGFloat, blue: CGFloat, alphaValue: CGFloat

    /// A colour from sRGB components, 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        alphaValue = alpha
        super.init()
    }

    /// The colour of a `#colorLiteral(red:green:blue:alpha:)`, sRGB components 0...1.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A grey: `white` 0 is black, 1 white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (HSB), 0...1 each.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
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
    public convenience init(cgColor: CGColor) {
        let c = cgColor.rgbaComponents
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// The colour with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour as a Core Graphics colour.
    open var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alphaValue) }

    /// The colour's RGBA components; always succeeds for OpenUIKit colours.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = alphaValue
        return true
    }

    /// The colour's grey level (the mean of its components) and alpha.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (red + green + blue) / 3
        alpha?.pointee = alphaValue
        return true
    }

    /// The colour's hue, saturation and brightness.
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
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

    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alphaValue == other.alphaValue
    }

    override open var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alphaValue)
        return hasher.finalize()
    }

    override open var description: String {
        func f(_ x: CGFloat) -> String { String(format: "%.3f", Double(x)) }
        return "UIExtendedSRGBColorSpace \(f(red)) \(f(green)) \(f(blue)) \(f(alphaValue))"
    }
}

extension UIColor {
    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

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

    // System colours, light appearance (iOS 15+ values).
    public class var systemBlue: UIColor { rgb(0, 122, 255) }
    public class var systemRed: UIColor { rgb(255, 59, 48) }
    public class var systemGreen: UIColor { rgb(52, 199, 89) }
    public class var systemOrange: UIColor { rgb(255, 149, 0) }
    public class var systemYellow: UIColor { rgb(255, 204, 0) }
    public class var systemPink: UIColor { rgb(255, 45, 85) }
    public class var systemPurple: UIColor { rgb(175, 82, 222) }
    public class var systemTeal: UIColor { rgb(48, 176, 199) }
    public class var systemIndigo: UIColor { rgb(88, 86, 214) }
    public class var systemBrown: UIColor { rgb(162, 132, 94) }
    public class var systemMint: UIColor { rgb(0, 199, 190) }
    public class var systemCyan: UIColor { rgb(50, 173, 230) }
    public class var systemGray: UIColor { rgb(142, 142, 147) }
    public class var systemGray2: UIColor { rgb(174, 174, 178) }
    public class var systemGray3: UIColor { rgb(199, 199, 204) }
    public class var systemGray4: UIColor { rgb(209, 209, 214) }
    public class var systemGray5: UIColor { rgb(229, 229, 234) }
    public class var systemGray6: UIColor { rgb(242, 242, 247) }
    public class var label: UIColor { rgb(0, 0, 0) }
    public class var secondaryLabel: UIColor { rgb(60, 60, 67, 0.6) }
    public class var tertiaryLabel: UIColor { rgb(60, 60, 67, 0.3) }
    public class var quaternaryLabel: UIColor { rgb(60, 60, 67, 0.18) }
    public class var link: UIColor { rgb(0, 122, 255) }
    public class var separator: UIColor { rgb(60, 60, 67, 0.29) }
    /// Placeholder text in text fields (light appearance).
    public class var placeholderText: UIColor { rgb(60, 60, 67, 0.3) }
    public class var systemBackground: UIColor { rgb(255, 255, 255) }
    public class var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
    public class var tertiarySystemBackground: UIColor { rgb(255, 255, 255) }
    public class var systemGroupedBackground: UIColor { rgb(242, 242, 247) }
    public class var secondarySystemGroupedBackground: UIColor { rgb(255, 255, 255) }
    public class var systemFill: UIColor { rgb(120, 120, 128, 0.2) }
}

/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`, as in Xcode.
extension UIColor: _ExpressibleByColorLiteral {}

/// A literal `#colorLiteral(...)` with no other type context is a `UIColor`, as with iOS's UIKit.
public typealias _ColorLiteralType = UIColor
