import Foundation

/// A service the share sheet offers. Subclass it for the app's own services (pass them as
/// `applicationActivities`): override `activityType`, `activityTitle`, `canPerform(withActivityItems:)`,
/// `prepare(withActivityItems:)` and `perform()`, and call `activityDidFinish(_:)` when done.
///
/// - Note: OpenUIKit differs: Linux has no system services (Messages, Mail, AirDrop…), so the
///   share sheet offers only the app's own activities. The system types exist so that
///   `excludedActivityTypes` compiles and is kept. An activity's `activityViewController` is
///   not shown: `perform()` is called instead.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// What kind of service: shown in the first row (share) or the second (action) on iOS.
    public enum Category: Int, Sendable {
        case action = 0
        case share = 1
    }

    /// A service's identifier.
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        public static let collaborationInviteWithLink = ActivityType("com.apple.UIKit.activity.CollaborationInviteWithLink")
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }

    override public init() {
        super.init()
    }

    /// `.action` unless a subclass says otherwise.
    open class var activityCategory: Category { .action }
    /// The service's identifier (nil by default).
    open var activityType: ActivityType? { nil }
    /// The title the share sheet shows.
    open var activityTitle: String? { nil }
    /// The image the share sheet shows.
    open var activityImage: UIImage? { nil }
    /// Whether the service can handle the items (false by default: a subclass says yes).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Called before `perform()` with the items.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller to present instead of `perform()` (not shown by OpenUIKit; see the note).
    open var activityViewController: UIViewController? { nil }
    /// Does the work; call `activityDidFinish(_:)` when done.
    open func perform() {}

    /// Tells the share sheet the service finished: it is dismissed and its completion handler
    /// hears the result.
    open func activityDidFinish(_ completed: Bool) {
        let finish = onFinish
        onFinish = nil
        finish?(completed)
    }

    /// Set by the share sheet while the activity runs.
    final var onFinish: ((Bool) -> Void)?
}
