/// Whether a dimension of the interface is compact or roomy.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

/// The traits of an interface environment: size classes, idiom and scale.
///
/// - Note: OpenUIKit differs: only the traits transitions depend on (size classes, idiom,
///   display scale) exist; they come from the screen preset (portrait).
public final class UITraitCollection: NSObject, Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let displayScale: CGFloat

    public init(horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified, verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified, displayScale: CGFloat = 0) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        super.init()
    }

    /// The traits of a screen preset: phones are compact wide and regular tall in portrait;
    /// pads are regular both ways.
    package convenience init(preset: UIScreen.Preset) {
        let pad = preset.idiom == .pad
        self.init(horizontalSizeClass: pad ? .regular : .compact, verticalSizeClass: .regular,
                  userInterfaceIdiom: preset.idiom, displayScale: preset.scale)
    }

    override public func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && userInterfaceIdiom == other.userInterfaceIdiom && displayScale == other.displayScale
    }

    override public var hash: Int { horizontalSizeClass.rawValue &+ 3 &* verticalSizeClass.rawValue &+ 7 &* userInterfaceIdiom.rawValue }
}
