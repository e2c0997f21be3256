import Foundation

extension UIImage {
    /// How large and heavy a symbol image is drawn.
    ///
    /// - Note: OpenUIKit differs: there are no SF Symbols on Linux (`UIImage(systemName:)`
    ///   returns nil), so a configuration has no image to apply to; it is kept as set wherever it
    ///   is given (`UIImageView.preferredSymbolConfiguration`, list content image properties).
    public struct SymbolConfiguration: Hashable, Sendable {
        /// A symbol's size relative to its text.
        public enum Scale: Int, Sendable {
            case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
        }

        /// A symbol's stroke weight.
        public enum Weight: Int, Sendable {
            case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }

        public private(set) var pointSize: CGFloat?
        public private(set) var weight: Weight = .unspecified
        public private(set) var scale: Scale = .unspecified
        public private(set) var textStyle: UIFont.TextStyle?

        public init(pointSize: CGFloat) { self.pointSize = pointSize }
        public init(pointSize: CGFloat, weight: Weight) { (self.pointSize, self.weight) = (pointSize, weight) }
        public init(pointSize: CGFloat, weight: Weight, scale: Scale) { (self.pointSize, self.weight, self.scale) = (pointSize, weight, scale) }
        public init(textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
        public init(textStyle: UIFont.TextStyle, scale: Scale) { (self.textStyle, self.scale) = (textStyle, scale) }
        public init(scale: Scale) { self.scale = scale }
        public init(weight: Weight) { self.weight = weight }
        @MainActor public init(font: UIFont) { pointSize = font.pointSize }
        @MainActor public init(font: UIFont, scale: Scale) { (pointSize, self.scale) = (font.pointSize, scale) }

        /// This configuration with `configuration`'s values where it sets them.
        public func applying(_ configuration: SymbolConfiguration?) -> SymbolConfiguration {
            guard let configuration else { return self }
            var result = self
            if let size = configuration.pointSize { result.pointSize = size }
            if configuration.weight != .unspecified { result.weight = configuration.weight }
            if configuration.scale != .unspecified { result.scale = configuration.scale }
            if let style = configuration.textStyle { result.textStyle = style }
            return result
        }
    }
}
