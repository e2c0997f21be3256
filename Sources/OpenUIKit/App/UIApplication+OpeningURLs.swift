import Foundation

/// Opening URLs in other apps.
///
/// Differs from iOS: there is no other app and no browser to hand a URL to on Linux, so nothing
/// can be opened. Every URL answers `false`, on the next turn of the run loop for the completion
/// handler, as iOS answers a URL no installed app handles. The URLs asked for are kept in
/// ``openedURLRequests`` so tests can check what the app tried to open.
extension UIApplication {
    /// The keys of `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Open the URL only if an installed app handles it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Whether an app could open `url` (always `false` on Linux, see above).
    public func canOpenURL(_ url: URL) -> Bool {
        false
    }

    /// Asks the system to open `url`; `completion` gets `false` on the next turn (see above).
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        state.openedURLRequests.append(url)
        guard let completion else { return }
        FrameScheduler.performOnNextFrame { completion(false) }
    }

    /// The pre-iOS 10 form: opens `url` and says whether it was (always `false` on Linux).
    @available(*, deprecated, renamed: "open(_:options:completionHandler:)")
    public func openURL(_ url: URL) -> Bool {
        state.openedURLRequests.append(url)
        return false
    }

    /// Linux only: every URL the app asked to open, in order (for tests).
    public var openedURLRequests: [URL] { state.openedURLRequests }
}
