import Foundation

/// An element for assistive technologies that is not a view: a bar of a chart a view draws, a
/// region of an image. A container view lists them in `accessibilityElements` (or answers the
/// container methods) so each can be described and found on its own.
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
    /// An element inside `container` (usually the view that draws it), held weakly.
    public init(accessibilityContainer container: Any) {
        containerStorage = container as AnyObject
        super.init()
    }

    /// The view (or other element) that contains this one.
    open var accessibilityContainer: Any? {
        get { containerStorage }
        set { containerStorage = newValue as AnyObject? }
    }

    /// What assistive technologies call the element.
    open var accessibilityLabel: String?
    /// What activating the element does.
    open var accessibilityHint: String?
    /// The element's current value.
    open var accessibilityValue: String?
    /// What kind of element it is.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Whether assistive technologies see the element (true by default, unlike a plain view).
    open var isAccessibilityElement = true
    /// A name for UI tests to find the element by.
    open var accessibilityIdentifier: String?

    /// The element's frame in screen coordinates. Setting `accessibilityFrameInContainerSpace`
    /// instead keeps it following its container.
    open var accessibilityFrame: CGRect {
        get {
            guard let frameInContainer, let view = containerStorage as? UIView else { return frameStorage }
            return view.convert(frameInContainer, to: nil)
        }
        set {
            frameStorage = newValue
            frameInContainer = nil
        }
    }

    /// The element's frame in its container view's coordinates (`.zero` until set).
    open var accessibilityFrameInContainerSpace: CGRect {
        get { frameInContainer ?? .zero }
        set { frameInContainer = newValue }
    }

    private weak var containerStorage: AnyObject?
    private var frameStorage = CGRect.zero
    private var frameInContainer: CGRect?
}
