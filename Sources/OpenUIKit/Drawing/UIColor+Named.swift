import Foundation

extension UIColor {
    /// A colour from an asset catalog in the main bundle: `<name>.colorset` inside any
    /// `.xcassets` folder of the bundle's resources (groups included); `nil` when there is none,
    /// as on iOS.
    ///
    /// - Note: OpenUIKit differs: Xcode compiles catalogs into `Assets.car`; on Linux the
    ///   catalog folder itself is read, so add it to the target's resources. A colour set with
    ///   a dark appearance gives a dynamic colour (other appearances, such as high contrast,
    ///   are not read).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// A colour from an asset catalog in `bundle` (the main bundle when `nil`), resolved for
    /// `traitCollection` when one is given.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let bundle = bundle ?? .main
        guard let set = AssetCatalogColor.components(named: name, in: bundle) else { return nil }
        func plain(_ c: AssetCatalogColor.Components) -> UIColor { UIColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha) }
        guard let dark = set.dark else {
            self.init(red: set.light.red, green: set.light.green, blue: set.light.blue, alpha: set.light.alpha)
            return
        }
        if let style = traitCollection?.userInterfaceStyle, style != .unspecified {
            let c = style == .dark ? dark : set.light
            self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        } else {
            self.init(dynamicName: "\(bundle.bundlePath)/\(name)", light: plain(set.light), dark: plain(dark))
        }
    }
}

