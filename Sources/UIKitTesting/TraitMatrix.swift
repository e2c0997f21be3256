import OpenUIKit

/// One test over several screens: devices × light and dark × text sizes × layout directions ×
/// orientations, each configuration in a fresh application, with a name to give its goldens.
///
/// ```swift
/// let matrix = TraitMatrix(devices: [.iPhone, .iPad], appearances: [.light, .dark],
///                          contentSizes: [.large, .accessibilityExtraLarge],
///                          layoutDirections: [.leftToRight, .rightToLeft], orientations: [.portrait, .landscape])
/// try TransitionHost.run(matrix, root: SettingsViewController()) { host, configuration in
///     assertSnapshot(of: host, as: .image(), named: configuration.name)   // "iPhone-dark-AX3-landscape-rtl"
/// }
/// ```
///
/// A right-to-left configuration sets the application's direction before the root controller
/// is made (`TransitionHost.userInterfaceLayoutDirection`): constraints, stack views, natural
/// text alignment, navigation transitions, the back swipe and the navigation bar mirror.
public struct TraitMatrix: Sendable {
    /// Light or dark: the window's `overrideUserInterfaceStyle`.
    public enum Appearance: String, Sendable, CaseIterable {
        case light, dark
    }

    /// How the device is held: landscape uses the preset's `landscape` (size turned, insets and
    /// size classes as iOS gives them).
    public enum Orientation: String, Sendable, CaseIterable {
        case portrait, landscape
    }

    /// One screen of the matrix.
    public struct Configuration: Sendable, Hashable, CustomStringConvertible {
        public let device: UIScreen.Preset
        public let appearance: Appearance
        public let contentSize: UIContentSizeCategory
        public let orientation: Orientation
        /// The direction the application reads in.
        public let layoutDirection: UIUserInterfaceLayoutDirection

        public init(device: UIScreen.Preset, appearance: Appearance, contentSize: UIContentSizeCategory, orientation: Orientation,
                    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight) {
            self.device = device
            self.appearance = appearance
            self.contentSize = contentSize
            self.orientation = orientation
            self.layoutDirection = layoutDirection
        }

        /// A name for goldens: device, appearance, text size (XS…XXXL, AX1…AX5), orientation,
        /// and `rtl` when right to left: `iPhone-dark-AX3-landscape`, `iPad-light-L-portrait-rtl`.
        public var name: String {
            ([device.name.replacingOccurrences(of: " ", with: ""), appearance.rawValue, contentSize.shortName, orientation.rawValue]
                + (layoutDirection == .rightToLeft ? ["rtl"] : [])).joined(separator: "-")
        }

        public var description: String { name }

        /// The screen preset this configuration shows on.
        public var screen: UIScreen.Preset { orientation == .landscape ? device.landscape : device }
    }

    public var devices: [UIScreen.Preset]
    public var appearances: [Appearance]
    public var contentSizes: [UIContentSizeCategory]
    public var orientations: [Orientation]
    public var layoutDirections: [UIUserInterfaceLayoutDirection]

    public init(devices: [UIScreen.Preset] = [.iPhone], appearances: [Appearance] = [.light],
                contentSizes: [UIContentSizeCategory] = [.large], layoutDirections: [UIUserInterfaceLayoutDirection] = [.leftToRight],
                orientations: [Orientation] = [.portrait]) {
        self.devices = devices
        self.appearances = appearances
        self.contentSizes = contentSizes
        self.layoutDirections = layoutDirections
        self.orientations = orientations
    }

    /// Every combination, devices outermost, then appearances, text sizes, directions, and
    /// orientations innermost.
    public var configurations: [Configuration] {
        devices.flatMap { device in
            appearances.flatMap { appearance in
                contentSizes.flatMap { size in
                    layoutDirections.flatMap { direction in
                        orientations.map {
                            Configuration(device: device, appearance: appearance, contentSize: size, orientation: $0, layoutDirection: direction)
                        }
                    }
                }
            }
        }
    }
}

extension UIContentSizeCategory {
    /// XS, S, M, L, XL, XXL, XXXL, AX1…AX5 (the names iOS's accessibility inspector shows).
    public var shortName: String {
        let names = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
        return ApplicationHost.textSizeIndex(of: self).map { names[$0] } ?? rawValue
    }
}

extension TransitionHost {
    /// Runs `body` once per configuration of `matrix`, each in a fresh application (as
    /// `run(device:root:_:)`) on the configuration's screen, with its text size set before
    /// `root` is made and its appearance on the window; returns the results in the matrix's
    /// order. A matrix with no configuration runs nothing (reported).
    @discardableResult
    public static func run<Result>(_ matrix: TraitMatrix, root: @autoclosure () -> UIViewController,
                                   _ body: (TransitionHost, TraitMatrix.Configuration) throws -> Result) rethrows -> [Result] {
        let configurations = matrix.configurations
        if configurations.isEmpty {
            OpenUIKitDiagnostics.report(.testKitMisuse, "TransitionHost.run(_:root:_:): the matrix has no configuration (a dimension is empty); nothing ran.")
        }
        var results: [Result] = []
        for configuration in configurations {
            let result = try run(device: configuration.screen, root: root, beforeRoot: {
                ApplicationHost.setPreferredContentSizeCategory(configuration.contentSize)
                ApplicationHost.setLayoutDirection(configuration.layoutDirection)
            }) { host in
                if configuration.appearance == .dark {
                    host.window.overrideUserInterfaceStyle = .dark
                    host.step()
                }
                return try body(host, configuration)
            }
            results.append(result)
        }
        return results
    }

    /// The direction the application's interface reads in, as the device's language sets it on
    /// iOS (Arabic, Hebrew: right to left). Setting it tells every view whose traits' layout
    /// direction changes (`traitCollectionDidChange(_:)`) and lays every window out again:
    /// leading and trailing constraints, stack views, natural text alignment, navigation
    /// transitions, the back swipe and the navigation bar mirror. Left to right at the start
    /// of each run.
    ///
    /// - Note: OpenUIKit differs: toolbars, tab bars, flow layouts and scroll views are not
    ///   mirrored yet (docs/auto-layout.md, "Right to left").
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        get { UIApplication.shared.userInterfaceLayoutDirection }
        set { ApplicationHost.setLayoutDirection(newValue) }
    }

    /// The preferred text size (Dynamic Type), as the Settings app sets it on iOS: setting it
    /// tells every view and controller whose text size changes (`traitCollectionDidChange(_:)`),
    /// gives labels and text fields with `adjustsFontForContentSizeCategory` their font at the
    /// new size, lays out again and posts `UIContentSizeCategory.didChangeNotification`.
    /// `.unspecified` is refused (reported). Large, iOS's default, at the start of each run.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { UIApplication.shared.preferredContentSizeCategory }
        set {
            guard ApplicationHost.setPreferredContentSizeCategory(newValue) else {
                OpenUIKitDiagnostics.report(.testKitMisuse, "TransitionHost.preferredContentSizeCategory: \(newValue.rawValue) is not a text size (.extraSmall … .accessibilityExtraExtraExtraLarge); the size stays \(UIApplication.shared.preferredContentSizeCategory.rawValue).")
                return
            }
        }
    }
}
