import Foundation

/// One target of a project, as the test command needs it.
package struct XcodeTarget {
    /// What a target builds (`productType`).
    package enum Kind: Equatable, CustomStringConvertible {
        case application
        case framework
        case staticLibrary
        case unitTests
        case uiTests
        case appExtension
        case other(String)

        init(productType: String?) {
            switch productType {
            case "com.apple.product-type.application": self = .application
            case "com.apple.product-type.framework", "com.apple.product-type.framework.static": self = .framework
            case "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic": self = .staticLibrary
            case "com.apple.product-type.bundle.unit-test": self = .unitTests
            case "com.apple.product-type.bundle.ui-testing": self = .uiTests
            case let type? where type.hasPrefix("com.apple.product-type.app-extension") || type.hasPrefix("com.apple.product-type.extensionkit")
                || type.hasPrefix("com.apple.product-type.watchkit") || type.hasPrefix("com.apple.product-type.application.watchapp"):
                self = .appExtension
            default: self = .other(productType ?? "no productType")
            }
        }

        package var description: String {
            switch self {
            case .application: "application"
            case .framework: "framework"
            case .staticLibrary: "static library"
            case .unitTests: "unit tests"
            case .uiTests: "UI tests"
            case .appExtension: "extension"
            case .other(let type): type
            }
        }

        /// Targets whose Swift sources become a module the test command builds.
        package var isBuildable: Bool {
            switch self {
            case .application, .framework, .staticLibrary, .unitTests: true
            default: false
            }
        }
    }

    /// A dependency on another target: in this project, or in another project of the workspace
    /// (a proxy naming the other project's file and the target).
    package enum Dependency: Equatable {
        case target(id: String, name: String)
        case remote(projectPath: String, name: String)
    }

    package var id: String
    package var name: String
    package var kind: Kind
    /// `productName` (the settings' `PRODUCT_NAME` decides the module name).
    var productName: String
    /// The product file's name (`App.app`, `Core.framework`).
    package var productFileName: String?
    /// Source files in build order (the sources phase, or the synchronized folders).
    package var sources: [URL]
    /// Resource files and folders (resources phase or synchronized folders), localised
    /// variants with their `.lproj` folder.
    package var resources: [XcodeResource]
    /// Products linked (the link phase): `Core.framework`, `libThing.a`, system frameworks.
    package var linkedProducts: [String]
    package var dependencies: [Dependency]
    /// Swift package products the target uses, with the package's URL or local path.
    package var packageProducts: [SwiftPackageProduct]
    /// Run-script phases (their names): listed, never run.
    package var scriptPhases: [String]
    /// Files the target names that are not on disk.
    package var missingFiles: [String]
    /// Settings of the configuration the project was read with.
    package var settings: BuildSettings

    /// The platform the target builds for when it cannot run on iOS (from `SDKROOT` and
    /// `SUPPORTED_PLATFORMS`: a library's macOS or tvOS twin of its iOS target), or nil.
    package var otherPlatform: String? {
        if settings.list("SUPPORTED_PLATFORMS").contains(where: { $0.hasPrefix("iphone") }) { return nil }
        let sdk = settings["SDKROOT"] ?? ""
        let platforms = [("macosx", "macOS"), ("appletvos", "tvOS"), ("watchos", "watchOS"), ("xros", "visionOS"), ("driverkit", "DriverKit")]
        return platforms.first { sdk.hasPrefix($0.0) }?.1
    }

    /// `PRODUCT_MODULE_NAME`, or the product name made an identifier, as Xcode does.
    package var moduleName: String {
        if let module = settings["PRODUCT_MODULE_NAME"], !module.isEmpty { return module }
        let product = settings["PRODUCT_NAME"].flatMap { $0.isEmpty ? nil : $0 } ?? productName
        return BuildSettings.apply("c99extidentifier", to: product)
    }
}

/// A file or folder copied into a product's bundle.
package struct XcodeResource: Equatable {
    package var url: URL
    /// Where it goes inside the bundle: its name, or `en.lproj/Main.strings` for a localised one.
    package var bundlePath: String
}

/// A Swift package product a target depends on.
package struct SwiftPackageProduct: Equatable {
    package var product: String
    /// The package's repository URL (`XCRemoteSwiftPackageReference`), or its folder for a local
    /// package (`XCLocalSwiftPackageReference`).
    package var repositoryURL: String?
    package var localPath: String?
    /// The version requirement as written (`from 1.2.0`, `branch main`, …).
    package var requirement: String?
}
