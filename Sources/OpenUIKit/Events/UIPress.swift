import Foundation

// Behaviour source [R] — Gestures
//   Rule: A hardware key press's UIPress.type is the remote button the key stands for, .select otherwise
//   Value: arrows → arrows, Escape → menu, page keys → pageUp/pageDown, any other key → select
//   Source: iOS reports an undocumented value for keys that are no remote button; ours.
//   Also: Tests/OpenUIKitTests/Events/PressesTests.swift

/// A button or key pressed: a hardware keyboard's key (`key`), or a remote's button (`type`).
/// The same object describes the press from the moment it goes down until it comes up.
///
/// - Note: OpenUIKit makes presses from `SyntheticTouches.press(_:modifiers:)` (UIKitTesting).
///   There is no remote: a key press's `type` is the remote button the key stands for (arrows,
///   Escape as menu, page keys) and `.select` for any other key [R] (iOS reports an
///   undocumented value there).
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// Where a press is in its life.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// A remote's or game controller's button (Apple's raw values).
    public enum PressType: Int, Sendable {
        case upArrow = 0, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30, pageDown = 31
        case tvRemoteOneTwoThree = 32, tvRemoteFourColors = 33
    }

    /// The press's current phase.
    public internal(set) var phase: Phase
    /// When the press last changed, in media-clock seconds.
    public internal(set) var timestamp: TimeInterval
    /// The key pressed, for a hardware keyboard.
    public let key: UIKey?
    /// The remote button: for a key, the one it stands for (see the note on the class).
    public let type: PressType
    /// How hard the button is pressed: 1 while down, 0 once up (keys have no pressure).
    open var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }
    /// The window the press went to.
    public internal(set) weak var window: UIWindow?
    /// The responder the press went to.
    public internal(set) weak var responder: UIResponder?
    /// The gesture recognizers receiving the press (none: OpenUIKit's recognizers take touches).
    open var gestureRecognizers: [UIGestureRecognizer]? { nil }

    init(key: UIKey?, type: PressType, phase: Phase = .began, timestamp: TimeInterval) {
        self.key = key
        self.type = type
        self.phase = phase
        self.timestamp = timestamp
        super.init()
    }

    /// The remote button a key stands for (arrows, Return as select, Escape as menu).
    static func pressType(of key: UIKeyboardHIDUsage) -> PressType {
        switch key {
        case .keyboardUpArrow: .upArrow
        case .keyboardDownArrow: .downArrow
        case .keyboardLeftArrow: .leftArrow
        case .keyboardRightArrow: .rightArrow
        case .keyboardEscape: .menu
        case .keyboardPageUp: .pageUp
        case .keyboardPageDown: .pageDown
        default: .select
        }
    }
}

/// An event of presses: the buttons and keys down, or changing, at one moment.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    let pressList: [UIPress]

    init(presses: [UIPress], timestamp: TimeInterval) {
        pressList = presses
        super.init(type: .presses, timestamp: timestamp)
    }

    /// Every press of the event.
    open var allPresses: Set<UIPress> { Set(pressList) }

    /// The presses a gesture recognizer receives (none here: OpenUIKit's recognizers take touches).
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
