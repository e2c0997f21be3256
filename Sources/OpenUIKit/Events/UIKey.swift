import Foundation

/// A key of a hardware keyboard, as a press reports it: which key (`keyCode`), what it types
/// with and without its modifiers, and the modifiers held.
///
/// - Note: OpenUIKit makes keys from `SyntheticTouches.press(_:modifiers:)` (UIKitTesting) and
///   the live window's keyboard; the characters follow a US layout.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// What the key types with the modifiers held ("A" with shift).
    public let characters: String
    /// What the key types without the modifiers ("a").
    public let charactersIgnoringModifiers: String
    /// The modifier keys held.
    public let modifierFlags: UIKeyModifierFlags
    /// Which key it is.
    public let keyCode: UIKeyboardHIDUsage

    init(keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = [], characters typed: String? = nil) {
        self.keyCode = keyCode
        self.modifierFlags = modifierFlags
        let plain = Self.usLayoutCharacters(of: keyCode)
        charactersIgnoringModifiers = plain
        characters = typed ?? (modifierFlags.contains(.shift) || modifierFlags.contains(.alphaShift) ? plain.uppercased() : plain)
        super.init()
    }

    /// What a key types on a US layout without modifiers ("" for a key that types nothing).
    static func usLayoutCharacters(of key: UIKeyboardHIDUsage) -> String {
        let code = key.rawValue
        if (4...29).contains(code) { return String(UnicodeScalar(UInt8(97 + code - 4))) }
        if (30...38).contains(code) { return String(code - 29) }
        switch key {
        case .keyboard0: return "0"
        case .keyboardReturnOrEnter, .keypadEnter: return "\r"
        case .keyboardEscape: return "\u{1b}"
        case .keyboardDeleteOrBackspace: return "\u{8}"
        case .keyboardTab: return "\t"
        case .keyboardSpacebar: return " "
        case .keyboardHyphen: return "-"
        case .keyboardEqualSign: return "="
        case .keyboardOpenBracket: return "["
        case .keyboardCloseBracket: return "]"
        case .keyboardBackslash: return "\\"
        case .keyboardSemicolon: return ";"
        case .keyboardQuote: return "'"
        case .keyboardGraveAccentAndTilde: return "`"
        case .keyboardComma: return ","
        case .keyboardPeriod: return "."
        case .keyboardSlash: return "/"
        case .keyboardUpArrow: return UIKeyInputUpArrow
        case .keyboardDownArrow: return UIKeyInputDownArrow
        case .keyboardLeftArrow: return UIKeyInputLeftArrow
        case .keyboardRightArrow: return UIKeyInputRightArrow
        default: return ""
        }
    }
}

/// The characters an arrow key types, as iOS names them.
public let UIKeyInputUpArrow = "UIKeyInputUpArrow"
public let UIKeyInputDownArrow = "UIKeyInputDownArrow"
public let UIKeyInputLeftArrow = "UIKeyInputLeftArrow"
public let UIKeyInputRightArrow = "UIKeyInputRightArrow"
public let UIKeyInputEscape = "UIKeyInputEscape"
