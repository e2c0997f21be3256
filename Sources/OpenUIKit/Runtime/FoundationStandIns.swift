import _OpenUIKitShims

// Foundation's predicate classes that Linux's Foundation declares without members, named from
// UIKit: `UIKit.NSComparisonPredicate` and `UIKit.NSExpression` (what the source bridge writes)
// find these. Foundation re-exports its own under the same names, so OpenUIKit declares the
// names itself; a declaration in the module wins over the re-exported ones in a qualified name.

/// A predicate comparing two expressions: what `NSPredicate(format:)` makes of `$age > 23`
/// (Sources/OpenUIKitShims/Predicates/NSComparisonPredicate.swift).
public typealias NSComparisonPredicate = _OpenUIKitShims.NSComparisonPredicate

/// One side of a predicate's comparison (Sources/OpenUIKitShims/Predicates/NSExpression.swift).
public typealias NSExpression = _OpenUIKitShims.NSExpression
