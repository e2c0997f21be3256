import Foundation

extension ProcessInfo {
    /// Whether the app is an iPad app built for the Mac with Mac Catalyst: false, as for an iOS
    /// app on an iPhone or iPad. Apple's Foundation declares it; Linux's does not.
    public var isMacCatalystApp: Bool { false }

    /// Whether the app is an iPhone or iPad app running on a Mac with Apple silicon: false, as on
    /// an iPhone or iPad. Apple's Foundation declares it; Linux's does not.
    public var isiOSAppOnMac: Bool { false }
}
