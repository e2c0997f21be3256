import Foundation

// Core Text's font manager: registering fonts an app ships, so `UIFont(name:size:)` finds them
// by their PostScript or full name. iOS code reaches these through `import UIKit`.
//
// - Note: OpenUIKit differs: registration adds the font to fontconfig's application fonts for
//   the process (`.process` scope); other scopes register the same way. Errors are `NSError`s in
//   Core Text's domain with its codes.

/// How widely a registration applies.
public enum CTFontManagerScope: UInt32, Sendable {
    case none = 0, process = 1, persistent = 2, session = 3
    public static let user = CTFontManagerScope.persistent
}

/// Core Text's font manager error domain.
public let kCTFontManagerErrorDomain = "com.apple.CoreText.CTFontManagerErrorDomain"

/// The codes of Core Text's font manager errors.
public enum CTFontManagerError: Int, Sendable {
    case fileNotFound = 101
    case insufficientPermissions = 102
    case unrecognizedFormat = 103
    case invalidFontData = 104
    case alreadyRegistered = 105
}

/// Registers `font` for the process. `false`, with `error` set when given, when a font of that
/// PostScript name is already registered (`alreadyRegistered`) or fontconfig cannot use it.
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    switch RegisteredFonts.shared.register(font) {
    case .registered: return true
    case .alreadyRegistered: return fontManagerFailure(.alreadyRegistered, font.postScriptName ?? font.familyName, error)
    case .invalidFontData: return fontManagerFailure(.invalidFontData, font.postScriptName ?? font.familyName, error)
    }
}

/// Registers the fonts of the file at `fontURL` (its first font) for `scope`.
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    let url = fontURL as URL
    guard FileManager.default.fileExists(atPath: url.path) else { return fontManagerFailure(.fileNotFound, url.path, error) }
    guard let font = CGFont(file: url) else { return fontManagerFailure(.unrecognizedFormat, url.path, error) }
    return CTFontManagerRegisterGraphicsFont(font, error)
}

private func fontManagerFailure(_ code: CTFontManagerError, _ subject: String, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    let failure = NSError(domain: kCTFontManagerErrorDomain, code: code.rawValue,
                          userInfo: [NSLocalizedDescriptionKey: "The font \(subject) could not be registered (\(code))."])
    error?.pointee = Unmanaged.passRetained(failure)
    return false
}
