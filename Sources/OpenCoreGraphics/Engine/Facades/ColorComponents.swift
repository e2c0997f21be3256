import Foundation

/// Non-premultiplied sRGB components, the plain-value form the animation engine and the
/// renderer work with.
package struct ColorComponents: Hashable, Sendable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    package static let clear = ColorComponents(red: 0, green: 0, blue: 0, alpha: 0)
}
