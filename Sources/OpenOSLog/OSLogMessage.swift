import Foundation

/// A logger's message: a string literal with interpolated values, each with Apple's formatting,
/// alignment and privacy options (`"\(count, format: .hex, privacy: .public)"`).
///
/// - Note: Differs from iOS: the text is made at once (iOS keeps the arguments and formats them
///   when the log is read), and `privacy:` redacts nothing.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    let text: String

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: OSLogInterpolation) {
        text = stringInterpolation.text
    }
}

/// The interpolations a logger's message takes. As on iOS, a value must be a string, a number, a
/// Boolean, an `NSObject`, a type, or `CustomStringConvertible` (an `Error` is logged with
/// `"\(error.localizedDescription)"` or `"\(String(describing: error))"`).
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
        text.reserveCapacity(literalCapacity + 8 * interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) {
        text += literal
    }

    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        text += align.aligned(value())
    }

    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                         align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.aligned(value().description)
    }

    public mutating func appendInterpolation<T: FixedWidthInteger>(_ value: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.aligned(format.formatted(value()))
    }

    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.aligned(format.formatted(value()))
    }

    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.aligned(format.formatted(Double(value())))
    }

    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
                                             privacy: OSLogPrivacy = .auto) {
        let flag = value()
        text += format == .answer ? (flag ? "YES" : "NO") : (flag ? "true" : "false")
    }

    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) {
        text += value().description
    }

    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        text += align.aligned(String(describing: value()))
    }
}

/// How private an interpolated value is. Accepted; OpenUIKit redacts nothing.
public struct OSLogPrivacy: Equatable, Sendable {
    /// What a redacted value is replaced with.
    public enum Mask: Equatable, Sendable {
        case hash
        case none
    }

    let kind: Int
    let mask: Mask

    public static var auto: OSLogPrivacy { OSLogPrivacy(kind: 0, mask: .none) }
    public static var `public`: OSLogPrivacy { OSLogPrivacy(kind: 1, mask: .none) }
    public static var `private`: OSLogPrivacy { OSLogPrivacy(kind: 2, mask: .none) }
    public static var sensitive: OSLogPrivacy { OSLogPrivacy(kind: 3, mask: .none) }
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: 0, mask: mask) }
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: 2, mask: mask) }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: 3, mask: mask) }
}

/// How an interpolated value is padded.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let alignsLeft: Bool

    public static var none: OSLogStringAlignment { OSLogStringAlignment(columns: 0, alignsLeft: false) }
    /// Padded with spaces on the left to `columns` characters.
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), alignsLeft: false)
    }
    /// Padded with spaces on the right to `columns` characters.
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), alignsLeft: true)
    }

    func aligned(_ text: String) -> String {
        let padding = String(repeating: " ", count: max(0, columns - text.count))
        return alignsLeft ? text + padding : padding + text
    }
}

/// How an interpolated integer is written.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    public static var decimal: OSLogIntegerFormatting { .decimal(explicitPositiveSign: false, minDigits: 0) }
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits())
    }
    public static var hex: OSLogIntegerFormatting { .hex(explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0) }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits())
    }
    public static var octal: OSLogIntegerFormatting { .octal(explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0) }
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits())
    }

    func formatted<T: FixedWidthInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if includePrefix { digits = (radix == 16 ? "0x" : "0") + digits }
        let sign = value < 0 ? "-" : (explicitPositiveSign ? "+" : "")
        return sign + digits
    }
}

/// How an interpolated floating-point number is written (`printf`'s `%f`, `%e`, `%g`, `%a`).
public struct OSLogFloatFormatting: Sendable {
    let conversion: Character
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    public static var fixed: OSLogFloatFormatting { .fixed(explicitPositiveSign: false) }
    public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static var hex: OSLogFloatFormatting { OSLogFloatFormatting(conversion: "a", precision: nil, explicitPositiveSign: false, uppercase: false) }
    public static var exponential: OSLogFloatFormatting { OSLogFloatFormatting(conversion: "e", precision: nil, explicitPositiveSign: false, uppercase: false) }
    public static var hybrid: OSLogFloatFormatting { OSLogFloatFormatting(conversion: "g", precision: nil, explicitPositiveSign: false, uppercase: false) }

    func formatted(_ value: Double) -> String {
        let letter = uppercase ? String(conversion).uppercased() : String(conversion)
        let format = "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\($0)" } ?? "") + letter
        return String(format: format, value)
    }
}

/// How an interpolated Boolean is written: "true"/"false", or "YES"/"NO".
public enum OSLogBoolFormat: Sendable {
    case truth
    case answer
}
