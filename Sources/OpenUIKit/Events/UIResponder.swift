/// An object that takes part in event handling: the base class of views, view controllers,
/// windows and the application.
///
/// Touches a responder does not handle travel up the responder chain: the default
/// implementations of `touchesBegan(_:with:)` and the other touch methods pass them to `next`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Key-value observations of this object, once one started (UIKit+KeyValueObserving.swift).
    @exclusivity(unchecked) final package var keyValueObserverStorage: KeyValueObserverList?

    // MARK: Accessibility attributes (UIResponder+Accessibility.swift)
    //
    // In the class body so that subclasses can override them, as iOS views often do.

    /// What assistive technologies call the element. `UILabel` answers its text and `UIButton`
    /// its title when none was set.
    open var accessibilityLabel: String? {
        get { accessibilityAttributes.label ?? defaultAccessibilityLabel }
        set { accessibilityAttributes.label = newValue }
    }
    /// What activating the element does.
    open var accessibilityHint: String? {
        get { accessibilityAttributes.hint }
        set { accessibilityAttributes.hint = newValue }
    }
    /// The element's current value (a slider's percentage, say).
    open var accessibilityValue: String? {
        get { accessibilityAttributes.value }
        set { accessibilityAttributes.value = newValue }
    }
    /// Whether assistive technologies see the element: `false` for plain views, `true` for
    /// labels, buttons and other controls, unless set.
    open var isAccessibilityElement: Bool {
        get { accessibilityAttributes.isElement ?? isAccessibilityElementByDefault }
        set { accessibilityAttributes.isElement = newValue }
    }
    /// What kind of element it is (`.button`, `.staticText`, …).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityAttributes.traits ?? defaultAccessibilityTraits }
        set { accessibilityAttributes.traits = newValue }
    }
    /// Whether the element's children are hidden from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityAttributes.elementsHidden }
        set { accessibilityAttributes.elementsHidden = newValue }
    }
    /// Whether assistive technologies ignore the element's siblings (a custom modal's view).
    open var accessibilityViewIsModal: Bool {
        get { accessibilityAttributes.viewIsModal }
        set { accessibilityAttributes.viewIsModal = newValue }
    }
    /// The elements this object contains for assistive technologies, in reading order, when it
    /// is a container (`nil`: not set).
    open var accessibilityElements: [Any]? {
        get { accessibilityAttributes.elements }
        set { accessibilityAttributes.elements = newValue }
    }
    /// How many elements this container holds: the count of `accessibilityElements`, 0 when
    /// none are set. Containers that build their elements on demand override this trio.
    ///
    /// - Note: OpenUIKit differs: iOS declares the container methods on `NSObject`; here every
    ///   responder has them. Nothing asks them here (there is no VoiceOver); tests and app code do.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The element at `index` in reading order, or `nil` when `index` is out of range.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// Where `element` is in reading order (the same object, or one `isEqual` to it), or
    /// `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        guard let elements = accessibilityElements else { return NSNotFound }
        let target = element as AnyObject
        return elements.firstIndex { candidate in
            let object = candidate as AnyObject
            return object === target || (object as? NSObject)?.isEqual(target) == true
        } ?? NSNotFound
    }
    /// The stored attributes (`nil` fields: not set, the class's default applies).
    @exclusivity(unchecked) final var accessibilityAttributes = AccessibilityAttributes()

    /// VoiceOver's escape gesture (a two-finger Z): dismiss what this element shows and answer
    /// `true`, or `false` to let the responder chain try.
    ///
    /// - Note: OpenUIKit differs: iOS declares the accessibility actions on `NSObject`; nothing
    ///   performs them here (there is no VoiceOver), so they run when called directly.
    open func accessibilityPerformEscape() -> Bool { false }
    /// VoiceOver's double tap on the element; `false` lets the system activate it as a tap.
    open func accessibilityActivate() -> Bool { false }
    /// VoiceOver's magic tap (a two-finger double tap); `false` lets the responder chain try.
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// Called when a value this object observes by key-path string changes
    /// (`addObserver(_:forKeyPath:options:context:)`); override it to react, and call `super`
    /// for contexts that are not yours.
    ///
    /// - Note: OpenUIKit differs: iOS declares it on `NSObject`; here every responder (views,
    ///   controllers) has it, and other observers adopt `NSKeyValueObserving` (the source bridge
    ///   makes a `NSObject` subclass that overrides it adopt it). Not overridden, it reports the
    ///   notification as unhandled, where iOS raises an exception.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {
        KeyValueObservingByName.reportUnhandled(keyPath: keyPath, observer: self)
    }

    /// Outlets and actions storyboards and nibs can connect (see `InterfaceBuilderConnections`).
    open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {}

    /// Called once a storyboard or nib has made this object and connected its outlets: the
    /// place to finish setting up what the document describes (call `super`).
    ///
    /// - Note: OpenUIKit differs: iOS declares it on `NSObject`; here views and controllers (every
    ///   responder) have it, and other objects of a document adopt `InterfaceBuilderAwakening`.
    open func awakeFromNib() {}

    /// Posted before the keyboard appears; `userInfo` has the keyboard's begin and end frames,
    /// the animation's duration and curve. See `UITextField` for when OpenUIKit posts it.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted once the keyboard is on screen.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard goes away.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted once the keyboard has gone.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (with every show and hide).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The keyboard's frame (an `NSValue` of a `CGRect`, screen coordinates) before the change.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame (an `NSValue` of a `CGRect`, screen coordinates) after the change.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The duration of the keyboard's animation (an `NSNumber` of seconds).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The curve of the keyboard's animation (an `NSNumber` of a `UIView.AnimationCurve` raw value, 7).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (an `NSNumber` of a Bool: always true).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    override public init() {
        super.init()
    }

    /// The next responder in the chain: a view's superview (or, when the view is a controller's
    /// root view, that controller), a controller's view's superview, the window's application.
    open var next: UIResponder? { nil }

    /// Whether this responder handles `action`. The default is `false`.
    ///
    /// - Note: OpenUIKit differs: iOS answers whether the responder implements the method; Linux
    ///   cannot look methods up by name, so override this to claim actions.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

    // MARK: First responder

    /// Whether this responder can take keyboard focus. `false` by default; text fields say yes.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this responder may give focus up. `true` by default.
    open var canResignFirstResponder: Bool { true }
    /// Whether this responder has keyboard focus.
    open var isFirstResponder: Bool { UIApplication.shared.state.firstResponder === self }

    /// Takes keyboard focus: the current first responder is asked to resign first. Returns
    /// whether this responder is now the first responder. A view must be in a window.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        let state = UIApplication.shared.state
        if state.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let view = self as? UIView, view.window == nil { return false }
        if let current = state.firstResponder, !current.resignFirstResponder() { return false }
        state.firstResponder = self
        // A responder that is not text brings up its input views alone (text shows the keyboard
        // once its editing began).
        if !editsText, inputView != nil || inputAccessoryView != nil { state.keyboard.show(for: self) }
        return true
    }

    /// Gives keyboard focus up. Returns whether it was given up (or never held).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        let state = UIApplication.shared.state
        guard state.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        state.firstResponder = nil
        if !editsText, inputView != nil || inputAccessoryView != nil { state.keyboard.hide() }
        return true
    }

    // MARK: Input views

    /// The view that takes the system keyboard's place while this responder is the first
    /// responder (nil: the keyboard). Text fields and text views let it be set; other responders
    /// override it.
    ///
    /// - Note: OpenUIKit differs: the keyboard and the input views are not drawn. What apps
    ///   observe is as on iOS: the keyboard notifications' frames are the input view's height
    ///   (its frame's, else its intrinsic height) instead of the keyboard's, plus the accessory's.
    open var inputView: UIView? { nil }

    /// The view above the keyboard (or the input view) while this responder is the first
    /// responder; a responder that is not text and has one brings it up alone, as a chat
    /// screen's input bar. See `inputView` for what is drawn.
    open var inputAccessoryView: UIView? { nil }

    /// Whether this responder is text the keyboard types into (a text field or text view): it
    /// brings the keyboard up when its editing begins, and focus moving between two keeps it up.
    final var editsText: Bool { self is UITextField || self is UITextView }

    /// Makes the keyboard take this responder's current input views, when it is the first
    /// responder (the change-frame notifications tell of a new height).
    open func reloadInputViews() {
        guard isFirstResponder else { return }
        UIApplication.shared.state.keyboard.show(for: self)
    }

    /// One or more fingers touched down in this responder's view.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system (or a gesture recognizer that `cancelsTouchesInView`) took the touches away.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Keys or buttons went down while this responder was the first responder (or it is next in
    /// the chain of the one that was). The default passes them to `next`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// A pressed button's force changed (not sent for keys).
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Keys or buttons came up.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// The system took the presses away.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }
}
