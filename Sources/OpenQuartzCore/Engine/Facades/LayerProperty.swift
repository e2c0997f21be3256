/// An animatable layer property. Its raw value indexes bit masks of animated properties; its
/// Core Animation key is ``key``.
package enum LayerProperty: Int, CaseIterable, Sendable {
    case bounds, position, zPosition, anchorPoint, anchorPointZ, transform, sublayerTransform
    case opacity, hidden, masksToBounds, doubleSided, cornerRadius, borderWidth, borderColor
    case backgroundColor, shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
    case contents, contentsRect, contentsCenter
    case path, fillColor, strokeColor, lineWidth, strokeStart, strokeEnd, lineDashPhase, miterLimit
    case colors, locations, startPoint, endPoint
    /// The blur radius of what lies behind a backdrop layer (UIVisualEffectView's blur).
    case backdropBlurRadius

    /// The property's Core Animation key ("position", "backgroundColor"...).
    package var key: String { Self.keys[rawValue] }

    /// The keys by raw value: reading one from its descriptor copied the descriptor (retaining
    /// its setter), and every animated change asks for its key.
    private static let keys: [String] = descriptors.map(\.key)

    private static let byKey: [String: LayerProperty] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.key, $0) } + [("isHidden", .hidden), ("isDoubleSided", .doubleSided)]
    )

    /// The property for a Core Animation key (`isHidden`, Swift's name for `hidden`, is accepted).
    package init?(key: String) {
        guard let property = Self.byKey[key] else { return nil }
        self = property
    }

    /// The property's bit in an animated-properties mask.
    @inline(__always)
    package var bit: UInt64 { 1 << UInt64(rawValue) }
}
