/// The name of an action method, as Objective-C spells it (`"showViewController:sender:"`).
///
/// - Note: OpenUIKit differs: there is no Objective-C runtime on Linux, so `#selector(...)`
///   cannot exist and a selector cannot call anything. This type only names actions for the
///   APIs that ask about them (`targetViewController(forAction:sender:)`,
///   `canPerformAction(_:withSender:)`); write `Selector("showViewController:sender:")`, which
///   iOS also accepts.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
    public var description: String { name }

    /// `show(_:sender:)`.
    static let show = Selector("showViewController:sender:")
    /// `showDetailViewController(_:sender:)`.
    static let showDetail = Selector("showDetailViewController:sender:")
}
