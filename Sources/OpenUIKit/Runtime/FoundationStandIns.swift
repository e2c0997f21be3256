import _OpenUIKitShims

// Foundation's types that Linux's Foundation declares unavailable or without members, named
// from UIKit: `UIKit.NSComparisonPredicate`, `UIKit.NSExpression` and
// `UIKit.DateComponentsFormatter` (what the source bridge writes) find these. Foundation is
// re-exported with its own under the same names, so OpenUIKit declares the names itself: in a
// qualified name, a declaration of the module wins over the re-exported ones.

/// A predicate comparing two expressions: what `NSPredicate(format:)` makes of `$age > 23`
/// (Sources/OpenUIKitShims/Predicates/NSComparisonPredicate.swift).
public typealias NSComparisonPredicate = _OpenUIKitShims.NSComparisonPredicate

/// One side of a predicate's comparison (Sources/OpenUIKitShims/Predicates/NSExpression.swift).
public typealias NSExpression = _OpenUIKitShims.NSExpression

/// A duration as text, "1:02:03" or "1 hour, 2 minutes": Linux's Foundation declares it
/// unavailable (Sources/OpenUIKitShims/Formatters/DateComponentsFormatter.swift).
public typealias DateComponentsFormatter = _OpenUIKitShims.DateComponentsFormatter
