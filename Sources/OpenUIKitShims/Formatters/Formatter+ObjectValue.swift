import Foundation

/// A formatter that reads values from strings itself: Apple's `NumberFormatter` and
/// `DateFormatter` subclasses override `getObjectValue(_:for:range:)`, which
/// `getObjectValue(_:for:errorDescription:)` calls.
///
/// - Note: OpenUIKit only: Linux's Foundation keeps that method internal, so a subclass cannot
///   override it; the source bridge makes such a subclass adopt this protocol instead, and
///   `Formatter.getObjectValue(_:for:errorDescription:)` calls it.
public protocol FormatterObjectValueParsing: AnyObject {
    func getObjectValue(_ obj: AutoreleasingUnsafeMutablePointer<AnyObject?>?, for string: String,
                        range rangep: UnsafeMutablePointer<NSRange>?) throws
}

extension Formatter {
    /// Reads the value `string` stands for into `obj`: true when it could. A formatter adopting
    /// `FormatterObjectValueParsing` reads it itself; a `NumberFormatter` reads a number
    /// (`number(from:)`), a `DateFormatter` a date (`date(from:)`). On failure `error` gets the
    /// reason.
    ///
    /// - Note: Linux's Foundation keeps this method internal; OpenUIKit's is public, as Apple's.
    ///   Another formatter is reported and reads nothing (subclasses of `Formatter` itself answer
    ///   through `FormatterObjectValueParsing`).
    public func getObjectValue(_ obj: AutoreleasingUnsafeMutablePointer<AnyObject?>?, for string: String,
                               errorDescription error: AutoreleasingUnsafeMutablePointer<NSString?>?) -> Bool {
        if let parsing = self as? any FormatterObjectValueParsing {
            var range = NSRange(location: 0, length: string.utf16.count)
            do {
                try parsing.getObjectValue(obj, for: string, range: &range)
                return true
            } catch let failure {
                error?.pointee = NSString(string: "\(failure)")
                return false
            }
        }
        let value: AnyObject?
        switch self {
        case let numbers as NumberFormatter:
            value = numbers.number(from: string)
        case let dates as DateFormatter:
            value = dates.date(from: string).map { NSDate(timeIntervalSinceReferenceDate: $0.timeIntervalSinceReferenceDate) }
        default:
            OpenUIKitDiagnostics.report(.formatter, "\(type(of: self)).getObjectValue(_:for:errorDescription:): this formatter reads no values (adopt FormatterObjectValueParsing); \"\(string)\" is not read.", level: .error)
            return false
        }
        guard let value else {
            error?.pointee = NSString(string: "Invalid value: \"\(string)\"")
            return false
        }
        obj?.pointee = value
        return true
    }
}

extension DiagnosticCode {
    /// A formatter asked for what it cannot do here.
    public static let formatter = DiagnosticCode(rawValue: "Formatter")
}
