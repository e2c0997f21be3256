import Foundation

/// Where copy and paste keep what they carry: the general pasteboard (`UIPasteboard.general`)
/// and named ones, each a list of items whose representations are keyed by type identifier.
///
/// - Note: OpenUIKit differs: the pasteboards live in the application (no other app reads or
///   writes them), so a test sees exactly what the app copied; they start empty in each
///   application (`TransitionHost` and `withApp` start one). There is no paste permission prompt,
///   no expiration or local-only options, and item providers (`itemProviders`) are absent.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's name.
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    /// The type identifiers the typed properties read and write, as on iOS.
    nonisolated public static let stringType = "public.utf8-plain-text"
    nonisolated public static let urlType = "public.url"
    nonisolated public static let pngType = "public.png"
    nonisolated public static let colorType = "com.apple.uikit.color"

    /// Posted, with the pasteboard as the object, when its contents change; the user info names
    /// the types added and removed.
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    nonisolated public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    nonisolated public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The pasteboard copy and paste use.
    public class var general: UIPasteboard { UIPasteboard(name: .general) }

    /// The pasteboard with this name (sharing its contents with every other object of that
    /// name); a new empty one when `create` is true and there is none, else nil.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        guard UIApplication.shared.state.pasteboards.existing(pasteboardName) != nil || create else { return nil }
        self.init(name: pasteboardName)
    }

    /// A new pasteboard with a name of its own.
    public class func withUniqueName() -> UIPasteboard {
        UIPasteboard(name: UIApplication.shared.state.pasteboards.uniqueName())
    }

    /// Forgets the pasteboard with this name (the general pasteboard stays).
    public class func remove(withName pasteboardName: Name) {
        guard pasteboardName != .general else { return }
        UIApplication.shared.state.pasteboards.remove(pasteboardName)
    }

    public let name: Name
    /// Rises by one each time the contents change.
    public var changeCount: Int { contents.changeCount }
    /// The items and change count, shared by every object with this name.
    private let contents: PasteboardContents
    private var storedItems: [[String: Any]] { contents.items }

    init(name: Name) {
        self.name = name
        contents = UIApplication.shared.state.pasteboards.contents(named: name)
        super.init()
    }

    /// Objects for the same pasteboard are equal, as iOS hands out one object per name.
    override open func isEqual(_ object: Any?) -> Bool { (object as? UIPasteboard)?.contents === contents }
    override open var hash: Int { ObjectIdentifier(contents).hashValue }

    /// The items, each a dictionary of representations by type identifier.
    open var items: [[String: Any]] {
        get { storedItems }
        set { replaceItems(newValue) }
    }

    open var numberOfItems: Int { storedItems.count }

    /// Adds items after the ones there.
    open func addItems(_ items: [[String: Any]]) {
        replaceItems(storedItems + items)
    }

    /// The type identifiers of the first item.
    open var types: [String] { storedItems.first.map { Array($0.keys).sorted() } ?? [] }

    /// The first item's value of a type.
    open func value(forPasteboardType pasteboardType: String) -> Any? { storedItems.first?[pasteboardType] }

    /// Makes the pasteboard one item with this value.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        replaceItems([[pasteboardType: value]])
    }

    open func data(forPasteboardType pasteboardType: String) -> Data? {
        switch value(forPasteboardType: pasteboardType) {
        case let data as Data: return data
        case let string as String: return Data(string.utf8)
        case let url as URL: return Data(url.absoluteString.utf8)
        default: return nil
        }
    }

    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        replaceItems([[pasteboardType: data]])
    }

    // MARK: Typed contents

    /// The first item's text (setting nil empties the pasteboard).
    open var string: String? {
        get { strings?.first }
        set { setValues(newValue.map { [$0] }, of: Self.stringType) }
    }

    /// Every item's text, in order (nil when none has text).
    open var strings: [String]? {
        get { values(of: Self.stringType) }
        set { setValues(newValue, of: Self.stringType) }
    }

    open var hasStrings: Bool { strings != nil }

    open var url: URL? {
        get { urls?.first }
        set { setValues(newValue.map { [$0] }, of: Self.urlType) }
    }

    open var urls: [URL]? {
        get { values(of: Self.urlType) }
        set { setValues(newValue, of: Self.urlType) }
    }

    open var hasURLs: Bool { urls != nil }

    open var image: UIImage? {
        get { images?.first }
        set { setValues(newValue.map { [$0] }, of: Self.pngType) }
    }

    open var images: [UIImage]? {
        get { values(of: Self.pngType) }
        set { setValues(newValue, of: Self.pngType) }
    }

    open var hasImages: Bool { images != nil }

    open var color: UIColor? {
        get { colors?.first }
        set { setValues(newValue.map { [$0] }, of: Self.colorType) }
    }

    open var colors: [UIColor]? {
        get { values(of: Self.colorType) }
        set { setValues(newValue, of: Self.colorType) }
    }

    open var hasColors: Bool { colors != nil }

    private func values<Value>(of type: String) -> [Value]? {
        let found = storedItems.compactMap { $0[type] as? Value }
        return found.isEmpty ? nil : found
    }

    /// Makes the pasteboard one item per value, each holding it as `type` (none: empty).
    private func setValues(_ values: [Any]?, of type: String) {
        replaceItems((values ?? []).map { [type: $0] })
    }

    private func replaceItems(_ newItems: [[String: Any]]) {
        let before = Set(storedItems.flatMap(\.keys)), after = Set(newItems.flatMap(\.keys))
        contents.items = newItems
        contents.changeCount += 1
        NotificationCenter.default.post(name: Self.changedNotification, object: self, userInfo: [
            Self.changedTypesAddedUserInfoKey: after.subtracting(before).sorted(),
            Self.changedTypesRemovedUserInfoKey: before.subtracting(after).sorted(),
        ])
    }
}

/// What a pasteboard holds: its items and how often they changed.
@MainActor
final class PasteboardContents {
    var items: [[String: Any]] = []
    var changeCount = 0
}

/// The application's pasteboards' contents by name.
@MainActor
final class PasteboardRegistry {
    private var pasteboards: [UIPasteboard.Name: PasteboardContents] = [:]
    private var nextUnique = 1

    func existing(_ name: UIPasteboard.Name) -> PasteboardContents? { pasteboards[name] }

    func contents(named name: UIPasteboard.Name) -> PasteboardContents {
        if let contents = pasteboards[name] { return contents }
        let contents = PasteboardContents()
        pasteboards[name] = contents
        return contents
    }

    func remove(_ name: UIPasteboard.Name) { pasteboards[name] = nil }

    func uniqueName() -> UIPasteboard.Name {
        defer { nextUnique += 1 }
        return UIPasteboard.Name("org.openuikit.pboard.unique.\(nextUnique)")
    }
}
