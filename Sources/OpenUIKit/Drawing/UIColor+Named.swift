import Foundation

extension UIColor {
    /// A colour from an asset catalog in the main bundle: `<name>.colorset` inside any
    /// `.xcassets` folder of the bundle's resources (groups included); `nil` when there is none,
    /// as on iOS.
    ///
    /// - Note: OpenUIKit differs: Xcode compiles catalogs into `Assets.car`; on Linux the
    ///   catalog folder itself is read, so add it to the target's resources. The light
    ///   appearance's colour is used (no dark mode).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// A colour from an asset catalog in `bundle` (the main bundle when `nil`).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let components = AssetCatalogColor.components(named: name, in: bundle ?? .main) else { return nil }
        self.init(red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
    }
}

