/// A font: family, size and weight.
///
/// - Note: OpenUIKit differs: San Francisco is not available on Linux. The system font is
///   DejaVu Sans (WenQuanYi Micro Hei for Chinese through fontconfig's fallback), so text is a
///   little wider than on iOS; sizes and weights are honoured.
open class UIFont: NSObject, @unchecked Sendable {
    /// A font weight, from -1 (thinnest) to 1 (heaviest), with UIKit's named values.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// The nearest CSS/fontconfig weight (100...900).
        /// The weight nearest to `cssWeight` on the CSS scale (400 regular, 700 bold).
        init(cssWeight: Int) {
            self = Self.cssTable.min { abs($0.1 - cssWeight) < abs($1.1 - cssWeight) }!.0
        }

        private static let cssTable: [(Weight, Int)] = [(.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
                                                        (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900)]

        var cssWeight: Int {
            let table: [(Weight, Int)] = [(.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
                                          (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900)]
            return table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }

    /// The size in points.
    public let pointSize: CGFloat
    /// The font's family name.
    public let familyName: String
    /// The font's weight.
    public let weight: Weight
    /// Whether the font is italic.
    public let isItalic: Bool

    init(family: String, size: CGFloat, weight: Weight, italic: Bool) {
        familyName = family
        pointSize = size
        self.weight = weight
        isItalic = italic
        super.init()
    }

    // Behaviour source [R] — Others: runtime, observation, Interface Builder
    //   Rule: `UIFont()` (the placeholder apps write for a missing font)
    //   Value: the regular system font at `systemFontSize`, 14 pt
    //   Source: Apple documents no value for `init()`; the system font at the documented
    //     `systemFontSize` is the least surprising choice.
    /// A placeholder font, as apps write for a missing one (`label.font ?? UIFont()`): the
    /// regular system font at `systemFontSize` (14 points). Apple documents no value for it;
    /// this is our choice [R].
    public convenience override init() {
        self.init(family: FontDescriptor.systemFamily, size: UIFont.systemFontSize, weight: .regular, italic: false)
    }

    /// The font called `fontName` at `fontSize` points: a font the app registered with
    /// `CTFontManagerRegisterGraphicsFont` or `CTFontManagerRegisterFontsForURL`, by its
    /// PostScript or full name ("Montserrat-Regular"), else a fontconfig family (for example
    /// "DejaVu Serif"). Returns `nil` for an empty name.
    ///
    /// - Note: OpenUIKit differs: iOS returns `nil` for a name it does not know; fontconfig
    ///   substitutes a similar family instead.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        if let registered = TextLayout.registeredFont(named: fontName) {
            self.init(family: registered.family, size: fontSize, weight: Weight(cssWeight: registered.cssWeight), italic: registered.isItalic)
            registeredName = fontName
            return
        }
        self.init(family: fontName, size: fontSize, weight: .regular, italic: false)
    }

    /// The system font at `fontSize` points and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: FontDescriptor.systemFamily, size: fontSize, weight: weight, italic: false)
    }

    /// The regular system font at `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The system font for `style` at the application's preferred text size (Large, iOS's
    /// default, unless a test sets another: `UIApplication.preferredContentSizeCategory`), with
    /// the sizes of Apple's Dynamic Type table (UIFont+DynamicType.swift). A label or text field
    /// with `adjustsFontForContentSizeCategory` follows later changes of the size.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for `style` at the text size of `traitCollection` (the application's
    /// preferred size when `nil` or unspecified there).
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        dynamicTypeFont(style, traits: traitCollection)
    }

    /// The styles of Dynamic Type.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic system font at `fontSize` points.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: FontDescriptor.systemFamily, size: fontSize, weight: .regular, italic: true)
    }

    /// The standard system font size (14 points).
    open class var systemFontSize: CGFloat { 14 }
    /// The standard label font size (17 points).
    open class var labelFontSize: CGFloat { 17 }
    /// The standard button font size (18 points).
    open class var buttonFontSize: CGFloat { 18 }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        let font = UIFont(family: familyName, size: fontSize, weight: weight, isItalic: isItalic)
        font.registeredName = registeredName
        return font
    }

    private convenience init(family: String, size: CGFloat, weight: Weight, isItalic: Bool) {
        self.init(family: family, size: size, weight: weight, italic: isItalic)
    }

    /// The name a registered font was asked for by (`UIFont(name:size:)`), which `fontName` reports.
    private var registeredName: String?
    /// How a font that follows the text size was made (set once, when it is made).
    final var dynamicTypeOrigin: DynamicTypeOrigin?

    /// The font's name ("DejaVuSans-Bold" style; a registered font's name as it was asked for).
    open var fontName: String {
        if let registeredName { return registeredName }
        let family = familyName.replacingOccurrences(of: " ", with: "")
        switch (weight >= .semibold, isItalic) {
        case (false, false): return family
        case (true, false): return family + "-Bold"
        case (false, true): return family + "-Oblique"
        case (true, true): return family + "-BoldOblique"
        }
    }

    /// The height of one line of text in this font.
    open var lineHeight: CGFloat {
        TextLayout.size(of: "Hg", style: OpenCoreGraphics.TextStyle(font: descriptor)).height
    }

    /// What the text renderer uses.
    final var descriptor: FontDescriptor {
        FontDescriptor(family: familyName, size: pointSize, weight: weight.cssWeight, italic: isItalic)
    }

    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return descriptor == other.descriptor
    }

    override open var hash: Int { descriptor.hashValue }

    override open var description: String { "<UIFont: \(fontName) \(pointSize)pt>" }
}
