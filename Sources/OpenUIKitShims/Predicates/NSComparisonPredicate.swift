import Foundation

/// A predicate that compares two expressions with an operator: what `NSPredicate(format:)`
/// makes of `$age > 23` or `SELF MATCHES %@`.
///
/// Apple's Foundation has it; Linux's declares the class but cannot make one. This one
/// evaluates as Apple documents in the Predicate Programming Guide: numbers compare by value
/// whatever their type, `nil` and `NSNull` are equal, strings compare with the `[c]` and `[d]`
/// options, `MATCHES` is a regular expression that must match the whole string, `LIKE` takes
/// `*` and `?`, `IN` looks in a collection (or a string), `BETWEEN` takes `{low, high}`, and
/// `ANY`/`ALL` compare each element of a collection on the left.
///
/// - Note: OpenUIKit only: in a file that imports both Foundation and UIKit, the bare name is
///   ambiguous (Foundation's and this one); write `UIKit.NSComparisonPredicate`, as the source
///   bridge does for iOS code. Values that do not compare (a string and a number) compare as
///   false, as on iOS, instead of raising.
open class NSComparisonPredicate: NSPredicate {
    /// How strings are compared.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `[c]`
        public static let caseInsensitive = Options(rawValue: 0x1)
        /// `[d]`
        public static let diacriticInsensitive = Options(rawValue: 0x2)
        /// `[n]`: the strings are already normalized (no effect here).
        public static let normalized = Options(rawValue: 0x4)
    }

    /// How a collection on the left is compared: as one value, or each element (`ALL`, `ANY`).
    public enum Modifier: UInt, Sendable {
        case direct = 0
        case all = 1
        case any = 2
    }

    /// The comparison (Apple's raw values).
    public enum Operator: UInt, Sendable {
        case lessThan = 0
        case lessThanOrEqualTo = 1
        case greaterThan = 2
        case greaterThanOrEqualTo = 3
        case equalTo = 4
        case notEqualTo = 5
        case matches = 6
        case like = 7
        case beginsWith = 8
        case endsWith = 9
        case `in` = 10
        case customSelector = 11
        case contains = 99
        case between = 100
    }

    public let leftExpression: NSExpression
    public let rightExpression: NSExpression
    public let comparisonPredicateModifier: Modifier
    public let predicateOperatorType: Operator
    public let options: Options

    public init(leftExpression: NSExpression, rightExpression: NSExpression, modifier: Modifier,
                type: Operator, options: Options = []) {
        self.leftExpression = leftExpression
        self.rightExpression = rightExpression
        comparisonPredicateModifier = modifier
        predicateOperatorType = type
        self.options = options
        super.init(value: false)
    }

    /// Not decoded: OpenUIKit archives no predicates.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override func evaluate(with object: Any?) -> Bool {
        evaluate(with: object, substitutionVariables: nil)
    }

    open override func evaluate(with object: Any?, substitutionVariables bindings: [String: Any]?) -> Bool {
        let bindings = bindings ?? [:]
        let left = leftExpression.value(for: object, bindings: bindings)
        let right = rightExpression.value(for: object, bindings: bindings)
        switch comparisonPredicateModifier {
        case .direct:
            return PredicateComparison.compare(left, predicateOperatorType, right, options: options)
        case .any, .all:
            guard let elements = PredicateValues.elements(of: left) else {
                OpenUIKitDiagnostics.report(.predicateFormat, "The left side of an ANY or ALL comparison (\(leftExpression)) is not a collection: \(String(describing: left)); the comparison is false.", level: .error)
                return false
            }
            let matches = { (element: Any?) in PredicateComparison.compare(element, self.predicateOperatorType, right, options: self.options) }
            return comparisonPredicateModifier == .any ? elements.contains(where: matches) : elements.allSatisfy(matches)
        }
    }

    /// The predicate as Apple writes it: `$age > 23`, `name CONTAINS[c] "god"`.
    open override var predicateFormat: String {
        let modifier = switch comparisonPredicateModifier {
        case .direct: ""
        case .any: "ANY "
        case .all: "ALL "
        }
        var optionText = ""
        if options.contains(.caseInsensitive) { optionText += "c" }
        if options.contains(.diacriticInsensitive) { optionText += "d" }
        if options.contains(.normalized) { optionText += "n" }
        let operatorText = PredicateComparison.symbol(of: predicateOperatorType) + (optionText.isEmpty ? "" : "[\(optionText)]")
        return "\(modifier)\(leftExpression) \(operatorText) \(rightExpression)"
    }

    open override var description: String { predicateFormat }
}
