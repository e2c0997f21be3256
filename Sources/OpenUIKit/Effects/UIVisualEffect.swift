/// An effect a `UIVisualEffectView` applies to what lies behind it.
open class UIVisualEffect: NSObject, NSCopying, @unchecked Sendable {
    // @unchecked Sendable: effects are immutable after creation.
    override public init() { super.init() }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A blur of what lies behind the effect view, tinted per style.
///
/// The compositor really blurs the pixels behind the view (a Gaussian, run on a downsampled copy
/// for large radii, as iOS does), then draws the style's tint over them.
/// - Note: OpenUIKit differs: each style's blur radius and tint are OpenUIKit's own choice
///   (Apple does not document them); iOS also raises the saturation behind materials, which
///   OpenUIKit does not.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur's look.
    public enum Style: Int, Sendable, CaseIterable {
        case extraLight, light, dark
        case regular = 4, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    /// The style the effect was made with.
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    // Behaviour source [R] — Compositor
    //   Rule: Adaptive blur styles use their light variants
    //   Value: light only
    //   Source: OpenUIKit has no dark appearance for effects yet.
    /// The Gaussian's standard deviation behind this style, in points, and the tint drawn over
    /// the blur. Light mode: the adaptive styles (`regular`, `system…Material`) use their light
    /// variants, as OpenUIKit has no dark appearance yet [R].
    var look: (blurRadius: CGFloat, tint: UIColor) {
        switch style {
        case .extraLight: (10, UIColor(white: 0.97, alpha: 0.82))
        case .light, .regular: (10, UIColor(white: 1, alpha: 0.3))
        case .dark: (10, UIColor(white: 0.11, alpha: 0.73))
        case .prominent: (10, UIColor(white: 1, alpha: 0.6))
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: (6, UIColor(white: 1, alpha: 0.25))
        case .systemThinMaterial, .systemThinMaterialLight: (8, UIColor(white: 1, alpha: 0.45))
        case .systemMaterial, .systemMaterialLight: (10, UIColor(white: 1, alpha: 0.6))
        case .systemThickMaterial, .systemThickMaterialLight: (12, UIColor(white: 1, alpha: 0.75))
        case .systemChromeMaterial, .systemChromeMaterialLight: (10, UIColor(white: 0.97, alpha: 0.75))
        case .systemUltraThinMaterialDark: (6, UIColor(white: 0.1, alpha: 0.3))
        case .systemThinMaterialDark: (8, UIColor(white: 0.1, alpha: 0.5))
        case .systemMaterialDark: (10, UIColor(white: 0.1, alpha: 0.65))
        case .systemThickMaterialDark: (12, UIColor(white: 0.1, alpha: 0.8))
        case .systemChromeMaterialDark: (10, UIColor(white: 0.12, alpha: 0.75))
        }
    }
}

/// Vibrancy for content placed over a blur (labels, symbols inside a `UIVisualEffectView`
/// nested in a blur view).
///
/// - Note: OpenUIKit differs: content in a vibrancy view is drawn as it is, without the
///   blend that makes it take colour from the blur behind.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the vibrancy goes with.
    public let blurEffect: UIBlurEffect
    /// The vibrancy's style (iOS 13+), `nil` for the older initializer.
    public let style: UIVibrancyEffectStyle?

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = nil
        super.init()
    }

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// The look of vibrant content.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
