import Foundation

extension UIColor {
    /// A colour from Display P3 components, 0...1, kept as the sRGB colour it is.
    ///
    /// Display P3 has sRGB's transfer curve and white point (D65) and wider primaries, so the
    /// components are decoded to linear light, taken to linear sRGB by the matrix between the two
    /// sets of primaries, and encoded again. Colours outside sRGB's gamut keep components below 0
    /// or above 1 (extended sRGB, as iOS reports them); drawing clamps them.
    ///
    /// - Note: OpenUIKit differs: it draws in sRGB, so a saturated P3 colour is drawn as the
    ///   nearest sRGB one, as on a screen without the wide gamut.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (r, g, b) = (Self.decode(red), Self.decode(green), Self.decode(blue))
        // Linear Display P3 → linear sRGB (both D65; from the two standards' primaries).
        let sr = 1.224_940_2 * r - 0.224_940_2 * g
        let sg = -0.042_056_9 * r + 1.042_056_9 * g
        let sb = -0.019_637_6 * r - 0.078_636_1 * g + 1.098_273_7 * b
        self.init(red: Self.encode(sr), green: Self.encode(sg), blue: Self.encode(sb), alpha: alpha)
    }

    /// sRGB's transfer curve, component → linear light (mirrored below zero for extended values).
    private static func decode(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let linear = magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// Linear light → sRGB component (mirrored below zero).
    private static func encode(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }
}
