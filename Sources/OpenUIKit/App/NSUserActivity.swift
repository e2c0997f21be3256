import Foundation

/// A description of what the user is doing, which a scene hands back to restore itself.
///
/// - Note: OpenUIKit differs: on iOS this class is Foundation's; Foundation on Linux has none,
///   so OpenUIKit provides it, with what state restoration uses (type, title, user info, the
///   required keys and the persistent identifier). Handoff, search and Siri are absent. User
///   info values must be property-list values (strings, numbers, dates, data, arrays and
///   dictionaries of them) to be saved.
@preconcurrency @MainActor
open class NSUserActivity: NSObject {
    /// The kind of activity (reverse-DNS, as declared in the app's `NSUserActivityTypes`).
    public let activityType: String
    /// A title for the user.
    open var title: String?
    /// The activity's state.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` needed to restore it (all keys when nil).
    open var requiredUserInfoKeys: Set<String>?
    /// An identifier the app chose.
    open var persistentIdentifier: String?
    /// The identifier of the content the activity shows.
    open var targetContentIdentifier: String?
    /// Whether the activity may be continued on another device (kept, unused on Linux).
    open var isEligibleForHandoff = true

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds entries to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        for (key, value) in otherDictionary { merged[key] = value }
        userInfo = merged
    }

    /// Marks the activity as the current one (nothing else on Linux).
    open func becomeCurrent() {}
    /// Stops the activity being the current one.
    open func resignCurrent() {}
    /// Ends the activity.
    open func invalidate() {}
}
