import Foundation

/// What lets `NSPredicate(format:)` make the predicate class its format calls for (a comparison,
/// a compound), as Apple's class cluster does: an initializer in a protocol extension may
/// assign `self`, which a class's own initializer may not.
///
/// - Note: OpenUIKit only; not meant to be adopted or named.
public protocol _PredicateFormatInitializing {}

extension NSPredicate: _PredicateFormatInitializing {}

extension _PredicateFormatInitializing where Self == NSPredicate {
    /// The predicate a format string describes (Apple's Predicate Format String Syntax):
    /// `NSPredicate(format: "SELF MATCHES %@", pattern)`, `NSPredicate(format: "$age > 23")`.
    ///
    /// Linux's Foundation declares this initializer unavailable; OpenUIKit's reads the format
    /// (what it reads is listed on `PredicateFormatParser`, docs/porting.md). The result is an
    /// `NSComparisonPredicate`, Foundation's `NSCompoundPredicate`, or a constant predicate.
    ///
    /// - Note: Differs from iOS: a format it cannot read is reported and gives a predicate that
    ///   is always false (iOS raises an exception); arithmetic, functions, `SUBQUERY` and
    ///   collection operators other than `@count` are not read.
    ///
    /// The arguments are `Any` rather than Apple's `CVarArg`: on iOS a Swift array or dictionary
    /// passed for `%@` becomes an `NSArray` (a `CVarArg`); on Linux neither is one.
    public init(format predicateFormat: String, _ arguments: Any...) {
        self = PredicateFormatParser.predicate(predicateFormat, arguments: arguments)
    }

    /// The predicate `predicateFormat` describes, with its `%` arguments taken from `arguments`.
    public init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        self = PredicateFormatParser.predicate(predicateFormat, arguments: arguments ?? [])
    }
}
