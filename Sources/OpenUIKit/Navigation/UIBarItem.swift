import Foundation

/// What bar button items and tab bar items share: a title, an image, whether they are enabled,
/// a tag, and their titles' text attributes per control state.
///
/// The `.font` and `.foregroundColor` of the title text attributes are drawn (for `.normal`,
/// and `.disabled` for a disabled bar button item, `.selected` for the selected tab); other
/// attributes are kept. `landscapeImagePhone` and `imageInsets` are kept (OpenUIKit's bars draw
/// the image at its size in every orientation).
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// A name for finding the item in tests; assistive technologies never show it.
    open var accessibilityIdentifier: String?
    private var titleStorage: String?
    private var imageStorage: UIImage?
    private var enabledStorage = true
    private var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    override public init() {
        super.init()
    }

    /// The title shown.
    open var title: String? {
        get { titleStorage }
        set {
            titleStorage = newValue
            barItemDidChange()
        }
    }

    /// The image shown.
    open var image: UIImage? {
        get { imageStorage }
        set {
            imageStorage = newValue
            barItemDidChange()
        }
    }

    /// Whether the item responds to taps (a disabled item is dimmed).
    open var isEnabled: Bool {
        get { enabledStorage }
        set {
            enabledStorage = newValue
            barItemDidChange()
        }
    }

    /// A number the app chooses to identify the item.
    open var tag = 0
    /// The image for a phone in landscape (kept).
    open var landscapeImagePhone: UIImage?
    /// Insets of the image (kept).
    open var imageInsets: UIEdgeInsets = .zero

    /// The title's attributes in `state` (`.font` and `.foregroundColor` are drawn).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        textAttributes[state.rawValue] = attributes
        barItemDidChange()
    }

    /// The title's attributes set for `state`, or nil.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        textAttributes[state.rawValue]
    }

    /// A subclass's bar redraws the item.
    func barItemDidChange() {}
}
