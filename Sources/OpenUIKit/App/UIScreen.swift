/// The display a window shows on: its size in points, its scale and its system insets.
///
/// - Note: OpenUIKit differs: there is no hardware. A screen is made from a ``Preset`` (an
///   iPhone by default, 393 x 852 points at 3x like an iPhone 15 Pro) and the application's main
///   screen can be replaced with `UIScreen.setMain(_:)` before windows are created.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// A device's screen (OpenUIKit only): size in points, pixels per point, system insets.
    public struct Preset: Hashable, Sendable {
        public var name: String
        public var size: CGSize
        public var scale: CGFloat
        /// Where the status bar, sensor housing and home indicator are, in portrait.
        public var safeAreaInsets: UIEdgeInsets
        public var maximumFramesPerSecond: Int
        public var idiom: UIUserInterfaceIdiom

        public init(name: String, size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets,
                    maximumFramesPerSecond: Int = 60, idiom: UIUserInterfaceIdiom = .phone) {
            self.name = name
            self.size = size
            self.scale = scale
            self.safeAreaInsets = safeAreaInsets
            self.maximumFramesPerSecond = maximumFramesPerSecond
            self.idiom = idiom
        }

        /// iPhone 15 / 15 Pro / 16: 393 x 852 points at 3x (the default screen).
        public static let iPhone = Preset(name: "iPhone", size: CGSize(width: 393, height: 852), scale: 3,
                                          safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        /// iPhone SE (2nd/3rd generation): 375 x 667 points at 2x, no home indicator.
        public static let iPhoneSE = Preset(name: "iPhone SE", size: CGSize(width: 375, height: 667), scale: 2,
                                            safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        /// iPad Pro 11-inch: 834 x 1194 points at 2x.
        public static let iPad = Preset(name: "iPad", size: CGSize(width: 834, height: 1194), scale: 2,
                                        safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), idiom: .pad)

        // Behaviour source [O] [R] — Layout
        //   Rule: A preset turned to landscape: a phone with a sensor housing keeps its portrait
        //     top inset on both sides and gets a 21-pt home-indicator inset; a phone without one,
        //     with its status bar hidden, has none; a pad keeps its top and bottom insets
        //   Value: iPhone 15 Pro: 59, 59, 21
        //   Source: "iOS Layout Adaptation" (csl.cool, 15 September 2023,
        //     http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation) prints a root view's
        //     `safeAreaInsets` on an iPhone with a 59-point top inset: portrait (top 59, bottom
        //     34), landscape (top 0, left 59, bottom 21, right 59). "Supporting iPhone X" (Use Your
        //     Loaf, https://useyourloaf.com/blog/supporting-iphone-x/) shows an iPhone 8 in
        //     landscape with the status bar hidden and zero side insets. The pad rule has no
        //     publication: it is ours.
        /// The same device held in landscape (OpenUIKit only): the size turned a quarter, and
        /// the system insets as iOS reports them there. A phone with a sensor housing keeps
        /// its portrait top inset on both sides and a 21-point home indicator area (iPhone 15
        /// Pro: 59, 59 and 21); a phone without one, and a status bar it hides, has none [O: csl.cool's
        /// "iOS Layout Adaptation" and Use Your Loaf's "Supporting iPhone X"; docs/behaviour-sources.md];
        /// a pad keeps its top and bottom insets [R]. A preset already wider than tall is returned as
        /// it is.
        public var landscape: Preset {
            guard size.height > size.width else { return self }
            var turned = self
            turned.name = name + " (landscape)"
            turned.size = CGSize(width: size.height, height: size.width)
            switch idiom {
            case .pad:
                turned.safeAreaInsets = safeAreaInsets
            default:
                let housing = safeAreaInsets.top > 20 ? safeAreaInsets.top : 0
                turned.safeAreaInsets = UIEdgeInsets(top: 0, left: housing, bottom: safeAreaInsets.bottom > 0 ? 21 : 0, right: housing)
            }
            return turned
        }
    }

    /// The preset the screen was made from.
    public nonisolated let preset: Preset

    /// Creates a screen from a device preset (OpenUIKit only).
    public init(preset: Preset) {
        self.preset = preset
        super.init()
    }

    /// The screen the application's windows use by default.
    public class var main: UIScreen { UIApplication.shared.state.mainScreen }

    /// Replaces the main screen (OpenUIKit only; tests and the renderer choose a device this way).
    /// Windows created afterwards use it; existing windows keep theirs.
    public class func setMain(_ screen: UIScreen) {
        UIApplication.shared.state.mainScreen = screen
    }

    /// The screen in points, in portrait.
    open var bounds: CGRect { CGRect(origin: .zero, size: preset.size) }
    /// The screen in pixels.
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: preset.size.width * preset.scale, height: preset.size.height * preset.scale) }
    /// Pixels per point.
    open var scale: CGFloat { preset.scale }
    /// Pixels per point of the panel (the same as `scale` here).
    open var nativeScale: CGFloat { preset.scale }
    /// The highest frame rate the screen shows.
    open var maximumFramesPerSecond: Int { preset.maximumFramesPerSecond }

    /// The screen's traits: size classes and idiom of its preset in portrait.
    open var traitCollection: UITraitCollection {
        let traits = UITraitCollection(preset: preset)
        return UIApplication.shared.state.layoutDirection == .rightToLeft ? traits.with(.rightToLeft) : traits
    }

    /// The system insets (OpenUIKit only; on iOS they reach views through their windows).
    public var safeAreaInsets: UIEdgeInsets { preset.safeAreaInsets }

    override nonisolated open var description: String {
        "<UIScreen: \(preset.name); bounds = \(CGRect(origin: .zero, size: preset.size)); scale = \(preset.scale)>"
    }
}

/// The kind of device an interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad, tv, carPlay, mac = 5, vision = 6
}
