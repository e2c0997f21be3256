import Foundation

/// Colours and gradients as the renderer and the animation engine read them: plain sRGB
/// components instead of a colour space and its component array.
package enum ColorValues {
    /// The colour as non-premultiplied sRGB components (gray expanded; clear for a pattern or an
    /// unknown space).
    package static func components(of color: CGColor) -> ColorComponents { color.rgbaComponents }

    /// An sRGB colour with these components.
    package static func color(_ components: ColorComponents) -> CGColor { CGColor(components) }

    /// The gradient's colour stops, locations from 0 to 1 in order.
    package static func stops(of gradient: CGGradient) -> [(location: Double, color: ColorComponents)] { gradient.stops }
}
