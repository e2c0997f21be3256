import Foundation

/// An Objective-C exception: a name, a reason and a dictionary, raised with `raise()`.
///
/// - Note: OpenUIKit differs: Linux's Foundation has no `NSException` and Swift cannot unwind an
///   Objective-C exception, so `raise()` reports the exception (its name and reason, as an
///   error) and returns: the code after it runs, where iOS would end the app unless an
///   Objective-C `@catch` took it. Write the check that guards such code so that it also holds
///   without the exception (most code returns right after `raise()`).
open class NSException: NSObject, @unchecked Sendable {
    /// The exception's name (`.invalidArgumentException`…).
    public let name: NSExceptionName
    /// Why it was raised.
    public let reason: String?
    /// What else the raiser attached.
    public let userInfo: [AnyHashable: Any]?

    public init(name aName: NSExceptionName, reason aReason: String?, userInfo aUserInfo: [AnyHashable: Any]? = nil) {
        name = aName
        reason = aReason
        userInfo = aUserInfo
        super.init()
    }

    /// Reports the exception (see the type's note: it does not unwind).
    open func raise() {
        OpenUIKitDiagnostics.report(.exceptionRaised, "\(name.rawValue): \(reason ?? "(no reason)") — raised as an Objective-C exception on iOS, which ends the app unless caught; reported here and execution goes on.", level: .error)
    }

    /// Makes an exception with a formatted reason and raises it (see `raise()`).
    public class func raise(_ name: NSExceptionName, format: String, arguments argList: CVaListPointer) {
        NSException(name: name, reason: NSString(format: format, arguments: argList) as String).raise()
    }

    override open var description: String { reason ?? name.rawValue }
}

extension NSExceptionName {
    /// An argument was not valid (Foundation's `NSInvalidArgumentException`).
    public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
    /// An internal invariant did not hold.
    public static let internalInconsistencyException = NSExceptionName("NSInternalInconsistencyException")
    /// An index or range was out of bounds.
    public static let rangeException = NSExceptionName("NSRangeException")
    /// A generic exception.
    public static let genericException = NSExceptionName("NSGenericException")
    /// An archive could not be decoded.
    public static let invalidUnarchiveOperationException = NSExceptionName("NSInvalidUnarchiveOperationException")
}

extension DiagnosticCode {
    /// Code raised an Objective-C exception (`NSException.raise()`), which OpenUIKit reports.
    public static let exceptionRaised = DiagnosticCode(rawValue: "ExceptionRaised")
}
